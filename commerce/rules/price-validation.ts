/** Prices are validated against the catalogue at most once per this many ms per session (spec §9). */
export const PRICE_VALIDATION_THROTTLE_MS = 60_000;
/** The 'Prijzen bijgewerkt' notice goes away by itself after this many ms (spec §9). */
export const PRICE_NOTICE_DISMISS_MS = 8_000;
/** Prices within this much of each other are the same price (spec §9: 0.01, one cent; prices are in cents). */
export const PRICE_TOLERANCE = 1;

/** A price that changed, in cents. */
export type PriceChange = { variantId: number; name: string; oldPrice: number; newPrice: number };

/** Whether it is time to validate again, given the last validation time (cartPriceValidatedAt). */
export function shouldValidatePrices(lastValidatedAt: number | null | undefined, now: number): boolean {
  return lastValidatedAt == null || !Number.isFinite(lastValidatedAt) || now - lastValidatedAt >= PRICE_VALIDATION_THROTTLE_MS;
}

const numeric = (value: unknown): number | null => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
};

/**
 * The price changes worth telling the shopper: changes with non-numeric ids or prices are ignored, and
 * a change is hidden when the cart's per-unit base price already matches the new price within one cent
 * (spec §5: 0.01). An empty result dismisses the notice at once.
 */
export function visiblePriceChanges(
  changes: readonly { variantId: unknown; newPrice: unknown; name?: unknown }[],
  cartUnitPrices: ReadonlyMap<number, { name: string; unitPrice: number }>,
): PriceChange[] {
  const visible: PriceChange[] = [];
  for (const change of changes) {
    const variantId = numeric(change.variantId);
    const newPrice = numeric(change.newPrice);
    if (variantId === null || newPrice === null) continue;
    const line = cartUnitPrices.get(variantId);
    if (!line) continue;
    if (Math.abs(line.unitPrice - newPrice) <= PRICE_TOLERANCE) continue;
    visible.push({ variantId, name: line.name, oldPrice: line.unitPrice, newPrice });
  }
  return visible;
}
