// npm run operator -- <command> [options] — the operator's tooling for the shops (issues #4 and 20,
// ADR 0044): no SQL, ever. `npm run operator -- --help` lists the commands, `… <command> --help` explains one.
//
// By default the built core API (build/core_api from `npm run build`, or ETALAGE_BUILD_DIR's) runs here in
// Miniflare on the local state .wrangler/state — the same database `npm start` uses. With --core-api-url URL
// it calls a deployed core API over HTTPS instead, with the operator key from the OPERATOR_KEY environment
// variable. Every change is checked by the core API with the contract's schemas (commerce/contract/), is
// stored whole or not at all, and is served by the running shop within seconds (ADR 0044).
// Exit code 0 when the command did what it says; 1 on any error (the reason on stderr).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildDirectory } from "./build-dir.mjs";
import { DEFAULT_STATE } from "./lib.mjs";
import { localImages, readCatalogue, rowOf, withMediaUrls } from "./operator/catalogue-file.mjs";

/** The local core API's operator key: development's own (development.vars.json, ADR 0043). */
const DEV_OPERATOR_KEY = JSON.parse(readFileSync(new URL("../development.vars.json", import.meta.url), "utf8")).coreApi.OPERATOR_KEY;
/**
 * The built core API: the one of the build folder in use (build/ from `npm run build`; the tests' own
 * build-test/ when ETALAGE_BUILD_DIR says so, scripts/build-dir.mjs). CORE_API_BUILD points elsewhere
 * (e.g. a bundle of your own).
 */
const CORE_API_BUILD = process.env.CORE_API_BUILD ?? path.join(buildDirectory(), "core_api");
const STOREFRONT_PORT = process.env.PORT ?? "8787";

const COMMON = `Options of every command:
  --core-api-url URL   a deployed core API (https://…); needs OPERATOR_KEY in the environment.
                       Without it: the built core API on the local state (--state DIR, default ${DEFAULT_STATE}).
  --json               the core API's answer as one line of JSON (for scripts)
  --help               this command's help`;

