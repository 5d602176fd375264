import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customerCategoryRules } from "@commerce/rules/price-basis";
import { roundCents } from "@commerce/rules/money";
import { rowsAddUp, shownCents, splitOverRates, totalsOf, type TotalsRow, vatBreakdown } from "@commerce/rules/totals";
import { exclVatCents } from "@commerce/rules/vat";
import { type DiscountCodeRow, type PricingInput, type PricingLine, priceCart } from "@commerce/rules/pricing";

const kinds = (rows: readonly TotalsRow[]) => rows.map((row) => row.kind);

describe("money in cents", () => {
  it("rounds half a cent away from zero", () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(1.49)).toBe(1);
    expect(roundCents(-1.51)).toBe(-2);
  });

  it("takes the VAT out of an amount, to the cent (21 when the rate is missing or invalid)", () => {
    expect(exclVatCents(1210, 21)).toBe(1000);
    expect(exclVatCents(1000, 21)).toBe(826);
    expect(exclVatCents(1090, 9)).toBe(1000);
    expect(exclVatCents(1210, "nonsense")).toBe(1000);
  });

  it("splits an amount over the VAT rates in proportion to the lines excl. VAT, cent for cent", () => {
    // 100.00 excl. at 21% and 100.00 excl. at 9%: half each.
    const lines = [
      { inclCents: 12100, vatPct: 21 },
      { inclCents: 10900, vatPct: 9 },
    ];
    expect(splitOverRates(1000, lines)).toEqual([
      { vatPct: 21, cents: 500 },
      { vatPct: 9, cents: 500 },
    ]);
    // An odd cent goes to the larger remainder; the parts always add up.
    expect(splitOverRates(1001, lines).reduce((sum, part) => sum + part.cents, 0)).toBe(1001);
    // Without lines, shipping carries the default rate.
    expect(splitOverRates(495, [])).toEqual([{ vatPct: 21, cents: 495 }]);
  });

  it("the VAT of a list of amounts: each excl. part rounded on its own, the VAT per rate the rest", () => {
    const breakdown = vatBreakdown([
      { inclCents: 1995, vatPct: 21 },
      { inclCents: -200, vatPct: 21 },
      { inclCents: 1090, vatPct: 9 },
    ]);
    expect(breakdown.exclCents).toEqual([1649, -165, 1000]);
    expect(breakdown.rates).toEqual([
      { vatPct: 21, baseCents: 1484, vatCents: 311, inclCents: 1795 },
      { vatPct: 9, baseCents: 1000, vatCents: 90, inclCents: 1090 },
    ]);
    expect(breakdown.baseCents + breakdown.vatCents).toBe(breakdown.inclCents);
  });
});

describe("the totals rows (one presentation for every view)", () => {
  const lines = [
    { inclCents: 22995, vatPct: 21 }, // a fixed-price bundle's lines as charged, together
    { inclCents: 5995, vatPct: 21 },
  ];

  it("incl. VAT: Subtotaal − Korting + Verzendkosten = Totaal te betalen; the bundle price is in the subtotal once", () => {
    const totals = totalsOf({ basis: "inc", lines, discountCents: 2899, shipping: { label: "from", cents: 0 } });
    expect(kinds(totals.rows)).toEqual(["subtotal", "discount", "shipping", "total"]);
    expect(totals.rows.map((row) => row.cents)).toEqual([28990, 2899, 0, 26091]);
    expect(rowsAddUp(totals.rows)).toBe(true);
  });

  it("excl. VAT: every row before the VAT is excl. VAT, shipping included; then the VAT and the total to pay", () => {
    const totals = totalsOf({ basis: "ex", lines: [{ inclCents: 1295, vatPct: 21 }], discountCents: 0, shipping: { label: "from", cents: 495 } });
    expect(kinds(totals.rows)).toEqual(["subtotal", "shipping", "totalExclVat", "vat", "total"]);
    // 12.95 → 10.70 excl.; shipping 4.95 → 4.09 excl. (not 4.95); VAT 3.01; total 17.90 as charged.
    expect(totals.rows.map((row) => row.cents)).toEqual([1070, 409, 1479, 311, 1790]);
    expect(totals.lineCents).toEqual([1070]);
    expect(rowsAddUp(totals.rows)).toBe(true);
  });

  it("a discount never takes more than the lines; totals never go below 0", () => {
    const totals = totalsOf({ basis: "inc", lines: [{ inclCents: 1000, vatPct: 21 }], discountCents: 5000, shipping: null });
    expect(totals.rows).toEqual([
      { kind: "subtotal", cents: 1000, sign: 1 },
      { kind: "discount", cents: 1000, sign: -1 },
      { kind: "total", cents: 0, sign: 0 },
    ]);
    expect(totals.vatCents).toBe(0);
  });

  it("shows an amount of this cart on the shopper's basis (shipping, what is left to free shipping)", () => {
    expect(shownCents(495, "inc", lines)).toBe(495);
    expect(shownCents(495, "ex", lines)).toBe(409);
    expect(shownCents(3705, "ex", [{ inclCents: 1295, vatPct: 21 }])).toBe(3062);
  });
});

