import { env } from "cloudflare:workers";
import { afterEach } from "vitest";
import { freshDemoData } from "../support/demo-data";

// The core API's database (reached here through a test-only binding with the same id), migrated and
// seeded with the demo data for every test file.
await freshDemoData(env.CORE_API_DB, env.TEST_MIGRATIONS, env.TEST_SEED);

// The core API's console lines of this test (kept by tests/support/quiet-core-api.mjs): printed through
// vitest, which shows them only when the test fails (silent: "passed-only").
afterEach(async () => {
  const response = await env.CORE_API.fetch("http://core-api/__test/logs");
  for (const line of (await response.json()) as string[]) console.log(line);
});