/** Every command: its words, what it needs, what it does. `shop: true` commands need --shop HOST. */
const COMMANDS = {
  "tenant create": {
    args: "--file shop.json",
    help: `Opens a new shop from one file: its name, domains (one primary), languages, store details, settings,
shipping methods, customer categories, a CMS home page and its menu (docs/examples/shop.json). Everything is
checked before anything is stored; a problem is reported by its place in the file. Running it again with the
same file changes nothing. Afterwards: \`auth tenant create\` for the shop's sign-in, \`catalogue import\`.`,
    run: tenantCreate,
  },
  "tenant list": { args: "", help: "Every shop: its primary domain and other hosts, languages, media folder and sign-in tenant.", run: tenantList },
  "tenant show": { args: "--shop HOST", shop: true, help: "One shop: its domains, shipping methods, customer categories and what is in it.", run: tenantShow },
  "settings get": {
    args: "--shop HOST [KEY]",
    shop: true,
    help: "Prints the shop's settings, or the value of one (as it is stored; JSON settings as JSON text).",
    run: settingsGet,
  },
  "settings set": {
    args: "--shop HOST KEY VALUE",
    shop: true,
    help: `Sets one setting. The value is checked against that setting's schema (commerce/contract/settings.ts:
a colour must be #rrggbb, a switch true or false, JSON settings must be JSON of their shape); an unknown key
is refused. The running shop shows the new value within seconds.`,
    run: settingsSet,
  },
  "catalogue import": {
    args: "--shop HOST FILE",
    shop: true,
    help: `Adds and changes categories, products (with variants and images), bundles and campaigns (JSON only:
"campaigns": [{ "key", "name", "products": [slugs], "active", "startsAt", "endsAt", "image" }]; the latest
active one shows in the desktop header) from a JSON file (docs/examples/catalogue.json) or a CSV file with one line per variant (docs/examples/catalogue.csv; prices
in euros, lists separated by |). Image paths are files next to the catalogue: they are uploaded to the shop's
media folder in R2 (named by their content). Every row is checked first and every problem is reported by
row (and CSV line); nothing is stored then. Running it again changes nothing. An import never deletes: set
"active": false to take a product off the shop. The shop's search follows by itself.`,
    run: catalogueImport,
  },
  "orders list": {
    args: "--shop HOST [--since YYYY-MM-DD]",
    shop: true,
    help: "The shop's orders, newest first (at most 500): number, date, customer, items, total, payment status, shipping.",
    run: ordersList,
  },
  "orders show": {
    args: "--shop HOST NUMBER",
    shop: true,
    help: "One order as a packing list: the items with size and colour, the delivery address, the shipping method and the payment.",
    run: ordersShow,
  },
  "auth tenant create": {
    args: "--shop HOST",
    shop: true,
    help: `Makes the shop's own tenant at the sign-in service (Identity Platform; the Auth emulator locally) and
stores its id on the shop: the shop's customer accounts live there. Password sign-in only, no anonymous or
e-mail-link accounts, and sign-up switched off: the core API makes an account for an invite or a guest
order (ADR 0044, 0050). A shop that has a tenant keeps it; running this again switches sign-up off there.`,
    run: authTenantCreate,
  },
  "payments show": {
    args: "--shop HOST",
    shop: true,
    help: "The shop's payment set-up (ADR 0046): its provider, its own Mollie key (only its mode and last 4 characters), the webhook url Mollie reports to, and what still stops the shop from taking payments.",
    run: payments,
  },
  "payments set": {
    args: "--shop HOST [--mollie-key KEY]",
    shop: true,
    help: `Stores the shop's own Mollie API key, encrypted (ADR 0046): money goes to the shop's own Mollie account.
The key comes from --mollie-key or MOLLIE_API_KEY in the environment (out of the shell's history); a
malformed key stores nothing. Shows the set-up afterwards, never the key.`,
    run: payments,
  },
  "payments remove": { args: "--shop HOST", shop: true, help: "Removes the shop's own Mollie key (ADR 0046); shows the set-up afterwards.", run: payments },
  // `payments` alone shows, as before.
  payments: { args: "--shop HOST", shop: true, help: "The same as `payments show`.", run: payments },
  invite: {
    args: "--shop HOST --email E --first-name F --last-name L [--company C] [--category business] [--language en]",
    shop: true,
    help: "Makes (or finds) the customer and a 7-day invite; the link lets them set a password.",
    run: linkCommand,
  },
  "shadow-link": {
    args: "--shop HOST --staff-id ID --staff-name NAME --customer CUSTOMER_ID",
    shop: true,
    help: "A signed, single-use link (15 minutes) that signs the staff member in as the customer.",
    run: linkCommand,
  },
  "customer-logo": {
    args: "--shop HOST --customer CUSTOMER_ID (--logo-url URL [--name NAME] | --off)",
    shop: true,
    help: `The customer's own co-brand logo beside the store logo (a business customer's company logo): an https
url or a path of the shop. The customer sees it from their next sign-in or change of details.`,
    run: customerLogo,
  },
  "cms draft": {
    args: "--shop HOST --staff-id ID --file draft.json",
    shop: true,
    help: `Puts in the draft of one of the shop's CMS pages (ADR 0060), replacing its draft whole: the file names the
page by key or id, an optional name per language and its blocks (docs/examples/cms-draft.json). The live page
does not change; an editor sees the draft through a preview link (\`cms preview-link\`). Every block is
checked first; a problem is reported by its place and nothing is stored. "blocks": [] is a draft without blocks.`,
    run: cmsDraft,
  },
  "cms preview-link": {
    args: "--shop HOST --page KEY|ID --staff-id ID --staff-name NAME [--language en]",
    shop: true,
    help: "A signed link (valid 2 hours) to the page's preview for the staff member: the page as its draft shows it.",
    run: cmsPreviewLink,
  },
  "theme preview": {
    args: "--shop HOST --staff-id ID --file theme.json",
    shop: true,
    help: `Keeps a theme for 24 hours under a new id (a theme preview cache, ADR 0060), from a file holding theme
settings as a map ({"theme": "fancy", …}) or a list ([{"key_": "theme", "value_": "fancy"}, …]): the header's
theme and settings, colours and logos, the footer's colours and logos. Each value is checked as \`settings
set\` checks it. Any page with ?previewThemeCache=ID shows the shop in that theme; the live shop does not change.`,
    run: themePreview,
  },
  "algolia-push": {
    args: "--shop HOST",
    shop: true,
    help: `Replaces the shop's Algolia indexes (both languages) with its active catalogue (scripts/algolia-sync.mjs).
The shop's settings name the app, index prefix and hosts; the admin key comes from ALGOLIA_ADMIN_KEY (the
local fake's key when the hosts are local).`,
    run: algoliaPush,
  },
  "algolia-sync": {
    args: "--shop HOST",
    shop: true,
    help: `Sends the shop's pending catalogue changes to its Algolia indexes now: the core API's own drain, which
its cron runs every minute (POST /operator/algolia-sync). The write key is the core API's secret
ALGOLIA_ADMIN_KEYS (passed on from the environment here; development: the fake's).`,
    run: algoliaSync,
  },
};

