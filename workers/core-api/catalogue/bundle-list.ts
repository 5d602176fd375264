import type { Language } from "@commerce/contract/common";
import type { BundleCard } from "@commerce/contract/products";
import { centsFromEuros } from "@commerce/rules/money";
import { localized } from "../localized";
import { type Filters, matchedCtes, productCardColumns, productMediaJoin, type Sort, start } from "./list-query";
import { parseObject } from "./product-details";
import { nameContainsSql, type SearchPlan } from "./search";
import { languagePath, localizedSql, type Params, type Statement } from "./sql";

/**
 * Bundles in the product overview (issue 10): a shopper finds them among the products.
 *
 * Which bundles a listing holds: the tenant's active bundles of which at least one active product
 * passes the search and the product filters (category, tag, size, colour, a custom field) — "bundles
 * whose items match" — or, with a search text, whose own name holds every search term (and one of
 * whose products passes the filters). The price filter is the bundle's own price, not its products'.
 *
 * A bundle's price here, for the price filter and the price sorts, is the lowest it is sold for: its
 * fixed total price, else the lower of its from/to price fields, else its products together at their
 * lowest prices. The storefront shows the price with commerce/rules/bundles.ts (bundlePrice) from the
 * same facts.
 *
 * Products and bundles are one sequence, sorted together (relevance: a bundle is as relevant as its
 * best matching product, and first when the search names it; newest: as new as its newest product;
 * the shop's own order: sort_index), then paged — so the total and the pages stay right.
 */

/** A bundle whose name holds the search ranks before every product (bm25 scores are negative, small). */
const NAME_MATCH_SCORE = -1e9;

/**
 * A price in a bundle's custom fields (euros in the shop's data), as the API reads it, in cents: a JSON
 * number ≥ 0, or a text of digits with at most one decimal point ("59.95"). customFieldCentsSql reads the
 * same in SQL.
 */
export function customFieldCents(value: unknown): number | null {
  if (typeof value === "string" && !/^\d+(\.\d*)?$/.test(value)) return null;
  return typeof value === "number" || typeof value === "string" ? centsFromEuros(value) : null;
}

/** customFieldCents in SQL: NULL for a missing, negative or malformed value. */
function customFieldCentsSql(column: string, path: string): string {
  const value = `json_extract(${column}, '${path}')`;
  return `(CASE WHEN json_valid(${column}) THEN CASE json_type(${column}, '${path}')
      WHEN 'integer' THEN CASE WHEN ${value} >= 0 THEN ${value} * 100 END
      WHEN 'real' THEN CASE WHEN ${value} >= 0 THEN CAST(round(${value} * 100) AS INTEGER) END
      WHEN 'text' THEN CASE WHEN ${value} GLOB '[0-9]*' AND ${value} NOT GLOB '*[^0-9.]*' AND ${value} NOT GLOB '*.*.*'
                            THEN CAST(round(CAST(${value} AS REAL) * 100) AS INTEGER) END
    END END)`;
}

/** A product's (`p`) lowest price in cents incl. VAT: its cheapest variant, a sale price counting. */
function lowestPriceSql(t: string): string {
  return `coalesce(
      (SELECT min(coalesce(v.price_cents, p.discount_price_cents, p.price_cents)) FROM product_variants v
        WHERE v.tenant_id = ${t} AND v.product_id = p.id),
      coalesce(p.discount_price_cents, p.price_cents))`;
}

/** The active products of bundle `b`, as `p`, with their units per set `bi`. */
function bundleProducts(t: string): string {
  return `bundle_items bi JOIN products p ON p.tenant_id = ${t} AND p.id = bi.product_id AND p.is_active = 1
    WHERE bi.tenant_id = ${t} AND bi.bundle_id = b.id`;
}

/** The lowest price a bundle `b` is sold for, in cents (see above). */
function bundlePriceSql(t: string): string {
  const from = customFieldCentsSql("b.custom_fields", "$.bundle_from_price");
  const to = customFieldCentsSql("b.custom_fields", "$.bundle_to_price");
  return `coalesce(b.fixed_total_price_cents, min(coalesce(${from}, ${to}), coalesce(${to}, ${from})),
      (SELECT sum(max(1, bi.units_per_set) * ${lowestPriceSql(t)}) FROM ${bundleProducts(t)}))`;
}

