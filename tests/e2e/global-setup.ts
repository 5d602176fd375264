// @ts-expect-error -- a plain .mjs script without types
import { seedAuthAccounts } from "../../scripts/auth-emulator.mjs";

/** The demo customers' accounts, fresh in the Auth emulator before the journeys run. */
export default async function globalSetup() {
  if (!process.env.E2E_BASE_URL) await seedAuthAccounts();
}
