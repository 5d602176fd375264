// npm run operator -- <command> [options] — staff tooling for the shops (issue #4). Prints a link.
//
//   invite       --shop HOST --email E --first-name F --last-name L [--company C] [--category business] [--language en]
//                Makes (or finds) the customer and a 7-day invite; the link lets them set a password.
//   shadow-link  --shop HOST --staff-id ID --staff-name NAME --customer CUSTOMER_ID
//                A signed, single-use link (15 minutes) that signs the staff member in as the customer.
//   customer-logo --shop HOST --customer CUSTOMER_ID (--logo-url URL [--name NAME] | --off)
//                The customer's own co-brand logo beside the store logo (a business customer's company
//                logo): an https url or a path of the shop. The customer sees it from their next sign-in
//                or change of details.
//   algolia-push --shop HOST
//                Replaces the shop's Algolia indexes (both languages) with its active catalogue
//                (scripts/algolia-sync.mjs). The shop's settings name the app, index prefix and hosts; the
//                admin key comes from ALGOLIA_ADMIN_KEY (the local fake's key when the hosts are local).
//   algolia-sync --shop HOST
//                Sends the shop's pending catalogue changes to its Algolia indexes now: the core API's own
//                drain, which its cron runs every minute (POST /operator/algolia-sync). The write key is the
//                core API's secret ALGOLIA_ADMIN_KEYS (passed on from the environment here; development: the
//                fake's). Prints what was sent, or why nothing was.
//   payments     show|set|remove --shop HOST [--mollie-key KEY]
//                The shop's own Mollie API key (ADR 0046): money goes to the shop's own Mollie account. `set`
//                takes the key from --mollie-key or MOLLIE_API_KEY in the environment (out of the shell's
//                history), stores it encrypted and shows only its mode and last 4 characters, the webhook
//                url Mollie reports to, and what still stops the shop from taking payments.
//
// By default the built core API (build/core_api from `npm run build`, or ETALAGE_BUILD_DIR's) runs here in
// Miniflare on the local state .wrangler/state — the same database `npm start` uses. With --core-api-url URL it calls a
// remote core API over HTTP instead, with the operator key from the OPERATOR_KEY environment variable.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildDirectory } from "./build-dir.mjs";
import { DEFAULT_STATE } from "./lib.mjs";

const DEV_OPERATOR_KEY = "etalage-development-operator-key";
/**
 * The built core API: the one of the build folder in use (build/ from `npm run build`; the tests' own
 * build-test/ when ETALAGE_BUILD_DIR says so, scripts/build-dir.mjs). CORE_API_BUILD points elsewhere
 * (e.g. a bundle of your own).
 */
const CORE_API_BUILD = process.env.CORE_API_BUILD ?? path.join(buildDirectory(), "core_api");
const STOREFRONT_PORT = process.env.PORT ?? "8787";

const USAGE = `Usage:
  npm run operator -- invite --shop localhost --email x@y.test --first-name X --last-name Y [--company C] [--category business] [--language en]
  npm run operator -- shadow-link --shop localhost --staff-id s-7 --staff-name "Sanne" --customer 1101
  npm run operator -- customer-logo --shop localhost --customer 1102 --logo-url /media/noordzee/logo/customer-1.svg --name "De Branding"
  npm run operator -- customer-logo --shop localhost --customer 1102 --off
  npm run operator -- algolia-push --shop stadsbazaar.localhost
  npm run operator -- algolia-sync --shop stadsbazaar.localhost
  MOLLIE_API_KEY=live_… npm run operator -- payments set --shop noordzee.example
  npm run operator -- payments show --shop noordzee.example
  npm run operator -- payments remove --shop noordzee.example
Options: --core-api-url URL (a remote core API; needs OPERATOR_KEY in the environment), --state DIR (default ${DEFAULT_STATE}), --json (one line of JSON)`;

function fail(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    shop: { type: "string" },
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    company: { type: "string" },
    category: { type: "string" },
    language: { type: "string" },
    "staff-id": { type: "string" },
    "staff-name": { type: "string" },
    customer: { type: "string" },
    "logo-url": { type: "string" },
    name: { type: "string" },
    off: { type: "boolean" },
    "mollie-key": { type: "string" },
    "core-api-url": { type: "string" },
    state: { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  },
});
const command = positionals[0];
if (values.help || !command) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
if (!["invite", "shadow-link", "customer-logo", "algolia-push", "algolia-sync", "payments"].includes(command)) fail(`Unknown command '${command}'.`);
const need = (name) => values[name] ?? fail(`--${name} is needed for ${command}.`);
const shop = need("shop").trim().toLowerCase();

