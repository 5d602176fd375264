// The prices of a cart: pure rules, no I/O. The rules beside this file do the VAT, the totals, the
// shipping line and the bundle arithmetic; this one adds which catalogue price a variant has, how a fixed
// bundle price is spread over its lines, and what a coupon or promo code takes off. A cart answer's money
// all comes from priceCart() below (the core API runs it; the storefront only shows its answer).
import { bundleQuantity, bundleSavings, unitsPerSet } from "./bundles";
import { roundCents } from "./money";
import { type CustomerCategoryRules, type PriceBasis, priceBasis } from "./price-basis";
import { freeShippingProgress, type ShippingOption, shippingCost, shippingLine } from "./shipping";
import { shownCents, totalsOf, type TotalsRow } from "./totals";
import { exclVatCents, vatPercentage } from "./vat";

/** Prices are stored including VAT (docs/decisions/0002-data-model.md), so every line's basis is 'inc'. */
export const UNIT_PRICE_BASIS: PriceBasis = "inc";

// ------------------------------------------------------------------------------------------------
// Catalogue prices

export type CataloguePriceInput = {
  productPriceCents: number;
  productDiscountCents: number | null;
  /** The variant's own price, when it differs from the product's. */
  variantPriceCents: number | null;
};

export type CataloguePrice = {
  /** The list price incl. VAT. */
  unitCents: number;
  /** The sale price incl. VAT, when the variant is on sale. */
  discountCents: number | null;
  /** What one unit costs bought on its own: the sale price if any, else the list price. */
  effectiveCents: number;
};

/**
 * The catalogue price of a variant: its own price when set, else the product's. The product's sale
 * price applies to variants priced as the product (a variant with its own price was priced on its own),
 * and only when it is lower than the list price.
 */
export function cataloguePrice(input: CataloguePriceInput): CataloguePrice {
  const unitCents = input.variantPriceCents ?? input.productPriceCents;
  const discountCents =
    input.variantPriceCents == null && input.productDiscountCents != null && input.productDiscountCents < unitCents ? input.productDiscountCents : null;
  return { unitCents, discountCents, effectiveCents: discountCents ?? unitCents };
}

/**
 * cataloguePrice's effectiveCents as an SQL expression over the three columns (their names given), for a
 * write that remembers the price without reading it first (the core API's first add). The same rule:
 * a test (tests/core-api/cart.test.ts) evaluates it in D1 against cataloguePrice for every case.
 */
export function catalogueEffectiveCentsSql(columns: { productPriceCents: string; productDiscountCents: string; variantPriceCents: string }): string {
  const { productPriceCents: price, productDiscountCents: discount, variantPriceCents: variant } = columns;
  return `(CASE WHEN ${variant} IS NOT NULL THEN ${variant}
        WHEN ${discount} IS NOT NULL AND ${discount} < ${price} THEN ${discount}
        ELSE ${price} END)`;
}

// ------------------------------------------------------------------------------------------------
// Fixed-price bundles

/**
 * The unit prices (cents) of a fixed-price bundle's lines: the fixed price of one set spread over the
 * lines in proportion to their catalogue value in a set (price × unitsPerSet), each rounded to the cent,
 * with the rounding left on the last line (the last one with one unit per set, so the cents come out
 * exactly). One set then costs exactly the fixed price — unless every line has several units per set
 * and the price cannot be split into whole cents, where it is off by less than a cent per unit.
 */
export function distributeFixedPrice(fixedCents: number, items: readonly { priceCents: number; unitsPerSet: number }[]): number[] {
  if (items.length === 0) return [];
  const units = items.map((item) => unitsPerSet({ quantity: 0, unitsPerSet: item.unitsPerSet }));
  const weights = items.map((item, i) => Math.max(0, item.priceCents) * (units[i] as number));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const shares = weightSum > 0 ? weights.map((w) => w / weightSum) : units.map((u) => u / units.reduce((a, b) => a + b, 0));

  let absorber = units.lastIndexOf(1);
  if (absorber === -1) absorber = items.length - 1;

  const prices = items.map((_, i) => (i === absorber ? 0 : Math.round((fixedCents * (shares[i] as number)) / (units[i] as number))));
  const rest = fixedCents - prices.reduce((sum, price, i) => sum + price * (units[i] as number), 0);
  prices[absorber] = Math.max(0, Math.round(rest / (units[absorber] as number)));
  return prices;
}