const USAGE = `Usage: npm run operator -- <command> [options]

${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name} ${c.args}`.trimEnd())
  .join("\n")}

${COMMON}

npm run operator -- <command> --help explains one command.`;

class UsageError extends Error {}
/** Stops the command: it was called wrongly (exit code 1, with its usage). */
function fail(message) {
  throw new UsageError(message);
}
/** Stops the command: something it needs is missing or refused (exit code 1). */
function stop(message) {
  throw new Error(message);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    shop: { type: "string" },
    file: { type: "string" },
    since: { type: "string" },
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    company: { type: "string" },
    category: { type: "string" },
    language: { type: "string" },
    "staff-id": { type: "string" },
    "staff-name": { type: "string" },
    page: { type: "string" },
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

/** The command named by the first words, longest first ("auth tenant create" before anything shorter). */
function findCommand(words) {
  for (let n = Math.min(3, words.length); n > 0; n--) {
    const name = words.slice(0, n).join(" ");
    if (COMMANDS[name]) return { name, command: COMMANDS[name], args: words.slice(n) };
  }
  return null;
}

const found = findCommand(positionals);
if (!found) {
  if (positionals.length === 0) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  console.error(`Unknown command '${positionals.join(" ")}'.\n\n${USAGE}`);
  process.exit(1);
}
if (values.help) {
  console.log(`Usage: npm run operator -- ${found.name} ${found.command.args}\n\n${found.command.help}\n\n${COMMON}`);
  process.exit(0);
}

const need = (name) => values[name] ?? fail(`--${name} is needed for ${found.name}.`);
// --- The core API ---------------------------------------------------------------------------------

/** The core API to talk to: a fetch function and the operator key it wants. */
async function coreApi() {
  const url = values["core-api-url"];
  if (url) {
    const key = process.env.OPERATOR_KEY;
    if (!key) stop("Set OPERATOR_KEY in the environment to call a remote core API.");
    const base = url.endsWith("/") ? url : `${url}/`;
    return { fetch: (p, init) => fetch(new URL(p.replace(/^\//, ""), base), init), key, close: async () => {} };
  }
  const config = path.join(CORE_API_BUILD, "wrangler.json");
  if (!existsSync(config)) stop(`There is no built core API in ${CORE_API_BUILD}. Run \`npm run build\` first.`);
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
      // wrangler --persist-to DIR keeps its data in DIR/v3: the same D1 and R2 that `npm start` uses.
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

/** An error answer of the core API, with every issue on a line of its own (`describe` words an issue's path). */
class ApiRefusal extends Error {
  constructor(status, error, describe = (p) => p) {
    const issues = error?.issues?.map((i) => `\n  ${describe(i.path)}: ${i.message}`).join("") ?? "";
    super(`${status} ${error?.code ?? ""}: ${error?.message ?? ""}${issues}`);
    this.status = status;
    this.error = error;
  }
}

