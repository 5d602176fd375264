import { roundPrice } from "./money";
import { excludingVat, vatPercentage } from "./vat";

/** A priced line: the unit price the shopper pays incl. VAT, after any product discount. */
export type PricedLine = { unitPriceInclVat: number; quantity: number; vatPct?: unknown };

export type VatRow = { vatPct: number; base: number; vat: number };

export type CartTotals = {
  /** Sum of the lines incl. VAT. */
  subtotalInclVat: number;
  subtotalExclVat: number;
  discount: number;
  shipping: number;
  /** What the shopper pays: lines − discount + shipping, never below 0. */
  totalInclVat: number;
  totalExclVat: number;
  vat: number;
  /** VAT per rate, shipping VAT included (split in proportion to the lines' value excl. VAT). */
  vatByRate: VatRow[];
};

/** Money never goes below zero (spec §5: totals never go below 0). */
export function nonNegative(amount: number): number {
  return Math.max(0, roundPrice(amount));
}

/**
 * The totals of a cart. The discount (incl. VAT) and the shipping cost (incl. VAT) are spread over
 * the VAT rates in proportion to the lines' value excl. VAT (spec §5), so every rate carries its share.
 */
export function cartTotals(lines: readonly PricedLine[], discountInclVat: number, shippingInclVat: number): CartTotals {
  const byRate = new Map<number, { incl: number; excl: number }>();
  for (const line of lines) {
    const rate = vatPercentage(line.vatPct);
    const incl = roundPrice(line.unitPriceInclVat * line.quantity);
    const row = byRate.get(rate) ?? { incl: 0, excl: 0 };
    row.incl = roundPrice(row.incl + incl);
    row.excl = roundPrice(row.excl + excludingVat(incl, rate));
    byRate.set(rate, row);
  }
  const subtotalInclVat = roundPrice([...byRate.values()].reduce((sum, r) => sum + r.incl, 0));
  const subtotalExclVat = roundPrice([...byRate.values()].reduce((sum, r) => sum + r.excl, 0));
  const discount = Math.min(nonNegative(discountInclVat), subtotalInclVat);
  const shipping = nonNegative(shippingInclVat);

  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  const shares = splitByWeight(
    rates.map(([, r]) => r.excl),
    1,
  );
  const vatByRate: VatRow[] = rates.map(([rate, row], index) => {
    const share = shares[index] ?? 0;
    const incl = row.incl - discount * share + shipping * share;
    const base = excludingVat(incl, rate);
    return { vatPct: rate, base, vat: roundPrice(incl - base) };
  });
  if (rates.length === 0 && shipping > 0) {
    const base = excludingVat(shipping, vatPercentage(undefined));
    vatByRate.push({ vatPct: vatPercentage(undefined), base, vat: roundPrice(shipping - base) });
  }
  const totalInclVat = nonNegative(subtotalInclVat - discount + shipping);
  const vat = roundPrice(vatByRate.reduce((sum, r) => sum + r.vat, 0));
  return {
    subtotalInclVat,
    subtotalExclVat,
    discount,
    shipping,
    totalInclVat,
    totalExclVat: nonNegative(totalInclVat - vat),
    vat,
    vatByRate,
  };
}

/** Fractions of `total` in proportion to the weights (equal shares when all weights are 0). */
export function splitByWeight(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map(() => total / weights.length);
  return weights.map((w) => (total * w) / sum);
}
