import { describe, expect, it } from "vitest";
import { customerCategoryRules } from "@commerce/rules/price-basis";
import { totalsOf } from "@commerce/rules/totals";
import {
  cataloguePrice,
  codeDiscount,
  codeProblem,
  type DiscountCodeRow,
  distributeFixedPrice,
  type PricingInput,
  type PricingLine,
  priceCart,
} from "@commerce/rules/pricing";

describe("catalogue price of a variant", () => {
  it("is the product's price, or its sale price when lower", () => {
    expect(cataloguePrice({ productPriceCents: 8995, productDiscountCents: 6995, variantPriceCents: null })).toEqual({
      unitCents: 8995,
      discountCents: 6995,
      effectiveCents: 6995,
    });
    expect(cataloguePrice({ productPriceCents: 5000, productDiscountCents: 6000, variantPriceCents: null }).effectiveCents).toBe(5000);
  });
  it("a variant's own price replaces the product's, and the product's sale price does not apply to it", () => {
    expect(cataloguePrice({ productPriceCents: 1295, productDiscountCents: 995, variantPriceCents: 2395 })).toEqual({
      unitCents: 2395,
      discountCents: null,
      effectiveCents: 2395,
    });
  });
});

describe("a fixed bundle price spread over its lines", () => {
  const setTotal = (prices: number[], units: number[]) => prices.reduce((sum, p, i) => sum + p * (units[i] as number), 0);

  it("one set costs exactly the fixed price, in proportion to the catalogue prices", () => {
    const prices = distributeFixedPrice(3295, [
      { priceCents: 1495, unitsPerSet: 1 },
      { priceCents: 1295, unitsPerSet: 1 },
      { priceCents: 995, unitsPerSet: 1 },
    ]);
    expect(prices).toEqual([1301, 1127, 867]);
    expect(setTotal(prices, [1, 1, 1])).toBe(3295);
  });

  it("the rounding cent goes on the last line", () => {
    // 1000 over three equal lines: 333, 333, and the last one takes 334.
    expect(
      distributeFixedPrice(
        1000,
        [1, 1, 1].map(() => ({ priceCents: 500, unitsPerSet: 1 })),
      ),
    ).toEqual([333, 333, 334]);
  });

  it("with several units per set, a line of one unit takes the rounding so the set stays exact", () => {
    const units = [1, 2];
    const prices = distributeFixedPrice(4001, [
      { priceCents: 2495, unitsPerSet: 1 },
      { priceCents: 1295, unitsPerSet: 2 },
    ]);
    expect(setTotal(prices, units)).toBe(4001);
  });

  it("free items share by units, and an empty bundle has no prices", () => {
    expect(
      distributeFixedPrice(1000, [
        { priceCents: 0, unitsPerSet: 1 },
        { priceCents: 0, unitsPerSet: 1 },
      ]),
    ).toEqual([500, 500]);
    expect(distributeFixedPrice(1000, [])).toEqual([]);
  });
});

