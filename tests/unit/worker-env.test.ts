import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envChecker, envProblems, logRefusedEnv } from "../../commerce/rules/env-check";
import { notForProduction } from "../../commerce/rules/production-values";
import { StorefrontEnv } from "../../app/server/env.server";
import { CoreApiEnv } from "../../workers/core-api/environment";
import development from "../../development.vars.json";

// Each Worker checks its environment once per isolate (ADR 0043): production needs every secret and
// var, none of them a placeholder or development's; development runs on the vars of wrangler.jsonc and
// its keys from development.vars.json.

const root = new URL("../../", import.meta.url);
const wranglerVars = (file: string): Record<string, string> => JSON.parse(readFileSync(new URL(file, root), "utf8").replace(/^\s*\/\/.*$/gm, "")).vars;
/** What a development build has: the config's vars and development's keys (vite.config.ts). */
const developmentEnv = (file: string, worker: "storefront" | "coreApi") => ({ ...development[worker], ...wranglerVars(file) });

/** Bindings are objects the runtime puts in env; their shape is not the schema's business. */
const BINDING = { fetch() {} };

const SERVICE_ACCOUNT = JSON.stringify({
  type: "service_account",
  project_id: "etalage-shops",
  client_email: "etalage-core@etalage-shops.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n",
});

const CORE_PRODUCTION = {
  ENVIRONMENT: "production",
  OPERATOR_KEY: "q3Jt8vXb2LmN6pR9sT1wY4zA7cE0fH5k",
  SHADOW_LINK_SECRET: "Zr7Ue2Wq9Pn4Ls1Kd6Jb3Hg8Fc5Xv0Ma",
  FIREBASE_SERVICE_ACCOUNT: SERVICE_ACCOUNT,
  FIREBASE_PROJECT_ID: "etalage-shops",
  FIREBASE_API_KEY: "AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUv",
  AUTH_EMULATOR_HOST: "",
  PAYMENT_PROVIDER: "mollie",
  MOLLIE_API_URL: "https://api.mollie.com",
  CORE_API_PUBLIC_URL: "https://api.etalage.shop",
  PAYMENT_CREDENTIALS_KEY: "Pc4Rk8Vm1Xs6Zb3Nd9Qf2Tw7Yh0Lj5Ga",
  RESEND_API_KEY: "re_Mq7Tz2Wb9Kd4Ns1Lx6Pv3Hc8",
  MAIL_TRANSPORT: "resend",
  MAIL_FROM: "winkels@mail.etalage.shop",
  RESEND_API_URL: "https://api.resend.com",
  DB: BINDING,
  MEDIA: BINDING,
  MAIL_QUEUE: BINDING,
  SEARCH_SYNC_QUEUE: BINDING,
};

const STOREFRONT_PRODUCTION = {
  ENVIRONMENT: "production",
  SESSION_SECRET: "Bf4Nq8Tz1Wc6Yh3Km9Pr2Sv7Xa0De5Gj",
  FIREBASE_PROJECT_ID: "etalage-shops",
  FIREBASE_API_KEY: "AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUv",
  AUTH_EMULATOR_HOST: "",
  CORE_API_URL: "",
  CORE_API: BINDING,
  ASSETS: BINDING,
};

const without = (env: Record<string, unknown>, name: string) => Object.fromEntries(Object.entries(env).filter(([key]) => key !== name));
/** The names the problems are about. */
const about = (problems: string[]) => problems.map((p) => p.split(/[.:]/)[0]);

afterEach(() => vi.restoreAllMocks());

describe("the core API's environment", () => {
  it("accepts a complete production environment", () => {
    expect(envProblems(CoreApiEnv, CORE_PRODUCTION)).toEqual([]);
    expect(envProblems(CoreApiEnv, { ...CORE_PRODUCTION, ALGOLIA_ADMIN_KEYS: '{"APP1":"k9Vd2pQ7xL4mN8rT"}' })).toEqual([]);
  });

  it("accepts development with workers/core-api/wrangler.jsonc's vars and development.vars.json", () => {
    expect(envProblems(CoreApiEnv, { ...developmentEnv("workers/core-api/wrangler.jsonc", "coreApi"), DB: BINDING, MEDIA: BINDING })).toEqual([]);
  });

  it.each([
    "OPERATOR_KEY",
    "SHADOW_LINK_SECRET",
    "FIREBASE_SERVICE_ACCOUNT",
    "FIREBASE_PROJECT_ID",
    "FIREBASE_API_KEY",
    "CORE_API_PUBLIC_URL",
    "MOLLIE_API_URL",
    "PAYMENT_PROVIDER",
    "PAYMENT_CREDENTIALS_KEY",
    "RESEND_API_KEY",
    "MAIL_TRANSPORT",
    "MAIL_FROM",
    "RESEND_API_URL",
    "DB",
    "MEDIA",
    "MAIL_QUEUE",
    "SEARCH_SYNC_QUEUE",
  ])("refuses production without %s, saying which", (name) => {
    const problems = envProblems(CoreApiEnv, without(CORE_PRODUCTION, name));
    expect(about(problems)).toEqual([name]);
  });

  it("says how a missing secret is set", () => {
    expect(envProblems(CoreApiEnv, without(CORE_PRODUCTION, "OPERATOR_KEY"))).toEqual([
      "OPERATOR_KEY: missing (wrangler secret put OPERATOR_KEY --env production)",
    ]);
  });

  it.each([
    ["OPERATOR_KEY", "etalage-development-operator-key"],
    ["OPERATOR_KEY", "short-key"],
    ["SHADOW_LINK_SECRET", "etalage-development-shadow-secret"],
    ["SHADOW_LINK_SECRET", "set-the-shadow-link-secret-here-please"],
    ["FIREBASE_SERVICE_ACCOUNT", "not json at all"],
    ["FIREBASE_SERVICE_ACCOUNT", '{"client_email":"a@b.c"}'],
    ["FIREBASE_PROJECT_ID", "demo-etalage"],
    ["FIREBASE_PROJECT_ID", ""],
    ["FIREBASE_API_KEY", "fake-api-key"],
    ["FIREBASE_API_KEY", "set-the-web-api-key-of-the-firebase-project"],
    ["AUTH_EMULATOR_HOST", "127.0.0.1:9099"],
    ["PAYMENT_PROVIDER", "test"],
    ["CORE_API_PUBLIC_URL", ""],
    ["CORE_API_PUBLIC_URL", "http://api.etalage.shop"],
    ["CORE_API_PUBLIC_URL", "https://localhost:8788"],
    ["MOLLIE_API_URL", "http://127.0.0.1:7900"],
    ["ALGOLIA_ADMIN_KEYS", '{"ETALAGEDEV":"dev-admin-key"}'],
    ["ALGOLIA_ADMIN_KEYS", "not json"],
    ["PAYMENT_CREDENTIALS_KEY", "etalage-development-payment-credentials-key"],
    ["PAYMENT_CREDENTIALS_KEY", "too-short-for-aes"],
    ["RESEND_API_KEY", "re_short"],
    ["MAIL_TRANSPORT", "outbox"],
    ["MAIL_FROM", "set-the-sender-address-of-the-verified-mail-domain"],
    ["MAIL_FROM", "not an address"],
    ["RESEND_API_URL", "http://127.0.0.1:7734"],
    ["ENVIRONMENT", "staging"],
  ])("refuses production with %s=%j", (name, value) => {
    const problems = envProblems(CoreApiEnv, { ...CORE_PRODUCTION, [name]: value });
    expect(about(problems)).toContain(name);
    // A secret's value is never in the log line.
    if (value.length > 8) for (const problem of problems) expect(problem).not.toContain(value);
  });
});

