import type { Cart } from "@commerce/contract/cart";
import { BundleDetail, ProductBundles, ProductDetail, ProductList } from "@commerce/contract/products";
import type { Language } from "~/domain/languages";
import type { ProductFilters } from "~/domain/product-filters";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";
import { forgetPages } from "./page-cache.server";
import { type CachePolicy, cachedPublic, forgetPublic } from "./public-cache.server";

export const CATALOGUE_CACHE: CachePolicy = { freshSeconds: 30, staleSeconds: 300 };
export const PAGE_SIZE = 24;

export type ProductPageQuery = {
  page: number;
  q?: string;
  sort?: string;
  ckKey?: string;
  ckVal?: string;
  filters: ProductFilters;
};

/**
 * One page of the product overview: public data, cached per tenant, language and the route-reuse key
 * (pattern, ckKey/ckVal, q, filters — spec §2) plus sort and page. Null when the core API refuses the
 * page (400, or 404: a ckKey/ckVal this shop does not know): that page does not exist.
 */
export async function loadProductPage(app: AppContext, language: Language, query: ProductPageQuery) {
  try {
    return await loadProductList(app, language, query);
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}

function loadProductList(app: AppContext, language: Language, query: ProductPageQuery) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(PAGE_SIZE) });
  if (query.q) params.set("q", query.q);
  if (query.sort) params.set("sort", query.sort);
  if (query.ckKey && query.ckVal) {
    params.set("ckKey", query.ckKey);
    params.set("ckVal", query.ckVal);
  }
  const { kind, ...filters } = query.filters;
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) params.set(key, String(value));
  // The overview lists the shop's bundles among its products unless the shopper chose one kind (issue 10).
  params.set("kind", kind ?? "all");
  params.sort();
  return cachedPublic(app, language, `products?${params}`, CATALOGUE_CACHE, ProductList, () => app.catalogue.products({ query: Object.fromEntries(params) }));
}

/** One product by slug, or null when this shop has no such active product. */
export async function loadProduct(app: AppContext, language: Language, slug: string) {
  try {
    return await cachedPublic(app, language, `product:${slug}`, CATALOGUE_CACHE, ProductDetail, () => app.catalogue.product({ params: { slug } }));
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The bundles that hold a product ("shop the look" on its page). Public, cached like the product; a
 * failed call leaves the block out rather than the page.
 */
export async function loadProductBundles(app: AppContext, language: Language, slug: string): Promise<ProductBundles["items"]> {
  try {
    const answer = await cachedPublic(app, language, `product-bundles:${slug}`, CATALOGUE_CACHE, ProductBundles, () =>
      app.catalogue.productBundles({ params: { slug } }),
    );
    return answer.items;
  } catch (error) {
    app.log.warn("product-bundles.failed", { slug, error: String(error) });
    return [];
  }
}

/**
 * A bundle by slug from the bundle-detail call: null when the shop has no such bundle (404),
 * "failed" when the call failed (the page then shows the name 'Bundel' and no image, spec §8).
 */
export async function loadBundle(app: AppContext, language: Language, slug: string): Promise<BundleDetail | null | "failed"> {
  try {
    return await cachedPublic(app, language, `bundle:${slug}`, CATALOGUE_CACHE, BundleDetail, () => app.catalogue.bundle({ query: { slug } }));
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    app.log.warn("bundle-detail.failed", { slug, error: String(error) });
    return "failed";
  }
}

/**
 * The cart's products and bundles as the catalogue cache holds them are out of date once it is ordered
 * (stock went down) or refused for stock: forget them, so their pages show what is left.
 */
export function forgetCartProducts(app: AppContext, cart: Pick<Cart, "transactionLines" | "bundles">) {
  const shown = [...cart.transactionLines.map((line) => ["products", line.slug] as const), ...cart.bundles.map((bundle) => ["bundles", bundle.slug] as const)];
  return forgetShown(app, shown);
}

/** Forgets the catalogue cache's entries and the kept pages (ADR 0051) of these products and bundles. */
function forgetShown(app: AppContext, shown: readonly (readonly ["products" | "bundles", string])[]) {
  const names = [...new Set(shown.map(([kind, slug]) => `${kind === "products" ? "product" : "bundle"}:${slug}`))];
  const paths = [...new Set(shown.flatMap(([kind, slug]) => app.tenant.languages.map((language) => `/${language.code}/${kind}/${slug}`)))];
  return Promise.all([forgetPublic(app, names), forgetPages(app.tenant, paths)])
    .then(() => undefined)
    .catch((error: unknown) => app.log.warn("catalogue.forget-failed", { error: String(error) }));
}

/** A product or bundle page (/{lang}/products/{slug}, /{lang}/bundles/{slug}): its catalogue cache entry. */
const SHOWN_PAGE = /^\/[a-z]{2}\/(products|bundles)\/([a-z0-9-]{1,120})(?:[?#]|$)/;

/** A cart change refused for stock on a product or bundle page: that page's cached data is out of date. */
export function forgetShownProduct(app: AppContext, path: string) {
  const match = SHOWN_PAGE.exec(path);
  if (!match) return Promise.resolve();
  return forgetShown(app, [[match[1] as "products" | "bundles", match[2]!]]);
}