/** What the command sends: the path and body of the operator call. */
function operatorCall() {
  if (command === "invite") {
    return {
      path: "/operator/invites",
      body: {
        email: need("email"),
        firstName: need("first-name"),
        lastName: need("last-name"),
        ...(values.company ? { companyName: values.company } : {}),
        ...(values.category ? { categoryCode: values.category } : {}),
        ...(values.language ? { language: values.language } : {}),
      },
    };
  }
  if (command === "algolia-sync") return { path: "/operator/algolia-sync", body: {} };
  const customerId = Number(need("customer"));
  if (!Number.isSafeInteger(customerId) || customerId <= 0) fail("--customer must be a customer number such as 1101.");
  if (command === "customer-logo") {
    if (values.off) return { path: "/operator/customer-logos", body: { customerId, enabled: false, logoUrl: null, displayName: null } };
    return { path: "/operator/customer-logos", body: { customerId, enabled: true, logoUrl: need("logo-url"), displayName: values.name ?? null } };
  }
  return { path: "/operator/shadow-links", body: { staffId: need("staff-id"), staffName: need("staff-name"), customerId } };
}
if (command === "algolia-push") {
  await algoliaPush();
  process.exit(process.exitCode ?? 0);
}
if (command === "payments") {
  await payments();
  process.exit(process.exitCode ?? 0);
}
const { path: callPath, body } = operatorCall();

/** The core API to talk to: a fetch function and the operator key it wants. */
async function coreApi() {
  const url = values["core-api-url"];
  if (url) {
    const key = process.env.OPERATOR_KEY;
    if (!key) fail("Set OPERATOR_KEY in the environment to call a remote core API.");
    const base = url.endsWith("/") ? url : `${url}/`;
    return { fetch: (p, init) => fetch(new URL(p.replace(/^\//, ""), base), init), key, close: async () => {} };
  }
  const config = path.join(CORE_API_BUILD, "wrangler.json");
  if (!existsSync(config)) fail(`There is no built core API in ${CORE_API_BUILD}. Run \`npm run build\` first.`);
  const built = JSON.parse(readFileSync(config, "utf8"));
  // The Miniflare that wrangler itself uses (its options are converted from the classic shape).
  const { Miniflare, convertV4MiniflareOptions } = createRequire(fileURLToPath(import.meta.resolve("wrangler")))("miniflare");
  const state = values.state ?? DEFAULT_STATE;
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: built.name,
          modules: true,
          modulesRoot: path.resolve(CORE_API_BUILD),
          scriptPath: path.resolve(CORE_API_BUILD, built.main),
          compatibilityDate: built.compatibility_date,
          compatibilityFlags: built.compatibility_flags,
          bindings: {
            ...(built.vars ?? {}),
            ...(process.env.OPERATOR_KEY ? { OPERATOR_KEY: process.env.OPERATOR_KEY } : {}),
            ...(process.env.ALGOLIA_ADMIN_KEYS ? { ALGOLIA_ADMIN_KEYS: process.env.ALGOLIA_ADMIN_KEYS } : {}),
            ...(process.env.PAYMENT_CREDENTIALS_KEY ? { PAYMENT_CREDENTIALS_KEY: process.env.PAYMENT_CREDENTIALS_KEY } : {}),
          },
          d1Databases: Object.fromEntries(built.d1_databases.map((d) => [d.binding, d.database_id])),
          r2Buckets: Object.fromEntries(built.r2_buckets.map((b) => [b.binding, b.bucket_name])),
        },
      ],
      // wrangler --persist-to DIR keeps its data in DIR/v3: the same D1 that `npm start` uses.
      resourcePersistencePath: path.resolve(state, "v3"),
      // The Worker's access log is noise here; its warnings and errors are not.
      handleStructuredLogs: ({ level, message }) => {
        if (level === "warn" || level === "error") console.error(message);
      },
    }),
  );
  return {
    fetch: (p, init) => mf.dispatchFetch(`http://core-api.internal${p}`, init),
    key: process.env.OPERATOR_KEY ?? DEV_OPERATOR_KEY,
    close: () => mf.dispose(),
  };
}

