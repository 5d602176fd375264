import fs from "node:fs";
// @ts-expect-error -- a plain .mjs script without types
import { seedAuthAccounts } from "../../scripts/auth-emulator.mjs";
import { LOCKS } from "./locks";

/** The demo customers' accounts, fresh in the Auth emulator, and no lock left from an earlier run. */
export default async function globalSetup() {
  // No worker runs yet: any lock here is a leftover of a run that was stopped.
  fs.rmSync(LOCKS, { recursive: true, force: true });
  if (!process.env.E2E_BASE_URL) await seedAuthAccounts();
}