// ------------------------------------------------------------------------------------------------
// The property: over many generated carts, the rows shown always add up to the total shown, to the cent.

const VAT_RATES = [21, 9, 0, 6];

const lineArb = fc.record({
  priceCents: fc.integer({ min: 1, max: 50_000 }),
  saleCents: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
  variantPriceCents: fc.option(fc.integer({ min: 1, max: 50_000 }), { nil: null }),
  quantity: fc.integer({ min: 1, max: 12 }),
  unitsPerSet: fc.integer({ min: 1, max: 3 }),
  vatPct: fc.constantFrom(...VAT_RATES),
  inBundle: fc.integer({ min: 0, max: 2 }), // 0 = single line, 1 or 2 = one of two bundles
});

const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 0, maxLength: 8 }),
  fixedPrices: fc.tuple(fc.option(fc.integer({ min: 100, max: 80_000 }), { nil: null }), fc.option(fc.integer({ min: 100, max: 80_000 }), { nil: null })),
  code: fc.option(
    // A percentage, or a value in cents.
    fc.record({ type: fc.constantFrom("PERCENTAGE" as const, "VALUE" as const), amount: fc.integer({ min: 1, max: 15_000 }), onlyFirstProduct: fc.boolean() }),
    { nil: null },
  ),
  shipping: fc.record({
    priceCents: fc.integer({ min: 0, max: 2000 }),
    freeFromCents: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
    chosen: fc.boolean(),
  }),
  business: fc.boolean(),
});

type GeneratedCart = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

function pricingInput(cart: GeneratedCart): PricingInput {
  const lines: PricingLine[] = cart.lines.map((l, i) => ({
    id: i + 1,
    productId: 100 + i,
    variantId: 1000 + i,
    // A bundle's lines hold whole sets: quantity = sets × unitsPerSet.
    quantity: l.inBundle ? l.quantity * l.unitsPerSet : l.quantity,
    unitsPerSet: l.inBundle ? l.unitsPerSet : 1,
    bundleGroupKey: l.inBundle ? `set-${l.inBundle}` : null,
    bundleId: l.inBundle ? l.inBundle : null,
    price: { productPriceCents: l.priceCents, productDiscountCents: l.saleCents, variantPriceCents: l.variantPriceCents },
    vatPercentage: l.vatPct,
    unitPriceSnapshotCents: l.priceCents,
  }));
  const code: DiscountCodeRow | null = cart.code
    ? {
        kind: "promo",
        code: "PROP",
        type: cart.code.type,
        amount: cart.code.amount,
        isActive: true,
        validFrom: null,
        validUntil: null,
        productIds: cart.code.onlyFirstProduct ? [100] : null,
      }
    : null;
  const free = cart.shipping.freeFromCents;
  return {
    lines,
    bundles: new Map([
      [1, { fixedTotalPriceCents: cart.fixedPrices[0] }],
      [2, { fixedTotalPriceCents: cart.fixedPrices[1] }],
    ]),
    code,
    shippingOptions: [
      {
        id: 7,
        shippingMethodPrices: [{ price: cart.shipping.priceCents, thresholdPrice: free === null ? null : 0, thresholdOrderTotal: free }],
      },
      { id: 8, shippingMethodPrices: [{ price: cart.shipping.priceCents + 250, thresholdPrice: null, thresholdOrderTotal: null }] },
    ],
    chosenShippingId: cart.shipping.chosen ? 8 : null,
    customerCategory: cart.business ? customerCategoryRules({ displayPricesIncludingVat: false }) : null,
    now: new Date("2026-06-01T00:00:00Z"),
  };
}

