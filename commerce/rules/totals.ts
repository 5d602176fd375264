// The money of a cart or an order as the shopper reads it: one set of rows for every view (mini cart,
// shopping bag, checkout summary, order page, confirmation mail), computed in whole cents so that what is
// shown always adds up to what is charged (docs/decisions/0010-totals-that-add-up.md).
//
//   prices incl. VAT:  Subtotaal − Korting + Verzendkosten = Totaal te betalen
//   prices excl. VAT:  Subtotaal − Korting + Verzendkosten = Totaal excl. BTW;  + BTW = Totaal te betalen
//
// The subtotal is the sum of the lines as charged, so a bundle's price is already in it: what a bundle
// saves is information ("Bundelkorting … verrekend"), never deducted a second time.
import { nonNegativeCents } from "./money";
import type { PriceBasis } from "./price-basis";
import { DEFAULT_VAT_PERCENTAGE, exclVatCents, vatPercentage } from "./vat";

/** An amount incl. VAT at one VAT rate, in cents. */
export type VatItem = { inclCents: number; vatPct: unknown };

/**
 * An amount spread over the VAT rates of some lines in proportion to their value excl. VAT (spec §5, the
 * shipping VAT split), in whole cents that add up to the amount exactly (largest remainder). Without
 * lines (or lines worth nothing) it all falls on the default rate.
 */
export function splitOverRates(amountCents: number, lines: readonly VatItem[]): { vatPct: number; cents: number }[] {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const rate = vatPercentage(line.vatPct);
    weights.set(rate, (weights.get(rate) ?? 0) + Math.max(0, exclVatCents(line.inclCents, rate)));
  }
  const rates = [...weights.entries()].filter(([, weight]) => weight > 0).sort(([a], [b]) => b - a);
  if (amountCents === 0) return [];
  if (rates.length === 0) return [{ vatPct: DEFAULT_VAT_PERCENTAGE, cents: amountCents }];
  const total = rates.reduce((sum, [, weight]) => sum + weight, 0);
  const sign = amountCents < 0 ? -1 : 1;
  const amount = Math.abs(amountCents);
  const exact = rates.map(([, weight]) => (amount * weight) / total);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  // The cents left over go to the largest remainders (the higher rate first on a tie).
  const order = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] as number) + 1;
    left--;
  }
  return rates.map(([vatPct], i) => ({ vatPct, cents: sign * (parts[i] as number) }));
}

export type VatRow = { vatPct: number; baseCents: number; vatCents: number; inclCents: number };

/**
 * VAT of a list of amounts incl. VAT (lines, discount shares as negative amounts, shipping shares): each
 * amount's part excl. VAT rounded on its own, the VAT per rate the rest. The parts excl. VAT and the VAT
 * add up to the amounts incl. VAT exactly.
 */
export function vatBreakdown(items: readonly VatItem[]) {
  const exclCents = items.map((item) => exclVatCents(item.inclCents, item.vatPct));
  const byRate = new Map<number, VatRow>();
  items.forEach((item, i) => {
    const vatPct = vatPercentage(item.vatPct);
    const row = byRate.get(vatPct) ?? { vatPct, baseCents: 0, vatCents: 0, inclCents: 0 };
    row.inclCents += item.inclCents;
    row.baseCents += exclCents[i] as number;
    row.vatCents = row.inclCents - row.baseCents;
    byRate.set(vatPct, row);
  });
  const rates = [...byRate.values()].sort((a, b) => b.vatPct - a.vatPct);
  return {
    exclCents,
    rates,
    inclCents: rates.reduce((sum, r) => sum + r.inclCents, 0),
    baseCents: rates.reduce((sum, r) => sum + r.baseCents, 0),
    vatCents: rates.reduce((sum, r) => sum + r.vatCents, 0),
  };
}

export type ShippingLabel = "from" | "chosen";

/** One row of the totals. `sign` says how it counts: +1 added, -1 taken off, 0 a sum of the rows above. */
export type TotalsRow =
  | { kind: "subtotal"; cents: number; sign: 1 }
  | { kind: "discount"; cents: number; sign: -1 }
  | { kind: "shipping"; cents: number; sign: 1; label: ShippingLabel }
  | { kind: "totalExclVat"; cents: number; sign: 0 }
  | { kind: "vat"; cents: number; sign: 1 }
  | { kind: "total"; cents: number; sign: 0 };