/** SQL that is true when bundle `b`'s name (in the asked language) holds the search. */
function nameMatchSql(params: Params, lang: Language, search: SearchPlan): string {
  const name = localizedSql("b.name", params.add(languagePath(lang)));
  const texts = search.kind === "fts" ? search.terms : [search.text];
  return `(${texts.map((text) => nameContainsSql(name, params.add(text))).join(" AND ")})`;
}

/** The CTEs that end in `bundle_matched (id, eff, score, sort_index, created)`: the listing's bundles. */
function bundleCtes(params: Params, t: string, lang: Language, filters: Filters): string[] {
  const ctes = matchedCtes(params, t, lang, filters, { exclude: "price", name: "bundle_pool" });
  const holds = (pool: string) =>
    `EXISTS (SELECT 1 FROM bundle_items bi JOIN ${pool} ON ${pool}.id = bi.product_id WHERE bi.tenant_id = ${t} AND bi.bundle_id = b.id)`;
  let listed = holds("bundle_pool");
  let score = "0";
  if (filters.search) {
    ctes.push(...matchedCtes(params, t, lang, filters, { exclude: "price", name: "bundle_pool_any", withSearch: false }));
    const named = nameMatchSql(params, lang, filters.search);
    listed = `(${listed} OR (${named} AND ${holds("bundle_pool_any")}))`;
    score = `CASE WHEN ${named} THEN ${NAME_MATCH_SCORE} ELSE (SELECT min(pool.score) FROM bundle_items bi
               JOIN bundle_pool pool ON pool.id = bi.product_id WHERE bi.tenant_id = ${t} AND bi.bundle_id = b.id) END`;
  }
  ctes.push(`bundle_candidates AS (
  SELECT b.id, ${bundlePriceSql(t)} AS eff, ${score} AS score, b.sort_index,
         (SELECT max(p.created_at) FROM ${bundleProducts(t)}) AS created
    FROM bundles b
   WHERE b.tenant_id = ${t} AND b.is_active = 1 AND ${listed})`);
  const price: string[] = [];
  if (filters.minCents !== undefined) price.push(`eff >= ${params.add(filters.minCents)}`);
  if (filters.maxCents !== undefined) price.push(`eff <= ${params.add(filters.maxCents)}`);
  ctes.push(`bundle_matched AS (SELECT * FROM bundle_candidates${price.length ? ` WHERE ${price.join(" AND ")}` : ""})`);
  return ctes;
}

/** The order of the listing's rows (`listed`: kind 0 product, 1 bundle), as the product overview sorts. */
function listedOrder(sort: Sort, filters: Filters): string {
  switch (sort) {
    case "newest":
      return "created DESC, kind, id DESC";
    case "price-asc":
      return "eff ASC, sort_index, kind, id";
    case "price-desc":
      return "eff DESC, sort_index, kind, id";
    case "name":
      return "name COLLATE NOCASE, kind, id";
    case "relevance":
      return filters.search?.kind === "fts" ? "score, sort_index, kind, id" : "sort_index, kind, id";
  }
}

export type ListingKind = "all" | "bundles";

/**
 * One page of a listing with bundles: rows of kind 0 carry a product card (CardRow), rows of kind 1 a
 * bundle card (BundleCardRow), each with its position on the page.
 */