describe("the storefront's environment", () => {
  it("accepts a complete production environment, also with a rotated cookie secret or a core API by URL", () => {
    expect(envProblems(StorefrontEnv, STOREFRONT_PRODUCTION)).toEqual([]);
    expect(
      envProblems(StorefrontEnv, { ...STOREFRONT_PRODUCTION, SESSION_SECRET: `${STOREFRONT_PRODUCTION.SESSION_SECRET},Hs2Lp8Qw5Rx1Tz7Vb4Nc9Md3Kf6Jg0Ya` }),
    ).toEqual([]);
    expect(envProblems(StorefrontEnv, { ...STOREFRONT_PRODUCTION, CORE_API_URL: "https://api.etalage.shop" })).toEqual([]);
  });

  it("accepts development with wrangler.jsonc's vars and development.vars.json", () => {
    expect(envProblems(StorefrontEnv, { ...developmentEnv("wrangler.jsonc", "storefront"), CORE_API: BINDING })).toEqual([]);
  });

  it.each(["SESSION_SECRET", "FIREBASE_PROJECT_ID", "FIREBASE_API_KEY", "CORE_API"])("refuses production without %s, saying which", (name) => {
    expect(about(envProblems(StorefrontEnv, without(STOREFRONT_PRODUCTION, name)))).toEqual([name]);
  });

  it.each([
    ["SESSION_SECRET", "etalage-development-session-secret"],
    ["SESSION_SECRET", "Bf4Nq8Tz1Wc6Yh3Km9Pr2Sv7Xa0De5Gj,short"],
    ["FIREBASE_PROJECT_ID", "demo-etalage"],
    ["FIREBASE_API_KEY", "fake-api-key"],
    ["AUTH_EMULATOR_HOST", "127.0.0.1:9099"],
    ["CORE_API_URL", "http://127.0.0.1:8788"],
  ])("refuses production with %s=%j", (name, value) => {
    expect(about(envProblems(StorefrontEnv, { ...STOREFRONT_PRODUCTION, [name]: value }))).toContain(name);
  });

  it("refuses an environment that names none", () => {
    expect(envProblems(StorefrontEnv, without(STOREFRONT_PRODUCTION, "ENVIRONMENT"))).toEqual([
      'ENVIRONMENT: ENVIRONMENT must be "production" or "development"',
    ]);
  });
});

describe("the check", () => {
  it("runs once per isolate (per env object) and logs one JSON line per refused request, without values", () => {
    const parse = vi.spyOn(StorefrontEnv, "safeParse");
    const check = envChecker(StorefrontEnv);
    const env = without(STOREFRONT_PRODUCTION, "SESSION_SECRET");
    expect(check(env)).toEqual(check(env));
    expect(parse).toHaveBeenCalledTimes(1);

    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    logRefusedEnv("storefront", "production", check(env));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      level: "error",
      worker: "storefront",
      event: "env.refused",
      environment: "production",
      problems: ["SESSION_SECRET: missing (wrangler secret put SESSION_SECRET --env production)"],
    });
  });

  it.each([
    ["00000000-0000-4000-8000-00000000e7a1", "a placeholder id (00000000-…)"],
    ["set-the-web-api-key-of-the-firebase-project", "a placeholder text"],
    ["fake-api-key", "a development value"],
    ["demo-etalage", "a demo- project (the Auth emulator's)"],
    ["http://localhost:8788", "a local host"],
    ["127.0.0.1:9099", "a local host"],
    ["api.etalage.shop", null],
    ["3f2a9c1e-7b4d-4e8a-9c0f-5d6e7f8a9b0c", null],
  ])("%s is %s", (value, reason) => {
    expect(notForProduction(value)).toBe(reason);
  });
});
