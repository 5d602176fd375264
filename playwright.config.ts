import { defineConfig } from "@playwright/test";
import { buildPaths } from "./scripts/build-dir.mjs";
import { CHROMIUM, HEADLESS_CHROMIUM_FLAGS } from "./scripts/chromium-flags.mjs";
import { SEED_STATE, serverPort, workerCount, workerState, currentWorker } from "./tests/e2e/servers";
import { shopCookies } from "./tests/e2e/shop-cookies";

// The end-to-end tests run the production build's two Workers (binding mode) in one Miniflare
// (scripts/serve-build.mjs: what `wrangler dev` runs, without its proxy, watchers and reload; ADR 0068),
// one server per Playwright worker, on its own port (E2E_PORT, 8790, and the next ones) and with its own
// copy of freshly seeded state (.wrangler/e2e-state/worker-N), so they never touch `npm start`'s data
// nor each other's; the build is build/, or ETALAGE_BUILD_DIR's (`npm test` and `npm run test:e2e`:
// build-test/, so they never touch the files `npm start` serves either). A taken port fails the run:
// Playwright refuses to start when something answers there already, and workerd when the port is bound.
const build = buildPaths();
const EXTERNAL = process.env.E2E_BASE_URL;
const WORKERS = workerCount();
// This file is evaluated again in every worker (with its parallel index): baseURL is the worker's server.
const PORT = serverPort(currentWorker());
// The seed is made once per run (by worker 0's server), whatever the workers' own runs of this file do.
process.env.E2E_RUN ||= `${process.pid}-${Date.now()}`;
// Every spec starts with the cookie choice made ('Afwijzen') and the newsletter popup closed, so no
// overlay covers what it clicks; tests/e2e/consent.spec.ts and newsletter.spec.ts start from their own.
const CHOSEN = shopCookies({ etalage_consent: "v1.necessary", etalage_newsletter_popup: "closed" });
// E2E_SERVER=wrangler serves the same build with the same flags under `wrangler dev` instead: to tell
// whether a failure comes from the server script, and to measure the two against each other (ADR 0068).
const SERVE = process.env.E2E_SERVER === "wrangler" ? "wrangler dev --show-interactive-dev-session=false" : "node scripts/serve-build.mjs";

// Two workers, test by test (ADR 0047), each with its own server and state (tests/e2e/servers.ts): a
// journey may use any demo customer, buy any stock and change a shop's settings; the other worker never
// sees it. Within a worker the journeys run one after the other, in an order that changes from run to
// run, so a journey still leaves what it changed the way a next one can start from (an empty cart,
// a setting put back) or makes its own (a unique e-mail `${prefix}-${project}-${Date.now()}`, an
// invited customer). It waits for what the shopper sees (expect, expect.poll, a response), never for a
// fixed time. E2E_WORKERS=1 runs one server and one worker.

export default defineConfig({
  testDir: "tests/e2e",
  workers: WORKERS,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // A long journey (an invite through the operator command, five checkout steps) shares the two cores
  // with the other worker's: it gets 60 s. Each expectation keeps its own 5 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: EXTERNAL ?? `http://localhost:${PORT}`,
    browserName: "chromium",
    // Recording a trace of every test and keeping only the failed ones cost about 40 % more browser CPU
    // (docs/decisions/0047): a trace is recorded for the retry of a failed test (CI retries once). To see
    // one locally: `npx playwright test <spec> --trace on`.
    trace: "on-first-retry",
    // What a failed test showed last; the screenshots a person looks at are taken with LOOK_SHOTS=1 only
    // (tests/e2e/support.ts lookShot, ADR 0071).
    screenshot: "only-on-failure",
    storageState: { cookies: CHOSEN, origins: [] },
    // The shop's service worker registers 30 s after a browsing page is stable (ADR 0065): a long journey
    // would otherwise get it halfway and see stored pages. Only tests/e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    // One browser context per worker, reset between tests, its HTTP cache kept (ADR 0082): the scripts,
    // sheets and pictures a journey's first page asks for come from the browser's cache after the first
    // test, as for a returning shopper; cookies, storage, service workers, routes, init scripts, the clock,
    // viewport and emulation are reset (Playwright's reuseContext; patches/playwright-core+1.65.1.patch
    // keeps the cache, which the documents never enter: they are `no-store`). A test.use() of another
    // storage state, or a spec that opts out (offline.spec.ts), gets a context of its own.
    reuseContext: true,
    launchOptions: {
      // Debian's Chromium headless shell (scripts/ensure-chromium.mjs installs it): half the browser CPU
      // of the full chromium in --headless mode (ADR 0047). Playwright's download is not needed.
      executablePath: CHROMIUM,
      args: [...HEADLESS_CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  // Demo accounts in the Auth emulator (idempotent; the emulator itself is the first web server).
  globalSetup: "./tests/e2e/global-setup.ts",
  webServer: EXTERNAL
    ? undefined
    : [
        {
          // The sign-in service: reuses the emulator `npm test` started, or starts one for this run.
          command: "node scripts/auth-emulator.mjs",
          url: "http://127.0.0.1:9099/",
          reuseExistingServer: true,
          timeout: 180_000,
          stdout: "ignore",
          stderr: "pipe",
        },
        ...Array.from({ length: WORKERS }, (_, worker) => ({
          command: [
            `node scripts/e2e-state.mjs --worker ${worker} --seed ${SEED_STATE} --state ${workerState(worker)}`,
            // The payment return page's wait at the spec's lower bound (5 s, ADR 0066), not the 15 s default.
            `${SERVE} -c ${build.serverConfig} -c ${build.coreApiConfig} --var PAYMENT_WAIT_SECONDS:5 --ip 127.0.0.1 --port ${serverPort(worker)} --persist-to ${workerState(worker)}`,
          ].join(" && "),
          url: `http://127.0.0.1:${serverPort(worker)}/__floor`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: "ignore" as const,
          stderr: "pipe" as const,
          env: { WRANGLER_SEND_METRICS: "false", E2E_RUN: process.env.E2E_RUN ?? "" },
        })),
      ],
});
