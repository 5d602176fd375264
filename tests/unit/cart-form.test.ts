import { describe, expect, it } from "vitest";
import { parseCartForm, parseWishlistForm } from "~/forms/cart";

describe("the cart form's schema (app/forms/cart.ts)", () => {
  it("reads each intent with its own fields, numbers as the form writes them", () => {
    expect(parseCartForm({ intent: "add", variantId: "12", quantity: "1", redirectTo: "/nl/products" }, [])).toEqual({
      action: { intent: "add", variantId: 12, quantity: 1 },
      redirectTo: "/nl/products",
    });
    expect(parseCartForm({ intent: "remove", lineId: "7" }, []).action).toEqual({ intent: "remove", lineId: 7 });
    expect(parseCartForm({ intent: "clear" }, []).action).toEqual({ intent: "clear" });
  });

  it("a bundle's variants are the repeated field variantIds, in the bundle's order", () => {
    expect(parseCartForm({ intent: "bundle-add", bundleId: "3" }, ["9", "4"]).action).toEqual({
      intent: "bundle-add",
      bundleId: 3,
      variantIds: [9, 4],
    });
    expect(parseCartForm({ intent: "bundle-add", bundleId: "3" }, []).action).toBeNull();
  });

  it("refuses an unknown intent, a field of another intent and numbers that are not decimal", () => {
    expect(parseCartForm({ intent: "steal" }, []).action).toBeNull();
    expect(parseCartForm({ intent: "remove", variantId: "7" }, []).action).toBeNull();
    expect(parseCartForm({ intent: "add", variantId: "0x10", quantity: "1" }, []).action).toBeNull();
  });

  it("a redirectTo longer than 2048 is dropped (answerForm goes back to the form's page)", () => {
    expect(parseCartForm({ intent: "clear", redirectTo: `/${"a".repeat(2048)}` }, []).redirectTo).toBeUndefined();
  });
});

describe("the wishlist form's schema", () => {
  it("reads add and remove of a product as the core API's change", () => {
    expect(parseWishlistForm({ intent: "add", productId: "5" })).toEqual({ action: "add", productId: 5 });
    expect(parseWishlistForm({ intent: "remove", productId: "5", redirectTo: "/nl/wishlist" })).toEqual({ action: "remove", productId: 5 });
    expect(parseWishlistForm({ intent: "keep", productId: "5" })).toBeNull();
    expect(parseWishlistForm({ intent: "add", productId: "-1" })).toBeNull();
  });
});