/** The link as the shop's customers and staff open it. */
function shopUrl(host, linkPath) {
  const local = host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host);
  return local ? `http://${host}:${STOREFRONT_PORT}${linkPath}` : `https://${host}${linkPath}`;
}

async function answer(response) {
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!response.ok) {
    const error = parsed?.error;
    const issues = error?.issues?.map((i) => `\n  ${i.path}: ${i.message}`).join("") ?? "";
    throw new Error(`${response.status} ${error?.code ?? ""}: ${error?.message ?? text}${issues}`);
  }
  return parsed;
}

const api = await coreApi();
try {
  const tenant = await answer(await api.fetch(`/tenanted/ecommerce/website/config/tenant?host=${encodeURIComponent(shop)}`));
  const result = await answer(
    await api.fetch(callPath, {
      method: "POST",
      headers: { "content-type": "application/json", "x-tenant-id": tenant.tenantUuid, "x-operator-key": api.key },
      body: JSON.stringify(body),
    }),
  );
  if (command === "customer-logo") {
    console.log(values.json ? JSON.stringify(result) : logoReport(tenant.tenantName, result));
  } else if (command === "algolia-sync") {
    console.log(values.json ? JSON.stringify(result) : syncReport(tenant.tenantName, result));
    if (result.status === "failed" || result.status === "skipped") process.exitCode = 1;
  } else {
    printLink(tenant, result);
  }
} catch (error) {
  console.error(`The operator call failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await api.close();
}

/** invite and shadow-link: what was made, and the link to hand over. */
function printLink(tenant, result) {
  // On the shop's primary domain (ADR 0042), whichever of its hosts --shop named.
  const link = shopUrl(tenant.primaryHost ?? shop, result.path);
  if (values.json) {
    // For scripts and tests: one line of JSON with the core API's answer and the full link.
    console.log(JSON.stringify({ ...result, link }));
    return;
  }
  if (command === "invite") {
    console.log(`Invite for ${body.email} at ${tenant.tenantName} (customer ${result.customerId}), valid until ${result.expiresAt}:`);
  } else {
    console.log(
      `Shadow link for ${body.staffName} (${body.staffId}) as customer ${body.customerId} at ${tenant.tenantName}, single use, valid until ${result.expiresAt}:`,
    );
  }
  console.log(link);
}

/** customer-logo's answer (CustomerLogoSet) in words. */
function logoReport(shopName, { customerId, headerCustomerLogo: logo }) {
  if (!logo?.enabled) return `${shopName}: customer ${customerId} has no header logo.`;
  return `${shopName}: customer ${customerId} has the header logo ${logo.logoUrl}${logo.displayName ? ` (${logo.displayName})` : ""}.`;
}

/** algolia-sync's answer (SearchSyncOutcome) in words. */
function syncReport(shopName, outcome) {
  switch (outcome.status) {
    case "idle":
      return `${shopName}: no catalogue changes were waiting.`;
    case "pushed":
      return `${shopName}: ${outcome.updated} records updated, ${outcome.deleted} deleted in ${outcome.indexes.join(", ")}${outcome.remaining ? ` (${outcome.remaining} changes left for the next run)` : ""}.`;
    case "discarded":
      return `${shopName} searches its own index: ${outcome.changes} changes needed no Algolia update.`;
    case "skipped":
      return `${shopName} was not synced: ${outcome.reason}. The changes are kept.`;
    default:
      return `${shopName}: Algolia did not take the changes (${outcome.error}). They are kept for the next run.`;
  }
}

/** algolia-push: the shop's settings and catalogue (per language) from the core API, then the push. */
async function algoliaPush() {
  const { pushCatalogue, recordOf } = await import("./algolia-sync.mjs");
  const api = await coreApi();
  try {
    const tenant = await answer(await api.fetch(`/tenanted/ecommerce/website/config/tenant?host=${encodeURIComponent(shop)}`));
    const headers = { "x-tenant-id": tenant.tenantUuid };
    const settings = await answer(await api.fetch("/ecommerce/website-settings", { headers }));
    const setting = (key) => settings.find((s) => s.key_ === key)?.value_.trim() ?? "";
    if (setting("search_provider").toLowerCase() !== "algolia") throw new Error(`${tenant.tenantName} does not use Algolia (search_provider).`);
    const hosts = setting("algolia_hosts")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean)
      .map((h) => {
        const [, protocol = "https", url] = h.match(/^(?:(https?):\/\/)?(.+?)\/?$/) ?? [];
        return { url, protocol };
      });
    const local = hosts.length > 0 && hosts.every((h) => /^(127\.|localhost)/.test(h.url));
    const devKey = JSON.parse(readFileSync(new URL("./fake-algolia/dev.json", import.meta.url), "utf8")).adminKey;
    // The app's key: ALGOLIA_ADMIN_KEY, or its entry in ALGOLIA_ADMIN_KEYS (the core API's secret, same JSON).
    const fromKeys = () => {
      try {
        return JSON.parse(process.env.ALGOLIA_ADMIN_KEYS ?? "{}")[setting("algolia_app_id")];
      } catch {
        return undefined;
      }
    };
    const adminKey =
      process.env.ALGOLIA_ADMIN_KEY ?? fromKeys() ?? (local ? devKey : fail("Set ALGOLIA_ADMIN_KEY (or ALGOLIA_ADMIN_KEYS) in the environment."));
    const catalogue = {};
    for (const { code } of tenant.languages) {
      const records = [];
      for (let page = 1; ; page++) {
        const list = await answer(
          await api.fetch(`/ecommerce/products?kind=products&pageSize=96&page=${page}`, { headers: { ...headers, "accept-language": code } }),
        );
        records.push(...list.items.map(recordOf));
        if (records.length >= list.total || list.items.length === 0) break;
      }
      catalogue[code] = records;
    }
    const pushed = await pushCatalogue({ appId: setting("algolia_app_id"), adminKey, indexPrefix: setting("algolia_index_prefix"), hosts, catalogue });
    console.log(
      values.json
        ? JSON.stringify({ pushed })
        : Object.entries(pushed)
            .map(([index, n]) => `${index}: ${n} products`)
            .join("\n"),
    );
  } catch (error) {
    console.error(`The Algolia push failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await api.close();
  }
}

