// Test-only entry of the core API as the storefront tests' auxiliary Worker (vitest.config.ts). Its
// console lines (the access log: one per call) would go straight to the terminal, outside vitest, for
// passing and failing tests alike. Here they are kept, and tests/integration/setup.ts collects them
// after each test (GET /__test/logs) and hands them to vitest's console: shown when the test fails.
import worker from "./index.js";

const lines = [];
for (const level of ["debug", "log", "info", "warn", "error"]) {
  console[level] = (...values) => {
    lines.push(values.map((value) => (typeof value === "string" ? value : String(value))).join(" "));
  };
}

export default {
  ...worker,
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname === "/__test/logs") return Response.json(lines.splice(0));
    return worker.fetch(request, env, ctx);
  },
};
