import { describe, expect, it } from "vitest";
import { bundleQuantity, bundleSavings, decreaseBundle, increaseBundle, unitsPerSet } from "@commerce/rules/bundles";
import { canDecrease, CLEARED_CART_STATUS, lineProductSlug } from "@commerce/rules/cart-lines";
import {
  PRICE_NOTICE_DISMISS_MS,
  PRICE_TOLERANCE,
  PRICE_VALIDATION_THROTTLE_MS,
  shouldValidatePrices,
  visiblePriceChanges,
} from "@commerce/rules/price-validation";
import { customerCategoryRules, parseFlag, priceBasis } from "@commerce/rules/price-basis";
import { freeShippingProgress, shippingCost, shippingLine } from "@commerce/rules/shipping";
import { DEFAULT_VAT_PERCENTAGE, excludingVat, vatPercentage } from "@commerce/rules/vat";

describe("single lines", () => {
  it("decrease is blocked at 1 (use remove)", () => {
    expect(canDecrease(2)).toBe(true);
    expect(canDecrease(1)).toBe(false);
  });
  it("clearing sets the order to PENDING", () => {
    expect(CLEARED_CART_STATUS).toBe("PENDING");
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
    expect(bundleSavings(120, 99.95)).toBe(20.05);
    expect(bundleSavings(50, 60)).toBe(0);
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

  it.each(["allowInvoicePayment", "allow_payment_on_invoice", "allowPaymentOnInvoice", "allow-invoice-payment"])(
    "reads invoice payment from %s",
    (key) => {
      expect(customerCategoryRules({ [key]: "true" }).allowInvoicePayment).toBe(true);
      expect(customerCategoryRules({ [key]: 0 }).allowInvoicePayment).toBe(false);
    },
  );

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
    expect(DEFAULT_VAT_PERCENTAGE).toBe(21);
    expect(vatPercentage(undefined)).toBe(21);
    expect(vatPercentage("abc")).toBe(21);
    expect(vatPercentage(-5)).toBe(21);
    expect(vatPercentage(Number.NaN)).toBe(21);
    expect(vatPercentage(9)).toBe(9);
    expect(vatPercentage("9")).toBe(9);
  });

  it("rounds to 2 decimals", () => {
    expect(excludingVat(12.1, 21)).toBe(10);
    expect(excludingVat(10, 21)).toBe(8.26);
  });
});

describe("shipping", () => {
  const postnl = { id: 1, shippingMethodPrices: [{ price: 4.95, thresholdPrice: 0, thresholdOrderTotal: 50 }] };
  const dhl = { id: 2, shippingMethodPrices: [{ price: 6.95 }] };
  const pickup = { id: 3, cost: 0 };

  it("an option costs its price, or its threshold price from the threshold order total on", () => {
    expect(shippingCost(postnl, 49.99)).toBe(4.95);
    expect(shippingCost(postnl, 50)).toBe(0);
    expect(shippingCost(pickup, 10)).toBe(0);
    expect(shippingCost({ id: 4, cost: 3.5 }, 10)).toBe(3.5);
  });

  it("'Verzendkosten (vanaf)' shows the cheapest until a method is chosen, then 'Verzendkosten'", () => {
    expect(shippingLine([postnl, dhl], null, 20)).toEqual({ label: "from", amount: 4.95, free: false });
    expect(shippingLine([postnl, dhl], 2, 20)).toEqual({ label: "chosen", amount: 6.95, free: false });
    expect(shippingLine([postnl, dhl], 1, 60)).toEqual({ label: "chosen", amount: 0, free: true });
    expect(shippingLine([], null, 20)).toBeNull();
  });

  it("free-shipping progress counts toward the lowest free threshold", () => {
    expect(freeShippingProgress([postnl, dhl], 30)).toEqual({ threshold: 50, remaining: 20, reached: false, fraction: 0.6 });
    expect(freeShippingProgress([dhl], 30)).toBeNull();
  });
});

describe("price validation", () => {
  it("runs at most once per 60 s, and the notice goes after 8 s", () => {
    expect(PRICE_VALIDATION_THROTTLE_MS).toBe(60_000);
    expect(PRICE_NOTICE_DISMISS_MS).toBe(8_000);
    expect(shouldValidatePrices(null, 1000)).toBe(true);
    expect(shouldValidatePrices(1000, 60_999)).toBe(false);
    expect(shouldValidatePrices(1000, 61_000)).toBe(true);
  });

  it("ignores non-numeric ids or prices and changes within 0.01", () => {
    expect(PRICE_TOLERANCE).toBe(0.01);
    const cart = new Map([
      [1, { name: "Blouse", unitPrice: 49.95 }],
      [2, { name: "Trui", unitPrice: 79.95 }],
    ]);
    expect(
      visiblePriceChanges(
        [
          { variantId: "abc", newPrice: 10 },
          { variantId: 1, newPrice: "gratis" },
          { variantId: 1, newPrice: 49.96 },
          { variantId: 2, newPrice: 69.95 },
          { variantId: "2", newPrice: "69.95" },
          { variantId: 99, newPrice: 5 },
        ],
        cart,
      ),
    ).toEqual([
      { variantId: 2, name: "Trui", oldPrice: 79.95, newPrice: 69.95 },
      { variantId: 2, name: "Trui", oldPrice: 79.95, newPrice: 69.95 },
    ]);
  });
});

describe("product overview filters", async () => {
  const { cleanFilters, decodeFilters, encodeFilters } = await import("~/domain/product-filters");
  it("encode to one readable parameter and back", () => {
    const filters = { category: "jurken", tag: "sale", size: "M", colour: "#1d4b54", priceMin: 20, priceMax: 80 };
    const encoded = encodeFilters(filters);
    expect(encoded).toBe("category:jurken;tag:sale;size:M;colour:1d4b54;price:20-80");
    expect(decodeFilters(encoded)).toEqual(filters);
  });
  it("drop forged or garbled values and order a reversed price range", () => {
    expect(cleanFilters({ category: "<script>", size: "x".repeat(30), colour: "red", priceMin: "-5" })).toEqual({});
    expect(cleanFilters({ priceMin: "80", priceMax: "20" })).toEqual({ priceMin: 20, priceMax: 80 });
    expect(decodeFilters("nonsense;;category:;price:abc-")).toEqual({});
  });
});
