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

// Words of the shop's settings: the storefront reads them (app/domain/theme.ts, header/settings.ts) and
// the operator's `settings set` checks a value against them (contract/settings.ts).

/** `theme`: the header themes (chrome spec §1); the storefront shows an unknown one as simple. */
export const HEADER_THEMES = ["simple", "fancy", "ultimate-shape", "modern-cool", "modern-minimal"] as const;
/** `ecommerce_header_items_color_mode`: light or dark items, or auto (from the background's lightness). */
export const HEADER_ITEMS_COLOR_MODES = ["auto", "light", "dark"] as const;
/** Fields of `ecommerce_header_settings` (chrome spec §3). */
export const LOGO_POSITIONS = ["left", "center"] as const;
export const NAV_PLACEMENTS = ["inline", "below"] as const;
export const NAV_MODES = ["below", "inline", "hamburger"] as const;
export const NAV_BELOW_ALIGNMENTS = ["left", "center", "right", "space"] as const;
export const MAX_WIDTHS = ["full", "container"] as const;
export const DESKTOP_SEARCH_PLACEMENTS = ["topbar", "navbar", "off"] as const;
export const MOBILE_SEARCH_PLACEMENTS = ["drawer", "navbar", "off"] as const;

/** The legal pages every shop links in its footer (chrome spec §2), as CMS page keys; a new shop needs them. */
export const LEGAL_PAGE_KEYS = ["algemene-voorwaarden", "privacy-policy", "returns-policy", "complaints"] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