/**
 * payments show|set|remove --shop HOST: the shop's own Mollie key (GET/PUT/DELETE /operator/payments/mollie,
 * ADR 0046). The key itself is never printed; a refused key (not live_/test_ and 30 characters) stores nothing.
 */
async function payments() {
  const action = positionals[1] ?? "show";
  const methods = { show: "GET", set: "PUT", remove: "DELETE" };
  if (!methods[action]) fail(`payments takes show, set or remove, not '${action}'.`);
  const apiKey = action === "set" ? (values["mollie-key"] ?? process.env.MOLLIE_API_KEY ?? fail("payments set needs --mollie-key or MOLLIE_API_KEY.")) : null;
  const api = await coreApi();
  try {
    const tenant = await answer(await api.fetch(`/tenanted/ecommerce/website/config/tenant?host=${encodeURIComponent(shop)}`));
    const result = await answer(
      await api.fetch("/operator/payments/mollie", {
        method: methods[action],
        headers: { "content-type": "application/json", "x-tenant-id": tenant.tenantUuid, "x-operator-key": api.key },
        ...(apiKey === null ? {} : { body: JSON.stringify({ apiKey }) }),
      }),
    );
    console.log(values.json ? JSON.stringify(result) : paymentsReport(tenant.tenantName, result));
  } catch (error) {
    console.error(`The payments call failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await api.close();
  }
}

/** The shop's payment set-up (PaymentSetup) in words. */
function paymentsReport(shopName, setup) {
  const key = setup.mollie ? `a ${setup.mollie.mode} Mollie key ending in ${setup.mollie.keyEnd} (set ${setup.mollie.updatedAt})` : "no Mollie key";
  const problems = {
    mollie_credentials_missing: "its checkout says online payment is not possible until a Mollie key is set",
    public_url_missing: "CORE_API_PUBLIC_URL is not set, so no Mollie payment can start",
  };
  return [
    `${shopName} pays with ${setup.provider} and has ${key}.`,
    `Mollie webhook: ${setup.webhookUrl ?? "(none: set CORE_API_PUBLIC_URL)"}`,
    setup.problem ? `Not ready: ${problems[setup.problem] ?? setup.problem}.` : "Ready to take payments.",
  ].join("\n");
}
