import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

// vitest.config.ts with no build: the projects that test the build fail loudly, naming the build
// command; they never drop out of the run unseen (a run without them looked green).
const root = path.resolve(import.meta.dirname, "../..");
const MISSING = "build-missing-probe";
// Each case starts a whole vitest run (config, plugins, workers): seconds on a loaded machine, far
// past vitest's 5 s default for one test. The child has its own 60 s limit; the test waits as long.
const NESTED_RUN_MS = 60_000;

function vitest(args: string[]) {
  return spawnSync(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ETALAGE_BUILD_DIR: MISSING, FORCE_COLOR: "0", NO_COLOR: "1" },
    timeout: NESTED_RUN_MS,
  });
}

describe("vitest without a build", { timeout: NESTED_RUN_MS + 5_000 }, () => {
  it.each(["storefront", "url-mode", "budget"])("the %s project fails with the command that builds", (project) => {
    const run = vitest(["--project", project]);
    expect(run.status).toBe(1);
    expect(`${run.stdout}${run.stderr}`).toContain(`No build in ${MISSING}/`);
    expect(`${run.stdout}${run.stderr}`).toContain(`ETALAGE_BUILD_DIR=${MISSING} npx react-router build`);
  });

  it("runs the projects that need no build", () => {
    const run = vitest(["--project", "unit", "tests/unit/theme.test.ts"]);
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });
});