/** A call of the core API; its JSON answer, or an ApiRefusal. */
async function callApi(callPath, { method = "GET", tenantUuid, body, contentType = "application/json", describe } = {}) {
  const headers = { "x-operator-key": api.key };
  if (tenantUuid) headers["x-tenant-id"] = tenantUuid;
  if (body !== undefined) headers["content-type"] = contentType;
  const response = await api.fetch(callPath, { method, headers, body: body === undefined || body instanceof Uint8Array ? body : JSON.stringify(body) });
  const text = await response.text();
  let parsed = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  if (!response.ok) throw new ApiRefusal(response.status, parsed?.error ?? { message: text.slice(0, 300) }, describe);
  return { status: response.status, body: parsed };
}

/** The shop a host belongs to (any of its domains). */
async function shopOf(host) {
  try {
    return (await callApi(`/tenanted/ecommerce/website/config/tenant?host=${encodeURIComponent(host)}`)).body;
  } catch (error) {
    if (error instanceof ApiRefusal && error.status === 404) stop(`No shop has the host ${host} (see \`tenant list\`).`);
    throw error;
  }
}

/** Prints the answer as one JSON line (--json) or in words. */
function print(answer, words) {
  console.log(values.json ? JSON.stringify(answer) : words());
}

const euros = (cents) => `€ ${(cents / 100).toFixed(2).replace(".", ",")}`;

// --- tenant ---------------------------------------------------------------------------------------

async function tenantCreate() {
  const file = need("file");
  let shopFile;
  try {
    shopFile = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    stop(`${file} could not be read as JSON: ${error.message}`);
  }
  const { body } = await callApi("/operator/tenants", { method: "POST", body: shopFile });
  print(body, () =>
    body.status === "created"
      ? `Opened ${body.name} (${body.tenantUuid}) on ${shopUrl(body.primaryHost, "/")}\nNext: npm run operator -- auth tenant create --shop ${body.primaryHost}`
      : `${body.name} (${body.tenantUuid}) exists with these domains already; nothing changed (tenant create never changes a shop: use settings set, catalogue import).`,
  );
}

async function tenantList() {
  const { body } = await callApi("/operator/tenants");
  print(body, () =>
    body
      .map(
        (t) =>
          `${t.name}${t.development ? " (development)" : ""}\n  ${t.tenantUuid}\n  primary: ${t.primaryHost ?? "none"}; also: ${t.hosts.filter((h) => h !== t.primaryHost).join(", ") || "-"}\n  languages: ${t.languages.join(", ")}; media: ${t.mediaPrefix ?? "-"}; sign-in tenant: ${t.authTenantId ?? "none"}`,
      )
      .join("\n"),
  );
}

async function tenantShow({ tenant }) {
  const { body: t } = await callApi("/operator/tenant", { tenantUuid: tenant.tenantUuid });
  print(t, () =>
    [
      `${t.name}${t.development ? " (development)" : ""} — ${t.tenantUuid}`,
      `Domains: ${t.hosts.map((h) => (h === t.primaryHost ? `${h} (primary)` : h)).join(", ")}`,
      `Languages: ${t.languages.join(", ")} (default ${t.defaultLanguage})`,
      `Media folder: ${t.mediaPrefix ?? "none"}; sign-in tenant: ${t.authTenantId ?? "none (auth tenant create)"}`,
      `Shipping: ${t.shippingMethods.map((m) => `${m.code} (${m.kind}${m.active ? "" : ", off"})`).join(", ") || "none"}`,
      `Customer categories: ${t.customerCategories.join(", ")}`,
      `Home page: ${t.homePage ? "yes" : "no"}; other pages: ${t.pages.join(", ") || "none"}; menu items: ${t.menuItems}; settings: ${t.settings}`,
      `Catalogue: ${t.counts.activeProducts} of ${t.counts.products} products active, ${t.counts.categories} categories, ${t.counts.bundles} bundles`,
      `Customers: ${t.counts.customers}; orders: ${t.counts.orders}`,
    ].join("\n"),
  );
}

