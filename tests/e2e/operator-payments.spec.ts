import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { withBusyRetry } from "./operator";
import { currentState } from "./servers";

// `npm run operator -- payments …` end to end on the e2e run's own state (ADR 0046): a shop's own Mollie
// key is refused when malformed (nothing stored), stored once however often it is set, shown only as its
// mode and last 4 characters, and removed. Each project works on its own shop, so the two never meet.

const root = path.resolve(import.meta.dirname, "../..");

function payments(args: string[], mollieKey?: string) {
  const run = withBusyRetry(
    () =>
      spawnSync(process.execPath, ["scripts/operator.mjs", "payments", ...args, "--state", currentState(), "--json"], {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", MOLLIE_API_KEY: mollieKey ?? "" },
      }),
    (answer) => answer.status !== 0 && answer.stderr.includes("SQLITE_BUSY"),
  );
  const last = run.stdout.trim().split("\n").at(-1) ?? "";
  return { status: run.status, stderr: run.stderr, json: last.startsWith("{") ? (JSON.parse(last) as Record<string, unknown>) : null };
}

test("operators set, show and remove a shop's own Mollie key", async () => {
  test.setTimeout(90_000);
  const testInfo = test.info();
  const shop = testInfo.project.name === "js" ? "localhost" : "stadsbazaar.localhost";
  const key = `test_${testInfo.project.name === "js" ? "E2eJavaScript" : "E2eNoJavaScript"}${"0".repeat(20)}`.slice(0, 35);

  const refused = payments(["set", "--shop", shop], "live_tooShort");
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("apiKey: A Mollie API key is live_ or test_");

  const first = payments(["set", "--shop", shop], key);
  expect(first.status, first.stderr).toBe(0);
  expect(first.json).toMatchObject({ mollie: { mode: "test", keyEnd: key.slice(-4) } });
  expect(JSON.stringify(first.json)).not.toContain(key);
  const again = payments(["set", "--shop", shop], key);
  expect(again.status, again.stderr).toBe(0);
  expect((again.json?.mollie as { keyEnd?: string } | null)?.keyEnd).toBe(key.slice(-4));

  const removed = payments(["remove", "--shop", shop]);
  expect(removed.status, removed.stderr).toBe(0);
  expect(removed.json).toMatchObject({ mollie: null });
});
