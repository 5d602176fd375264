import type { MenuPage } from "@commerce/contract/menu";

/** Top-level pages of the desktop header, by their desktop sort index. */
export function desktopMenu(pages: readonly MenuPage[]): MenuPage[] {
  return pages.filter((p) => p.isInDesktopHeader).sort((a, b) => a.desktopHeaderSortIndex - b.desktopHeaderSortIndex);
}

/**
 * Pages of the mobile menu, by their mobile sort index, each page's children by mobile_menu_sort_index
 * (chrome spec §3) — sorted here too, so the drawer's order does not hang on the answer's order.
 */
export function mobileMenu(pages: readonly MenuPage[]): MenuPage[] {
  return pages
    .filter((p) => p.isInMobileMenu)
    .sort((a, b) => a.mobilMenuSortIndex - b.mobilMenuSortIndex)
    .map((p) => ({ ...p, children: [...p.children].sort((a, b) => a.mobile_menu_sort_index - b.mobile_menu_sort_index) }));
}

/** The checkout flow as a regular expression over the path, for a part the browser hides there after a client navigation (data-hide). */
export const CHECKOUT_FLOW_PATTERN = "^/+(?:checkout|[^/]+/+(?:checkout|shopping-bag))(?:/|$)";

/**
 * The checkout flow (chrome spec: the shopping bag and the checkout pages): the open-order notice is
 * hidden there. Works for prefixed (/nl/checkout/adres) and unprefixed (/checkout/success) paths. The
 * spec's /cart-* names of these pages lead to them (CART_FLOW_PAGES), so they never show a page of their own.
 */
export function isCheckoutFlow(pathname: string): boolean {
  return new RegExp(CHECKOUT_FLOW_PATTERN).test(pathname);
}

/**
 * The chrome spec's other names of the checkout flow's pages (/cart-summary, …): each leads to our own
 * page of that step (routes/redirects/cart-flow.tsx), query kept, so they are the flow as well.
 */
export const CART_FLOW_PAGES: Readonly<Record<string, string>> = {
  "cart-checkout": "checkout",
  "cart-summary": "checkout/samenvatting",
  "cart-do-payment": "checkout/betaling",
  "cart-check-payment": "checkout/payment/return",
  "cart-payment-status": "checkout/payment/return",
};

/**
 * The query of every 'continue shopping' link to the products listing (chrome spec §2: "/{lang}/products,
 * optionally with query focus=true"): the listing opens with its search field focused (listing.ts,
 * listingFocus). Here, beside the header's other path rules, so the header's code carries no listing rule.
 */
export const CONTINUE_SHOPPING_QUERY = "focus=true";
