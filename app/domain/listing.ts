import { textFromUrl } from "./url-text";
import { isSearchable, searchText } from "./search-preview";

/** The overview takes a query of at most this many characters (as the core API does). */
export const LISTING_QUERY_MAX_LENGTH = 100;

/**
 * The listing's search from its url (`?q=`): the text a query runs with (no control or invisible
 * characters, trimmed), when it has the field's 2 characters (chrome §9); else undefined, the listing
 * unsearched — as the field itself never sends " a " (without JavaScript it can).
 */
export function listingQuery(value: string | null | undefined): string | undefined {
  const text = searchText(textFromUrl(value, LISTING_QUERY_MAX_LENGTH) ?? "");
  return isSearchable(text) ? text : undefined;
}

/**
 * The cards of one overview page in order (issue 10): the core API sends the page's products in
 * order and its bundles with their places among them.
 */
export type ListingCard<P, B> = { kind: "product"; product: P } | { kind: "bundle"; bundle: B };

export function listingCards<P, B extends { position: number }>(products: readonly P[], bundles: readonly B[]): ListingCard<P, B>[] {
  const cards: ListingCard<P, B>[] = [];
  const byPosition = [...bundles].sort((a, b) => a.position - b.position);
  let next = 0;
  for (const product of products) {
    while (byPosition[next] !== undefined && (byPosition[next] as B).position <= cards.length) {
      cards.push({ kind: "bundle", bundle: byPosition[next++] as B });
    }
    cards.push({ kind: "product", product });
  }
  // Bundles after the last product (or a page of bundles only) keep their order.
  for (const bundle of byPosition.slice(next)) cards.push({ kind: "bundle", bundle });
  return cards;
}

/** How many products and bundles a listing holds, for its count line. */
export function listingCount(total: number, bundleTotal: number): { products: number; bundles: number } {
  const bundles = Math.max(0, Math.min(bundleTotal, total));
  return { products: total - bundles, bundles };
}

/**
 * 'Continue shopping' opens the products listing with focus=true (chrome spec §2; the links:
 * CONTINUE_SHOPPING_QUERY in navigation.ts): the listing then opens with its search field open and
 * focused, so the shopper types what they look for next. Only the exact value asks for it; the page is
 * otherwise the same listing.
 */
export function listingFocus(search: URLSearchParams): boolean {
  return search.get("focus") === "true";
}
