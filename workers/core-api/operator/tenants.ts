// tenant create / list / show (ADR 0044): a whole shop from one checked file, in one D1 batch.
import type { ShopCreated, ShopFile, TenantDetail, TenantSummary } from "@commerce/contract/operator";
import { requireOperator } from "../auth/operator";
import { HttpError, json } from "../http";
import type { Handler } from "../router";
import { operatorInput, storedTexts } from "./shared";

type SummaryRow = {
  id: string;
  name: string;
  is_development: number;
  default_language: string;
  media_prefix: string | null;
  auth_tenant_id: string | null;
  data_version: number;
  hosts: string;
  primary_host: string | null;
  languages: string;
};

const SUMMARY = `SELECT t.id, t.name, t.is_development, t.default_language, t.media_prefix, t.auth_tenant_id, t.data_version,
       (SELECT json_group_array(host) FROM (SELECT host FROM tenant_domains WHERE tenant_id = t.id ORDER BY is_primary DESC, host)) AS hosts,
       (SELECT host FROM tenant_domains WHERE tenant_id = t.id AND is_primary = 1) AS primary_host,
       (SELECT json_group_array(code) FROM (SELECT code FROM languages WHERE tenant_id = t.id ORDER BY sort_index, code)) AS languages
  FROM tenants t`;

function summary(row: SummaryRow): TenantSummary {
  return {
    tenantUuid: row.id,
    name: row.name,
    development: row.is_development === 1,
    primaryHost: row.primary_host,
    hosts: JSON.parse(row.hosts) as string[],
    languages: JSON.parse(row.languages) as TenantSummary["languages"],
    defaultLanguage: row.default_language,
    mediaPrefix: row.media_prefix,
    authTenantId: row.auth_tenant_id,
    dataVersion: row.data_version,
  };
}

/** GET /operator/tenants — every shop with its domains. */
export const listTenants: Handler = async (ctx) => {
  await requireOperator(ctx);
  const { results } = await ctx.env.DB.prepare(`${SUMMARY} ORDER BY t.name`).all<SummaryRow>();
  return json(results.map(summary));
};

