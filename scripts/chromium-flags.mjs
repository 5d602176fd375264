/**
 * The Chromium every headless run of the project drives (the end-to-end tests, the bench's Lighthouse):
 * Debian's headless shell, which scripts/ensure-chromium.mjs installs; CHROMIUM_PATH names another.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

// The flags every headless Chromium of the project runs with (Playwright's end-to-end tests and the
// bench's Lighthouse): no sandbox (containers), no GPU, no QUIC, and none of the browser's own network
// traffic (updates, sync, first-run pages), so a run measures and talks to the shop alone.
export const HEADLESS_CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
