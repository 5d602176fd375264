import type { Cart } from "@commerce/contract/cart";

// The promo bar's and promo banners' rules (chrome spec §2, §4): which page shows them, when a banner
// is minimised, the discount as the shopper reads it, the remembered dismissals. Pure.

/** The product id at the end of a product url `/products/{slug}-{id}` (§2), or null. */
export function productIdFromPath(pathname: string): number | null {
  const match = /\/products\/[^/]*?-(\d+)\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Whether a promo shows on this page: everywhere when its list is missing, unparsable or empty (null:
 * the core API parsed it), otherwise only on a product page whose id is in the list (§4).
 */
export function showsOnPage(includedProducts: readonly number[] | null, productId: number | null): boolean {
  if (!includedProducts || includedProducts.length === 0) return true;
  return productId !== null && includedProducts.includes(productId);
}

/** A banner is minimised when the current url contains its href (§4). */
export function isMinimised(href: string | null, currentUrl: string): boolean {
  const target = href?.trim().replace(/^\/+/, "");
  return Boolean(target) && currentUrl.includes(target as string);
}

/** The cookie that remembers the closed banners (ids joined by "."), so it holds without JavaScript. */
export const DISMISSED_COOKIE = "etalage_promo_closed";
/** At most this many remembered ids: the oldest go first (the cookie stays small). */
export const MAX_DISMISSED = 20;

/** The closed banners' ids from a Cookie header; anything unreadable counts as none. */
export function dismissedIds(cookieHeader: string | null): number[] {
  const value = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DISMISSED_COOKIE}=`))
    ?.slice(DISMISSED_COOKIE.length + 1);
  if (!value) return [];
  const ids = value
    .split(".")
    .filter((part) => /^\d{1,12}$/.test(part))
    .map(Number);
  return [...new Set(ids)].slice(-MAX_DISMISSED);
}

/** The ids after closing one more (kept once, newest last, at most MAX_DISMISSED). */
export function withDismissed(ids: readonly number[], id: number): number[] {
  return [...ids.filter((known) => known !== id), id].slice(-MAX_DISMISSED);
}

/** Two codes are the same code whatever their case or surrounding spaces (the core API stores them so). */
export function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** The one code the cart carries (a promo code or a coupon: the core API keeps at most one), or null. */
export function cartCode(cart: Pick<Cart, "promocodes" | "couponsCreated"> | null): string | null {
  return cart?.promocodes[0]?.code ?? cart?.couponsCreated[0]?.cardCode ?? null;
}

/**
 * What an ADD_PROMOCODE banner offers (§2): "Voeg '<code>' toe" while the cart carries no code;
 * 'toegepast' (and a way to remove it) only when the cart's code is this banner's own; a disabled state
 * that says another code is active when the cart carries a different one — never 'toegepast' for a code
 * that is not in the cart, and never a button that would remove another code.
 */
export type BannerCodeState = "add" | "applied" | "other-applied";

export function bannerCodeState(bannerCode: string, inCart: string | null): BannerCodeState {
  if (inCart === null) return "add";
  return sameCode(bannerCode, inCart) ? "applied" : "other-applied";
}

/**
 * Where a promo candidate shows (ADR 0027, 0052): the promotions fragment holds the promo bar and every
 * banner — a banner with a link twice, full and minimised — each with the product list it shows on
 * (none: every page) and, for a banner with a link, which variant it is, as data attributes
 * (placeAttributes). The server renders the fragment once per document with the others hidden; after
 * a client navigation (the root loader does not run again) the shell shows the page's own from the
 * same attributes (~/chrome/fragments.tsx, useFragmentsForPage).
 */
export type PromoPlace = { products: readonly number[] | null; minimise: { href: string; minimised: boolean } | null };

/** The place as data attributes of the candidate's element (read back by shownOnPage from its dataset). */
export function placeAttributes(place: PromoPlace) {
  return {
    "data-products": place.products?.length ? place.products.join(" ") : undefined,
    "data-minimise": place.minimise?.href,
    "data-variant": place.minimise ? (place.minimise.minimised ? "minimised" : "full") : undefined,
  };
}

/** Whether a candidate with these attributes (an element's dataset) shows on the page of `url` (path and query) and `productId`. */
export function shownOnPage(place: { products?: string; minimise?: string; variant?: string }, productId: number | null, url: string): boolean {
  return (
    showsOnPage(place.products ? place.products.split(" ").map(Number) : null, productId) &&
    (place.minimise === undefined || isMinimised(place.minimise, url) === (place.variant === "minimised"))
  );
}
