import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPaths, DEPLOY_CHECK_BUILD_DIR } from "../../scripts/build-dir.mjs";
import en from "../../public/assets/i18n/en.json";
import nl from "../../public/assets/i18n/nl.json";

// A production Worker without one of its secrets stops every request with a 503 and one clear log line,
// never a development fallback (ADR 0043). Both Workers of the production build (npm test's deploy
// dry run, build-deploy-check/) run in workerd here, once with a complete production environment and
// once with one secret missing.

// The Miniflare that wrangler itself runs (as scripts/operator.mjs does; miniflare is not a dependency of its own).
const require = createRequire(import.meta.url);
const { Miniflare, convertV4MiniflareOptions } = createRequire(require.resolve("wrangler"))("miniflare") as typeof import("miniflare");

const build = buildPaths(DEPLOY_CHECK_BUILD_DIR);
type Built = { name: string; main: string; compatibility_date: string; compatibility_flags: string[]; vars: Record<string, string> };
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Built;
const storefront = read(build.serverConfig);
const coreApi = read(build.coreApiConfig);

const STOREFRONT_SECRETS = { SESSION_SECRET: "Bf4Nq8Tz1Wc6Yh3Km9Pr2Sv7Xa0De5Gj" };
const CORE_API_SECRETS = {
  OPERATOR_KEY: "q3Jt8vXb2LmN6pR9sT1wY4zA7cE0fH5k",
  SHADOW_LINK_SECRET: "Zr7Ue2Wq9Pn4Ls1Kd6Jb3Hg8Fc5Xv0Ma",
  FIREBASE_SERVICE_ACCOUNT: JSON.stringify({
    client_email: "etalage-core@etalage-shops.iam.gserviceaccount.com",
    private_key: "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n",
  }),
  PAYMENT_CREDENTIALS_KEY: "Pc4Rk8Vm1Xs6Zb3Nd9Qf2Tw7Yh0Lj5Ga",
  RESEND_API_KEY: "re_Mq7Tz2Wb9Kd4Ns1Lx6Pv3Hc8",
};

/** The bundle's modules, its main first (a built Worker imports its chunks in assets/). */
function bundle(dir: string, main: string) {
  const chunks = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith(".js") && file !== main);
  return [main, ...chunks].map((file) => ({ type: "ESModule" as const, path: path.resolve(dir, file) }));
}

function worker(config: Built, dir: string, name: string, secrets: Record<string, string>) {
  return {
    name,
    modulesRoot: path.resolve(dir),
    modules: bundle(dir, config.main),
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    bindings: { ...config.vars, ...secrets },
  };
}

const without = (secrets: Record<string, string>, name: string) => Object.fromEntries(Object.entries(secrets).filter(([key]) => key !== name));

let mf: InstanceType<typeof Miniflare>;
const logs: string[] = [];

beforeAll(async () => {
  const coreApiWorker = (name: string, secrets: Record<string, string>) => ({
    ...worker(coreApi, build.coreApi, name, secrets),
    d1Databases: { DB: "deploy-test-db" },
    r2Buckets: { MEDIA: "deploy-test-media" },
    queueProducers: { MAIL_QUEUE: { queueName: "deploy-test-mail" }, SEARCH_SYNC_QUEUE: { queueName: "deploy-test-search-sync" } },
  });
  const storefrontWorker = (name: string, secrets: Record<string, string>) => ({
    ...worker(storefront, build.server, name, secrets),
    serviceBindings: { CORE_API: "core-complete" },
  });
  mf = new Miniflare(
    convertV4MiniflareOptions({
      handleStructuredLogs: ({ message }) => logs.push(message),
      workers: [
        storefrontWorker("storefront-complete", STOREFRONT_SECRETS),
        storefrontWorker("storefront-without-session-secret", without(STOREFRONT_SECRETS, "SESSION_SECRET")),
        coreApiWorker("core-complete", CORE_API_SECRETS),
        coreApiWorker("core-without-shadow-secret", without(CORE_API_SECRETS, "SHADOW_LINK_SECRET")),
      ],
    }),
  );
  await mf.ready;
}, 60_000);

afterAll(() => mf?.dispose());

/** A Worker of the Miniflare by name, as a fetcher (Miniflare's own types name its Request's fetch oddly). */
async function workerNamed(name: string) {
  return (await mf.getWorker(name)) as unknown as {
    fetch(url: string): Promise<Response>;
    scheduled(options: { cron: string }): Promise<{ outcome: string }>;
  };
}

/** The JSON log lines of refused environments. */
const refusals = () =>
  logs.flatMap((line) => {
    try {
      const parsed = JSON.parse(line) as { event?: string };
      return parsed.event === "env.refused" ? [parsed] : [];
    } catch {
      return [];
    }
  });

describe("a production Worker without a secret", () => {
  it("storefront: answers every request with a plain 503 page in the url's language, and logs what is missing", async () => {
    const shop = await workerNamed("storefront-without-session-secret");
    const dutch = await shop.fetch("https://www.noordzeemode.nl/");
    expect(dutch.status).toBe(503);
    expect(dutch.headers.get("content-type")).toContain("text/html");
    const page = await dutch.text();
    expect(page).toContain(nl.error.unavailableTitle);
    expect(page).not.toContain("SESSION_SECRET");

    const english = await shop.fetch("https://www.noordzeemode.nl/en/products");
    expect(english.status).toBe(503);
    expect(await english.text()).toContain(en.error.unavailableTitle);
    const floor = await shop.fetch("https://www.noordzeemode.nl/__floor");
    expect(floor.status).toBe(503);
    await floor.body?.cancel();

    expect(refusals()).toContainEqual(
      expect.objectContaining({
        level: "error",
        worker: "storefront",
        environment: "production",
        problems: ["SESSION_SECRET: missing (wrangler secret put SESSION_SECRET --env production)"],
      }),
    );
  });

  it("core API: answers every request and call with 503 unavailable (JSON), and logs what is missing", async () => {
    const core = await workerNamed("core-without-shadow-secret");
    for (const path of ["/tenanted/ecommerce/website/config/tenant?host=shop.example", "/operator/shadow-links", "/nothing-here"]) {
      const response = await core.fetch(`https://core-api.internal${path}`);
      expect(response.status, path).toBe(503);
      expect(await response.json()).toEqual({ error: { code: "unavailable", message: expect.stringContaining("environment is not complete") } });
    }
    expect(refusals()).toContainEqual(
      expect.objectContaining({
        worker: "core-api",
        environment: "production",
        problems: ["SHADOW_LINK_SECRET: missing (wrangler secret put SHADOW_LINK_SECRET --env production)"],
      }),
    );
  });

  it("core API: its crons do nothing but log what is missing", async () => {
    const core = await workerNamed("core-without-shadow-secret");
    logs.length = 0;
    expect(await core.scheduled({ cron: "17 3 * * *" })).toMatchObject({ outcome: "ok" });
    expect(refusals()).toHaveLength(1);
    expect(logs.some((line) => line.includes("sessions.cleanup"))).toBe(false);
  });

  it("with every secret set, the same build serves", async () => {
    const core = await workerNamed("core-complete");
    const notFound = await core.fetch("https://core-api.internal/nothing-here");
    expect(notFound.status).toBe(404);
    await notFound.body?.cancel();
    const shop = await workerNamed("storefront-complete");
    const floor = await shop.fetch("https://www.noordzeemode.nl/__floor");
    expect(floor.status).toBe(200);
    expect(await floor.text()).toBe("ok");
  });
});