describe("coupons and promo codes", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const coupon: DiscountCodeRow = {
    kind: "coupon",
    code: "CADEAU15",
    type: "VALUE",
    amount: 1500, // cents
    isActive: true,
    validFrom: "2025-01-01T00:00:00Z",
    validUntil: "2099-12-31T23:59:59Z",
    maxUses: 500,
    usedCount: 12,
    minOrderTotalCents: 5000,
  };

  it("is usable while active, within its dates, not used up and above its minimum", () => {
    expect(codeProblem(coupon, now)).toBeNull();
    expect(codeProblem(coupon, now, 5000)).toBeNull();
    expect(codeProblem(coupon, now, 4999)).toBe("below_minimum");
    expect(codeProblem({ ...coupon, isActive: false }, now)).toBe("inactive");
    expect(codeProblem({ ...coupon, validUntil: "2026-05-31T23:59:59Z" }, now)).toBe("expired");
    expect(codeProblem({ ...coupon, validFrom: "2026-07-01T00:00:00Z" }, now)).toBe("not_yet_valid");
    expect(codeProblem({ ...coupon, usedCount: 500 }, now)).toBe("used_up");
    expect(codeProblem({ ...coupon, validUntil: "someday" }, now)).toBe("inactive");
    expect(codeProblem({ ...coupon, maxUses: null, validFrom: null, validUntil: null }, now)).toBeNull();
  });

  it("a percentage is taken of the lines it applies to; a value never exceeds them", () => {
    const lines = [
      { productId: 1, lineTotal: 5995 },
      { productId: 2, lineTotal: 4005 },
    ];
    expect(codeDiscount({ type: "PERCENTAGE", amount: 10 }, lines)).toBe(1000);
    // 15% of 40.05 is 6.0075: half a cent and more rounds up.
    expect(codeDiscount({ type: "PERCENTAGE", amount: 15, productIds: [2] }, lines)).toBe(601);
    expect(codeDiscount({ type: "VALUE", amount: 1500 }, lines)).toBe(1500);
    expect(codeDiscount({ type: "VALUE", amount: 5000, productIds: [2] }, lines)).toBe(4005);
    expect(codeDiscount({ type: "PERCENTAGE", amount: 20, productIds: [3] }, lines)).toBe(0);
    expect(codeDiscount({ type: "PERCENTAGE", amount: 20, productIds: [] }, lines)).toBe(2000);
  });
});

