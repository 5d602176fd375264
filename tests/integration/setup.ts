import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The core API's database (reached here through a test-only binding with the same id), migrated and
// seeded with the demo data for every test file.
await applyD1Migrations(env.CORE_API_DB, env.TEST_MIGRATIONS);
await env.CORE_API_DB.batch(env.TEST_SEED.map((sql) => env.CORE_API_DB.prepare(sql)));
