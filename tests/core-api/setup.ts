import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll } from "vitest";

// Every test file starts from the migrated database with the demo data. The files share one runtime
// and its database (vitest.config.ts: isolate false), so the tables the demo data does not reset (rows
// the tests make: sessions, payments, mails, the search sync's changes) are emptied too, in the seed's
// batch (one transaction, foreign keys checked at its end): a file finds what a fresh database has.
const RESET_BY_TESTS = ["test_provider_payments", "payments", "payment_credentials", "order_access_tokens", "customer_sessions", "mail_outbox"];
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const firstInsert = env.TEST_SEED.findIndex((sql) => /^INSERT\b/i.test(sql));
await env.DB.batch(
  [
    ...env.TEST_SEED.slice(0, firstInsert),
    ...RESET_BY_TESTS.map((table) => `DELETE FROM ${table}`),
    // The seed's own deletes queue changes for the search sync; a fresh database has none before the seed.
    "DELETE FROM search_changes",
    ...env.TEST_SEED.slice(firstInsert),
  ].map((sql) => env.DB.prepare(sql)),
);

// The mail queue's consumer runs beside the tests (MAIL_TRANSPORT "resend", to the fake of
// tests/support/fake-resend.global.ts): a file waits for its mails to leave before the fake may stop.
afterAll(async () => {
  const until = Date.now() + 5000;
  const waiting = () => env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL").first<{ n: number }>();
  while (((await waiting())?.n ?? 0) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
});
