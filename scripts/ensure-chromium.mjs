// The end-to-end tests drive Debian's Chromium headless shell (chromium-headless-shell: the "old"
// headless mode, without the full browser's window machinery; the same Blink and V8 as Debian's
// chromium, and what Playwright itself runs headless). It takes half the browser's CPU of the full
// chromium in --headless mode (ADR 0047). Playwright's own browser download is not reachable here.
// Install it when it is missing and we may (root); otherwise say what to do.
import { existsSync } from "node:fs";
import { run } from "./lib.mjs";

import { CHROMIUM } from "./chromium-flags.mjs";
const PACKAGE = "chromium-headless-shell";

if (!existsSync(CHROMIUM)) {
  if (process.env.CHROMIUM_PATH) {
    console.error(`Chromium is missing at CHROMIUM_PATH=${CHROMIUM}.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(`Chromium's headless shell is missing at ${CHROMIUM}. Install it: sudo apt-get install -y ${PACKAGE}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${PACKAGE} for the end-to-end tests…`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", PACKAGE], { env: { DEBIAN_FRONTEND: "noninteractive" } });
}
