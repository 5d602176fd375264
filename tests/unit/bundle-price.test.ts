import { describe, expect, it } from "vitest";
import { bundleAmountExclVat, bundlePrice, bundlePriceDisplay, bundleSeparateTotal, lowestProductPrice, shownBundlePrice } from "@commerce/rules/bundles";

// Issue 10: "Van € 194,80 voor € 204,80" read as a price rise, and equal prices showed twice.

describe("bundlePriceDisplay(from, to)", () => {
  it("a higher from is the old price, struck through, with the price paid", () => {
    expect(bundlePriceDisplay(20480, 19480)).toEqual({ kind: "discount", was: 20480, now: 19480 });
  });

  it("equal prices are one price", () => {
    expect(bundlePriceDisplay(5085, 5085)).toEqual({ kind: "price", price: 5085 });
    // Equal to the cent is equal (a fraction of a cent in data rounds).
    expect(bundlePriceDisplay(5085.4, 5085)).toEqual({ kind: "price", price: 5085 });
  });

  it("a lower from and a higher to are a range, never a price rise", () => {
    expect(bundlePriceDisplay(19480, 20480)).toEqual({ kind: "range", low: 19480, high: 20480 });
  });

  it("one of the two alone is that price; neither (or no valid number) is no price", () => {
    expect(bundlePriceDisplay(null, 5995)).toEqual({ kind: "price", price: 5995 });
    expect(bundlePriceDisplay(5995, undefined)).toEqual({ kind: "price", price: 5995 });
    expect(bundlePriceDisplay(-300, 2000)).toEqual({ kind: "price", price: 2000 });
    expect(bundlePriceDisplay(Number.NaN, Number.POSITIVE_INFINITY)).toBeNull();
    expect(bundlePriceDisplay(null, undefined)).toBeNull();
  });

  it("a free bundle is a price too", () => {
    expect(bundlePriceDisplay(0, 0)).toEqual({ kind: "price", price: 0 });
    expect(bundlePriceDisplay(1000, 0)).toEqual({ kind: "discount", was: 1000, now: 0 });
  });
});

const socks = { unitsPerSet: 2, lowestPrice: 1295, vatPercentage: 21 };
const tshirt = { unitsPerSet: 1, lowestPrice: 2495, vatPercentage: 21 };

describe("bundleSeparateTotal", () => {
  it("adds each product's lowest price times its units per set", () => {
    expect(bundleSeparateTotal([tshirt, socks])).toBe(5085);
  });
  it("an invalid units per set counts as 1; no products is no total", () => {
    expect(bundleSeparateTotal([{ ...socks, unitsPerSet: 0 }])).toBe(1295);
    expect(bundleSeparateTotal([])).toBeNull();
  });
});

describe("bundlePrice", () => {
  const none = { bundle_from_price: null, bundle_to_price: null };

  it("a fixed total price below the separate total shows the separate total struck through", () => {
    const items = [
      { unitsPerSet: 1, lowestPrice: 6995, vatPercentage: 21 },
      { unitsPerSet: 1, lowestPrice: 7995, vatPercentage: 21 },
      { unitsPerSet: 1, lowestPrice: 10995, vatPercentage: 21 },
    ];
    expect(bundlePrice({ fixedTotalPrice: 22995, customFields: none, items })).toEqual({ kind: "discount", was: 25985, now: 22995 });
  });

  it("a fixed total price at or above the separate total is just that price", () => {
    expect(bundlePrice({ fixedTotalPrice: 5085, customFields: none, items: [tshirt, socks] })).toEqual({ kind: "price", price: 5085 });
    expect(bundlePrice({ fixedTotalPrice: 6000, customFields: none, items: [tshirt, socks] })).toEqual({ kind: "price", price: 6000 });
    expect(bundlePrice({ fixedTotalPrice: 6000, customFields: none, items: [] })).toEqual({ kind: "price", price: 6000 });
  });

  it("the fixed price wins over from/to fields", () => {
    const customFields = { bundle_from_price: 30000, bundle_to_price: 25000 };
    expect(bundlePrice({ fixedTotalPrice: 6000, customFields, items: [tshirt, socks] })).toEqual({ kind: "price", price: 6000 });
  });

  it("without a fixed price the from/to fields decide", () => {
    const customFields = { bundle_from_price: 20480, bundle_to_price: 19480 };
    expect(bundlePrice({ fixedTotalPrice: null, customFields, items: [tshirt] })).toEqual({ kind: "discount", was: 20480, now: 19480 });
  });

  it("without any price of its own a bundle costs what its products cost together", () => {
    expect(bundlePrice({ fixedTotalPrice: null, customFields: {}, items: [tshirt, socks] })).toEqual({ kind: "price", price: 5085 });
    expect(bundlePrice({ fixedTotalPrice: null, customFields: none, items: [] })).toBeNull();
  });
});

