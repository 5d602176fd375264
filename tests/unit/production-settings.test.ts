import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ProductionSettings, readProductionSettings } from "../../scripts/production";
import filled from "../deploy/production.settings.json";

// What only the operator knows (the D1 database's id, the Firebase project, the core API's public URL)
// enters production through etalage.production.json, read at build time; `npm run deploy` refuses while
// a placeholder is left, naming each (ADR 0043).

describe("the production settings", () => {
  it("accepts filled-in settings", () => {
    expect(readProductionSettings("tests/deploy/production.settings.json")).toMatchObject({
      d1DatabaseId: "3f2a9c1e-7b4d-4e8a-9c0f-5d6e7f8a9b0c",
      coreApiPublicUrl: "https://api.etalage.shop",
    });
  });

  it("refuses the example file, naming every placeholder", () => {
    expect(() => readProductionSettings("etalage.production.example.json")).toThrow(
      [
        "etalage.production.example.json is not ready for production:",
        "  - d1DatabaseId: a placeholder text: the database_id that `wrangler d1 create` printed",
        "  - firebaseProjectId: a placeholder text: the Firebase project's id (Project settings → General)",
        "  - firebaseApiKey: a placeholder text: the Firebase project's web API key (Project settings → General)",
        "  - storefrontZone: a placeholder text: the SaaS zone's domain (the shops' custom hostnames point there)",
        "  - mailFrom: a placeholder text: the sender address on the mail domain verified at Resend",
        "  - coreApiPublicUrl: a placeholder text: the core API's public https URL",
      ].join("\n"),
    );
  });

  it("refuses a core API inside the storefront's zone (its route */* would answer for it)", () => {
    expect(() => ProductionSettings.parse({ ...filled, storefrontZone: "etalage.shop", coreApiPublicUrl: "https://api.etalage.shop" })).toThrow(
      /inside storefrontZone/,
    );
    expect(
      ProductionSettings.parse({ ...filled, storefrontZone: "etalage.shop", coreApiPublicUrl: "https://etalage-core-api-production.acme.workers.dev" }),
    ).toBeTruthy();
  });

  it("says how to start when the file is missing", () => {
    expect(() => readProductionSettings("no-such-settings.json")).toThrow(/copy etalage.production.example.json to no-such-settings.json/);
  });

  it("npm run deploy stops before building while a placeholder is left", () => {
    const run = spawnSync(process.execPath, ["scripts/deploy.mjs", "--dry-run", "--settings", "etalage.production.example.json", "--out", "build-never"], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("etalage.production.example.json is not ready for production");
    expect(run.stdout).not.toContain("building");
  });
});