// --- settings -------------------------------------------------------------------------------------

async function settingsGet({ args, tenant }) {
  const { body } = await callApi("/operator/settings", { tenantUuid: tenant.tenantUuid });
  const [key] = args;
  if (key === undefined) return print(body, () => body.map((s) => `${s.key_} = ${s.value_}`).join("\n"));
  const setting = body.find((s) => s.key_ === key);
  if (!setting) stop(`${tenant.tenantName} has no setting ${key}.`);
  print(setting, () => setting.value_);
}

async function settingsSet({ args, tenant }) {
  const [key, value, ...extra] = args;
  if (key === undefined || value === undefined || extra.length > 0) fail("settings set takes a KEY and a VALUE (quote a value with spaces or JSON).");
  const { body } = await callApi(`/operator/settings/${encodeURIComponent(key)}`, { method: "PUT", tenantUuid: tenant.tenantUuid, body: { value } });
  print(body, () =>
    body.changed
      ? `${tenant.tenantName}: ${key} = ${body.value} (was ${body.before ?? "not set"})`
      : `${tenant.tenantName}: ${key} was ${body.value} already; nothing changed.`,
  );
}

// --- catalogue ------------------------------------------------------------------------------------

async function catalogueImport({ args, tenant }) {
  const [file] = args;
  if (!file) fail("catalogue import takes the FILE (.json or .csv).");
  let read;
  try {
    read = readCatalogue(file);
  } catch (error) {
    stop(error.message);
  }
  const describe = (issuePath) => rowOf(issuePath, read.file, read.lines);
  const { body: shop } = await callApi("/operator/tenant", { tenantUuid: tenant.tenantUuid });
  if (!shop.mediaPrefix) stop(`${tenant.tenantName} has no media folder.`);
  const { images, problems } = localImages(read.file, path.dirname(path.resolve(file)), shop.mediaPrefix);
  if (problems.length > 0)
    stop(`The catalogue names images that cannot be uploaded; nothing was stored.${problems.map((p) => `\n  ${describe(p.path)}: ${p.message}`).join("")}`);
  const catalogue = withMediaUrls(read.file, images);
  // Checked whole first (a dry run), so a bad file leaves no uploaded images behind either.
  await callApi("/operator/catalogue-imports", { method: "POST", tenantUuid: tenant.tenantUuid, body: { ...catalogue, dryRun: true }, describe });
  let uploaded = 0;
  for (const image of images.values()) {
    const { body } = await callApi(`/operator/media/${image.key}`, {
      method: "PUT",
      tenantUuid: tenant.tenantUuid,
      body: new Uint8Array(image.bytes),
      contentType: image.type,
    });
    if (body.stored) uploaded++;
  }
  const { body: report } = await callApi("/operator/catalogue-imports", { method: "POST", tenantUuid: tenant.tenantUuid, body: catalogue, describe });
  print({ ...report, uploaded }, () => {
    const line = (kind) => `  ${kind}: ${report[kind].created} new, ${report[kind].updated} changed, ${report[kind].unchanged} unchanged`;
    return [
      `${tenant.tenantName}: catalogue imported from ${file}`,
      ...["categories", "products", "variants", "bundles", "images", "campaigns"].map(line),
      `  image files uploaded: ${uploaded} of ${images.size}`,
    ].join("\n");
  });
}

// --- orders ---------------------------------------------------------------------------------------

async function ordersList({ tenant }) {
  if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) fail("--since is a date: YYYY-MM-DD.");
  const query = values.since ? `?since=${values.since}` : "";
  const { body } = await callApi(`/operator/orders${query}`, { tenantUuid: tenant.tenantUuid });
  print(body, () =>
    body.length === 0
      ? `${tenant.tenantName} has no orders${values.since ? ` since ${values.since}` : ""}.`
      : body
          .map(
            (o) =>
              `${o.number}  ${o.createdAt.slice(0, 16).replace("T", " ")}  ${o.paymentStatus.padEnd(9)} ${String(o.items).padStart(3)} item${o.items === 1 ? " " : "s"}  ${euros(o.total).padStart(10)}  ${o.shippingMethod ?? "-"}  ${o.name} <${o.email}>`,
          )
          .join("\n"),
  );
}

