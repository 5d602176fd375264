import { afterEach, describe, expect, it, vi } from "vitest";

// vitest.config.ts with no build: the projects that test the build fail loudly, naming the build
// command; they never drop out of the run unseen (a run without them looked green). Read from the
// config itself and the setup it gives those projects, not by starting nested vitest runs (each took
// seconds of a loaded machine's CPU, past a unit test's 5 s).
const MISSING = "build-missing-probe";
const BUILD_MISSING = "./tests/support/build-missing.global.ts";

type Project = { test: { name: string; include?: string[]; globalSetup?: string[] } };

/** The projects vitest.config.ts makes when ETALAGE_BUILD_DIR names a folder with no build in it. */
async function projectsWithoutBuild(): Promise<Project[]> {
  vi.stubEnv("ETALAGE_BUILD_DIR", MISSING);
  vi.resetModules();
  const { default: config } = await import("../../vitest.config");
  const resolved = await config({ command: "serve", mode: "test" });
  return resolved.test?.projects as Project[];
}

function project(projects: Project[], name: string): Project {
  const found = projects.find((p) => p.test.name === name);
  if (!found) throw new Error(`no project ${name}`);
  return found;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("vitest without a build", () => {
  it.each(["storefront", "url-mode", "budget"])("the %s project is kept and fails at once with the command that builds", async (name) => {
    const kept = project(await projectsWithoutBuild(), name);
    expect(kept.test.include?.length).toBeGreaterThan(0);
    expect(kept.test.globalSetup).toEqual([BUILD_MISSING]);
    const { default: setup } = await import("../support/build-missing.global");
    expect(() => setup()).toThrow(`No build in ${MISSING}/`);
    expect(() => setup()).toThrow(`ETALAGE_BUILD_DIR=${MISSING} npx react-router build`);
  });

  it("runs the projects that need no build", async () => {
    const projects = await projectsWithoutBuild();
    for (const name of ["unit", "core-api"]) expect(project(projects, name).test.globalSetup ?? []).not.toContain(BUILD_MISSING);
  });
});