export type TotalsInput = {
  basis: PriceBasis;
  /** Each line as charged in this cart (bundle price included), incl. VAT. */
  lines: readonly VatItem[];
  /** What the coupon or promo code takes off, incl. VAT (never more than the lines). */
  discountCents: number;
  /** The shipping line: the cheapest option ('from') until one is chosen, incl. VAT; null = none. */
  shipping: { label: ShippingLabel; cents: number } | null;
};

export type Totals = {
  basis: PriceBasis;
  /** The rows to show, in order. */
  rows: TotalsRow[];
  /** Each line's amount as shown (on the price basis), in the order of the input. */
  lineCents: number[];
  subtotalInclCents: number;
  discountInclCents: number;
  shippingInclCents: number;
  totalInclCents: number;
  totalExclCents: number;
  vatCents: number;
  vatByRate: VatRow[];
};

/**
 * The totals of a cart or an order. The discount and the shipping cost are spread over the VAT rates in
 * proportion to the lines' value excl. VAT (spec §5), so each rate carries its share of both.
 */
export function totalsOf(input: TotalsInput): Totals {
  const lines = input.lines.map((line) => ({ inclCents: nonNegativeCents(line.inclCents), vatPct: vatPercentage(line.vatPct) }));
  const subtotalIncl = lines.reduce((sum, line) => sum + line.inclCents, 0);
  const discountIncl = Math.min(nonNegativeCents(input.discountCents), subtotalIncl);
  const shippingIncl = input.shipping ? nonNegativeCents(input.shipping.cents) : 0;
  const discountParts = splitOverRates(discountIncl, lines);
  const shippingParts = splitOverRates(shippingIncl, lines);
  const breakdown = vatBreakdown([
    ...lines,
    ...discountParts.map((part) => ({ inclCents: -part.cents, vatPct: part.vatPct })),
    ...shippingParts.map((part) => ({ inclCents: part.cents, vatPct: part.vatPct })),
  ]);
  const excl = (from: number, count: number) => breakdown.exclCents.slice(from, from + count);
  const lineExcl = excl(0, lines.length);
  const discountExcl = -sum(excl(lines.length, discountParts.length));
  const shippingExcl = sum(excl(lines.length + discountParts.length, shippingParts.length));

  const ex = input.basis === "ex";
  const rows: TotalsRow[] = [{ kind: "subtotal", cents: ex ? sum(lineExcl) : subtotalIncl, sign: 1 }];
  if (discountIncl > 0) rows.push({ kind: "discount", cents: ex ? discountExcl : discountIncl, sign: -1 });
  if (input.shipping) rows.push({ kind: "shipping", cents: ex ? shippingExcl : shippingIncl, sign: 1, label: input.shipping.label });
  if (ex) {
    rows.push({ kind: "totalExclVat", cents: breakdown.baseCents, sign: 0 });
    rows.push({ kind: "vat", cents: breakdown.vatCents, sign: 1 });
  }
  rows.push({ kind: "total", cents: breakdown.inclCents, sign: 0 });

  return {
    basis: input.basis,
    rows,
    lineCents: ex ? lineExcl : lines.map((line) => line.inclCents),
    subtotalInclCents: subtotalIncl,
    discountInclCents: discountIncl,
    shippingInclCents: shippingIncl,
    totalInclCents: breakdown.inclCents,
    totalExclCents: breakdown.baseCents,
    vatCents: breakdown.vatCents,
    vatByRate: breakdown.rates,
  };
}

/**
 * An amount incl. VAT that belongs to this cart (a shipping price, what is left to free shipping) as the
 * shopper reads it: as it is on the inc basis; on the ex basis without the VAT of the rates it would
 * carry, spread as the cart's lines are.
 */
export function shownCents(inclCents: number, basis: PriceBasis, lines: readonly VatItem[]): number {
  if (basis === "inc") return inclCents;
  return sum(splitOverRates(inclCents, lines).map((part) => exclVatCents(part.cents, part.vatPct)));
}

/** The rows that add up: terms (sign ±1) sum to the total; on the ex basis the terms before VAT to the total excl. VAT. */
export function rowsAddUp(rows: readonly TotalsRow[]): boolean {
  const total = rows.find((row) => row.kind === "total");
  const exclRow = rows.find((row) => row.kind === "totalExclVat");
  const terms = rows.filter((row) => row.sign !== 0);
  const termsSum = sum(terms.map((row) => row.sign * row.cents));
  if (!total || termsSum !== total.cents) return false;
  if (!exclRow) return true;
  return sum(terms.filter((row) => row.kind !== "vat").map((row) => row.sign * row.cents)) === exclRow.cents;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
