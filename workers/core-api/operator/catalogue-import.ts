// catalogue import (ADR 0044): categories, products with their variants and images, and bundles from one
// checked file. Every row is checked first — against its schema, the shop's default language, its media
// folder and the rows it names — and every problem is answered at once with the row's path; only a file
// without problems is stored, in one D1 batch. A row is written only when it differs from what is
// stored, so a second run of the same file writes nothing (and the search triggers fire for nothing).
// An import adds and changes; it never deletes (a product to hide gets `active: false`).
// The search index follows by itself: the FTS triggers (migration 0002) and the Algolia change queue
// (search_changes, migration 0011) are written by triggers in the same statements.
import type { BundleRow, CampaignRow, CatalogueFile, CatalogueImported, CategoryRow, ProductRow } from "@commerce/contract/operator";
import { HttpError, json } from "../http";
import type { Handler } from "../router";
import { fileIssues, orderedCategories, type Stored } from "./catalogue-rules";
import { bumpDataVersion, normalStored, operatorInput, refuseWith, shopBasics, storedTexts } from "./shared";

/** D1 runs at most 1000 queries per Worker invocation; a larger import is split by the operator. */
const MAX_STATEMENTS = 900;

type Counts = { created: number; updated: number; unchanged: number };
const counts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });

/** POST /operator/catalogue-imports */
export const importCatalogue: Handler<"operator.importCatalogue"> = async (ctx) => {
  const file = (await operatorInput(ctx)).body;
  const db = ctx.env.DB;
  const tenantId = ctx.tenantId;
  const shop = await shopBasics(db, tenantId);
  const stored = await storedCatalogue(db, tenantId, file);
  const issues = fileIssues(file, stored, shop);
  if (issues.length > 0) refuseWith(`The catalogue has ${issues.length} problem${issues.length === 1 ? "" : "s"}; nothing was stored.`, issues);

  const report: CatalogueImported = {
    dryRun: file.dryRun,
    categories: counts(),
    products: counts(),
    variants: counts(),
    bundles: counts(),
    images: counts(),
    campaigns: counts(),
  };
  const statements = [
    ...categoryStatements(db, tenantId, orderedCategories(file.categories), stored, report.categories),
    ...file.products.flatMap((row) => productStatements(db, tenantId, row, stored, report)),
    ...file.bundles.flatMap((row) => bundleStatements(db, tenantId, row, stored, report.bundles)),
    ...file.campaigns.flatMap((row) => campaignStatements(db, tenantId, row, stored, report.campaigns)),
  ];
  if (statements.length > MAX_STATEMENTS) {
    throw new HttpError("bad_request", `This import needs ${statements.length} changes; at most ${MAX_STATEMENTS} go in one run: split the file.`);
  }
  if (!file.dryRun && statements.length > 0) await db.batch([...statements, bumpDataVersion(db, tenantId)]);
  return json(report);
};

