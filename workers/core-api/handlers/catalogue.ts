import type { Language } from "@commerce/contract/common";
import { type BundleDetail, type ProductBundles, type ProductCard, type ProductList, ProductListQuery } from "@commerce/contract/products";
import type { SearchResult } from "@commerce/contract/search";
import {
  type BundleCardRow,
  customFieldCents,
  listingCountStatement,
  listingPageStatement,
  productBundlesStatement,
  toBundleCard,
} from "../catalogue/bundle-list";
import {
  type CardRow,
  categoryFacetStatement,
  colourFacetStatement,
  countStatement,
  type FacetRow,
  filtersFrom,
  pageStatement,
  priceFacetStatement,
  scopeStatement,
  sizeFacetStatement,
  tagFacetStatement,
} from "../catalogue/list-query";
import { parseObject, productDetailStatements, readProductDetails } from "../catalogue/product-details";
import { searchPlan } from "../catalogue/search";
import { compareSizes } from "../catalogue/sizes";
import { Params, prepare } from "../catalogue/sql";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/**
 * GET ecommerce/products — one page of the tenant's active catalogue: searched (q, the full-text
 * index), filtered, sorted, with the total and the facets. Seven statements in one batch (eight with
 * ckKey/ckVal: whether the shop knows that filter at all — a 404 when it does not); see
 * catalogue/list-query.ts for the SQL and how facets are counted.
 */
export const productList: Handler<"catalogue.products"> = async ({ env, tenantId, lang, input }) => {
  const { query } = await input();
  if (Boolean(query.ckKey) !== Boolean(query.ckVal)) {
    throw new HttpError("bad_request", "ckKey and ckVal go together.", [{ path: query.ckKey ? "ckVal" : "ckKey", message: "Required with the other." }]);
  }
  const filters = filtersFrom(query, searchPlan(query.q));
  const kind = query.kind;
  const scope = query.ckKey && query.ckVal ? { key: query.ckKey, value: query.ckVal } : null;
  const statements = [
    kind === "products"
      ? pageStatement(tenantId, lang, filters, query.sort, query.page, query.pageSize)
      : listingPageStatement(tenantId, lang, filters, kind, query.sort, query.page, query.pageSize),
    kind === "products" ? countStatement(tenantId, lang, filters) : listingCountStatement(tenantId, lang, filters, kind),
    categoryFacetStatement(tenantId, lang, filters),
    tagFacetStatement(tenantId, lang, filters),
    sizeFacetStatement(tenantId, lang, filters),
    colourFacetStatement(tenantId, lang, filters),
    priceFacetStatement(tenantId, lang, filters),
    ...(scope ? [scopeStatement(tenantId, scope)] : []),
  ];
  const [page, count, categories, tags, sizes, colours, price, known] = await env.DB.batch(statements.map((s) => prepare(env.DB, s)));
  // products/{ckKey}/{ckVal} is a page of the shop only when the shop knows that key and value.
  if (scope && (known as D1Result<{ known: number }>).results[0]?.known !== 1) {
    throw new HttpError("not_found", `No ${scope.key} ${scope.value} in this shop.`);
  }
  const priceRow = (price as D1Result<{ min_cents: number | null; max_cents: number | null }>).results[0];

  // A listing with bundles marks each row with its kind (0 product, 1 bundle) and its place on the page.
  const rows = (page as D1Result<CardRow & Partial<BundleCardRow> & { kind?: number; position?: number }>).results;
  const counted = (count as D1Result<{ n: number; bundles?: number }>).results[0];
  const bundleTotal = counted?.bundles ?? 0;
  const body: ProductList = {
    items: rows.filter((row) => (row.kind ?? 0) === 0).map((row) => toCard(row, lang)),
    bundles: rows.flatMap((row) => (row.kind === 1 ? [{ ...toBundleCard(row as BundleCardRow, lang), position: row.position ?? 0 }] : [])),
    total: (counted?.n ?? 0) + bundleTotal,
    bundleTotal,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      categories: facet(categories, lang),
      tags: facet(tags, lang).sort((a, b) => a.label.localeCompare(b.label, lang)),
      sizes: facet(sizes, lang).sort((a, b) => compareSizes(a.value, b.value)),
      colours: facet(colours, lang)
        .filter((f) => HEX_COLOUR.test(f.value))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, lang)),
      price: {
        min: priceRow?.min_cents == null ? 0 : priceRow.min_cents,
        max: priceRow?.max_cents == null ? 0 : priceRow.max_cents,
      },
    },
  };
  return json(body);
};

/**
 * GET ecommerce/search — the best matches of the shop's own index for the search preview (and the
 * storefront's fallback when hosted search is down): the overview's search (same index, same bm25
 * ranking, same fallback for terms under 3 characters) without filters or facets. Two statements.
 */
export const productSearch: Handler<"catalogue.search"> = async ({ env, tenantId, lang, input }) => {
  const { query } = await input();
  const plan = searchPlan(query.q);
  if (!plan) return json({ items: [], total: 0 } satisfies SearchResult);
  const filters = filtersFrom(ProductListQuery.parse({}), plan);
  const [page, count] = await env.DB.batch(
    [pageStatement(tenantId, lang, filters, "relevance", query.page, query.pageSize), countStatement(tenantId, lang, filters)].map((s) => prepare(env.DB, s)),
  );
  const body: SearchResult = {
    items: (page as D1Result<CardRow>).results.map((row) => ({
      slug: row.slug,
      name: localized(row.name, lang) ?? row.slug,
      image: row.media_url,
      priceCents: row.discount_price_cents ?? row.price_cents,
      vatPercentage: row.vat_percentage,
    })),
    total: (count as D1Result<{ n: number }>).results[0]?.n ?? 0,
  };
  return json(body);
};

