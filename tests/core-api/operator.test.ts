import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  AuthTenantCreated,
  CatalogueImported,
  MediaStored,
  OPERATOR_KEY_HEADER,
  OperatorOrder,
  OperatorOrderSummaries,
  SETTING_SCHEMAS,
  SettingChanged,
  settingIssues,
  ShopCreated,
  TenantConfig,
  TenantDetail,
  TenantSummaries,
  WebsiteSettings,
} from "../../commerce/contract";
import catalogueExample from "../../docs/examples/catalogue.json";
import shopExample from "../../docs/examples/shop.json";
import development from "../../development.vars.json";
import { displayName, shopAuthTenant } from "../../workers/core-api/operator/auth-tenant";
import { call, json, TENANT_A, TENANT_B } from "./support";

// The operator's commands end to end against the core API (ADR 0044): each call as `npm run operator`
// makes it, a bad file (a clear report, nothing stored) and a second run (nothing changes).

const KEY = { [OPERATOR_KEY_HEADER]: development.coreApi.OPERATOR_KEY };

function operator(path: string, { method = "GET", tenant = null as string | null, body = undefined as unknown, key = KEY as Record<string, string> } = {}) {
  return call(path, {
    method,
    tenant,
    headers: { ...key, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function ok<T>(response: Response, schema: { parse: (v: unknown) => T }, status = 200): Promise<T> {
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  return schema.parse(body);
}

async function refused(response: Response, status: number) {
  const body = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${sql}`)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const tenantByHost = async (host: string) =>
  TenantConfig.parse(await json(await call(`/tenanted/ecommerce/website/config/tenant?host=${host}`, { tenant: null })));

/** A new shop from the example file, with its own hosts and media folder (each test its own). */
function shopFile(name: string, changes: Record<string, unknown> = {}) {
  return {
    ...shopExample,
    name,
    mediaPrefix: name.toLowerCase(),
    domains: [{ host: `${name.toLowerCase()}.localhost`, primary: true }, { host: `www.${name.toLowerCase()}.test` }],
    ...changes,
  };
}

async function createdShop(name: string) {
  const created = await ok(await operator("/operator/tenants", { method: "POST", body: shopFile(name) }), ShopCreated, 201);
  return created.tenantUuid;
}

describe("one primary domain per shop", () => {
  it("the database refuses a second primary domain for a shop, and takes a second shop's", async () => {
    const second = env.DB.prepare("INSERT INTO tenant_domains (host, tenant_id, is_primary) VALUES ('tweede.localhost', ?1, 1)").bind(TENANT_A);
    await expect(second.run()).rejects.toThrow(/UNIQUE constraint failed: tenant_domains.tenant_id/);
    await env.DB.prepare("INSERT INTO tenant_domains (host, tenant_id, is_primary) VALUES ('noordzee-extra.localhost', ?1, 0)").bind(TENANT_A).run();
    expect(await count("tenant_domains WHERE tenant_id = ?1 AND is_primary = 1", TENANT_A)).toBe(1);
  });
});

describe("operator key", () => {
  it("every operator command needs the key: without it a 401 and nothing stored", async () => {
    const before = await count("tenants");
    await refused(await operator("/operator/tenants", { method: "POST", body: shopFile("Zonderkey"), key: {} }), 401);
    await refused(await operator("/operator/tenants", { key: { [OPERATOR_KEY_HEADER]: "wrong" } }), 401);
    await refused(await operator("/operator/settings/theme", { method: "PUT", tenant: TENANT_A, body: { value: "fancy" }, key: {} }), 401);
    await refused(await operator("/operator/orders", { tenant: TENANT_A, key: {} }), 401);
    await refused(await operator("/operator/catalogue-imports", { method: "POST", tenant: TENANT_A, body: { products: [] }, key: {} }), 401);
    await refused(await operator("/operator/auth-tenant", { method: "POST", tenant: TENANT_A, key: {} }), 401);
    expect(await count("tenants")).toBe(before);
  });
});

describe("tenant create, list and show", () => {
  it("makes a whole shop from the example file: its hosts find it, with its languages, settings, shipping, home and menu", async () => {
    const created = await ok(await operator("/operator/tenants", { method: "POST", body: shopExample }), ShopCreated, 201);
    expect(created).toMatchObject({ status: "created", name: "Theehuys Lente", primaryHost: "theehuys.localhost" });
    const config = await tenantByHost("www.theehuys-lente.nl");
    expect(config).toMatchObject({ tenantUuid: created.tenantUuid, tenantName: "Theehuys Lente", primaryHost: "theehuys.localhost", defaultLanguage: "nl" });
    expect(config.languages.map((l) => l.code)).toEqual(["nl", "en"]);
    // What the shop reads, through the shop's own calls.
    const settings = WebsiteSettings.parse(await json(await call("/ecommerce/website-settings", { tenant: created.tenantUuid })));
    expect(settings.find((s) => s.key_ === "store_name")?.value_).toBe("Theehuys Lente");
    expect(settings.find((s) => s.key_ === "theme")?.value_).toBe("simple");
    const home = (await json(await call("/ecommerce/cms/pages/home", { tenant: created.tenantUuid, language: "en" }))) as {
      name: string;
      websiteCmsPageBlocks: { text: string }[];
    };
    expect(home.name).toBe("Theehuys Lente — loose-leaf tea from Utrecht");
    expect(home.websiteCmsPageBlocks[0]!.text).toContain("Welcome to Theehuys Lente");
    const terms = (await json(await call("/ecommerce/cms/pages/algemene-voorwaarden", { tenant: created.tenantUuid }))) as { name: string };
    expect(terms.name).toBe("Algemene voorwaarden");
    const menu = (await json(await call("/ecommerce/website/pages", { tenant: created.tenantUuid }))) as { title: string }[];
    expect(menu.map((m) => m.title)).toEqual(["Thee", "Over ons"]);
    const shipping = (await json(await call("/ecommerce/shipping-options?country=NL", { tenant: created.tenantUuid }))) as unknown[];
    expect(shipping.length).toBeGreaterThan(0);

    const detail = await ok(await operator("/operator/tenant", { tenant: created.tenantUuid }), TenantDetail);
    expect(detail).toMatchObject({
      hosts: ["theehuys.localhost", "www.theehuys-lente.nl"],
      mediaPrefix: "theehuys",
      homePage: true,
      pages: ["algemene-voorwaarden", "complaints", "over-ons", "privacy-policy", "returns-policy"],
      menuItems: 2,
      customerCategories: ["business", "consumer"],
      shippingMethods: [
        { code: "postnl", kind: "delivery", active: true },
        { code: "afhalen", kind: "pickup", active: true },
      ],
    });
    const list = await ok(await operator("/operator/tenants"), TenantSummaries);
    expect(list.find((t) => t.tenantUuid === created.tenantUuid)?.primaryHost).toBe("theehuys.localhost");
    expect(list.find((t) => t.tenantUuid === TENANT_A)?.primaryHost).toBe("localhost");
  });

  it("a second run of the same file changes nothing; another shop's domain is a conflict that names it", async () => {
    const id = await createdShop("Tweemaal");
    const before = await count("settings");
    const again = await ok(await operator("/operator/tenants", { method: "POST", body: shopFile("Tweemaal") }), ShopCreated);
    expect(again).toMatchObject({ status: "unchanged", tenantUuid: id });
    expect(await count("settings")).toBe(before);
    const taken = await refused(
      await operator("/operator/tenants", { method: "POST", body: shopFile("Anders", { domains: [{ host: "stadsbazaar.localhost", primary: true }] }) }),
      409,
    );
    expect(taken.issues).toEqual([{ path: "domains.0.host", message: "stadsbazaar.localhost belongs to Stadsbazaar" }]);
  });

  it("a bad file is refused with every problem by its path, and nothing is stored", async () => {
    const before = await Promise.all(["tenants", "tenant_domains", "settings", "shipping_methods", "cms_pages", "menu_pages"].map((t) => count(t)));
    const bad = shopFile("Kapot", {
      domains: [
        { host: "kapot.localhost", primary: true },
        { host: "ook-kapot.localhost", primary: true },
      ],
      languages: [
        { code: "nl", name: "Nederlands", default: true },
        { code: "de", name: "Deutsch" },
      ],
      settings: { theme: "neon", theme_primary_color: "groen", sticky_button: "{kapot", shoe_size: "42" },
      shippingMethods: [{ code: "postnl", name: { en: "Post" }, prices: [{ country: "NL", price: -1 }] }],
      customerCategories: [{ code: "business", name: { nl: "Zakelijk" } }],
      pages: shopExample.pages.filter((p) => p.key !== "complaints"),
    });
    const error = await refused(await operator("/operator/tenants", { method: "POST", body: bad }), 400);
    const paths = error.issues!.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["languages.1.code", "shippingMethods.0.prices.0.price"]));
    // Cross-field rules come once the fields themselves are right: the same file with those fixed.
    const fixed = {
      ...bad,
      languages: shopExample.languages,
      shippingMethods: [{ code: "postnl", name: { en: "Post" }, prices: [{ country: "NL", price: 0 }] }],
    };
    const second = await refused(await operator("/operator/tenants", { method: "POST", body: fixed }), 400);
    expect(second.issues).toEqual(
      expect.arrayContaining([
        { path: "domains", message: "needs exactly one primary domain (has 2)" },
        { path: "shippingMethods.0.name", message: "needs a text in the default language (nl)" },
        { path: "customerCategories", message: "needs the category 'consumer' (new customers get it)" },
        { path: "pages", message: "needs the page complaints (the footer links it)" },
        expect.objectContaining({ path: "settings.theme" }),
        { path: "settings.theme_primary_color", message: "must be a hex colour such as #1d4b54" },
        { path: "settings.sticky_button", message: "must be JSON" },
        expect.objectContaining({ path: "settings.shoe_size", message: expect.stringContaining("is not a setting the shop reads") }),
      ]),
    );
    expect(await Promise.all(["tenants", "tenant_domains", "settings", "shipping_methods", "cms_pages", "menu_pages"].map((t) => count(t)))).toEqual(before);
  });
});

describe("settings get and set", () => {
  it("sets one setting by its schema, raises the shop's data version, and a second run changes nothing", async () => {
    const version = (await tenantByHost("stadsbazaar.localhost")).dataVersion;
    const set = () => operator("/operator/settings/ecommerce_header_items_color_mode", { method: "PUT", tenant: TENANT_B, body: { value: "light" } });
    const first = await ok(await set(), SettingChanged);
    expect(first).toMatchObject({ key: "ecommerce_header_items_color_mode", value: "light" });
    const afterFirst = (await tenantByHost("stadsbazaar.localhost")).dataVersion;
    expect(afterFirst).toBe(version + (first.changed ? 1 : 0));
    expect(await ok(await set(), SettingChanged)).toMatchObject({ before: "light", changed: false });
    expect((await tenantByHost("stadsbazaar.localhost")).dataVersion).toBe(afterFirst);
    const all = await ok(await operator("/operator/settings", { tenant: TENANT_B }), WebsiteSettings);
    expect(all.find((s) => s.key_ === "ecommerce_header_items_color_mode")?.value_).toBe("light");
    // The shop reads it at once (the storefront's cache keys carry the data version).
    const shop = WebsiteSettings.parse(await json(await call("/ecommerce/website-settings", { tenant: TENANT_B })));
    expect(shop.find((s) => s.key_ === "ecommerce_header_items_color_mode")?.value_).toBe("light");
  });

  it("a value that does not fit, or an unknown key, is refused with what is wrong, and nothing changes", async () => {
    const theme = () => env.DB.prepare("SELECT value FROM settings WHERE tenant_id = ?1 AND key = 'theme'").bind(TENANT_A).first<{ value: string }>();
    const before = await theme();
    const put = (key: string, value: string) => operator(`/operator/settings/${key}`, { method: "PUT", tenant: TENANT_A, body: { value } });
    expect((await refused(await put("theme", "neon"), 400)).issues).toEqual([{ path: "theme", message: expect.stringContaining("simple") }]);
    expect((await refused(await put("ecommerce_header_settings", '{"navMode":"sideways"}'), 400)).issues).toEqual([
      { path: "ecommerce_header_settings.navMode", message: expect.stringContaining("hamburger") },
    ]);
    expect((await refused(await put("them", "fancy"), 400)).issues![0]!.message).toContain("is not a setting the shop reads");
    expect(await theme()).toEqual(before);
  });

  it("every setting of the demo shops fits its schema (the schemas read what the shops have)", async () => {
    const { results } = await env.DB.prepare("SELECT tenant_id, key, value FROM settings").all<{ tenant_id: string; key: string; value: string }>();
    const problems = results
      .filter((r) => r.key in SETTING_SCHEMAS)
      .flatMap((r) => settingIssues(r.key, r.value).map((i) => `${r.tenant_id} ${i.path}: ${i.message}`));
    expect(problems).toEqual([]);
    expect(results.filter((r) => !(r.key in SETTING_SCHEMAS)).map((r) => r.key)).toEqual([]);
  });
});

describe("catalogue import", () => {
  /** The example catalogue with its images uploaded into the shop's folder, as the command does. */
  async function catalogueFor(tenant: string, prefix: string) {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#7fa35b"/></svg>';
    const upload = (key: string) => call(`/operator/media/${key}`, { method: "PUT", tenant, headers: { ...KEY, "content-type": "image/svg+xml" }, body: svg });
    const first = await ok(await upload(`${prefix}/products/thee.svg`), MediaStored, 201);
    expect(first).toEqual({ url: `/media/${prefix}/products/thee.svg`, stored: true });
    expect(await ok(await upload(`${prefix}/products/thee.svg`), MediaStored)).toMatchObject({ stored: false });
    await refused(await upload(`noordzee/products/thee.svg`), 400);
    const media = await call(`/media/${prefix}/products/thee.svg`, { tenant });
    expect(media.status).toBe(200);
    expect(await media.text()).toBe(svg);
    return {
      ...catalogueExample,
      products: catalogueExample.products.map((p) => ({ ...p, images: p.images.map((i) => ({ ...i, url: first.url })) })),
    };
  }

  it("imports categories, products, variants, images and a bundle; the search finds them; a second run changes nothing", async () => {
    const tenant = await createdShop("Importeer");
    const file = await catalogueFor(tenant, "importeer");
    const importIt = () => operator("/operator/catalogue-imports", { method: "POST", tenant, body: file });
    const report = await ok(await importIt(), CatalogueImported);
    expect(report).toMatchObject({
      dryRun: false,
      categories: { created: 3, updated: 0, unchanged: 0 },
      products: { created: 2 },
      variants: { created: 3 },
      bundles: { created: 1 },
      images: { created: 2 },
    });
    const product = (await json(await call("/ecommerce/products/sencha-kyoto", { tenant, language: "en" }))) as { name: string; variants: unknown[] };
    expect(product.name).toBe("Sencha Kyoto");
    const search = (await json(await call("/ecommerce/search?q=bergamot", { tenant, language: "en" }))) as { items?: { slug: string }[] };
    expect(JSON.stringify(search)).toContain("earl-grey-bio");
    const changes = await count("search_changes WHERE tenant_id = ?1", tenant);
    expect(changes).toBeGreaterThan(0);
    const version = (await tenantByHost("importeer.localhost")).dataVersion;

    const again = await ok(await importIt(), CatalogueImported);
    expect(again).toMatchObject({
      categories: { created: 0, updated: 0, unchanged: 3 },
      products: { created: 0, updated: 0, unchanged: 2 },
      variants: { created: 0, updated: 0, unchanged: 3 },
      bundles: { created: 0, updated: 0, unchanged: 1 },
      images: { created: 0, updated: 0, unchanged: 2 },
    });
    expect(await count("search_changes WHERE tenant_id = ?1", tenant)).toBe(changes);
    expect((await tenantByHost("importeer.localhost")).dataVersion).toBe(version);

    // A changed price is one update, and the Algolia queue hears of it.
    const cheaper = { ...file, products: [{ ...file.products[0]!, price: 795 }], categories: [], bundles: [] };
    expect(await ok(await operator("/operator/catalogue-imports", { method: "POST", tenant, body: cheaper }), CatalogueImported)).toMatchObject({
      products: { updated: 1 },
      variants: { unchanged: 2 },
    });
    expect(await count("search_changes WHERE tenant_id = ?1 AND slug = 'sencha-kyoto'", tenant)).toBeGreaterThan(0);
  });

  it("a bad file is refused with a report per row, and nothing is stored", async () => {
    const tenant = await createdShop("Kapotimport");
    const before = await Promise.all(
      ["products", "product_variants", "categories", "bundles", "product_media"].map((t) => count(`${t} WHERE tenant_id = ?1`, tenant)),
    );
    const bad = {
      categories: [{ slug: "thee", name: { en: "Tea" } }],
      products: [
        { slug: "goed", name: { nl: "Goed" }, price: 500, variants: [{ sku: "G-1", stock: 1 }], categories: ["thee"] },
        { slug: "Fout Slug", name: { nl: "Fout" }, price: -5, variants: [{ sku: "F-1", stock: -1 }] },
      ],
    };
    const error = await refused(await operator("/operator/catalogue-imports", { method: "POST", tenant, body: bad }), 400);
    expect(error.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(["products.1.slug", "products.1.price", "products.1.variants.0.stock"]));
    const circle = {
      categories: [
        { slug: "a", name: { nl: "A" }, parent: "b" },
        { slug: "b", name: { nl: "B" }, parent: "a" },
        { slug: "c", name: { nl: "C" }, parent: "c" },
      ],
      products: [{ slug: "p", name: { nl: "P" }, price: 1, vat: 7, variants: [{ sku: "P-1", stock: 1 }] }],
    };
    expect((await refused(await operator("/operator/catalogue-imports", { method: "POST", tenant, body: circle }), 400)).issues).toEqual([
      { path: "products.0.vat", message: "must be 0, 9 or 21 (the Dutch VAT rates, in percent)" },
    ]);
    const circleOnly = { ...circle, products: [] };
    expect((await refused(await operator("/operator/catalogue-imports", { method: "POST", tenant, body: circleOnly }), 400)).issues).toEqual([
      { path: "categories.2.parent", message: "a category cannot be its own parent" },
      { path: "categories", message: "the parents go round in a circle" },
    ]);
    const crossRows = {
      categories: [{ slug: "thee", name: { en: "Tea" } }],
      products: [
        {
          slug: "goed",
          name: { nl: "Goed" },
          price: 500,
          variants: [{ sku: "G-1", stock: 1 }],
          categories: ["koffie"],
          images: [{ url: "/media/noordzee/x.jpg" }],
        },
        { slug: "ander", name: { nl: "Ander" }, price: 500, variants: [{ sku: "G-1", stock: 1 }] },
      ],
      bundles: [{ slug: "set", name: { nl: "Set" }, items: [{ product: "bestaat-niet" }] }],
    };
    const second = await refused(await operator("/operator/catalogue-imports", { method: "POST", tenant, body: crossRows }), 400);
    expect(second.message).toBe("The catalogue has 5 problems; nothing was stored.");
    expect(second.issues).toEqual([
      { path: "categories.0.name", message: "needs a text in the shop's default language (nl)" },
      { path: "products.0.categories.0", message: "no category koffie (in the file or the shop)" },
      { path: "products.0.images.0.url", message: "must be in the shop's media folder (/media/kapotimport/…)" },
      { path: "products.1.variants.0.sku", message: "G-1 belongs to the product goed" },
      { path: "bundles.0.items.0.product", message: "no product bestaat-niet (in the file or the shop)" },
    ]);
    expect(
      await Promise.all(["products", "product_variants", "categories", "bundles", "product_media"].map((t) => count(`${t} WHERE tenant_id = ?1`, tenant))),
    ).toEqual(before);
  });

  it("a dry run reports and stores nothing; a SKU of another shop is no conflict", async () => {
    const tenant = await createdShop("Droog");
    const file = { products: [{ slug: "proef", name: { nl: "Proef" }, price: 100, variants: [{ sku: "NZ-001", stock: 1 }] }], dryRun: true };
    expect(await ok(await operator("/operator/catalogue-imports", { method: "POST", tenant, body: file }), CatalogueImported)).toMatchObject({
      dryRun: true,
      products: { created: 1 },
    });
    expect(await count("products WHERE tenant_id = ?1", tenant)).toBe(0);
  });

  it("takes a catalogue larger than a shopper's call may be (64 KB), with the operator key only", async () => {
    const tenant = await createdShop("Groot");
    const long = "Thee ".repeat(3_000);
    const products = Array.from({ length: 6 }, (_, i) => ({
      slug: `thee-${i}`,
      name: { nl: `Thee ${i}` },
      description: { nl: long, en: long },
      price: 100,
      variants: [{ sku: `GR-${i}`, stock: 1 }],
    }));
    const body = JSON.stringify({ products, dryRun: true });
    expect(body.length).toBeGreaterThan(150 * 1024);
    const send = (key: Record<string, string>) =>
      call("/operator/catalogue-imports", { method: "POST", tenant, headers: { ...key, "content-type": "application/json" }, body });
    expect(await ok(await send(KEY), CatalogueImported)).toMatchObject({ products: { created: 6 } });
    expect((await send({})).status).toBe(401);
    expect((await call("/ecommerce/carts", { method: "POST", tenant, headers: { "content-type": "application/json" }, body })).status).toBe(413);
  });
});

describe("orders list and show", () => {
  it("lists a shop's orders (newest first, --since) and shows one with what is needed to ship it; only its own", async () => {
    const list = await ok(await operator("/operator/orders", { tenant: TENANT_A }), OperatorOrderSummaries);
    expect(list.length).toBeGreaterThan(0);
    const dates = list.map((o) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = list[0]!;
    const since = await ok(await operator(`/operator/orders?since=${newest.createdAt.slice(0, 10)}`, { tenant: TENANT_A }), OperatorOrderSummaries);
    expect(since.every((o) => o.createdAt >= newest.createdAt.slice(0, 10))).toBe(true);
    expect(since.length).toBeLessThanOrEqual(list.length);
    await refused(await operator("/operator/orders?since=gisteren", { tenant: TENANT_A }), 400);

    const order = await ok(await operator(`/operator/orders/${encodeURIComponent(newest.number)}`, { tenant: TENANT_A }), OperatorOrder);
    expect(order.number).toBe(newest.number);
    expect(order.lines.length).toBeGreaterThan(0);
    expect(order.lines.reduce((n, l) => n + l.quantity, 0)).toBe(newest.items);
    // Another shop's order number is not found from this shop.
    await refused(await operator(`/operator/orders/${encodeURIComponent(newest.number)}`, { tenant: TENANT_B }), 404);
  });
});

describe("auth tenant create", () => {
  it("makes the shop's tenant at the sign-in service (the Auth emulator) and stores it; a second run keeps it", async () => {
    const tenant = await createdShop("Aanmelden");
    const created = await ok(await operator("/operator/auth-tenant", { method: "POST", tenant }), AuthTenantCreated, 201);
    expect(created.status).toBe("created");
    expect((await tenantByHost("aanmelden.localhost")).authTenantId).toBe(created.authTenantId);
    const emulator = await fetch(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v2/projects/demo-etalage/tenants/${created.authTenantId}`, {
      headers: { authorization: "Bearer owner" },
    });
    expect(await emulator.json()).toMatchObject({
      displayName: "Aanmelden",
      enableAnonymousUser: false,
      enableEmailLinkSignin: false,
      client: { permissions: { disabledUserSignup: true } },
    });
    expect(created.signUp).toBe("disabled");
    expect(await ok(await operator("/operator/auth-tenant", { method: "POST", tenant }), AuthTenantCreated)).toEqual({ ...created, status: "unchanged" });
  });

  it("a second run switches sign-up off in a tenant that still allowed it (one made before ADR 0050)", async () => {
    const tenant = await createdShop("Oudaanmelden");
    const tenantsUrl = "http://127.0.0.1:9099/identitytoolkit.googleapis.com/v2/projects/demo-etalage/tenants";
    const admin = { authorization: "Bearer owner", "content-type": "application/json" };
    const old = (await (
      await fetch(tenantsUrl, { method: "POST", headers: admin, body: JSON.stringify({ displayName: "Oudaanmelden", allowPasswordSignup: true }) })
    ).json()) as { tenantId: string };
    await env.DB.prepare("UPDATE tenants SET auth_tenant_id = ?1 WHERE id = ?2").bind(old.tenantId, tenant).run();
    const before = (await (await fetch(`${tenantsUrl}/${old.tenantId}`, { headers: admin })).json()) as { client?: unknown };
    expect(before.client).toBeUndefined();

    const kept = await ok(await operator("/operator/auth-tenant", { method: "POST", tenant }), AuthTenantCreated);
    expect(kept).toMatchObject({ status: "unchanged", authTenantId: old.tenantId, signUp: "disabled" });
    expect(await (await fetch(`${tenantsUrl}/${old.tenantId}`, { headers: admin })).json()).toMatchObject({
      client: { permissions: { disabledUserSignup: true } },
    });
  });

  it("the tenant a shop gets: password sign-in only, and no sign-up", () => {
    expect(shopAuthTenant("Theehuys Lente")).toEqual({
      displayName: "Theehuys-Lente",
      allowPasswordSignup: true,
      enableEmailLinkSignin: false,
      enableAnonymousUser: false,
      client: { permissions: { disabledUserSignup: true } },
    });
  });

  it("a display name fits Identity Platform's rule", () => {
    expect(displayName("Theehuys Lente")).toBe("Theehuys-Lente");
    expect(displayName("1 & 2 Café")).toBe("Cafe");
    expect(displayName("Ab")).toBe("shop-Ab");
    expect(displayName("Een heel lange winkelnaam")).toBe("Een-heel-lange-winke");
  });
});
