// node scripts/e2e-state.mjs --worker N --seed DIR --state DIR   (playwright.config.ts runs it)
// node scripts/e2e-state.mjs --seed-only --seed DIR                 (npm test, ahead of Playwright)
// Gives end-to-end worker N its own copy of the seeded demo state (ADR 0047) before its server
// (scripts/serve-build.mjs, ADR 0068) starts. Worker 0 seeds once for the run (--seed, stamped with the
// run's E2E_RUN), unless this run's seed is there already (`--seed-only`: `npm test` makes it while its
// last vitest run still holds one core, ADR 0070); every worker copies that seed into its own --state.
// Playwright starts the web servers one after the other, so worker 0's seed is ready before worker 1
// copies it; a later worker still waits for this run's stamp rather than copy an older run's seed.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { run } from "./lib.mjs";

const { values } = parseArgs({
  options: { worker: { type: "string" }, seed: { type: "string" }, state: { type: "string" }, "seed-only": { type: "boolean" } },
});
const seedOnly = values["seed-only"] === true;
const worker = seedOnly ? 0 : Number(values.worker);
if (!Number.isInteger(worker) || worker < 0) throw new Error("--worker N: the worker's index (0, 1, …)");
if (!values.seed || (!seedOnly && !values.state)) throw new Error("--seed DIR and --state DIR are required");
const { seed: SEED, state: own } = values;
const runId = process.env.E2E_RUN;
if (!runId) throw new Error("E2E_RUN is not set: playwright.config.ts sets it for its web servers");
const stamp = path.join(SEED, "e2e-run");
const seededForThisRun = () => existsSync(stamp) && readFileSync(stamp, "utf8") === runId;

if (worker === 0) {
  if (seedOnly || !seededForThisRun()) {
    rmSync(SEED, { recursive: true, force: true });
    await run(process.execPath, ["scripts/db-reset.mjs", "--state", SEED]);
    writeFileSync(stamp, runId);
  }
  if (seedOnly) process.exit(0);
} else {
  const until = Date.now() + 180_000;
  while (!seededForThisRun()) {
    if (Date.now() > until) throw new Error(`worker ${worker}: no seeded state of this run in ${SEED} after 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
rmSync(own, { recursive: true, force: true });
cpSync(SEED, own, { recursive: true });
console.log(`e2e worker ${worker}: its own copy of the demo state in ${own}`);