const signed = (rows: readonly TotalsRow[]) => rows.filter((row) => row.sign !== 0).reduce((sum, row) => sum + row.sign * row.cents, 0);
const row = (rows: readonly TotalsRow[], kind: TotalsRow["kind"]) => rows.find((r) => r.kind === kind);

describe("property: what a cart shows adds up", () => {
  it("over generated carts (bundles with unitsPerSet, both kinds of code, free and paid shipping, several VAT rates, both price bases)", () => {
    fc.assert(
      fc.property(cartArb, (generated) => {
        const cart = priceCart(pricingInput(generated));
        const rows = cart.summary.rows;
        const total = row(rows, "total")!.cents;
        // The terms shown (subtotal, − discount, + shipping, + VAT) are the total shown.
        expect(signed(rows)).toBe(total);
        expect(rowsAddUp(rows)).toBe(true);
        // The lines shown are the subtotal shown.
        expect(cart.lines.reduce((sum, line) => sum + line.shown.totalCents, 0)).toBe(row(rows, "subtotal")!.cents);
        // The total shown is what is charged: lines as charged − discount + shipping, never below 0.
        const charged = cart.lines.reduce((sum, line) => sum + line.subTotal, 0);
        expect(total).toBe(charged - cart.totals.discount + cart.totals.shipping);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(cart.totals.totalInclVat).toBe(total);
        if (cart.priceBasis === "ex") {
          expect(kinds(rows).slice(-3)).toEqual(["totalExclVat", "vat", "total"]);
          expect(row(rows, "totalExclVat")!.cents + row(rows, "vat")!.cents).toBe(total);
        } else {
          expect(row(rows, "vat")).toBeUndefined();
        }
        // Bundle savings are information: never a row that is taken off.
        expect(rows.some((r) => (r.kind as string) === "bundleDiscount")).toBe(false);
        expect(cart.summary.bundleSavingsCents).toBe(cart.bundles.reduce((sum, b) => sum + b.shownSavingsCents, 0));
      }),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it("over generated amounts given to the rule directly (any discount, any shipping)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ inclCents: fc.integer({ min: 0, max: 1_000_000 }), vatPct: fc.constantFrom(...VAT_RATES) }), { maxLength: 10 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.option(fc.record({ label: fc.constantFrom("from" as const, "chosen" as const), cents: fc.integer({ min: 0, max: 5000 }) }), { nil: null }),
        fc.constantFrom("inc" as const, "ex" as const),
        (lines, discountCents, shipping, basis) => {
          const totals = totalsOf({ basis, lines, discountCents, shipping });
          expect(rowsAddUp(totals.rows)).toBe(true);
          expect(totals.lineCents.reduce((a, b) => a + b, 0)).toBe(row(totals.rows, "subtotal")!.cents);
          expect(totals.totalExclCents + totals.vatCents).toBe(totals.totalInclCents);
          expect(totals.vatByRate.reduce((sum, r) => sum + r.vatCents, 0)).toBe(totals.vatCents);
          expect(totals.totalInclCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2000, seed: 20261124 },
    );
  });
});
