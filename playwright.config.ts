import { defineConfig } from "@playwright/test";
import { buildPaths } from "./scripts/build-dir.mjs";
import { shopCookies } from "./tests/e2e/shop-cookies";

// The end-to-end tests run the production build under `wrangler dev` (both Workers, binding mode),
// on its own port and with its own freshly seeded state, so they never touch `npm start`'s data; the
// build is build/, or ETALAGE_BUILD_DIR's (`npm test` and `npm run test:e2e`: build-test/, so they
// never touch the files `npm start` serves either). A taken port fails the run: Playwright refuses to
// start when something answers there already, and wrangler when the port is bound.
const PORT = Number(process.env.E2E_PORT ?? 8790);
const build = buildPaths();
const STATE = ".wrangler/e2e-state";
const EXTERNAL = process.env.E2E_BASE_URL;
// Every spec starts with the cookie choice made ('Afwijzen') and the newsletter popup closed, so no
// overlay covers what it clicks; tests/e2e/consent.spec.ts and newsletter.spec.ts start from their own.
const CHOSEN = shopCookies({ etalage_consent: "v1.necessary", etalage_newsletter_popup: "closed" });

// Two workers, test by test (ADR 0047): on two cores one worker leaves a core idle while the browser
// waits for the server. A spec runs beside any other spec, and beside itself in the other project, so:
// - it makes what it changes its own: a fresh browser context per test (cart, wishlist, consent are
//   the session's), a unique e-mail per project and time (`${prefix}-${project}-${Date.now()}`), its
//   own customer through the operator's invite (checkout-accounts.spec.ts), or the other shop per project;
// - a journey that signs in as or shadows a seeded demo customer imports `test` from ./fixtures and
//   first calls `await holdCustomer(id)`; one that buys from stock others buy too calls `await hold(name)`
//   (checkout.spec.ts: "stock-basics-set"); one lock per test;
// - the operator command goes through tests/e2e/operator.ts (runOperator / withOperatorLock), one at a time;
// - it asserts nothing about state that other specs change (counts of all orders, outbox length), and
//   waits for the condition it needs (expect, expect.poll); a fixed pause only where it watches that
//   nothing changes over a stretch of time (header-layout.spec.ts's shrink).
// E2E_WORKERS=1 runs one at a time, as before.
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

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
    storageState: { cookies: CHOSEN, origins: [] },
    launchOptions: {
      // Debian's chromium (scripts/ensure-chromium.mjs installs it); Playwright's download is not needed.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
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
        {
          command: [
            `rm -rf ${STATE}`,
            `node scripts/db-reset.mjs --state ${STATE}`,
            `wrangler dev -c ${build.serverConfig} -c ${build.coreApiConfig} --ip 127.0.0.1 --port ${PORT} --persist-to ${STATE} --show-interactive-dev-session=false`,
          ].join(" && "),
          url: `http://127.0.0.1:${PORT}/__floor`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: "ignore",
          stderr: "pipe",
          env: { WRANGLER_SEND_METRICS: "false" },
        },
      ],
});