function facet(result: D1Result | undefined, lang: Language) {
  return ((result?.results ?? []) as FacetRow[]).map((row) => ({
    value: row.value,
    label: localized(row.label, lang) ?? row.value,
    count: row.n,
  }));
}

export function toCard(row: CardRow, lang: Language): ProductCard {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(row.name, lang) ?? row.slug,
    unitPrice: row.price_cents,
    discountPrice: row.discount_price_cents == null ? null : row.discount_price_cents,
    pricePerUnit: row.price_per_unit_cents == null ? null : row.price_per_unit_cents,
    vatPercentage: row.vat_percentage,
    mainMediaUrl: row.media_url,
    mainMediaAlt: localized(row.media_alt, lang),
    colours: parseColours(row.colours),
    soldOut: row.sold_out === 1,
    avgReviewRating: row.avg_review_rating ?? null,
  };
}

function parseColours(value: string | null): string[] {
  if (!value) return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === "string") : [];
}

/** GET ecommerce/products/{slug}: one active product of this tenant, with everything the detail page shows. */
export const productDetail: Handler<"catalogue.product"> = async ({ env, tenantId, lang, input }) => {
  const { slug } = (await input()).params;
  const statements = productDetailStatements(tenantId, (p, t) => `SELECT id FROM products WHERE tenant_id = ${t} AND is_active = 1 AND slug = ${p.add(slug)}`);
  const details = readProductDetails(await env.DB.batch(statements.map((s) => prepare(env.DB, s))), lang);
  const product = [...details.values()][0];
  if (!product) throw new HttpError("not_found", `No product ${slug}.`);
  return json(product);
};

/**
 * GET products/bundle-detail?id= | ?slug= — an active bundle of this tenant with its products (spec
 * §7). Items whose product is no longer active are left out.
 */
export const bundleDetail: Handler<"catalogue.bundle"> = async ({ env, tenantId, lang, input }) => {
  const { query } = await input();
  const bundleWhere = (p: Params, t: string) =>
    `b.tenant_id = ${t} AND b.is_active = 1 AND ${"id" in query ? `b.id = ${p.add(query.id)}` : `b.slug = ${p.add(query.slug)}`}`;

  const bundleParams = new Params();
  const bt = bundleParams.add(tenantId);
  const bundleStatement = {
    sql: `SELECT b.id, b.slug, b.name, b.description, b.presentation_media_url, b.fixed_total_price_cents, b.custom_fields
            FROM bundles b WHERE ${bundleWhere(bundleParams, bt)}`,
    params: bundleParams.values,
  };
  const itemParams = new Params();
  const it = itemParams.add(tenantId);
  const itemsStatement = {
    sql: `SELECT bi.product_id, bi.units_per_set FROM bundle_items bi
            JOIN bundles b ON b.id = bi.bundle_id
           WHERE bi.tenant_id = ${it} AND ${bundleWhere(itemParams, it)}
           ORDER BY bi.sort_index, bi.id`,
    params: itemParams.values,
  };
  const productStatements = productDetailStatements(
    tenantId,
    (p, t) => `SELECT bi.product_id FROM bundle_items bi JOIN bundles b ON b.id = bi.bundle_id
                WHERE bi.tenant_id = ${t} AND ${bundleWhere(p, t)}`,
  );
  const [bundleResult, itemsResult, ...productResults] = await env.DB.batch(
    [bundleStatement, itemsStatement, ...productStatements].map((s) => prepare(env.DB, s)),
  );
  const bundle = (bundleResult as D1Result<BundleRow>).results[0];
  if (!bundle) throw new HttpError("not_found", "No such bundle.");
  const products = readProductDetails(productResults, lang);
  const items = (itemsResult as D1Result<{ product_id: number; units_per_set: number }>).results.flatMap((item) => {
    const product = products.get(item.product_id);
    return product ? [{ unitsPerSet: Math.max(1, item.units_per_set), product }] : [];
  });
  const customFields = parseObject(bundle.custom_fields);
  const body: BundleDetail = {
    bundle: {
      id: bundle.id,
      slug: bundle.slug,
      name: localized(bundle.name, lang) ?? bundle.slug,
      description: localized(bundle.description, lang),
      presentationOutfit: { mainMediaUrl: bundle.presentation_media_url || null },
      customFields: {
        bundle_from_price: customFieldCents(customFields.bundle_from_price),
        bundle_to_price: customFieldCents(customFields.bundle_to_price),
      },
      fixedTotalPrice: bundle.fixed_total_price_cents == null ? null : bundle.fixed_total_price_cents,
      items,
    },
  };
  return json(body);
};

type BundleRow = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  presentation_media_url: string | null;
  fixed_total_price_cents: number | null;
  custom_fields: string;
};

/**
 * GET ecommerce/products/{slug}/bundles — the tenant's active bundles that hold this active product,
 * for "shop the look" on the product page. An unknown product has no bundles (an empty list).
 */
export const productBundles: Handler<"catalogue.productBundles"> = async ({ env, tenantId, lang, input }) => {
  const { slug } = (await input()).params;
  const { results } = await prepare(env.DB, productBundlesStatement(tenantId, slug)).all<BundleCardRow>();
  const body: ProductBundles = { items: results.map((row) => toBundleCard(row, lang)) };
  return json(body);
};