async function ordersShow({ args, tenant }) {
  const [number] = args;
  if (!number) fail("orders show takes the order NUMBER (see orders list).");
  const { body: o } = await callApi(`/operator/orders/${encodeURIComponent(number)}`, { tenantUuid: tenant.tenantUuid });
  // As the checkout stores it (workers/core-api/checkout/place.ts): a pick-up order's is the branch's.
  const address = (a) =>
    [
      a.name ?? [a.firstName, a.lastName].filter(Boolean).join(" "),
      a.companyName,
      [a.street, a.houseNumber, a.houseNumberAddition].filter(Boolean).join(" "),
      [a.postcode, a.city].filter(Boolean).join(" "),
      a.country,
    ]
      .filter(Boolean)
      .join("\n    ");
  print(o, () =>
    [
      `Order ${o.number} — ${o.createdAt.slice(0, 16).replace("T", " ")} — ${o.status}, payment ${o.paymentStatus}${o.paymentMethod ? ` (${o.paymentMethod})` : ""}`,
      `Customer: ${o.name} <${o.email}>${o.contact.phone ? `, ${o.contact.phone}` : ""}`,
      `Shipping: ${o.shippingMethod ?? "-"}${o.shippingKind ? ` (${o.shippingKind})` : ""}`,
      `  Deliver to:\n    ${address(o.shippingAddress) || "-"}`,
      "Items:",
      ...o.lines.map((l) => {
        // The line's name often names its size and colour already (as the shopper saw it).
        const variant = [l.size, l.colour].filter((v) => v && !l.name.includes(v));
        return `  ${String(l.quantity).padStart(3)} × ${l.name}${variant.length ? ` (${variant.join(", ")})` : ""}  ${l.sku ?? ""}${l.bundle ? `  [set: ${l.bundle}]` : ""}`;
      }),
      `Subtotal ${euros(o.subtotal)}, discount ${euros(o.discount)}, shipping ${euros(o.shipping)}, total ${euros(o.total)} (VAT ${euros(o.vat)})`,
    ].join("\n"),
  );
}

// --- sign-in tenant -------------------------------------------------------------------------------

async function authTenantCreate({ tenant }) {
  const { body } = await callApi("/operator/auth-tenant", { method: "POST", tenantUuid: tenant.tenantUuid });
  print(body, () =>
    body.status === "created"
      ? `${tenant.tenantName}: sign-in tenant ${body.authTenantId} made and stored (password sign-in, sign-up ${body.signUp}: accounts come from invites and guest orders).`
      : `${tenant.tenantName} has the sign-in tenant ${body.authTenantId} already; sign-up is ${body.signUp} there.`,
  );
}

// --- invite, shadow-link, customer-logo, Algolia (issue #4, #12) -----------------------------------

/** The link as the shop's customers and staff open it. */
function shopUrl(host, linkPath) {
  const local = host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host);
  return local ? `http://${host}:${STOREFRONT_PORT}${linkPath}` : `https://${host}${linkPath}`;
}

function customerNumber() {
  const customerId = Number(need("customer"));
  if (!Number.isSafeInteger(customerId) || customerId <= 0) fail("--customer must be a customer number such as 1101.");
  return customerId;
}