/** What the shop has now of every category, product, variant and bundle the file names. */
async function storedCatalogue(db: D1Database, tenantId: string, file: CatalogueFile): Promise<Stored> {
  const slugs = (rows: { slug: string }[], extra: string[] = []) => JSON.stringify([...rows.map((r) => r.slug), ...extra]);
  const productCategories = file.products.flatMap((p) => p.categories);
  const bundleProducts = [...file.bundles.flatMap((b) => b.items.map((i) => i.product)), ...file.campaigns.flatMap((c) => c.products)];
  const parents = file.categories.flatMap((c) => (c.parent ? [c.parent] : []));
  const [categories, products, variants, bundles, campaigns] = await db.batch([
    db
      .prepare(
        `SELECT c.slug, c.name, p.slug AS parent, c.sort_index FROM categories c LEFT JOIN categories p ON p.id = c.parent_id
          WHERE c.tenant_id = ?1 AND c.slug IN (SELECT value FROM json_each(?2))`,
      )
      .bind(tenantId, slugs(file.categories, [...productCategories, ...parents])),
    db
      .prepare(
        `SELECT p.*, 
                (SELECT json_group_array(slug) FROM (SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                  WHERE pc.product_id = p.id ORDER BY c.slug)) AS categories,
                (SELECT json_group_array(json_array(url, alt, colour_hex)) FROM (SELECT url, alt, colour_hex FROM product_media
                  WHERE product_id = p.id ORDER BY sort_index, id)) AS media
           FROM products p WHERE p.tenant_id = ?1 AND p.slug IN (SELECT value FROM json_each(?2))`,
      )
      .bind(tenantId, slugs(file.products, bundleProducts)),
    db
      .prepare(
        `SELECT v.sku, p.slug AS product_slug, v.size, v.colour, v.colour_hex, v.stock, v.price_cents
           FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE v.tenant_id = ?1 AND v.sku IN (SELECT value FROM json_each(?2))`,
      )
      .bind(tenantId, JSON.stringify(file.products.flatMap((p) => p.variants.map((v) => v.sku)))),
    db
      .prepare(
        `SELECT b.*, (SELECT json_group_array(json_array(slug, units_per_set)) FROM (SELECT p.slug, i.units_per_set FROM bundle_items i
                JOIN products p ON p.id = i.product_id WHERE i.bundle_id = b.id ORDER BY i.sort_index, i.id)) AS items
           FROM bundles b WHERE b.tenant_id = ?1 AND b.slug IN (SELECT value FROM json_each(?2))`,
      )
      .bind(tenantId, slugs(file.bundles)),
    db
      .prepare(
        `SELECT c.key, c.name, c.description, c.media_url, c.is_active, c.starts_at, c.ends_at,
                (SELECT json_group_array(slug) FROM (SELECT p.slug FROM campaign_products cp JOIN products p ON p.id = cp.product_id
                  WHERE cp.campaign_id = c.id ORDER BY cp.sort_index, p.id)) AS products
           FROM campaigns c WHERE c.tenant_id = ?1 AND c.key IN (SELECT value FROM json_each(?2))`,
      )
      .bind(tenantId, JSON.stringify(file.campaigns.map((c) => c.key))),
  ]);
  const bySlug = <T>(rows: unknown[] | undefined, key: string) => new Map((rows ?? []).map((r) => [(r as Record<string, string>)[key]!, r as T]));
  return {
    categories: bySlug(categories?.results, "slug"),
    products: bySlug(products?.results, "slug"),
    variants: bySlug(variants?.results, "sku"),
    bundles: bySlug(bundles?.results, "slug"),
    campaigns: bySlug(campaigns?.results, "key"),
  };
}

function categoryStatements(db: D1Database, tenantId: string, rows: CategoryRow[], stored: Stored, count: Counts): D1PreparedStatement[] {
  return rows.flatMap((row) => {
    const now = stored.categories.get(row.slug);
    const name = storedTexts(row.name)!;
    const parent = row.parent ?? null;
    if (now && normalStored(now.name) === name && now.parent === parent && now.sort_index === row.sortIndex) {
      count.unchanged++;
      return [];
    }
    count[now ? "updated" : "created"]++;
    return [
      db
        .prepare(
          `INSERT INTO categories (tenant_id, slug, name, parent_id, sort_index)
           VALUES (?1, ?2, ?3, (SELECT id FROM categories WHERE tenant_id = ?1 AND slug = ?4), ?5)
           ON CONFLICT (tenant_id, slug) DO UPDATE SET name = excluded.name, parent_id = excluded.parent_id, sort_index = excluded.sort_index`,
        )
        .bind(tenantId, row.slug, name, parent, row.sortIndex),
    ];
  });
}

const PRODUCT = "(SELECT id FROM products WHERE tenant_id = ?1 AND slug = ?2)";

