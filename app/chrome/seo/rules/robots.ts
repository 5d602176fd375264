// The shop's robots.txt (RFC 9309): which of its paths crawlers leave alone, and where its sitemap is.
// Pure: the route gives the shop's languages, its origin and whether this copy may be indexed.

/** How long a robots.txt may be kept by crawlers and the edge (it changes only with a shop's languages). */
export const ROBOTS_MAX_AGE_SECONDS = 3600;

/**
 * The pages that are a shopper's own or not a page of the shop (spec §2): the bag and the cart form,
 * the checkout, the account and sign-in pages, orders, the wishlist, editors' previews, search answers,
 * the cookie choice and the promo confirmations. Each under every language prefix.
 */
const PRIVATE_PATHS = ["shopping-bag", "cart", "checkout", "account", "auth/", "orders/", "wishlist", "cms-preview/", "search", "cookies", "promo/"];

/** The unprefixed routes of the same kind (sign-in and the payment's way back). */
const UNPREFIXED_PRIVATE_PATHS = ["auth/", "checkout/", "dev/"];

/**
 * Query parameters that make a page an editor's preview or a search result: whatever page they are on
 * (RFC 9309's `*` matches any characters).
 */
const PRIVATE_PARAMETERS = ["previewSession=", "previewTransport=", "previewThemeCache=", "q="];

export function robotsTxt(input: { indexable: boolean; origin: string; languages: readonly string[] }): string {
  if (!input.indexable) return ["# Not the live shop: nothing here is for search engines.", "User-agent: *", "Disallow: /", ""].join("\n");
  // Written without their leading slash (the shop's paths, not the core API's: tests/unit/endpoints.test.ts).
  const unprefixed = UNPREFIXED_PRIVATE_PATHS.map((path) => `/${path}`);
  const prefixed = input.languages.flatMap((language) => PRIVATE_PATHS.map((path) => `/${language}/${path}`));
  const parameters = PRIVATE_PARAMETERS.flatMap((parameter) => [`/*?${parameter}`, `/*&${parameter}`]);
  return [
    "User-agent: *",
    ...[...unprefixed, ...prefixed, ...parameters].map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${input.origin}/sitemap.xml`,
    "",
  ].join("\n");
}
