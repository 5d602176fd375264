import { env } from "cloudflare:workers";
import { afterAll } from "vitest";
import { freshDemoData } from "../support/demo-data";

// Every test file starts from the migrated database with the demo data (and nothing a test made).
await freshDemoData(env.DB, env.TEST_MIGRATIONS, env.TEST_SEED);

// The mail queue's consumer runs beside the tests (MAIL_TRANSPORT "resend", to the fake of
// tests/support/fake-resend.global.ts): a file waits for its mails to leave before the fake may stop.
afterAll(async () => {
  const until = Date.now() + 5000;
  const waiting = () => env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL").first<{ n: number }>();
  while (((await waiting())?.n ?? 0) > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
});
