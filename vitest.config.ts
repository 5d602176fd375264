import fs from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { buildPaths, DEPLOY_CHECK_BUILD_DIR } from "./scripts/build-dir.mjs";
import { developmentVars } from "./scripts/production";
import { seedStatements } from "./scripts/seed-statements.mjs";
import { FAKE_RESEND_API_KEY, fakeResendPort } from "./tests/support/fake-resend-port.mjs";

const root = import.meta.dirname;
// Storefront files that sign nobody in and steer no fake: the malformed-url probes (~2,300 page requests)
// and the core API's deadlines (~11 s, most of it waiting for the storefront to give up on a stalled call).
const STOREFRONT_APART = ["tests/integration/url-probes.test.ts", "tests/integration/core-api-deadlines.test.ts"];
// Storefront files that need the storefront isolate as it starts (a test there steers the fake Algolia,
// stubs a call or counts on a cache nothing filled yet: 26 of their tests failed in a shared runtime,
// public-cache one in shuffled orders): each gets a runtime of its own; the others share one (ADR 0075).
const STOREFRONT_FRESH = [
  "algolia-search",
  "campaign-wheel",
  "cms-home",
  "domains",
  "fragments",
  "insights",
  "offline",
  "page-cache",
  "picture-widths",
  "public-cache",
  "recommendations",
  "seo-hosts",
  "status-pages",
  "tenants",
].map((name) => `tests/integration/${name}.test.ts`);
// The build the storefront and url-mode tests run: build/, or ETALAGE_BUILD_DIR's (npm test: build-test/).
const build = buildPaths();
const coreApiDir = path.join(root, "workers/core-api");

type BuiltWranglerJson = {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags: string[];
  d1_databases: { binding: string; database_id: string }[];
  r2_buckets: { binding: string; bucket_name: string }[];
  images?: { binding: string };
  queues?: {
    producers?: { binding: string; queue: string }[];
    consumers?: {
      queue: string;
      max_batch_size?: number;
      max_batch_timeout?: number;
      max_retries?: number;
      retry_delay?: number;
      dead_letter_queue?: string;
    }[];
  };
  vars?: Record<string, string>;
};

/**
 * The core API as an auxiliary Worker of the storefront tests. Miniflare needs a bundled script, so
 * this is the build output (`npm test` builds first), with its wrangler.json mapped to Miniflare options.
 */
function coreApiAuxiliaryWorker() {
  const dir = path.join(root, build.coreApi);
  const cfg = JSON.parse(fs.readFileSync(path.join(dir, "wrangler.json"), "utf8")) as BuiltWranglerJson;
  // Its console lines are kept by a test-only entry and shown with a failing test (tests/integration/setup.ts).
  const quietEntry = path.join(dir, "quiet-core-api.mjs");
  return {
    name: cfg.name,
    modules: [
      { type: "ESModule" as const, path: quietEntry, contents: fs.readFileSync(path.join(root, "tests/support/quiet-core-api.mjs"), "utf8") },
      { type: "ESModule" as const, path: path.join(dir, cfg.main) },
    ],
    compatibilityDate: cfg.compatibility_date,
    compatibilityFlags: cfg.compatibility_flags,
    bindings: cfg.vars ?? {},
    d1Databases: Object.fromEntries(cfg.d1_databases.map((d) => [d.binding, d.database_id])),
    r2Buckets: Object.fromEntries(cfg.r2_buckets.map((b) => [b.binding, b.bucket_name])),
    // Pictures' narrower copies (ADR 0057): Miniflare's local Images (Sharp).
    ...(cfg.images ? { images: { binding: cfg.images.binding } } : {}),
    // The mail and search sync queues (ADR 0045), producers and consumers as the config names them.
    queueProducers: Object.fromEntries((cfg.queues?.producers ?? []).map((q) => [q.binding, { queueName: q.queue }])),
    queueConsumers: Object.fromEntries(
      (cfg.queues?.consumers ?? []).map((c) => [
        c.queue,
        {
          maxBatchSize: c.max_batch_size,
          maxBatchTimeout: c.max_batch_timeout,
          maxRetries: c.max_retries,
          retryDelay: c.retry_delay,
          deadLetterQueue: c.dead_letter_queue,
        },
      ]),
    ),
  };
}

