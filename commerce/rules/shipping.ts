/** A shipping option as the core API describes it (spec §3); every amount in cents. */
export type ShippingOption = {
  id: number | string;
  shippingMethodPrices?: readonly { price: number; thresholdPrice?: number | null; thresholdOrderTotal?: number | null }[];
  cost?: number | null;
};

/**
 * What an option costs for an order total: each price row gives its price, or its threshold price
 * once the order total reaches the threshold; the cheapest row counts. An option with only `cost`
 * costs that.
 */
export function shippingCost(option: ShippingOption, orderTotal: number): number {
  const rows = option.shippingMethodPrices ?? [];
  if (rows.length === 0) return Math.max(0, option.cost ?? 0);
  const prices = rows.map((row) => {
    const reached = row.thresholdOrderTotal != null && row.thresholdPrice != null && orderTotal >= row.thresholdOrderTotal;
    return Math.max(0, reached ? (row.thresholdPrice as number) : row.price);
  });
  return Math.min(...prices);
}

export type ShippingLine = { label: "from"; amount: number; free: boolean } | { label: "chosen"; amount: number; free: boolean } | null;

/**
 * The shipping line of the cart: 'Verzendkosten (vanaf)' with the cheapest option until a method is
 * chosen, then 'Verzendkosten' with that method's cost; 0 shows 'Gratis' (spec §9).
 */
export function shippingLine(options: readonly ShippingOption[], chosenId: number | string | null | undefined, orderTotal: number): ShippingLine {
  const chosen = chosenId == null ? undefined : options.find((o) => String(o.id) === String(chosenId));
  if (chosen) {
    const amount = shippingCost(chosen, orderTotal);
    return { label: "chosen", amount, free: amount === 0 };
  }
  if (options.length === 0) return null;
  const amount = Math.min(...options.map((o) => shippingCost(o, orderTotal)));
  return { label: "from", amount, free: amount === 0 };
}

/** How far the order is from free shipping with the cheapest option, or null when none offers it. */
export function freeShippingProgress(options: readonly ShippingOption[], orderTotal: number) {
  const thresholds = options
    .flatMap((o) => o.shippingMethodPrices ?? [])
    .filter((row) => row.thresholdPrice === 0 && row.thresholdOrderTotal != null)
    .map((row) => row.thresholdOrderTotal as number);
  if (thresholds.length === 0) return null;
  const threshold = Math.min(...thresholds);
  return {
    threshold,
    remaining: Math.max(0, threshold - orderTotal),
    reached: orderTotal >= threshold,
    fraction: Math.min(1, threshold > 0 ? orderTotal / threshold : 1),
  };
}