export function listingPageStatement(
  tenantId: string,
  lang: Language,
  filters: Filters,
  kind: ListingKind,
  sort: Sort,
  page: number,
  pageSize: number,
): Statement {
  const { params, t } = start(tenantId);
  const ctes = kind === "all" ? matchedCtes(params, t, lang, filters) : [];
  ctes.push(...bundleCtes(params, t, lang, filters));
  const langPath = params.add(languagePath(lang));
  const rows = [
    `SELECT 1 AS kind, bm.id, bm.eff, bm.score, bm.sort_index, bm.created, ${localizedSql("b.name", langPath)} AS name
       FROM bundle_matched bm JOIN bundles b ON b.id = bm.id AND b.tenant_id = ${t}`,
  ];
  if (kind === "all") {
    rows.unshift(`SELECT 0 AS kind, m.id, m.eff, m.score, p.sort_index, p.created_at AS created, ${localizedSql("p.name", langPath)} AS name
       FROM matched m JOIN products p ON p.id = m.id AND p.tenant_id = ${t}`);
  }
  ctes.push(`listed AS (${rows.join("\nUNION ALL\n")})`);
  ctes.push(`page AS MATERIALIZED (
  SELECT kind, id, row_number() OVER (ORDER BY ${listedOrder(sort, filters)}) - 1 AS position
    FROM listed
   ORDER BY position
   LIMIT ${params.add(pageSize)} OFFSET ${params.add((page - 1) * pageSize)})`);
  // Product rows get the product card's columns, bundle rows the bundle card's (the others are NULL).
  const sql = `WITH RECURSIVE ${ctes.join(",\n")}
SELECT pg.kind, pg.position, ${productCardColumns(t)},
       ${bundleCardColumns(t)}
  FROM page pg
  LEFT JOIN products p ON pg.kind = 0 AND p.id = pg.id AND p.tenant_id = ${t}
  ${productMediaJoin(t)}
  LEFT JOIN bundles b ON pg.kind = 1 AND b.id = pg.id AND b.tenant_id = ${t}
 ORDER BY pg.position`;
  return { sql, params: params.values };
}

/** How many products (0 for a bundles-only listing) and bundles the listing holds. */
export function listingCountStatement(tenantId: string, lang: Language, filters: Filters, kind: ListingKind): Statement {
  const { params, t } = start(tenantId);
  const ctes = kind === "all" ? matchedCtes(params, t, lang, filters) : [];
  ctes.push(...bundleCtes(params, t, lang, filters));
  const products = kind === "all" ? "(SELECT count(*) FROM matched)" : "0";
  return {
    sql: `WITH RECURSIVE ${ctes.join(",\n")}\nSELECT ${products} AS n, (SELECT count(*) FROM bundle_matched) AS bundles`,
    params: params.values,
  };
}

export type BundleCardRow = {
  bundle_id: number;
  bundle_slug: string;
  bundle_name: string;
  bundle_media_url: string | null;
  bundle_fixed_cents: number | null;
  bundle_custom_fields: string | null;
  /** JSON array of {units, cents, vat}: the bundle's active products. */
  bundle_items: string | null;
};

/** The columns of a BundleCardRow for a bundles row `b`. */
function bundleCardColumns(t: string): string {
  return `b.id AS bundle_id, b.slug AS bundle_slug, b.name AS bundle_name, b.presentation_media_url AS bundle_media_url,
       b.fixed_total_price_cents AS bundle_fixed_cents, b.custom_fields AS bundle_custom_fields,
       (SELECT json_group_array(json_object('units', max(1, bi.units_per_set), 'cents', ${lowestPriceSql(t)}, 'vat', p.vat_percentage))
          FROM ${bundleProducts(t)}) AS bundle_items`;
}

/**
 * ecommerce/products/{slug}/bundles: the tenant's active bundles that hold the active product `slug`,
 * in the shop's order.
 */
export function productBundlesStatement(tenantId: string, slug: string): Statement {
  const { params, t } = start(tenantId);
  const sql = `SELECT ${bundleCardColumns(t)}
  FROM bundles b
 WHERE b.tenant_id = ${t} AND b.is_active = 1
   AND EXISTS (SELECT 1 FROM ${bundleProducts(t)} AND p.slug = ${params.add(slug)})
 ORDER BY b.sort_index, b.id`;
  return { sql, params: params.values };
}

export function toBundleCard(row: BundleCardRow, lang: Language): BundleCard {
  const fields = parseObject(row.bundle_custom_fields);
  return {
    id: row.bundle_id,
    slug: row.bundle_slug,
    name: localized(row.bundle_name, lang) ?? row.bundle_slug,
    mainMediaUrl: row.bundle_media_url || null,
    customFields: {
      bundle_from_price: customFieldCents(fields.bundle_from_price),
      bundle_to_price: customFieldCents(fields.bundle_to_price),
    },
    fixedTotalPrice: row.bundle_fixed_cents == null ? null : row.bundle_fixed_cents,
    items: parseItems(row.bundle_items),
  };
}

function parseItems(json: string | null): BundleCard["items"] {
  const rows = json ? (JSON.parse(json) as { units: number; cents: number; vat: number }[]) : [];
  return rows.map((row) => ({ unitsPerSet: row.units, lowestPrice: row.cents, vatPercentage: row.vat }));
}