/** invite and shadow-link: what was made, and the link to hand over. */
async function linkCommand({ name, shop, tenant }) {
  const body =
    name === "invite"
      ? {
          email: need("email"),
          firstName: need("first-name"),
          lastName: need("last-name"),
          ...(values.company ? { companyName: values.company } : {}),
          ...(values.category ? { categoryCode: values.category } : {}),
          ...(values.language ? { language: values.language } : {}),
        }
      : { staffId: need("staff-id"), staffName: need("staff-name"), customerId: customerNumber() };
  const { body: result } = await callApi(name === "invite" ? "/operator/invites" : "/operator/shadow-links", {
    method: "POST",
    tenantUuid: tenant.tenantUuid,
    body,
  });
  // On the shop's primary domain (ADR 0042), whichever of its hosts --shop named.
  const link = shopUrl(tenant.primaryHost ?? shop, result.path);
  if (values.json) {
    // For scripts and tests: one line of JSON with the core API's answer and the full link.
    console.log(JSON.stringify({ ...result, link }));
    return;
  }
  if (name === "invite") {
    console.log(`Invite for ${body.email} at ${tenant.tenantName} (customer ${result.customerId}), valid until ${result.expiresAt}:`);
  } else {
    console.log(
      `Shadow link for ${body.staffName} (${body.staffId}) as customer ${body.customerId} at ${tenant.tenantName}, single use, valid until ${result.expiresAt}:`,
    );
  }
  console.log(link);
}

/** customer-logo: the customer's header logo on or off, and its answer (CustomerLogoSet) in words. */
async function customerLogo({ tenant }) {
  const customerId = customerNumber();
  const body = values.off
    ? { customerId, enabled: false, logoUrl: null, displayName: null }
    : { customerId, enabled: true, logoUrl: need("logo-url"), displayName: values.name ?? null };
  const { body: result } = await callApi("/operator/customer-logos", { method: "POST", tenantUuid: tenant.tenantUuid, body });
  const logo = result.headerCustomerLogo;
  print(result, () =>
    logo?.enabled
      ? `${tenant.tenantName}: customer ${result.customerId} has the header logo ${logo.logoUrl}${logo.displayName ? ` (${logo.displayName})` : ""}.`
      : `${tenant.tenantName}: customer ${result.customerId} has no header logo.`,
  );
}

/** algolia-sync: the core API's drain now, and its answer (SearchSyncOutcome) in words. */
async function algoliaSync({ tenant }) {
  const { body: outcome } = await callApi("/operator/algolia-sync", { method: "POST", tenantUuid: tenant.tenantUuid, body: {} });
  print(outcome, () => syncReport(tenant.tenantName, outcome));
  if (outcome.status === "failed" || outcome.status === "skipped") process.exitCode = 1;
}

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
async function algoliaPush({ tenant }) {
  const { pushCatalogue, recordOf } = await import("./algolia-sync.mjs");
  const headers = { "x-tenant-id": tenant.tenantUuid };
  const get = async (p, extra = {}) => {
    const response = await api.fetch(p, { headers: { ...headers, ...extra } });
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const settings = await get("/ecommerce/website-settings");
  const setting = (key) => settings.find((s) => s.key_ === key)?.value_.trim() ?? "";
  if (setting("search_provider").toLowerCase() !== "algolia") stop(`${tenant.tenantName} does not use Algolia (search_provider).`);
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
  const adminKey = process.env.ALGOLIA_ADMIN_KEY ?? fromKeys() ?? (local ? devKey : stop("Set ALGOLIA_ADMIN_KEY (or ALGOLIA_ADMIN_KEYS) in the environment."));
  const catalogue = {};
  for (const { code } of tenant.languages) {
    const records = [];
    for (let page = 1; ; page++) {
      const list = await get(`/ecommerce/products?kind=products&pageSize=96&page=${page}`, { "accept-language": code });
      records.push(...list.items.map(recordOf));
      if (records.length >= list.total || list.items.length === 0) break;
    }
    catalogue[code] = records;
  }
  const pushed = await pushCatalogue({ appId: setting("algolia_app_id"), adminKey, indexPrefix: setting("algolia_index_prefix"), hosts, catalogue });
  print({ pushed }, () =>
    Object.entries(pushed)
      .map(([index, n]) => `${index}: ${n} products`)
      .join("\n"),
  );
}

// --- previews for editors (ADR 0060) -------------------------------------------------------------

/** A JSON file the command was given, or a stop that says why it cannot be read. */
function jsonFile(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    stop(`${file} could not be read as JSON: ${error.message}`);
  }
}

