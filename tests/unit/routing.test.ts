import { describe, expect, it } from "vitest";
import { CHECKOUT_STEPS, checkoutStep } from "@commerce/rules/checkout-steps";
import { CART_FLOW_PAGES, isCheckoutFlow } from "~/domain/navigation";
import { loginRedirect } from "~/domain/routing";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { isShortLinkAlias } from "~/domain/short-links";

describe("short-link aliases", () => {
  it("are 1 to 64 lowercase letters, digits or hyphens", () => {
    expect(isShortLinkAlias("a")).toBe(true);
    expect(isShortLinkAlias("zomer-2026")).toBe(true);
    expect(isShortLinkAlias("x".repeat(64))).toBe(true);
    expect(isShortLinkAlias("x".repeat(65))).toBe(false);
    expect(isShortLinkAlias("")).toBe(false);
    expect(isShortLinkAlias("Zomer")).toBe(false);
    expect(isShortLinkAlias("zomer_sale")).toBe(false);
    expect(isShortLinkAlias("zomer.sale")).toBe(false);
  });
});

describe("login redirect", () => {
  it("carries a returnUrl back to the page", () => {
    expect(loginRedirect("nl", "/nl/account/orders", "?page=2")).toBe("/nl/auth/login?returnUrl=%2Fnl%2Faccount%2Forders%3Fpage%3D2");
  });
  it("has no returnUrl for the root", () => {
    expect(loginRedirect("en", "/", "")).toBe("/en/auth/login");
  });
});

describe("same-origin redirects", () => {
  it("keeps same-origin paths", () => {
    expect(safeRedirectPath("/nl/products?q=jurk#top")).toBe("/nl/products?q=jurk#top");
  });
  it.each(["https://evil.test/x", "//evil.test", "/\\evil.test", "javascript:alert(1)", "nl/home", "", null, undefined])("refuses %s", (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });
});

describe("checkout steps", () => {
  it("are in the spec's order and an unknown step is step one", () => {
    expect(CHECKOUT_STEPS).toEqual(["gegevens", "adres", "bezorging", "betaling", "samenvatting"]);
    expect(checkoutStep("bezorging")).toBe("bezorging");
    expect(checkoutStep("onbekend")).toBe("gegevens");
    expect(checkoutStep(undefined)).toBe("gegevens");
  });
});

describe("the checkout flow (where the open-order notice is hidden)", () => {
  it.each([
    ["/nl/shopping-bag", true],
    ["/nl/checkout/adres", true],
    ["/en/checkout/payment/return", true],
    ["/checkout/success", true],
    // Every page of the checkout flow's routes (app/routes.ts), prefixed or not (issue 13).
    ["/nl/checkout", true],
    ["/nl/checkout/gegevens", true],
    ["/nl/checkout/samenvatting", true],
    ["/nl/checkout/success", true],
    ["/checkout/payment/return", true],
    ["/en/shopping-bag", true],
    ["/nl/cart", false],
    ["/nl/cart-other", false],
    ["/nl/constructor", false],
    ["/nl/products", false],
    ["/nl/pagina/checkout", false],
    ["/nl/wishlist", false],
    ["/nl/account/orders", false],
    ["/nl/orders/abc", false],
  ])("%s → %s", (path, expected) => {
    expect(isCheckoutFlow(path)).toBe(expected);
  });

  it("leads every /cart-* page of the chrome spec to a page of the checkout flow", () => {
    expect(Object.keys(CART_FLOW_PAGES).sort()).toEqual(["cart-check-payment", "cart-checkout", "cart-do-payment", "cart-payment-status", "cart-summary"]);
    for (const target of Object.values(CART_FLOW_PAGES)) expect(isCheckoutFlow(`/nl/${target}`), target).toBe(true);
  });
});
