import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { visit } from "./support";

// Tests are quiet unless they fail (vitest.config.ts: silent "passed-only"). The storefront's own lines
// go through vitest; the core API beside it prints outside vitest, so its test-only entry keeps its
// lines for setup.ts, which hands them to vitest after each test (shown with a failure).
describe("the core API's console lines in the storefront tests", () => {
  it("are kept for the test's report, not printed to the terminal", async () => {
    // A search nobody made before: never in a cache, so the core API is asked.
    const query = `zoek-${crypto.randomUUID().slice(0, 8)}`;
    expect((await visit(`/nl/products?q=${query}`)).status).toBe(200);
    const kept = await env.CORE_API.fetch("http://core-api/__test/logs");
    expect(kept.status).toBe(200);
    const lines = (await kept.json()) as string[];
    // The core API's access log of that search (one line per call).
    expect(lines.some((line) => line.includes('"worker":"core-api"') && line.includes('"path":"/ecommerce/products'))).toBe(true);
    // Collected once: the next test starts with none of these.
    const again = (await (await env.CORE_API.fetch("http://core-api/__test/logs")).json()) as string[];
    expect(again).toEqual([]);
  });
});
