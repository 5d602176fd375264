// The core API's database as a fresh one with the demo data, for a test file's setup (both workerd
// projects). Files that share one runtime share its database too (vitest.config.ts: isolate false; ADR
// 0075), so besides the demo data's own reset (workers/core-api/seed/demo.sql deletes every table it
// fills), the tables only tests fill (sessions, payments, mails, …) are emptied, and the search sync's
// queue of changes that the seed's own deletes add to: one batch, one transaction, foreign keys checked
// at its end.
import { applyD1Migrations, type D1Migration } from "cloudflare:test";

const RESET_BY_TESTS = [
  "test_provider_payments",
  "payments",
  "payment_credentials",
  "order_access_tokens",
  "customer_sessions",
  "mail_outbox",
  "search_changes",
];

export async function freshDemoData(db: D1Database, migrations: D1Migration[], seed: string[]): Promise<void> {
  await applyD1Migrations(db, migrations);
  const firstInsert = seed.findIndex((sql) => /^INSERT\b/i.test(sql));
  const statements = [...seed.slice(0, firstInsert), ...RESET_BY_TESTS.map((table) => `DELETE FROM ${table}`), ...seed.slice(firstInsert)];
  await db.batch(statements.map((sql) => db.prepare(sql)));
}