/** GET /operator/tenant — one shop: its domains, what it sells and how much is in it. */
export const showTenant: Handler = async (ctx) => {
  await requireOperator(ctx);
  const db = ctx.env.DB;
  const row = await db.prepare(`${SUMMARY} WHERE t.id = ?1`).bind(ctx.tenantId).first<SummaryRow>();
  if (!row) throw new HttpError("not_found", "No such shop.");
  const count = (table: string, where = "") =>
    db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ?1 ${where}`).bind(ctx.tenantId).first<{ n: number }>();
  const [products, active, categories, bundles, customers, orders, settings, home, menu] = await Promise.all([
    count("products"),
    count("products", "AND is_active = 1"),
    count("categories"),
    count("bundles"),
    count("customers"),
    count("orders"),
    count("settings"),
    count("cms_pages", "AND key = 'home' AND is_published = 1"),
    count("menu_pages", "AND parent_id IS NULL"),
  ]);
  const { results: methods } = await db
    .prepare("SELECT code, kind, is_active FROM shipping_methods WHERE tenant_id = ?1 ORDER BY sort_index, code")
    .bind(ctx.tenantId)
    .all<{ code: string; kind: string; is_active: number }>();
  const { results: categoriesOfCustomers } = await db
    .prepare("SELECT code FROM customer_categories WHERE tenant_id = ?1 ORDER BY code")
    .bind(ctx.tenantId)
    .all<{ code: string }>();
  const { results: pages } = await db
    .prepare("SELECT key FROM cms_pages WHERE tenant_id = ?1 AND key <> 'home' ORDER BY key")
    .bind(ctx.tenantId)
    .all<{ key: string }>();
  const n = (r: { n: number } | null) => r?.n ?? 0;
  const detail: TenantDetail = {
    ...summary(row),
    counts: {
      products: n(products),
      activeProducts: n(active),
      categories: n(categories),
      bundles: n(bundles),
      customers: n(customers),
      orders: n(orders),
    },
    shippingMethods: methods.map((m) => ({ code: m.code, kind: m.kind, active: m.is_active === 1 })),
    customerCategories: categoriesOfCustomers.map((c) => c.code),
    settings: n(settings),
    homePage: n(home) > 0,
    pages: pages.map((p) => p.key),
    menuItems: n(menu),
  };
  return json(detail);
};

/**
 * POST /operator/tenants — a new shop from a checked ShopFile, all of it in one batch (a D1 batch is one
 * transaction: a failing statement stores nothing). A file whose domains already belong to the shop it
 * made before answers "unchanged" (running the command twice changes nothing); a domain or media folder
 * of another shop is a conflict.
 */
export const createTenant: Handler<"operator.createTenant"> = async (ctx) => {
  const shop = (await operatorInput(ctx)).body;
  const db = ctx.env.DB;
  const primaryHost = shop.domains.find((d) => d.primary)!.host;
  const existing = await existingShop(db, shop);
  if (existing) return json({ status: "unchanged", tenantUuid: existing, name: shop.name, primaryHost } satisfies ShopCreated);

  const id = crypto.randomUUID();
  const language = shop.languages.find((l) => l.default)!.code;
  const settings = { store_name: shop.name, language, ...shop.settings };
  const statements = [
    db
      .prepare("INSERT INTO tenants (id, name, is_development, default_language, media_prefix, data_version) VALUES (?1, ?2, ?3, ?4, ?5, 1)")
      .bind(id, shop.name, shop.development ? 1 : 0, language, shop.mediaPrefix),
    ...shop.domains.map((d) => db.prepare("INSERT INTO tenant_domains (host, tenant_id, is_primary) VALUES (?1, ?2, ?3)").bind(d.host, id, d.primary ? 1 : 0)),
    ...shop.languages.map((l, i) =>
      db
        .prepare("INSERT INTO languages (tenant_id, code, name, is_default, sort_index) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(id, l.code, l.name, l.default ? 1 : 0, i),
    ),
    db
      .prepare(
        `INSERT INTO store_details (tenant_id, store_name, slogan, street, house_nr, postal_code, city, country_code, telephone, email,
                                    chamber_of_commerce_number, vat_identifier)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
      )
      .bind(
        id,
        shop.store.legalName ?? shop.name,
        storedTexts(shop.store.slogan),
        shop.store.street ?? null,
        shop.store.houseNumber ?? null,
        shop.store.postalCode ?? null,
        shop.store.city ?? null,
        shop.store.countryCode,
        shop.store.telephone ?? null,
        shop.store.email,
        shop.store.chamberOfCommerceNumber ?? null,
        shop.store.vatIdentifier ?? null,
      ),
    ...Object.entries(settings).map(([key, value]) => db.prepare("INSERT INTO settings (tenant_id, key, value) VALUES (?1, ?2, ?3)").bind(id, key, value)),
    ...shippingStatements(db, id, shop),
    ...shop.customerCategories.map((c) =>
      db
        .prepare("INSERT INTO customer_categories (tenant_id, code, name, display_prices_including_vat, allow_invoice_payment) VALUES (?1, ?2, ?3, ?4, ?5)")
        .bind(id, c.code, storedTexts(c.name), c.pricesIncludeVat ? 1 : 0, c.invoicePayment ? 1 : 0),
    ),
    ...pageStatements(db, id, shop),
    ...menuStatements(db, id, shop),
  ];
  try {
    await db.batch(statements);
  } catch (error) {
    // Another run took a domain or the media folder between the check and the batch: nothing was stored.
    if (/UNIQUE constraint failed/.test(String(error))) throw new HttpError("conflict", "A domain or the media folder was just taken by another shop.");
    throw error;
  }
  return json({ status: "created", tenantUuid: id, name: shop.name, primaryHost } satisfies ShopCreated, { status: 201 });
};

