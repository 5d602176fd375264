// Money rules shared by both Workers. Formatting for the shopper is the storefront's (app/domain/money.ts).

/** Prices round to 2 decimals (spec §5). */
export function roundPrice(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