function productStatements(db: D1Database, tenantId: string, row: ProductRow, stored: Stored, report: CatalogueImported): D1PreparedStatement[] {
  const now = stored.products.get(row.slug);
  const fields = {
    name: storedTexts(row.name)!,
    description: storedTexts(row.description),
    brand: row.brand ?? null,
    price_cents: row.price,
    discount_price_cents: row.discountPrice ?? null,
    price_per_unit_cents: row.pricePerKg ?? null,
    vat_percentage: row.vat,
    is_active: row.active ? 1 : 0,
    sort_index: row.sortIndex,
  };
  const statements: D1PreparedStatement[] = [];
  const same =
    now !== undefined &&
    (Object.keys(fields) as (keyof typeof fields)[]).every((k) =>
      k === "name" || k === "description" ? normalStored(now[k]) === fields[k] : now[k] === fields[k],
    );
  if (same) report.products.unchanged++;
  else {
    report.products[now ? "updated" : "created"]++;
    statements.push(
      db
        .prepare(
          `INSERT INTO products (tenant_id, slug, name, description, brand, price_cents, discount_price_cents, price_per_unit_cents, vat_percentage, is_active, sort_index)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
           ON CONFLICT (tenant_id, slug) DO UPDATE SET name = excluded.name, description = excluded.description, brand = excluded.brand,
             price_cents = excluded.price_cents, discount_price_cents = excluded.discount_price_cents,
             price_per_unit_cents = excluded.price_per_unit_cents, vat_percentage = excluded.vat_percentage,
             is_active = excluded.is_active, sort_index = excluded.sort_index`,
        )
        .bind(tenantId, row.slug, ...Object.values(fields)),
    );
  }
  row.variants.forEach((v, i) => {
    const was = stored.variants.get(v.sku);
    const colour = storedTexts(v.colour);
    if (
      was &&
      was.size === (v.size ?? null) &&
      normalStored(was.colour) === colour &&
      was.colour_hex === (v.colourHex ?? null) &&
      was.stock === v.stock &&
      was.price_cents === (v.price ?? null)
    ) {
      report.variants.unchanged++;
      return;
    }
    report.variants[was ? "updated" : "created"]++;
    statements.push(
      db
        .prepare(
          `INSERT INTO product_variants (tenant_id, product_id, sku, size, colour, colour_hex, stock, price_cents, sort_index)
           VALUES (?1, ${PRODUCT}, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
           ON CONFLICT (tenant_id, sku) DO UPDATE SET size = excluded.size, colour = excluded.colour, colour_hex = excluded.colour_hex,
             stock = excluded.stock, price_cents = excluded.price_cents, sort_index = excluded.sort_index`,
        )
        .bind(tenantId, row.slug, v.sku, v.size ?? null, colour, v.colourHex ?? null, v.stock, v.price ?? null, i),
    );
  });
  const categories = JSON.stringify([...new Set(row.categories)].sort());
  if (now?.categories !== categories) {
    statements.push(db.prepare(`DELETE FROM product_categories WHERE tenant_id = ?1 AND product_id = ${PRODUCT}`).bind(tenantId, row.slug));
    if (row.categories.length > 0) {
      statements.push(
        db
          .prepare(
            `INSERT INTO product_categories (tenant_id, product_id, category_id)
             SELECT ?1, ${PRODUCT}, id FROM categories WHERE tenant_id = ?1 AND slug IN (SELECT value FROM json_each(?3))`,
          )
          .bind(tenantId, row.slug, categories),
      );
    }
  }
  const media = JSON.stringify(row.images.map((m) => [m.url, storedTexts(m.alt), m.colourHex ?? null]));
  const storedMedia = now
    ? JSON.stringify((JSON.parse(now.media) as [string, string | null, string | null][]).map(([u, a, c]) => [u, normalStored(a), c]))
    : "[]";
  if (media === storedMedia) report.images.unchanged += row.images.length;
  else {
    report.images[now && storedMedia !== "[]" ? "updated" : "created"] += row.images.length;
    statements.push(db.prepare(`DELETE FROM product_media WHERE tenant_id = ?1 AND product_id = ${PRODUCT}`).bind(tenantId, row.slug));
    row.images.forEach((m, i) => {
      statements.push(
        db
          .prepare(`INSERT INTO product_media (tenant_id, product_id, url, alt, colour_hex, sort_index) VALUES (?1, ${PRODUCT}, ?3, ?4, ?5, ?6)`)
          .bind(tenantId, row.slug, m.url, storedTexts(m.alt), m.colourHex ?? null, i),
      );
    });
  }
  return statements;
}

