// Money as both Workers count it: whole cents (1295 is € 12,95), from the database through the contract
// to the view; the storefront formats it only at the edge (app/domain/money.ts).

/**
 * Cents rounded half away from zero: the spec's "rounded to 2 decimals" (§5) on amounts in cents, so
 * -0.5 ct is -1 ct as +0.5 ct is +1 ct. The epsilon absorbs binary noise such as 0.4999999999 around a
 * true half cent.
 */
export function roundCents(amount: number): number {
  const rounded = Math.round(Math.abs(amount) + 1e-9);
  return amount < 0 ? -rounded : rounded;
}

/** Money never goes below zero (spec §5: totals never go below 0). */
export function nonNegativeCents(cents: number): number {
  return Math.max(0, Math.round(cents));
}

/** An amount some data gives in euros (a coupon's value, a bundle's custom price field) in cents, or null. */
export function centsFromEuros(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? roundCents(number * 100) : null;
}
