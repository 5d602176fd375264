import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BENCH_BUILD_DIR, BUILD_DIR_ENV, buildDirectory, buildPaths, SHOP_BUILD_DIR, TEST_BUILD_DIR } from "../../scripts/build-dir.mjs";

// `npm start` serves build/; the tests and the bench build into folders of their own, so nothing a
// developer runs replaces the files a running shop serves. One setting (ETALAGE_BUILD_DIR) decides,
// and every config and script that builds or reads a build asks scripts/build-dir.mjs.

const root = new URL("../../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("the build folder", () => {
  it("is build/ unless ETALAGE_BUILD_DIR names another", () => {
    expect(buildDirectory({})).toBe(SHOP_BUILD_DIR);
    expect(buildDirectory({ [BUILD_DIR_ENV]: "" })).toBe("build");
    expect(buildDirectory({ [BUILD_DIR_ENV]: TEST_BUILD_DIR })).toBe("build-test");
    expect(buildDirectory({ [BUILD_DIR_ENV]: BENCH_BUILD_DIR })).toBe("build-bench");
  });

  it("must be a folder of its own in the project root", () => {
    for (const bad of ["../build", "/tmp/build", "build/../app", "app", "public", "node_modules", ".wrangler", "a b"]) {
      expect(() => buildDirectory({ [BUILD_DIR_ENV]: bad }), bad).toThrow(/ETALAGE_BUILD_DIR/);
    }
  });

  it("has the wrangler configs of both Workers in it", () => {
    expect(buildPaths("build-test")).toMatchObject({
      serverConfig: "build-test/server/wrangler.json",
      coreApiConfig: "build-test/core_api/wrangler.json",
      client: "build-test/client",
    });
  });

  it("is what react-router.config.ts builds into", async () => {
    vi.stubEnv(BUILD_DIR_ENV, TEST_BUILD_DIR);
    const withEnv = (await import("../../react-router.config")).default;
    expect(withEnv.buildDirectory).toBe("build-test");
    vi.resetModules();
    vi.stubEnv(BUILD_DIR_ENV, "");
    const without = (await import("../../react-router.config")).default;
    expect(without.buildDirectory).toBe("build");
  });

  it("is what vite.config.ts puts the core API into, and what vitest and playwright read", () => {
    expect(read("vite.config.ts")).toMatch(/outDir: buildPaths\(\)\.coreApi/);
    expect(read("vitest.config.ts")).toMatch(/const build = buildPaths\(\);/);
    expect(read("playwright.config.ts")).toMatch(/-c \$\{build\.serverConfig\} -c \$\{build\.coreApiConfig\}/);
    for (const file of ["vite.config.ts", "vitest.config.ts", "playwright.config.ts", "tests/url-mode/url-mode.test.ts", "scripts/start.mjs"]) {
      expect(read(file), file).not.toMatch(/["'`]build\/(server|core_api)/);
    }
  });

  it("is build-test/ for npm test, test:integration and test:e2e, and build-bench/ for the bench", () => {
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts["test:integration"]).toMatch(/^export ETALAGE_BUILD_DIR=\$\{ETALAGE_BUILD_DIR:-build-test\} && react-router build/);
    expect(scripts["test:e2e"]).toMatch(/^export ETALAGE_BUILD_DIR=\$\{ETALAGE_BUILD_DIR:-build-test\} && react-router build/);
    expect(read("scripts/test-all.mjs")).toMatch(/process\.env\[BUILD_DIR_ENV\] \|\|= TEST_BUILD_DIR;/);
    expect(read("scripts/bench.mjs")).toMatch(/buildPaths\(BENCH_BUILD_DIR\)/);
    const bench = read("scripts/bench.mjs");
    expect(bench).toMatch(/const args = \["build", /);
    expect(bench).toMatch(/runToStderr\("react-router", args, \{ track, env: \{ \[BUILD_DIR_ENV\]: BUILD\.dir, ETALAGE_DEV_PANEL: "off" \} \}\)/);
    expect(read(".gitignore")).toMatch(/^\/build-test\/$/m);
    expect(read(".gitignore")).toMatch(/^\/build-bench\/$/m);
  });
});
