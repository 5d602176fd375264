/** The lowest quantity of a single line: decreasing stops at 1, removing is a separate action (spec §5). */
export const MIN_LINE_QUANTITY = 1;
/** No line holds more than this many units: a sane upper bound for any shop's cart. */
export const MAX_LINE_QUANTITY = 999;

export function canDecrease(quantity: number): boolean {
  return quantity > MIN_LINE_QUANTITY;
}

/** The status a cleared cart gets (spec §4: clear cart sets the order to PENDING). */
export const CLEARED_CART_STATUS = "PENDING";

/**
 * The url slug of a cart line's product: its slug, or, without one, the lowercased dash-joined name
 * plus the first outfit id or the variant id (spec §2, mini cart drawer).
 */
export function lineProductSlug(line: {
  slug?: string | null;
  name: string;
  outfitIds?: readonly (string | number)[] | null;
  variantId: string | number;
}): string {
  if (line.slug) return line.slug;
  const base = line.name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const suffix = line.outfitIds?.[0] ?? line.variantId;
  return `${base}-${suffix}`;
}
