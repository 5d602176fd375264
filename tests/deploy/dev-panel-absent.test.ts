import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildPaths, DEPLOY_CHECK_BUILD_DIR } from "../../scripts/build-dir.mjs";

// The development panel is in every build but production's (ADR 0064): what `npm run deploy` ships —
// the dry run's production build, made by npm test before this project runs — holds neither its route
// nor any of its code, in the Worker or in the browser's JavaScript. (The translation files, static
// JSON, keep its texts: nl and en hold the same keys in every build.)

const build = buildPaths(DEPLOY_CHECK_BUILD_DIR);

/** Every JavaScript file under a folder, with its text. */
function scripts(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), "utf8") }));
}

/** What only the panel's code holds: its route, its markup, its cookie, its log line, its rules and texts' keys. */
const PANEL_MARKS = ["routes/dev/panel", "data-dev-panel", "etalage_dev_panel", "dev-panel.tenant-failed", "tenantsLoaded", "devPanel.localhostOnly"];

describe("the production build leaves the development panel out", () => {
  const server = scripts(build.server);
  const client = scripts(build.client);

  it("reads the built route table (a guard for the guard: the other development route is in it)", () => {
    expect(server.some(({ text }) => text.includes("routes/dev/outbox"))).toBe(true);
    expect(client.some(({ text }) => text.includes("routes/dev/outbox"))).toBe(true);
  });

  it("the Worker has no dev/panel route and none of the panel's code", () => {
    const found = server.flatMap(({ file, text }) => PANEL_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`));
    expect(found).toEqual([]);
  });

  it("the browser's JavaScript has none of it", () => {
    const found = client.flatMap(({ file, text }) => PANEL_MARKS.filter((mark) => text.includes(mark)).map((mark) => `${file}: ${mark}`));
    expect(found).toEqual([]);
  });
});
