import { describe, expect, it } from "vitest";
import { bundleQuantity, bundleSavings, decreaseBundle, increaseBundle, unitsPerSet } from "@commerce/rules/bundles";
import { canDecrease, lineProductSlug } from "@commerce/rules/cart-lines";
import { PRICE_NOTICE_DISMISS_MS, shouldValidatePrices, visiblePriceChanges } from "@commerce/rules/price-validation";
import { customerCategoryRules, parseFlag, priceBasis } from "@commerce/rules/price-basis";
import { freeShippingProgress, shippingCost, shippingLine } from "@commerce/rules/shipping";
import { roundCents } from "@commerce/rules/money";
import { exclVatCents, vatPercentage } from "@commerce/rules/vat";

describe("single lines", () => {
  it("decrease is blocked at 1 (use remove)", () => {
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(1)).toBe(false);
  });
  it("a line without slug links to the dash-joined name plus the first outfit id or the variant id", () => {
    expect(lineProductSlug({ slug: "linnen-blouse", name: "x", variantId: 1 })).toBe("linnen-blouse");
    expect(lineProductSlug({ name: "Linnen Blouse", outfitIds: [77], variantId: 1 })).toBe("linnen-blouse-77");
    expect(lineProductSlug({ name: "Crème Trui", variantId: 12 })).toBe("creme-trui-12");
  });
});

describe("bundles", () => {
  const lines = [
    { quantity: 2, unitsPerSet: 1 },
    { quantity: 4, unitsPerSet: 2 },
  ];
  it("unitsPerSet defaults to 1", () => {
    expect(unitsPerSet({ quantity: 1 })).toBe(1);
    expect(unitsPerSet({ quantity: 1, unitsPerSet: 0 })).toBe(1);
    expect(unitsPerSet({ quantity: 1, unitsPerSet: 2.5 })).toBe(1);
  });
  it("quantity is the minimum over lines of floor(quantity / unitsPerSet), at least 1", () => {
    expect(bundleQuantity(lines)).toBe(2);
    expect(bundleQuantity([{ quantity: 3, unitsPerSet: 2 }, { quantity: 5 }])).toBe(1);
    expect(bundleQuantity([{ quantity: 1, unitsPerSet: 2 }])).toBe(1);
  });
  it("increase and decrease step by each line's unitsPerSet", () => {
    expect(increaseBundle(lines)).toEqual({ action: "set", quantities: [3, 6] });
    expect(decreaseBundle(lines)).toEqual({ action: "set", quantities: [1, 2] });
  });
  it("a decrease that brings any line to zero or below removes the whole bundle", () => {
    expect(decreaseBundle([{ quantity: 1 }, { quantity: 4, unitsPerSet: 2 }])).toEqual({ action: "remove" });
    expect(decreaseBundle([{ quantity: 3 }, { quantity: 1, unitsPerSet: 2 }])).toEqual({ action: "remove" });
  });
  it("savings are the separate prices minus the bundle price, never negative", () => {
    expect(bundleSavings(12000, 9995)).toBe(2005);
    expect(bundleSavings(5000, 6000)).toBe(0);
  });
});

describe("price basis and customer categories", () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
    ["maybe", undefined],
    [null, undefined],
  ])("flag %s is %s", (value, expected) => {
    expect(parseFlag(value)).toBe(expected);
  });

  it.each([
    ["displayPricesIncludingVat", false],
    ["display_prices_including_vat", "0"],
  ])("reads %s", (key, value) => {
    expect(customerCategoryRules({ [key]: value }).displayPricesIncludingVat).toBe(false);
  });

  it.each(["allowInvoicePayment", "allow_payment_on_invoice", "allowPaymentOnInvoice", "allow-invoice-payment"])("reads invoice payment from %s", (key) => {
    expect(customerCategoryRules({ [key]: "true" }).allowInvoicePayment).toBe(true);
    expect(customerCategoryRules({ [key]: 0 }).allowInvoicePayment).toBe(false);
  });

  it("the customer category wins, else the first line's basis, unknown is inc", () => {
    const business = customerCategoryRules({ displayPricesIncludingVat: false });
    expect(priceBasis(business, "inc")).toBe("ex");
    expect(priceBasis(customerCategoryRules({ display_prices_including_vat: 1 }), "ex")).toBe("inc");
    expect(priceBasis(null, "ex")).toBe("ex");
    expect(priceBasis(customerCategoryRules({}), "ex")).toBe("ex");
    expect(priceBasis(null, "weird")).toBe("inc");
    expect(priceBasis(undefined, undefined)).toBe("inc");
  });
});