// ------------------------------------------------------------------------------------------------
// Coupons and promo codes

export type CodeType = "PERCENTAGE" | "VALUE";

/** A coupon or promo code row as the rules need it. */
export type DiscountCodeRow = {
  kind: "coupon" | "promo";
  code: string;
  type: CodeType;
  /** Percent for PERCENTAGE, cents for VALUE. */
  amount: number;
  isActive: boolean;
  validFrom: string | null;
  validUntil: string | null;
  /** Coupons only. */
  maxUses?: number | null;
  usedCount?: number;
  minOrderTotalCents?: number;
  /** Promo codes only: the products it applies to; null or empty = every product. */
  productIds?: readonly number[] | null;
};

export type CodeProblem = "inactive" | "not_yet_valid" | "expired" | "used_up" | "below_minimum";

/**
 * Why a code cannot be used now, or null when it can. `subtotalCents` is the cart's line total incl. VAT;
 * leave it out to check a code without a cart (the minimum order total is then not checked).
 */
export function codeProblem(row: DiscountCodeRow, now: Date, subtotalCents?: number): CodeProblem | null {
  if (!row.isActive || !(row.amount > 0)) return "inactive";
  const time = now.getTime();
  if (row.validFrom) {
    const from = Date.parse(row.validFrom);
    if (Number.isNaN(from)) return "inactive";
    if (time < from) return "not_yet_valid";
  }
  if (row.validUntil) {
    const until = Date.parse(row.validUntil);
    if (Number.isNaN(until)) return "inactive";
    if (time > until) return "expired";
  }
  if (row.kind === "coupon" && row.maxUses != null && (row.usedCount ?? 0) >= row.maxUses) return "used_up";
  if (subtotalCents !== undefined && row.minOrderTotalCents && subtotalCents < row.minOrderTotalCents) {
    return "below_minimum";
  }
  return null;
}

/** Whether a code takes something off this product's lines (promo codes may name their products). */
export function codeAppliesTo(row: Pick<DiscountCodeRow, "productIds">, productId: number): boolean {
  return !row.productIds || row.productIds.length === 0 || row.productIds.includes(productId);
}

/**
 * What a code takes off (cents incl. VAT): a percentage of the line totals incl. VAT it applies to, or
 * its value, never more than those lines cost. (totalsOf() caps it at the subtotal again.)
 */
export function codeDiscount(row: Pick<DiscountCodeRow, "type" | "amount" | "productIds">, lines: readonly { productId: number; lineTotal: number }[]): number {
  const base = lines.filter((line) => codeAppliesTo(row, line.productId)).reduce((sum, l) => sum + l.lineTotal, 0);
  if (base <= 0 || !(row.amount > 0)) return 0;
  const off = row.type === "PERCENTAGE" ? roundCents((base * Math.min(100, row.amount)) / 100) : Math.round(row.amount);
  return Math.min(base, off);
}

// ------------------------------------------------------------------------------------------------
// The whole cart

export type PricingLine = {
  id: number;
  productId: number;
  variantId: number;
  quantity: number;
  unitsPerSet: number;
  bundleGroupKey: string | null;
  bundleId: number | null;
  price: CataloguePriceInput;
  vatPercentage: unknown;
  unitPriceSnapshotCents: number;
};

export type PricingInput = {
  lines: readonly PricingLine[];
  /** The bundles the lines belong to, by id. */
  bundles: ReadonlyMap<number, { fixedTotalPriceCents: number | null }>;
  /** The code stored on the cart, if any; it counts only while codeProblem() finds nothing. */
  code: DiscountCodeRow | null;
  shippingOptions: readonly ShippingOption[];
  chosenShippingId: number | null;
  /**
   * The signed-in customer's category (issue #4): it decides the price basis. Leave it out for an
   * anonymous shopper — the first line's basis counts then, which is 'inc'.
   */
  customerCategory?: CustomerCategoryRules | null;
  now: Date;
};

