import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { currentState } from "./servers";

// What the journeys need from outside the shop: the operator command (invites, shadow links) on the
// worker's own state (tests/e2e/servers.ts) and the demo accounts (mails are read where a developer reads
// them: the worker's /dev/outbox).

const root = path.resolve(import.meta.dirname, "../..");

type Link = { path: string; token: string };

/** Runs `npm run operator -- …` for the Noordzee shop and answers its line of JSON. */
function runOperator(args: string[]): Record<string, unknown> {
  return operatorCommand([...args, "--shop", "localhost"]);
}

/** Runs `npm run operator -- …` on the worker's own state and answers its line of JSON. */
export function operatorCommand(args: string[]): Record<string, unknown> {
  const out = withBusyRetry(() =>
    execFileSync(process.execPath, ["scripts/operator.mjs", ...args, "--state", currentState(), "--json"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    }),
  );
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, unknown>;
}

/**
 * An operator command starts its own Miniflare on the D1 files the worker's server writes too
 * (ADR 0047, 0068). When the server is still writing (a mail the last journey queued, an order's follow-up),
 * SQLite refuses the command's transaction whole (SQLITE_BUSY, nothing stored): it is tried again, up
 * to 5 times. `busy` tells it from an answer that did not throw (a spawnSync result).
 */
export function withBusyRetry<T>(run: () => T, busy: (answer: T) => boolean = () => false): T {
  for (let attempt = 1; ; attempt++) {
    const last = attempt === 5;
    try {
      const answer = run();
      if (last || !busy(answer)) return answer;
    } catch (error) {
      if (last || !String((error as { stderr?: string }).stderr ?? error).includes("SQLITE_BUSY")) throw error;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
  }
}

/** An operator command that makes a link (invite, shadow-link), and the link it made. */
export function operator(args: string[]): Link & { customerId?: number } {
  const result = runOperator(args) as Link & { customerId?: number };
  if (!result.path) throw new Error(`operator ${args[0]} made no link: ${JSON.stringify(result)}`);
  return result;
}

/** Staff set a customer's own header logo (`npm run operator -- customer-logo`). */
export function setCustomerLogo(customerId: number, logoUrl: string, name: string) {
  const result = runOperator(["customer-logo", "--customer", String(customerId), "--logo-url", logoUrl, "--name", name]);
  if (!result.headerCustomerLogo) throw new Error(`no logo stored: ${JSON.stringify(result)}`);
}

type DemoAccount = { email: string; password: string; firstName: string; authTenantId: string; customerId: number };

/** A demo customer's sign-in (workers/core-api/seed/auth-accounts.json, also listed in README). */
export function demoAccount(email: string, authTenantId = "noordzee-k3f9a"): DemoAccount {
  const accounts = JSON.parse(fs.readFileSync(path.join(root, "workers/core-api/seed/auth-accounts.json"), "utf8")) as DemoAccount[];
  const account = accounts.find((a) => a.email === email && a.authTenantId === authTenantId);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
}