function bundleStatements(db: D1Database, tenantId: string, row: BundleRow, stored: Stored, count: Counts): D1PreparedStatement[] {
  const now = stored.bundles.get(row.slug);
  const items = JSON.stringify(row.items.map((i) => [i.product, i.units]));
  const name = storedTexts(row.name)!;
  const description = storedTexts(row.description);
  if (
    now &&
    normalStored(now.name) === name &&
    normalStored(now.description) === description &&
    now.presentation_media_url === (row.image ?? null) &&
    now.fixed_total_price_cents === (row.fixedTotalPrice ?? null) &&
    now.is_active === (row.active ? 1 : 0) &&
    now.sort_index === row.sortIndex &&
    now.items === items
  ) {
    count.unchanged++;
    return [];
  }
  count[now ? "updated" : "created"]++;
  const bundle = "(SELECT id FROM bundles WHERE tenant_id = ?1 AND slug = ?2)";
  return [
    db
      .prepare(
        `INSERT INTO bundles (tenant_id, slug, name, description, presentation_media_url, fixed_total_price_cents, is_active, sort_index)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (tenant_id, slug) DO UPDATE SET name = excluded.name, description = excluded.description,
           presentation_media_url = excluded.presentation_media_url, fixed_total_price_cents = excluded.fixed_total_price_cents,
           is_active = excluded.is_active, sort_index = excluded.sort_index`,
      )
      .bind(tenantId, row.slug, name, description, row.image ?? null, row.fixedTotalPrice ?? null, row.active ? 1 : 0, row.sortIndex),
    db.prepare(`DELETE FROM bundle_items WHERE tenant_id = ?1 AND bundle_id = ${bundle}`).bind(tenantId, row.slug),
    ...row.items.map((item, i) =>
      db
        .prepare(
          `INSERT INTO bundle_items (tenant_id, bundle_id, product_id, units_per_set, sort_index)
           VALUES (?1, ${bundle}, (SELECT id FROM products WHERE tenant_id = ?1 AND slug = ?3), ?4, ?5)`,
        )
        .bind(tenantId, row.slug, item.product, item.units, i),
    ),
  ];
}

/** An ISO date-time as the campaigns' dates are compared (campaign/get binds new Date().toISOString()). */
const isoTime = (value: string | undefined) => (value ? new Date(value).toISOString() : null);

/** A campaign by its key: added, or changed with its products replaced by the file's (in its order). */
function campaignStatements(db: D1Database, tenantId: string, row: CampaignRow, stored: Stored, count: Counts): D1PreparedStatement[] {
  const now = stored.campaigns.get(row.key);
  // Without a start, a new campaign starts now (the header shows the one that started last); a known one keeps its start.
  const startsAt = isoTime(row.startsAt) ?? (now ? now.starts_at : new Date().toISOString());
  const fields = {
    name: storedTexts(row.name)!,
    description: storedTexts(row.description),
    media_url: row.image ?? null,
    is_active: row.active ? 1 : 0,
    starts_at: startsAt,
    ends_at: isoTime(row.endsAt),
  };
  const products = JSON.stringify(row.products);
  if (
    now &&
    normalStored(now.name) === fields.name &&
    normalStored(now.description) === fields.description &&
    now.media_url === fields.media_url &&
    now.is_active === fields.is_active &&
    now.starts_at === fields.starts_at &&
    now.ends_at === fields.ends_at &&
    now.products === products
  ) {
    count.unchanged++;
    return [];
  }
  count[now ? "updated" : "created"]++;
  const campaign = "(SELECT id FROM campaigns WHERE tenant_id = ?1 AND key = ?2)";
  return [
    db
      .prepare(
        `INSERT INTO campaigns (tenant_id, key, name, description, media_url, is_active, starts_at, ends_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT (tenant_id, key) WHERE key IS NOT NULL DO UPDATE SET name = excluded.name, description = excluded.description,
           media_url = excluded.media_url, is_active = excluded.is_active, starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
      )
      .bind(tenantId, row.key, ...Object.values(fields)),
    db.prepare(`DELETE FROM campaign_products WHERE tenant_id = ?1 AND campaign_id = ${campaign}`).bind(tenantId, row.key),
    ...row.products.map((slug, i) =>
      db
        .prepare(
          `INSERT INTO campaign_products (tenant_id, campaign_id, product_id, sort_index)
           VALUES (?1, ${campaign}, (SELECT id FROM products WHERE tenant_id = ?1 AND slug = ?3), ?4)`,
        )
        .bind(tenantId, row.key, slug, i),
    ),
  ];
}