export type PricedLine = {
  id: number;
  unitPrice: number;
  discountPrice: number | null;
  unitPriceEffective: number;
  subTotal: number;
  vatPct: number;
  unitPriceSnapshot: number;
  unitPriceBasis: PriceBasis;
  /** The unit price and the line's amount as the shopper reads them (on the cart's price basis). */
  shown: { unitCents: number; totalCents: number };
};

export type PricedBundle = {
  bundleGroupKey: string;
  bundleId: number;
  quantity: number;
  /** What the bundle saves against its items bought separately, incl. VAT (cents). */
  savings: number;
  /** The same on the cart's price basis, in cents. */
  shownSavingsCents: number;
  lineIds: number[];
};

/** What the cart shows, every amount on its price basis in cents (commerce/rules/totals.ts). */
export type CartSummary = {
  rows: TotalsRow[];
  /** The bundles' savings together: already in the line prices, shown as information. */
  bundleSavingsCents: number;
  /** How far the order is from free shipping with the cheapest option that has it; null when none does. */
  freeShipping: { thresholdCents: number; remainingCents: number; reached: boolean; percent: number } | null;
  /** What each shipping option costs this cart, and from which order total it is free. */
  shippingOptions: { id: number | string; costCents: number; freeFromCents: number | null }[];
};

export type PricedCart = {
  priceBasis: PriceBasis;
  lines: PricedLine[];
  bundles: PricedBundle[];
  /** The code that counts now (null when none is stored or it no longer applies). */
  code: DiscountCodeRow | null;
  shipping: { chosenId: number | null; label: "from" | "chosen" | null; amount: number | null };
  totals: {
    subtotalInclVat: number;
    subtotalExclVat: number;
    bundleDiscount: number;
    discount: number;
    shipping: number;
    vat: number;
    totalInclVat: number;
    totalExclVat: number;
  };
  summary: CartSummary;
  itemCount: number;
};

