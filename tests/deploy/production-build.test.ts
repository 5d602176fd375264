import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildPaths, DEPLOY_CHECK_BUILD_DIR } from "../../scripts/build-dir.mjs";
import { type BuiltConfig, CORE_API_WORKER, productionBuildProblems, STOREFRONT_WORKER } from "../../scripts/production";
import settings from "./production.settings.json";

// What `npm run deploy` ships (ADR 0043): npm test runs its dry run first (scripts/test-all.mjs:
// `npm run deploy -- --dry-run --settings tests/deploy/production.settings.json --out build-deploy-check`),
// which builds both Workers with CLOUDFLARE_ENV=production and runs `wrangler deploy --dry-run` on each.
// Here: the two wrangler.json files that dry run deployed, read as wrangler reads them.

const build = buildPaths(DEPLOY_CHECK_BUILD_DIR);
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Required<BuiltConfig> & { vars: Record<string, string> };
const storefront = read(build.serverConfig);
const coreApi = read(build.coreApiConfig);

/** Development's values, each of which would make production quietly wrong. */
const DEVELOPMENT_VALUES = [
  "127.0.0.1",
  "localhost",
  "9099",
  "fake-api-key",
  "demo-",
  "etalage-development-",
  "dev-admin-key",
  "00000000-",
  "set-the-",
  '"PAYMENT_PROVIDER":"test"',
  '"ENVIRONMENT":"development"',
];

describe("the production build", () => {
  it("has production's Worker names, the storefront bound to production's core API", () => {
    expect(storefront.name).toBe(STOREFRONT_WORKER);
    expect(coreApi.name).toBe(CORE_API_WORKER);
    expect(storefront.services).toEqual([{ binding: "CORE_API", service: CORE_API_WORKER }]);
    expect(storefront.vars.CORE_API_URL).toBe("");
  });

  it("routes the SaaS zone (the shops' custom hostnames) to the storefront, the core API's public host to the core API", () => {
    expect(storefront.routes).toEqual([{ pattern: "*/*", zone_name: settings.storefrontZone }]);
    expect(coreApi.routes).toEqual([{ pattern: new URL(settings.coreApiPublicUrl).hostname, custom_domain: true }]);
  });

  it("binds the operator's D1 database and R2 bucket", () => {
    expect(coreApi.d1_databases).toEqual([
      expect.objectContaining({ binding: "DB", database_name: settings.d1DatabaseName, database_id: settings.d1DatabaseId }),
    ]);
    expect(coreApi.r2_buckets).toEqual([{ binding: "MEDIA", bucket_name: settings.r2BucketName }]);
  });

  it("has production's vars, the operator's Firebase project and the core API's public URL", () => {
    expect(storefront.vars).toEqual({
      ENVIRONMENT: "production",
      CORE_API_URL: "",
      FIREBASE_PROJECT_ID: settings.firebaseProjectId,
      FIREBASE_API_KEY: settings.firebaseApiKey,
      AUTH_EMULATOR_HOST: "",
    });
    expect(coreApi.vars).toEqual({
      ENVIRONMENT: "production",
      FIREBASE_PROJECT_ID: settings.firebaseProjectId,
      FIREBASE_API_KEY: settings.firebaseApiKey,
      AUTH_EMULATOR_HOST: "",
      PAYMENT_PROVIDER: "mollie",
      MOLLIE_API_URL: "https://api.mollie.com",
      CORE_API_PUBLIC_URL: settings.coreApiPublicUrl,
      MAIL_TRANSPORT: "resend",
      MAIL_FROM: settings.mailFrom,
      RESEND_API_URL: "https://api.resend.com",
    });
  });

  it("sends mail and the search sync through production's queues, with the dead-letter queue and production's retries", () => {
    expect(coreApi.queues?.producers).toEqual([
      { binding: "MAIL_QUEUE", queue: "etalage-mail" },
      { binding: "SEARCH_SYNC_QUEUE", queue: "etalage-search-sync" },
    ]);
    expect(coreApi.queues?.consumers).toEqual(
      expect.arrayContaining([expect.objectContaining({ queue: "etalage-mail", dead_letter_queue: "etalage-mail-dead", max_retries: 12, retry_delay: 300 })]),
    );
  });

  it("declares the secrets wrangler deploy checks, and holds none of them as a var", () => {
    expect(storefront.secrets).toEqual({ required: ["SESSION_SECRET"] });
    expect(coreApi.secrets).toEqual({
      required: ["OPERATOR_KEY", "SHADOW_LINK_SECRET", "FIREBASE_SERVICE_ACCOUNT", "PAYMENT_CREDENTIALS_KEY", "RESEND_API_KEY"],
    });
  });

  it.each(DEVELOPMENT_VALUES)("holds no development value or placeholder (%s) in either Worker's config", (value) => {
    const shipped = JSON.stringify({ vars: [storefront.vars, coreApi.vars], d1: coreApi.d1_databases, r2: coreApi.r2_buckets, services: storefront.services });
    expect(shipped).not.toContain(value);
  });

  it("passes the deploy's own check, which refuses a development build", () => {
    expect(productionBuildProblems({ storefront, coreApi })).toEqual([]);
    const development = {
      ...coreApi,
      name: "etalage-core-api",
      targetEnvironment: undefined,
      vars: { ...coreApi.vars, AUTH_EMULATOR_HOST: "127.0.0.1:9099", PAYMENT_PROVIDER: "test" },
    };
    expect(
      productionBuildProblems({ storefront: { ...storefront, services: [{ binding: "CORE_API", service: "etalage-core-api" }] }, coreApi: development }),
    ).toEqual([
      "core API: name is etalage-core-api, not etalage-core-api-production",
      "core API: built for no environment, not production (CLOUDFLARE_ENV)",
      "core API: vars.AUTH_EMULATOR_HOST is set (the Auth emulator is for development)",
      "core API: vars.AUTH_EMULATOR_HOST is a local host",
      "storefront: CORE_API is bound to etalage-core-api, not etalage-core-api-production",
      "core API: vars.PAYMENT_PROVIDER is not mollie (the test provider is for development)",
    ]);
  });
});
