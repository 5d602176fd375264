// Plain values of the contract, without zod, so browser code can import them without the schema
// library (notes/js-budget.md: every KB counts).

/** Languages the storefront serves; the first is the default. */
export const LANGUAGES = ["nl", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "nl";

/** The header that names the tenant on every tenant-scoped core-API call. */
export const TENANT_HEADER = "x-tenant-id";
/** Optional header on build-tenants: `production` leaves development tenants out. */
export const ENVIRONMENT_HEADER = "x-environment";
/** Added by the storefront when it calls a core API on a local address (spec §7). */
export const LOCAL_API_HEADER = "x-local-api";
/** The storefront's request id, so one shopper request can be followed through both Workers. */
export const REQUEST_ID_HEADER = "x-request-id";

/** The sort orders of the product overview. */
export const PRODUCT_SORTS = ["relevance", "newest", "price-asc", "price-desc", "name"] as const;

/**
 * What the product overview lists: products only (the call's default), products and bundles
 * together, or bundles only (issue 10).
 */
export const LISTING_KINDS = ["products", "all", "bundles"] as const;
