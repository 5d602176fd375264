import { describe, expect, it } from "vitest";
import { showsClearCart } from "~/chrome/header/rules/clear-cart";
import { isCheckoutFlow } from "~/domain/navigation";

describe("the header's clear-cart button (chrome §2: shown when a clear condition holds)", () => {
  it("shows while the bag holds items, outside the checkout flow", () => {
    expect(showsClearCart({ cartCount: 1, checkoutFlow: isCheckoutFlow("/nl/products") })).toBe(true);
    expect(showsClearCart({ cartCount: 3, checkoutFlow: isCheckoutFlow("/en/home") })).toBe(true);
  });

  it("never for an empty bag", () => {
    expect(showsClearCart({ cartCount: 0, checkoutFlow: false })).toBe(false);
  });

  it("never on the bag page or a checkout step, which have their own way to empty the bag", () => {
    for (const path of ["/nl/shopping-bag", "/nl/checkout/gegevens", "/en/checkout/samenvatting"]) {
      expect(showsClearCart({ cartCount: 2, checkoutFlow: isCheckoutFlow(path) }), path).toBe(false);
    }
  });
});