/**
 * Without a build the storefront, url-mode and budget projects cannot run: they are kept, but each fails
 * at once with the command that makes the build (a run that quietly skipped them would look green).
 */
function needsBuild(name: string, include: string[]) {
  return {
    extends: true,
    test: {
      name,
      environment: "node",
      include,
      globalSetup: ["./tests/support/build-missing.global.ts"],
    },
  };
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(coreApiDir, "migrations"));
  const coreApiDbId = JSON.parse(fs.readFileSync(path.join(coreApiDir, "wrangler.jsonc"), "utf8").replace(/^\s*\/\/.*$/gm, "")).d1_databases[0]
    .database_id as string;
  const seed = seedStatements(root);
  const hasBuild = fs.existsSync(path.join(root, build.coreApiConfig));
  const hasDeployCheck = fs.existsSync(path.join(root, buildPaths(DEPLOY_CHECK_BUILD_DIR).coreApiConfig));

  /** The built storefront with the core API beside it, joined by the CORE_API binding; `include` its files. */
  function storefrontProject(files: { name: string; include: string[]; exclude: string[]; globalSetup: string[]; isolate?: boolean }) {
    return {
      extends: true,
      plugins: [
        cloudflareTest({
          wrangler: { configPath: `./${build.serverConfig}` },
          miniflare: {
            workers: [coreApiAuxiliaryWorker()],
            // Test-only: lets the setup migrate and seed the core API's database (same id).
            d1Databases: { CORE_API_DB: coreApiDbId },
            r2Buckets: { CORE_API_MEDIA: "etalage-media" },
            bindings: { TEST_MIGRATIONS: migrations, TEST_SEED: seed },
          },
        }),
      ],
      test: {
        ...files,
        setupFiles: ["./tests/integration/setup.ts"],
        // Sign-in goes through the Auth emulator (a real process), and npm test runs this project
        // beside the others (two vitest runs on two cores, ADR 0047): a journey of many requests
        // (probes.test.ts's four checkout steps) took over 20 s on a loaded machine. 60 s, as end-to-end.
        testTimeout: 60_000,
      },
    };
  }

  return {
    resolve: { tsconfigPaths: true },
    // The tests run development's code, as build-test/ has it (vite.config.ts; ADR 0064).
    define: { __DEV_PANEL__: "true" },
    test: {
      // Quiet unless a test fails: the access logs of the Workers under test (one line per request,
      // about 1,400 in a core-API run) and anything else a test prints show only with a failure.
      silent: "passed-only" as const,
      projects: [
        {
          extends: true,
          // One process for every unit file (isolate: false): a new process per file, each importing its
          // modules again, cost more than the tests themselves (40.8 s against 17.3 s; ADR 0055).
          // A unit file that changes what the next would see (an env stub, fake timers, a spy, a
          // module's cache) puts it back after itself (vi.unstubAllEnvs, useRealTimers, restoreAllMocks,
          // resetModules).
          test: { name: "unit", environment: "node", include: ["tests/unit/**/*.test.ts"], isolate: false },
        },
        hasBuild
          ? {
              // The storefront and the core API as two processes, joined by CORE_API_URL (HTTP).
              extends: true,
              test: {
                name: "url-mode",
                environment: "node",
                include: ["tests/url-mode/**/*.test.ts"],
                testTimeout: 30_000,
                hookTimeout: 120_000,
              },
            }
          : needsBuild("url-mode", ["tests/url-mode/**/*.test.ts"]),
        hasBuild
          ? {
              // What the production build ships: the JavaScript each page loads (the JS budget).
              extends: true,
              test: { name: "budget", environment: "node", include: ["tests/budget/**/*.test.ts"] },
            }
          : needsBuild("budget", ["tests/budget/**/*.test.ts"]),
        hasDeployCheck
          ? {
              // What `npm run deploy` ships: its dry run's production build (npm test makes it first).
              extends: true,
              test: { name: "deploy", environment: "node", include: ["tests/deploy/**/*.test.ts"], testTimeout: 30_000 },
            }
          : {
              extends: true,
              test: {
                name: "deploy",
                environment: "node",
                include: ["tests/deploy/**/*.test.ts"],
                globalSetup: ["./tests/support/deploy-check-missing.global.ts"],
              },
            },
        {
          // The core API on its own: its TypeScript source, its own D1 and R2, migrated and seeded.
          extends: true,
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./workers/core-api/wrangler.jsonc" },
              // Development's keys (development.vars.json), as the development build has them.
              miniflare: {
                bindings: {
                  ...developmentVars(root).coreApi,
                  TEST_MIGRATIONS: migrations,
                  TEST_SEED: seed,
                  // Every mail of these tests leaves through the queue to the fake Resend, over HTTP.
                  MAIL_TRANSPORT: "resend",
                  RESEND_API_URL: `http://127.0.0.1:${fakeResendPort()}`,
                  RESEND_API_KEY: FAKE_RESEND_API_KEY,
                  MAIL_FROM: "winkels@mail.etalage.test",
                },
              },
            }),
          ],
          test: {
            name: "core-api",
            include: ["tests/core-api/**/*.test.ts"],
            // One runtime for every file (isolate: false): a new one per file (~1.5 s each) cost twice the
            // tests themselves (113 s against 37 s for the 41 files). Each file still starts from the demo
            // data and nothing a test made (tests/support/demo-data.ts); its in-memory caches (a shop's
            // media prefix, …) hold what the demo data says.
            isolate: false,
            setupFiles: ["./tests/core-api/setup.ts"],
            // The fake Algolia the search sync writes to (its hosts and control url: inject("fakeAlgolia")),
            // the fake Resend the mail queue sends to (tests/support/fake-resend-port.mjs) and the fake
            // Mollie the shops' payments go to (its url: inject("fakeMollie")).
            globalSetup: ["./tests/support/fake-algolia.global.ts", "./tests/support/fake-resend.global.ts", "./tests/support/fake-mollie.global.ts"],
          },
        },
        // The built storefront with the core API beside it, joined by the CORE_API binding: three projects
        // of one kind, so npm test can run them side by side, one vitest run per core (ADR 0070, 0075).
        // The files that sign nobody in and steer no fake (STOREFRONT_APART: the malformed-url probes, a
        // sixth of the storefront's time, and the core API's deadlines, mostly waiting) are
        // storefront-probes, run beside the others. Those others share the Auth emulator's demo accounts
        // and the fake Algolia, and so run one by one in one vitest run: the files that need a fresh
        // isolate (STOREFRONT_FRESH, with the fake Algolia, whose ports go by this project's name) get one
        // each; the rest share one runtime (storefront-shared: a new one per file is ~1.5 s; each file's
        // setup still starts the database anew).
        hasBuild
          ? storefrontProject({
              name: "storefront",
              include: STOREFRONT_FRESH,
              exclude: [],
              globalSetup: ["./tests/support/auth-emulator.global.ts", "./tests/support/fake-algolia.global.ts"],
            })
          : needsBuild("storefront", STOREFRONT_FRESH),
        hasBuild
          ? storefrontProject({
              name: "storefront-shared",
              include: ["tests/integration/**/*.test.ts"],
              exclude: [...STOREFRONT_APART, ...STOREFRONT_FRESH],
              globalSetup: ["./tests/support/auth-emulator.global.ts"],
              isolate: false,
            })
          : needsBuild("storefront-shared", ["tests/integration/**/*.test.ts"]),
        hasBuild
          ? storefrontProject({ name: "storefront-probes", include: STOREFRONT_APART, exclude: [], globalSetup: [] })
          : needsBuild("storefront-probes", STOREFRONT_APART),
      ],
    },
  };
});