/** --page as the core API takes it: an id (digits) or a key. */
function pageRef() {
  const page = need("page");
  return /^[0-9]{1,15}$/.test(page) ? Number(page) : page;
}

async function cmsDraft({ tenant }) {
  const file = need("file");
  const draft = jsonFile(file);
  const { body } = await callApi("/operator/cms-drafts", { method: "PUT", tenantUuid: tenant.tenantUuid, body: { ...draft, staffId: need("staff-id") } });
  print(
    body,
    () =>
      `${tenant.tenantName}: the draft of ${body.key} (page ${body.pageId}) has ${body.blocks} block${body.blocks === 1 ? "" : "s"} (from ${file}); the live page is unchanged.`,
  );
}

async function cmsPreviewLink({ shop, tenant }) {
  const body = { page: pageRef(), staffId: need("staff-id"), staffName: need("staff-name"), ...(values.language ? { language: values.language } : {}) };
  const { body: result } = await callApi("/operator/cms-preview-links", { method: "POST", tenantUuid: tenant.tenantUuid, body });
  const link = shopUrl(tenant.primaryHost ?? shop, result.path);
  if (values.json) return console.log(JSON.stringify({ ...result, link }));
  console.log(`Preview of page ${result.pageId} at ${tenant.tenantName} for ${body.staffName} (${body.staffId}), valid until ${result.expiresAt}:`);
  console.log(link);
}

async function themePreview({ shop, tenant }) {
  const settings = jsonFile(need("file"));
  const { body } = await callApi("/operator/theme-previews", { method: "POST", tenantUuid: tenant.tenantUuid, body: { settings, staffId: need("staff-id") } });
  const link = shopUrl(tenant.primaryHost ?? shop, `/nl/home?previewThemeCache=${body.id}`);
  print(
    { ...body, link },
    () =>
      `${tenant.tenantName}: theme preview ${body.id} (${body.keys.join(", ")}), kept until ${body.expiresAt}. Any page shows it with ?previewThemeCache=${body.id}:\n${link}`,
  );
}

// --- payments (ADR 0046) -------------------------------------------------------------------------

/**
 * payments show|set|remove --shop HOST: the shop's own Mollie key (GET/PUT/DELETE /operator/payments/mollie).
 * The key itself is never printed; a refused key (not live_/test_ and 30 characters) stores nothing.
 */
async function payments({ name, args, tenant }) {
  if (args.length > 0) fail(`payments takes show, set or remove, not '${args[0]}'.`);
  const action = name.split(" ")[1] ?? "show";
  const methods = { show: "GET", set: "PUT", remove: "DELETE" };
  const apiKey =
    action === "set" ? (values["mollie-key"] ?? process.env.MOLLIE_API_KEY ?? fail("payments set needs --mollie-key or MOLLIE_API_KEY.")) : undefined;
  const { body: setup } = await callApi("/operator/payments/mollie", {
    method: methods[action],
    tenantUuid: tenant.tenantUuid,
    body: apiKey === undefined ? undefined : { apiKey },
  });
  print(setup, () => paymentsReport(tenant.tenantName, setup));
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

// --- Run ------------------------------------------------------------------------------------------

// Last, once every function and class above is defined.
let api = null;
try {
  const shop = found.command.shop ? need("shop").trim().toLowerCase() : null;
  api = await coreApi();
  const tenant = shop ? await shopOf(shop) : null;
  await found.command.run({ args: found.args, shop, tenant, name: found.name });
} catch (error) {
  const usage = error instanceof UsageError ? `\n\nUsage: npm run operator -- ${found.name} ${found.command.args}` : "";
  console.error(`${found.name} failed: ${error instanceof Error ? error.message : String(error)}${usage}`);
  process.exitCode = 1;
} finally {
  await api?.close();
}
