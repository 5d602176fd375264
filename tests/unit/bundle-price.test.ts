import { describe, expect, it } from "vitest";
import {
  bundleAmountExclVat,
  bundlePrice,
  bundlePriceDisplay,
  bundleSeparateTotal,
  lowestProductPrice,
  shownBundlePrice,
} from "@commerce/rules/bundles";

// Issue 10: "Van € 194,80 voor € 204,80" read as a price rise, and equal prices showed twice.

describe("bundlePriceDisplay(from, to)", () => {
  it("a higher from is the old price, struck through, with the price paid", () => {
    expect(bundlePriceDisplay(204.8, 194.8)).toEqual({ kind: "discount", was: 204.8, now: 194.8 });
  });

  it("equal prices are one price", () => {
    expect(bundlePriceDisplay(50.85, 50.85)).toEqual({ kind: "price", price: 50.85 });
    // Equal to the cent is equal.
    expect(bundlePriceDisplay(50.850000001, 50.85)).toEqual({ kind: "price", price: 50.85 });
  });

  it("a lower from and a higher to are a range, never a price rise", () => {
    expect(bundlePriceDisplay(194.8, 204.8)).toEqual({ kind: "range", low: 194.8, high: 204.8 });
  });

  it("one of the two alone is that price; neither (or no valid number) is no price", () => {
    expect(bundlePriceDisplay(null, 59.95)).toEqual({ kind: "price", price: 59.95 });
    expect(bundlePriceDisplay(59.95, undefined)).toEqual({ kind: "price", price: 59.95 });
    expect(bundlePriceDisplay(-3, 20)).toEqual({ kind: "price", price: 20 });
    expect(bundlePriceDisplay(Number.NaN, Number.POSITIVE_INFINITY)).toBeNull();
    expect(bundlePriceDisplay(null, undefined)).toBeNull();
  });

  it("a free bundle is a price too", () => {
    expect(bundlePriceDisplay(0, 0)).toEqual({ kind: "price", price: 0 });
    expect(bundlePriceDisplay(10, 0)).toEqual({ kind: "discount", was: 10, now: 0 });
  });
});

const socks = { unitsPerSet: 2, lowestPrice: 12.95, vatPercentage: 21 };
const tshirt = { unitsPerSet: 1, lowestPrice: 24.95, vatPercentage: 21 };

describe("bundleSeparateTotal", () => {
  it("adds each product's lowest price times its units per set", () => {
    expect(bundleSeparateTotal([tshirt, socks])).toBe(50.85);
  });
  it("an invalid units per set counts as 1; no products is no total", () => {
    expect(bundleSeparateTotal([{ ...socks, unitsPerSet: 0 }])).toBe(12.95);
    expect(bundleSeparateTotal([])).toBeNull();
  });
});

describe("bundlePrice", () => {
  const none = { bundle_from_price: null, bundle_to_price: null };

  it("a fixed total price below the separate total shows the separate total struck through", () => {
    const items = [
      { unitsPerSet: 1, lowestPrice: 69.95, vatPercentage: 21 },
      { unitsPerSet: 1, lowestPrice: 79.95, vatPercentage: 21 },
      { unitsPerSet: 1, lowestPrice: 109.95, vatPercentage: 21 },
    ];
    expect(bundlePrice({ fixedTotalPrice: 229.95, customFields: none, items })).toEqual({ kind: "discount", was: 259.85, now: 229.95 });
  });

  it("a fixed total price at or above the separate total is just that price", () => {
    expect(bundlePrice({ fixedTotalPrice: 50.85, customFields: none, items: [tshirt, socks] })).toEqual({ kind: "price", price: 50.85 });
    expect(bundlePrice({ fixedTotalPrice: 60, customFields: none, items: [tshirt, socks] })).toEqual({ kind: "price", price: 60 });
    expect(bundlePrice({ fixedTotalPrice: 60, customFields: none, items: [] })).toEqual({ kind: "price", price: 60 });
  });

  it("the fixed price wins over from/to fields", () => {
    const customFields = { bundle_from_price: 300, bundle_to_price: 250 };
    expect(bundlePrice({ fixedTotalPrice: 60, customFields, items: [tshirt, socks] })).toEqual({ kind: "price", price: 60 });
  });

  it("without a fixed price the from/to fields decide", () => {
    const customFields = { bundle_from_price: 204.8, bundle_to_price: 194.8 };
    expect(bundlePrice({ fixedTotalPrice: null, customFields, items: [tshirt] })).toEqual({ kind: "discount", was: 204.8, now: 194.8 });
  });

  it("without any price of its own a bundle costs what its products cost together", () => {
    expect(bundlePrice({ fixedTotalPrice: null, customFields: {}, items: [tshirt, socks] })).toEqual({ kind: "price", price: 50.85 });
    expect(bundlePrice({ fixedTotalPrice: null, customFields: none, items: [] })).toBeNull();
  });
});