describe("priceCart", () => {
  const line = (over: Partial<PricingLine> & { id: number }): PricingLine => ({
    productId: over.id,
    variantId: over.id * 10,
    quantity: 1,
    unitsPerSet: 1,
    bundleGroupKey: null,
    bundleId: null,
    price: { productPriceCents: 1995, productDiscountCents: null, variantPriceCents: null },
    vatPercentage: 21,
    unitPriceSnapshotCents: 1995,
    ...over,
  });
  const postnl = { id: 11, shippingMethodPrices: [{ price: 495, thresholdPrice: 0, thresholdOrderTotal: 5000 }] };
  const dhl = { id: 12, shippingMethodPrices: [{ price: 695, thresholdPrice: null, thresholdOrderTotal: null }] };
  const base: PricingInput = {
    lines: [],
    bundles: new Map(),
    code: null,
    shippingOptions: [postnl, dhl],
    chosenShippingId: null,
    now: new Date("2026-06-01T00:00:00Z"),
  };

  it("an empty cart costs nothing and has no shipping line", () => {
    const cart = priceCart(base);
    expect(cart.totals.totalInclVat).toBe(0);
    expect(cart.shipping).toEqual({ chosenId: null, label: null, amount: null });
    expect(cart.priceBasis).toBe("inc");
  });

  it("lines cost their effective price; totals are app/domain's totalsOf with the shipping line", () => {
    const cart = priceCart({
      ...base,
      lines: [
        line({ id: 1, quantity: 2 }),
        line({ id: 2, vatPercentage: 9, price: { productPriceCents: 3495, productDiscountCents: 2995, variantPriceCents: null } }),
      ],
    });
    expect(cart.lines.map((l) => [l.unitPriceEffective, l.subTotal, l.vatPct])).toEqual([
      [1995, 3990, 21],
      [2995, 2995, 9],
    ]);
    expect(cart.shipping).toEqual({ chosenId: null, label: "from", amount: 0 });
    const expected = totalsOf({
      basis: "inc",
      lines: [
        { inclCents: 3990, vatPct: 21 },
        { inclCents: 2995, vatPct: 9 },
      ],
      discountCents: 0,
      shipping: { label: "from", cents: 0 },
    });
    expect(cart.totals).toMatchObject({ subtotalInclVat: 6985, vat: expected.vatCents, totalInclVat: 6985 });
    expect(cart.summary.rows).toEqual(expected.rows);
    expect(cart.itemCount).toBe(3);
  });

  it("shipping follows the order total after the discount; a chosen method counts once chosen", () => {
    const fifteenOff: DiscountCodeRow = {
      kind: "promo",
      code: "VIJFTIEN",
      type: "VALUE",
      amount: 1500,
      isActive: true,
      validFrom: null,
      validUntil: null,
    };
    const lines = [line({ id: 1, quantity: 3 })]; // 59.85: free shipping from 50
    expect(priceCart({ ...base, lines }).shipping).toMatchObject({ label: "from", amount: 0 });
    const discounted = priceCart({ ...base, lines, code: fifteenOff });
    expect(discounted.totals.discount).toBe(1500);
    expect(discounted.shipping).toMatchObject({ label: "from", amount: 495 });
    expect(discounted.totals.totalInclVat).toBe(4980);
    const chosen = priceCart({ ...base, lines, chosenShippingId: 12 });
    expect(chosen.shipping).toEqual({ chosenId: 12, label: "chosen", amount: 695 });
    expect(chosen.totals.totalInclVat).toBe(6680);
  });

  it("a stored code that no longer applies takes nothing off and is not reported", () => {
    const cadeau: DiscountCodeRow = {
      kind: "coupon",
      code: "CADEAU15",
      type: "VALUE",
      amount: 1500,
      isActive: true,
      validFrom: null,
      validUntil: null,
      minOrderTotalCents: 5000,
    };
    const cart = priceCart({ ...base, lines: [line({ id: 1 })], code: cadeau });
    expect(cart.code).toBeNull();
    expect(cart.totals.discount).toBe(0);
  });

  it("a fixed-price bundle costs exactly its price per set, and reports what it saves", () => {
    const bundleLine = (id: number, cents: number, quantity: number, unitsPerSet = 1) =>
      line({
        id,
        quantity,
        unitsPerSet,
        bundleGroupKey: "b302-x",
        bundleId: 302,
        price: { productPriceCents: cents, productDiscountCents: null, variantPriceCents: null },
      });
    const cart = priceCart({
      ...base,
      lines: [bundleLine(1, 6995, 2), bundleLine(2, 7995, 2), bundleLine(3, 10995, 2)],
      bundles: new Map([[302, { fixedTotalPriceCents: 22995 }]]),
    });
    expect(cart.totals.subtotalInclVat).toBe(45990);
    expect(cart.bundles).toEqual([{ bundleGroupKey: "b302-x", bundleId: 302, quantity: 2, savings: 5980, shownSavingsCents: 5980, lineIds: [1, 2, 3] }]);
    expect(cart.totals.bundleDiscount).toBe(5980);
    // The subtotal already holds the bundle price: what it saves is a note, not a row taken off again.
    expect(cart.summary.rows.map((row) => [row.kind, row.cents])).toEqual([
      ["subtotal", 45990],
      ["shipping", 0],
      ["total", 45990],
    ]);
    expect(cart.summary.bundleSavingsCents).toBe(5980);
    // The catalogue prices stay visible; the effective price is the bundle's share.
    expect(cart.lines[0]).toMatchObject({ unitPrice: 6995, unitPriceEffective: 6190 });
  });

  it("a bundle without a fixed price costs its lines' prices and saves nothing", () => {
    const cart = priceCart({
      ...base,
      lines: [line({ id: 1, bundleGroupKey: "b303-x", bundleId: 303 }), line({ id: 2, quantity: 2, unitsPerSet: 2, bundleGroupKey: "b303-x", bundleId: 303 })],
      bundles: new Map([[303, { fixedTotalPriceCents: null }]]),
    });
    expect(cart.bundles[0]).toMatchObject({ quantity: 1, savings: 0 });
    expect(cart.totals.subtotalInclVat).toBe(5985);
  });

  it("the customer category decides the price basis (issue #4 seam); without one it is inc", () => {
    const lines = [line({ id: 1 })];
    expect(priceCart({ ...base, lines }).priceBasis).toBe("inc");
    expect(priceCart({ ...base, lines, customerCategory: customerCategoryRules({ display_prices_including_vat: 0 }) }).priceBasis).toBe("ex");
  });
});
