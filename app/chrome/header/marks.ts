// The marks the header's server HTML (HeaderContent.tsx) carries for the browser's code that keeps it in
// step (Header.tsx, enhance.client.ts; ADR 0072): both sides read them here, so they cannot drift apart.
// One constant each, so the page's JavaScript carries only the few its events read.

/** A part that depends on the shopper (counts, account, co-brand, clear-cart): swapped when the root's data changes. */
export const PART = "data-part";
/** Hidden in the checkout flow's simplified header (the rules decide which). */
export const CHECKOUT = "data-checkout";
/** An internal menu link: the current page's is marked as NavLink marks it. */
export const NAV = "data-nav";
/** A link that replaces the history entry (the language switch). */
export const REPLACE = "data-replace";
/** The cart link, which opens the mini cart with JavaScript. */
export const MINI_CART = "data-mini-cart";
/** 'Continue shopping' in the drawer: on forward pages only. */
export const FORWARD = "data-forward";
/** A search form, by its place (bar, row, drawer): the live search takes its place on first focus. */
export const SEARCH = "data-search";