/** The shop this same file made before, or null; a domain or media folder of another shop is a 409. */
async function existingShop(db: D1Database, shop: ShopFile): Promise<string | null> {
  const hosts = shop.domains.map((d) => d.host);
  const { results } = await db
    .prepare(
      `SELECT d.host, t.id, t.name, t.media_prefix FROM tenant_domains d JOIN tenants t ON t.id = d.tenant_id
        WHERE d.host IN (SELECT value FROM json_each(?1))
       UNION ALL
       SELECT NULL, t.id, t.name, t.media_prefix FROM tenants t WHERE t.media_prefix = ?2`,
    )
    .bind(JSON.stringify(hosts), shop.mediaPrefix)
    .all<{ host: string | null; id: string; name: string; media_prefix: string | null }>();
  if (results.length === 0) return null;
  const same = results.every((r) => r.id === results[0]!.id && r.name === shop.name && r.media_prefix === shop.mediaPrefix);
  const ownHosts = new Set(results.filter((r) => r.host).map((r) => r.host));
  if (same && ownHosts.size === hosts.length) return results[0]!.id;
  throw new HttpError(
    "conflict",
    "Part of this shop belongs to another shop already (tenant create makes new shops; `settings set` changes one).",
    results.map((r) =>
      r.host
        ? { path: `domains.${hosts.indexOf(r.host)}.host`, message: `${r.host} belongs to ${r.name}` }
        : { path: "mediaPrefix", message: `${shop.mediaPrefix} is the media folder of ${r.name}` },
    ),
  );
}

function shippingStatements(db: D1Database, id: string, shop: ShopFile): D1PreparedStatement[] {
  return shop.shippingMethods.flatMap((m, i) => [
    db
      .prepare("INSERT INTO shipping_methods (tenant_id, code, name, kind, sort_index) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(id, m.code, storedTexts(m.name), m.kind, i),
    ...m.prices.map((p) =>
      db
        .prepare(
          `INSERT INTO shipping_method_prices (tenant_id, shipping_method_id, country_code, price_cents, threshold_price_cents, threshold_order_total_cents)
           VALUES (?1, (SELECT id FROM shipping_methods WHERE tenant_id = ?1 AND code = ?2), ?3, ?4, ?5, ?6)`,
        )
        .bind(id, m.code, p.country, p.price, p.freeFrom === undefined ? null : p.thresholdPrice, p.freeFrom ?? null),
    ),
  ]);
}

/** The home page and the other CMS pages, each with its blocks (found again by the page's key). */
function pageStatements(db: D1Database, id: string, shop: ShopFile): D1PreparedStatement[] {
  return [{ key: "home", ...shop.home }, ...shop.pages].flatMap((page) => [
    db
      .prepare("INSERT INTO cms_pages (tenant_id, key, name, meta_title, meta_description) VALUES (?1, ?2, ?3, ?3, ?4)")
      .bind(id, page.key, storedTexts(page.title), storedTexts(page.metaDescription)),
    ...page.blocks.map((b, i) =>
      db
        .prepare(
          `INSERT INTO cms_blocks (tenant_id, page_id, template, text, subtitle, medias, sort_index)
           VALUES (?1, (SELECT id FROM cms_pages WHERE tenant_id = ?1 AND key = ?2), ?3, ?4, ?5, ?6, ?7)`,
        )
        .bind(id, page.key, b.template, storedTexts(b.text), storedTexts(b.subtitle), JSON.stringify(b.medias), i),
    ),
  ]);
}

/** The menu: each top item has its own sort index, which finds it again for its children. */
function menuStatements(db: D1Database, id: string, shop: ShopFile): D1PreparedStatement[] {
  return shop.menu.flatMap((item, i) => [
    db
      .prepare(
        `INSERT INTO menu_pages (tenant_id, title, url, position, desktop_header_sort_index, mobile_menu_sort_index, submenu_key)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6)`,
      )
      .bind(id, storedTexts(item.title), item.url, item.position, i, item.submenu ?? null),
    ...item.children.map((child, j) =>
      db
        .prepare(
          `INSERT INTO menu_pages (tenant_id, parent_id, title, url, desktop_header_sort_index, mobile_menu_sort_index)
           VALUES (?1, (SELECT id FROM menu_pages WHERE tenant_id = ?1 AND parent_id IS NULL AND desktop_header_sort_index = ?2), ?3, ?4, ?5, ?5)`,
        )
        .bind(id, i, storedTexts(child.title), child.url, j),
    ),
  ]);
}