describe("bundleAmountExclVat (business customers see prices excl. VAT)", () => {
  it("one VAT rate: the amount without that VAT", () => {
    expect(bundleAmountExclVat(121, [tshirt, socks])).toBe(100);
  });

  it("mixed rates: the VAT comes off in proportion to each product's share of the set", () => {
    // € 12,10 at 21% (10.00 excl.) and € 10,90 at 9% (10.00 excl.): € 23,00 incl. is € 20,00 excl.
    const items = [
      { unitsPerSet: 1, lowestPrice: 12.1, vatPercentage: 21 },
      { unitsPerSet: 1, lowestPrice: 10.9, vatPercentage: 9 },
    ];
    expect(bundleAmountExclVat(23, items)).toBe(20);
    // A fixed price of € 11,50 for the same set: half, so € 10,00 excl.
    expect(bundleAmountExclVat(11.5, items)).toBe(10);
  });

  it("without products (or free ones) the default rate of 21% applies", () => {
    expect(bundleAmountExclVat(121, [])).toBe(100);
    expect(bundleAmountExclVat(121, [{ unitsPerSet: 1, lowestPrice: 0, vatPercentage: 9 }])).toBe(100);
  });
});

describe("shownBundlePrice (what the loaders hand the page: the price on the shopper's basis)", () => {
  const mixed = [
    { unitsPerSet: 1, lowestPrice: 12.1, vatPercentage: 21 },
    { unitsPerSet: 1, lowestPrice: 10.9, vatPercentage: 9 },
  ];
  const none = { bundle_from_price: null, bundle_to_price: null };

  it("incl. VAT: the bundle's price as it is", () => {
    expect(shownBundlePrice({ fixedTotalPrice: 11.5, customFields: none, items: mixed }, "inc")).toEqual({ kind: "discount", was: 23, now: 11.5 });
  });

  it("excl. VAT: every amount of the display without the set's VAT mix", () => {
    expect(shownBundlePrice({ fixedTotalPrice: 11.5, customFields: none, items: mixed }, "ex")).toEqual({ kind: "discount", was: 20, now: 10 });
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: {}, items: mixed }, "ex")).toEqual({ kind: "price", price: 20 });
    const range = { bundle_from_price: 11.5, bundle_to_price: 23 };
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: range, items: mixed }, "ex")).toEqual({ kind: "range", low: 10, high: 20 });
  });

  it("a bundle without a price has none on either basis", () => {
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: none, items: [] }, "inc")).toBeNull();
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: none, items: [] }, "ex")).toBeNull();
  });
});

describe("lowestProductPrice", () => {
  it("the cheapest variant, a sale price counting", () => {
    const product = {
      unitPrice: 39.95,
      discountPrice: 29.95,
      variants: [
        { unitPrice: 39.95, discountPrice: 29.95 },
        { unitPrice: 24.95, discountPrice: null },
      ],
    };
    expect(lowestProductPrice(product)).toBe(24.95);
  });
  it("a product without variants: its own (sale) price", () => {
    expect(lowestProductPrice({ unitPrice: 39.95, discountPrice: 29.95, variants: [] })).toBe(29.95);
    expect(lowestProductPrice({ unitPrice: 39.95, discountPrice: null, variants: [] })).toBe(39.95);
  });
});
