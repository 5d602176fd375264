// Where a build goes. `npm start` serves build/ (the default, also for a plain `react-router build`);
// the tests and the bench build into folders of their own, so nothing a developer runs can replace the
// files a running shop serves (a rebuilt build/ under a running `wrangler dev` answers 500 on every
// page: the new translation files' version is not the one its bundle asks for).
//
// One setting, ETALAGE_BUILD_DIR, read by react-router.config.ts (buildDirectory), vite.config.ts (the
// core API's outDir), vitest.config.ts, playwright.config.ts and the scripts.
import path from "node:path";

export const BUILD_DIR_ENV = "ETALAGE_BUILD_DIR";
/** What `npm start` builds and serves. */
export const SHOP_BUILD_DIR = "build";
/** What `npm test`, `npm run test:integration` and `npm run test:e2e` build and test. */
export const TEST_BUILD_DIR = "build-test";
/** What `npm run bench` builds and measures. */
export const BENCH_BUILD_DIR = "build-bench";
/** What `npm run deploy` builds (CLOUDFLARE_ENV=production) and ships. */
export const PRODUCTION_BUILD_DIR = "build-production";
/** What `npm test` builds for production and checks with a dry run (never deployed). */
export const DEPLOY_CHECK_BUILD_DIR = "build-deploy-check";

const FOLDER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * The build folder (relative to the project root) named by ETALAGE_BUILD_DIR, else build/. Only a plain
 * folder name of the project is accepted: a typo must not build into ../ or over the sources.
 */
export function buildDirectory(env = process.env) {
  const value = env[BUILD_DIR_ENV]?.trim();
  if (!value) return SHOP_BUILD_DIR;
  const reserved = ["app", "workers", "public", "tests", "scripts", "docs", "node_modules", ".git", ".wrangler"];
  if (!FOLDER.test(value) || reserved.includes(value)) {
    throw new Error(`${BUILD_DIR_ENV}=${value}: give a folder name of its own in the project root, e.g. ${TEST_BUILD_DIR}`);
  }
  return value;
}

/** The paths inside a build folder that the servers and the tests use. */
export function buildPaths(dir = buildDirectory()) {
  return {
    dir,
    client: path.posix.join(dir, "client"),
    server: path.posix.join(dir, "server"),
    coreApi: path.posix.join(dir, "core_api"),
    serverConfig: path.posix.join(dir, "server", "wrangler.json"),
    coreApiConfig: path.posix.join(dir, "core_api", "wrangler.json"),
  };
}

/** The environment for a child process that must build into (or read) `dir`. */
export function buildEnv(dir, env = process.env) {
  return { ...env, [BUILD_DIR_ENV]: dir };
}
