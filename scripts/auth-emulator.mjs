// The Firebase Auth emulator (firebase.json: auth only, UI off, no login) and the demo accounts in it.
//   node scripts/auth-emulator.mjs          start it (or reuse a running one), create the demo accounts, stay up
//   node scripts/auth-emulator.mjs --seed   only create the demo accounts in a running emulator
// start.mjs and test-all.mjs use startAuthEmulator() and seedAuthAccounts() from here.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const AUTH_EMULATOR_HOST = "127.0.0.1:9099";
export const FIREBASE_PROJECT_ID = "demo-etalage";
const BASE = `http://${AUTH_EMULATOR_HOST}`;
const ADMIN = { authorization: "Bearer owner", "content-type": "application/json" };
/** Boot takes 13–23 s on two cores (it compiles its API schemas); a loaded machine needs more. */
const BOOT_TIMEOUT_MS = 120_000;

async function answers() {
  try {
    const response = await fetch(`${BASE}/`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json();
    return Boolean(body?.authEmulator?.ready);
  } catch {
    return false;
  }
}

/**
 * Starts the emulator unless one already answers. Resolves once it is ready, with a stop function
 * (a no-op for an emulator someone else started).
 */
export async function startAuthEmulator({ quiet = true } = {}) {
  if (await answers()) return { reused: true, stop: async () => {} };
  const home = path.join(root, ".wrangler/firebase-home");
  fs.mkdirSync(home, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/firebase-tools/lib/bin/firebase.js"),
      "emulators:start",
      "--only",
      "auth",
      "--project",
      FIREBASE_PROJECT_ID,
      "--config",
      path.join(root, "firebase.json"),
    ],
    {
      cwd: root,
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      // Its own HOME: firebase-tools keeps config there; no login, no update check, no prompts.
      env: { ...process.env, HOME: home, XDG_CONFIG_HOME: home, NO_UPDATE_NOTIFIER: "1", CI: "1" },
    },
  );
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.on("error", (error) => (log += String(error)));
  const started = Date.now();
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error(`The Auth emulator exited (${child.exitCode}):\n${log.slice(-2000)}`);
    if (Date.now() - started > BOOT_TIMEOUT_MS) {
      child.kill("SIGINT");
      throw new Error(`The Auth emulator did not start within ${BOOT_TIMEOUT_MS / 1000} s:\n${log.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    reused: false,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGINT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** The demo accounts (one file, written by the seed generator with the core API's demo customers). */
export function demoAccounts() {
  return JSON.parse(fs.readFileSync(path.join(root, "workers/core-api/seed/auth-accounts.json"), "utf8"));
}

/**
 * Creates every demo account in its shop's auth tenant with its fixed uid (the core API's customers
 * carry the same uid), or resets its password when it exists, and switches sign-up off in those
 * tenants. Safe to run again.
 */
export async function seedAuthAccounts(accounts = demoAccounts()) {
  for (const account of accounts) {
    const tenantPath = `${BASE}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/tenants/${account.authTenantId}`;
    const created = await fetch(`${tenantPath}/accounts`, {
      method: "POST",
      headers: ADMIN,
      body: JSON.stringify({ localId: account.uid, email: account.email, password: account.password, displayName: account.firstName }),
    });
    if (created.ok) continue;
    const body = await created.text();
    if (!body.includes("DUPLICATE_LOCAL_ID") && !body.includes("EMAIL_EXISTS")) {
      throw new Error(`Could not create demo account ${account.email}: ${created.status} ${body}`);
    }
    const updated = await fetch(`${tenantPath}/accounts:update`, {
      method: "POST",
      headers: ADMIN,
      body: JSON.stringify({ localId: account.uid, email: account.email, password: account.password }),
    });
    if (!updated.ok) throw new Error(`Could not reset demo account ${account.email}: ${updated.status} ${await updated.text()}`);
  }
  // The demo shops' tenants refuse sign-up as a production shop's does (ADR 0050; the emulator stores the
  // switch but does not enforce it).
  for (const tenant of new Set(accounts.map((account) => account.authTenantId))) {
    const url = `${BASE}/identitytoolkit.googleapis.com/v2/projects/${FIREBASE_PROJECT_ID}/tenants/${tenant}?updateMask=client.permissions.disabledUserSignup`;
    const patched = await fetch(url, { method: "PATCH", headers: ADMIN, body: JSON.stringify({ client: { permissions: { disabledUserSignup: true } } }) });
    if (!patched.ok) throw new Error(`Could not switch sign-up off for tenant ${tenant}: ${patched.status} ${await patched.text()}`);
  }
  return accounts.length;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes("--seed")) {
    console.log(`${await seedAuthAccounts()} demo accounts in the Auth emulator.`);
  } else {
    const emulator = await startAuthEmulator({ quiet: false });
    console.log(`Auth emulator on ${AUTH_EMULATOR_HOST}${emulator.reused ? " (already running)" : ""}; ${await seedAuthAccounts()} demo accounts.`);
    if (emulator.reused) process.exit(0);
    const stop = () => emulator.stop().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  }
}