/** Every amount of a cart, from its lines, bundles, code and shipping choice. */
export function priceCart(input: PricingInput): PricedCart {
  const basis = priceBasis(input.customerCategory, input.lines.length > 0 ? UNIT_PRICE_BASIS : undefined);
  const effectiveCents = new Map<number, number>();

  // Single lines cost their catalogue price; a fixed-price bundle's lines share the fixed price.
  const groups = new Map<string, PricingLine[]>();
  for (const line of input.lines) {
    effectiveCents.set(line.id, cataloguePrice(line.price).effectiveCents);
    if (line.bundleGroupKey) groups.set(line.bundleGroupKey, [...(groups.get(line.bundleGroupKey) ?? []), line]);
  }
  const bundleSets: { bundleGroupKey: string; bundleId: number; lines: PricingLine[]; savingsCents: number }[] = [];
  for (const [bundleGroupKey, lines] of groups) {
    const bundleId = lines[0]?.bundleId ?? 0;
    const separatePerSet = lines.map((line) => cataloguePrice(line.price).effectiveCents);
    const separateSetCents = lines.reduce((sum, line, i) => sum + (separatePerSet[i] as number) * unitsPerSet(line), 0);
    const fixedCents = input.bundles.get(bundleId)?.fixedTotalPriceCents ?? null;
    if (fixedCents != null) {
      const prices = distributeFixedPrice(
        fixedCents,
        lines.map((line, i) => ({ priceCents: separatePerSet[i] as number, unitsPerSet: unitsPerSet(line) })),
      );
      for (const [i, line] of lines.entries()) effectiveCents.set(line.id, prices[i] as number);
    }
    const setCents = fixedCents ?? separateSetCents;
    const savingsCents = bundleSavings(separateSetCents, setCents) * bundleQuantity(lines);
    bundleSets.push({ bundleGroupKey, bundleId, lines, savingsCents });
  }

  // Each line as charged: its effective unit price (sale or bundle price) times its quantity, incl. VAT.
  const charged = input.lines.map((line) => ({
    inclCents: (effectiveCents.get(line.id) ?? cataloguePrice(line.price).effectiveCents) * line.quantity,
    vatPct: vatPercentage(line.vatPercentage),
  }));
  const subtotalCents = charged.reduce((sum, line) => sum + line.inclCents, 0);

  const code = input.code && codeProblem(input.code, input.now, subtotalCents) === null ? input.code : null;
  const discountCents = code
    ? codeDiscount(
        code,
        input.lines.map((line, i) => ({ productId: line.productId, lineTotal: (charged[i] as { inclCents: number }).inclCents })),
      )
    : 0;

  // Shipping follows the order total after discounts; an empty cart has no shipping line.
  const orderTotal = Math.max(0, subtotalCents - Math.min(discountCents, subtotalCents));
  const line = input.lines.length > 0 ? shippingLine(input.shippingOptions, input.chosenShippingId, orderTotal) : null;
  const chosenId = input.shippingOptions.some((o) => o.id === input.chosenShippingId) ? input.chosenShippingId : null;

  const totals = totalsOf({
    basis,
    lines: charged,
    discountCents,
    shipping: line ? { label: line.label, cents: line.amount } : null,
  });
  const shown = (inclCents: number, lines = charged) => shownCents(inclCents, basis, lines);

  const lines: PricedLine[] = input.lines.map((line, i) => {
    const catalogue = cataloguePrice(line.price);
    const unitCents = effectiveCents.get(line.id) ?? catalogue.effectiveCents;
    const vatPct = (charged[i] as { vatPct: number }).vatPct;
    return {
      id: line.id,
      unitPrice: catalogue.unitCents,
      discountPrice: catalogue.discountCents,
      unitPriceEffective: unitCents,
      subTotal: unitCents * line.quantity,
      vatPct,
      unitPriceSnapshot: line.unitPriceSnapshotCents,
      unitPriceBasis: UNIT_PRICE_BASIS,
      shown: {
        unitCents: basis === "ex" ? exclVatCents(unitCents, vatPct) : unitCents,
        totalCents: totals.lineCents[i] as number,
      },
    };
  });

  const bundles: PricedBundle[] = bundleSets.map((set) => ({
    bundleGroupKey: set.bundleGroupKey,
    bundleId: set.bundleId,
    quantity: bundleQuantity(set.lines),
    savings: set.savingsCents,
    // On the ex basis the saving loses the VAT of the bundle's own lines.
    shownSavingsCents: shown(
      set.savingsCents,
      set.lines.map((l) => charged[input.lines.indexOf(l)] as { inclCents: number; vatPct: number }),
    ),
    lineIds: set.lines.map((l) => l.id),
  }));
  const bundleSavingsCents = bundles.reduce((sum, b) => sum + b.shownSavingsCents, 0);

  const progress = freeShippingProgress(input.shippingOptions, orderTotal);
  return {
    priceBasis: basis,
    lines,
    bundles,
    code,
    shipping: { chosenId, label: line?.label ?? null, amount: line?.amount ?? null },
    totals: {
      subtotalInclVat: totals.subtotalInclCents,
      subtotalExclVat: charged.reduce((sum, l) => sum + exclVatCents(l.inclCents, l.vatPct), 0),
      bundleDiscount: bundleSets.reduce((sum, b) => sum + b.savingsCents, 0),
      discount: totals.discountInclCents,
      shipping: totals.shippingInclCents,
      vat: totals.vatCents,
      totalInclVat: totals.totalInclCents,
      totalExclVat: totals.totalExclCents,
    },
    summary: {
      rows: totals.rows,
      bundleSavingsCents,
      freeShipping: progress
        ? {
            thresholdCents: shown(progress.threshold),
            remainingCents: shown(progress.remaining),
            reached: progress.reached,
            percent: Math.floor(progress.fraction * 100),
          }
        : null,
      shippingOptions: input.shippingOptions.map((option) => {
        const freeFrom = option.shippingMethodPrices?.find((row) => row.thresholdPrice === 0 && row.thresholdOrderTotal != null)?.thresholdOrderTotal;
        return {
          id: option.id,
          costCents: shown(shippingCost(option, orderTotal)),
          freeFromCents: freeFrom == null ? null : shown(freeFrom),
        };
      }),
    },
    itemCount: input.lines.reduce((sum, l) => sum + l.quantity, 0),
  };
}
