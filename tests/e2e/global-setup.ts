import { readFileSync } from "node:fs";
// @ts-expect-error -- a plain .mjs script without types
import { seedAuthAccounts } from "../../scripts/auth-emulator.mjs";

/**
 * The journeys share one browser context per worker (ADR 0082): without the project's patch of
 * Playwright (patches/playwright-core+*.patch, applied by `npm install`) a paused clock leaks into the
 * next test as a page error, and every reset empties the browser's cache. A run stops at once instead.
 */
function playwrightPatched(): boolean {
  const bundle = readFileSync(new URL("../../node_modules/playwright-core/lib/coreBundle.js", import.meta.url), "utf8");
  return bundle.includes("await progress2.race(this._resuming ?? Promise.resolve());") && bundle.includes('if (mode !== "resetForReuse")');
}

/** The demo customers' accounts, fresh in the Auth emulator before the journeys run. */
export default async function globalSetup() {
  if (!playwrightPatched())
    throw new Error("Playwright is not patched for the reused contexts (ADR 0082): run `npm install` (patch-package applies patches/playwright-core+*.patch).");
  if (!process.env.E2E_BASE_URL) await seedAuthAccounts();
}