describe("bundleAmountExclVat (business customers see prices excl. VAT)", () => {
  it("one VAT rate: the amount without that VAT", () => {
    expect(bundleAmountExclVat(12100, [tshirt, socks])).toBe(10000);
  });

  it("mixed rates: the VAT comes off in proportion to each product's share of the set", () => {
    // € 12,10 at 21% (10.00 excl.) and € 10,90 at 9% (10.00 excl.): € 23,00 incl. is € 20,00 excl.
    const items = [
      { unitsPerSet: 1, lowestPrice: 1210, vatPercentage: 21 },
      { unitsPerSet: 1, lowestPrice: 1090, vatPercentage: 9 },
    ];
    expect(bundleAmountExclVat(2300, items)).toBe(2000);
    // A fixed price of € 11,50 for the same set: half, so € 10,00 excl.
    expect(bundleAmountExclVat(1150, items)).toBe(1000);
  });

  it("without products (or free ones) the default rate of 21% applies", () => {
    expect(bundleAmountExclVat(12100, [])).toBe(10000);
    expect(bundleAmountExclVat(12100, [{ unitsPerSet: 1, lowestPrice: 0, vatPercentage: 9 }])).toBe(10000);
  });
});

describe("shownBundlePrice (what the loaders hand the page: the price on the shopper's basis)", () => {
  const mixed = [
    { unitsPerSet: 1, lowestPrice: 1210, vatPercentage: 21 },
    { unitsPerSet: 1, lowestPrice: 1090, vatPercentage: 9 },
  ];
  const none = { bundle_from_price: null, bundle_to_price: null };

  it("incl. VAT: the bundle's price as it is", () => {
    expect(shownBundlePrice({ fixedTotalPrice: 1150, customFields: none, items: mixed }, "inc")).toEqual({ kind: "discount", was: 2300, now: 1150 });
  });

  it("excl. VAT: every amount of the display without the set's VAT mix", () => {
    expect(shownBundlePrice({ fixedTotalPrice: 1150, customFields: none, items: mixed }, "ex")).toEqual({ kind: "discount", was: 2000, now: 1000 });
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: {}, items: mixed }, "ex")).toEqual({ kind: "price", price: 2000 });
    const range = { bundle_from_price: 1150, bundle_to_price: 2300 };
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: range, items: mixed }, "ex")).toEqual({ kind: "range", low: 1000, high: 2000 });
  });

  it("a bundle without a price has none on either basis", () => {
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: none, items: [] }, "inc")).toBeNull();
    expect(shownBundlePrice({ fixedTotalPrice: null, customFields: none, items: [] }, "ex")).toBeNull();
  });
});

describe("lowestProductPrice", () => {
  it("the cheapest variant, a sale price counting", () => {
    const product = {
      unitPrice: 3995,
      discountPrice: 2995,
      variants: [
        { unitPrice: 3995, discountPrice: 2995 },
        { unitPrice: 2495, discountPrice: null },
      ],
    };
    expect(lowestProductPrice(product)).toBe(2495);
  });
  it("a product without variants: its own (sale) price", () => {
    expect(lowestProductPrice({ unitPrice: 3995, discountPrice: 2995, variants: [] })).toBe(2995);
    expect(lowestProductPrice({ unitPrice: 3995, discountPrice: null, variants: [] })).toBe(3995);
  });
});