describe("VAT and totals", () => {
  it("VAT falls back to 21 when absent or invalid", () => {
    expect(vatPercentage(undefined)).toBe(21);
    expect(vatPercentage("abc")).toBe(21);
    expect(vatPercentage(-5)).toBe(21);
    expect(vatPercentage(Number.NaN)).toBe(21);
    expect(vatPercentage(9)).toBe(9);
    expect(vatPercentage("9")).toBe(9);
  });

  it("rounds to 2 decimals: whole cents, half a cent away from zero", () => {
    expect(exclVatCents(1210, 21)).toBe(1000);
    expect(exclVatCents(1000, 21)).toBe(826);
    expect(exclVatCents(-1000, 21)).toBe(-826);
    // 0.605 ct → 1 ct; -0.605 ct → -1 ct (half away from zero, not half up).
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(-0.5)).toBe(-1);
  });
});

describe("shipping", () => {
  // Every amount in cents.
  const postnl = { id: 1, shippingMethodPrices: [{ price: 495, thresholdPrice: 0, thresholdOrderTotal: 5000 }] };
  const dhl = { id: 2, shippingMethodPrices: [{ price: 695 }] };
  const pickup = { id: 3, cost: 0 };

  it("an option costs its price, or its threshold price from the threshold order total on", () => {
    expect(shippingCost(postnl, 4999)).toBe(495);
    expect(shippingCost(postnl, 5000)).toBe(0);
    expect(shippingCost(pickup, 1000)).toBe(0);
    expect(shippingCost({ id: 4, cost: 350 }, 1000)).toBe(350);
  });

  it("'Verzendkosten (vanaf)' shows the cheapest until a method is chosen, then 'Verzendkosten'", () => {
    expect(shippingLine([postnl, dhl], null, 2000)).toEqual({ label: "from", amount: 495, free: false });
    expect(shippingLine([postnl, dhl], 2, 2000)).toEqual({ label: "chosen", amount: 695, free: false });
    expect(shippingLine([postnl, dhl], 1, 6000)).toEqual({ label: "chosen", amount: 0, free: true });
    expect(shippingLine([], null, 2000)).toBeNull();
  });

  it("free-shipping progress counts toward the lowest free threshold", () => {
    expect(freeShippingProgress([postnl, dhl], 3000)).toEqual({ threshold: 5000, remaining: 2000, reached: false, fraction: 0.6 });
    expect(freeShippingProgress([dhl], 3000)).toBeNull();
  });
});

describe("price validation", () => {
  it("runs at most once per 60 s, and the notice goes after 8 s", () => {
    expect(PRICE_NOTICE_DISMISS_MS).toBe(8_000);
    expect(shouldValidatePrices(null, 1000)).toBe(true);
    expect(shouldValidatePrices(1000, 60_999)).toBe(false);
    expect(shouldValidatePrices(1000, 61_000)).toBe(true);
  });

  it("ignores non-numeric ids or prices and changes within 0.01 (one cent)", () => {
    const cart = new Map([
      [1, { name: "Blouse", unitPrice: 4995 }],
      [2, { name: "Trui", unitPrice: 7995 }],
    ]);
    expect(
      visiblePriceChanges(
        [
          { variantId: "abc", newPrice: 1000 },
          { variantId: 1, newPrice: "gratis" },
          { variantId: 1, newPrice: 4996 },
          { variantId: 1, newPrice: 4994 },
          { variantId: 2, newPrice: 6995 },
          { variantId: "2", newPrice: "6995" },
          { variantId: 99, newPrice: 500 },
        ],
        cart,
      ),
    ).toEqual([
      { variantId: 2, name: "Trui", oldPrice: 7995, newPrice: 6995 },
      { variantId: 2, name: "Trui", oldPrice: 7995, newPrice: 6995 },
    ]);
    // Two cents apart is a change.
    expect(visiblePriceChanges([{ variantId: 1, newPrice: 4997 }], cart)).toHaveLength(1);
  });
});

describe("product overview filters", async () => {
  const { cleanFilters, decodeFilters, encodeFilters } = await import("~/domain/product-filters");
  it("encode to one readable parameter and back", () => {
    // The price range is cents inside, euros in the url.
    const filters = { category: "jurken", tag: "sale", size: "M", colour: "#1d4b54", priceMin: 2000, priceMax: 7995 };
    const encoded = encodeFilters(filters);
    expect(encoded).toBe("category:jurken;tag:sale;size:M;colour:1d4b54;price:20-79.95");
    expect(decodeFilters(encoded)).toEqual(filters);
  });
  it("drop forged or garbled values and order a reversed price range", () => {
    expect(cleanFilters({ category: "<script>", size: "x".repeat(30), colour: "red", priceMin: "-5" })).toEqual({});
    expect(cleanFilters({ priceMin: "80", priceMax: "20" })).toEqual({ priceMin: 2000, priceMax: 8000 });
    expect(cleanFilters({ priceMin: "19,95", priceMax: "1e3" })).toEqual({ priceMin: 1995 });
    expect(decodeFilters("nonsense;;category:;price:abc-")).toEqual({});
  });
});
