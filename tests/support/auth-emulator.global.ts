// Vitest global setup of the storefront tests: the real Auth emulator with the demo accounts (started
// once per run, or reused when `npm test` / `npm start` already runs one), stopped at the end.
// @ts-expect-error -- a plain .mjs script without types
import { seedAuthAccounts, startAuthEmulator } from "../../scripts/auth-emulator.mjs";

export default async function setup() {
  const emulator = (await startAuthEmulator()) as { stop: () => Promise<void> };
  await seedAuthAccounts();
  return () => emulator.stop();
}
