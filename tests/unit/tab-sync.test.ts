import { describe, expect, it } from "vitest";
import { changedParts, readChangeMessage, shellStamp } from "~/chrome/sync/tab-sync";

// The pure half of every tab in step (app/chrome/sync/tab-sync.ts, ADR 0066).

const signedOut = { cart: null, wishlistIds: [], customer: null };
const withCart = { ...signedOut, cart: { id: "c1", transactionLines: [{ variantId: 1, quantity: 1 }] } };

describe("the stamp of the chrome's data", () => {
  it("is the same for the same data, and says nothing readable about it", () => {
    const anna = { ...signedOut, customer: { label: "welkom, Anna de Vries (Mijn account)" } };
    expect(shellStamp(anna)).toBe(shellStamp({ ...anna }));
    expect(shellStamp(anna)).not.toContain("Anna");
    expect(shellStamp(anna)).toMatch(/^[0-9a-z]+\.[0-9a-z]+\.[0-9a-z]+$/);
  });

  it("names the part that changed: cart, wishlist or account", () => {
    const before = shellStamp(signedOut);
    expect(changedParts(before, shellStamp(withCart))).toEqual(["cart"]);
    expect(changedParts(before, shellStamp({ ...signedOut, wishlistIds: [7] }))).toEqual(["wishlist"]);
    expect(changedParts(before, shellStamp({ ...signedOut, customer: { label: "welkom, Anna" } }))).toEqual(["account"]);
    expect(changedParts(before, shellStamp({ cart: withCart.cart, wishlistIds: [7], customer: { label: "x" } }))).toEqual(["cart", "wishlist", "account"]);
  });

  it("a quantity changed is a change of the cart; the same cart again is none", () => {
    const two = { ...signedOut, cart: { id: "c1", transactionLines: [{ variantId: 1, quantity: 2 }] } };
    expect(changedParts(shellStamp(withCart), shellStamp(two))).toEqual(["cart"]);
    expect(changedParts(shellStamp(withCart), shellStamp(withCart))).toEqual([]);
  });

  it("announces nothing when nothing was seen before (the first page of the shop in this browser)", () => {
    expect(changedParts(null, shellStamp(withCart))).toEqual([]);
  });
});

describe("the message between tabs", () => {
  it("is read when it is one", () => {
    expect(readChangeMessage({ type: "etalage:changed", parts: ["cart", "account"] })).toEqual({ type: "etalage:changed", parts: ["cart", "account"] });
  });

  it("anything else on the channel is ignored", () => {
    for (const data of [
      null,
      "etalage:changed",
      42,
      { type: "etalage:changed" },
      { type: "etalage:changed", parts: [] },
      { type: "etalage:changed", parts: ["cart", "password"] },
      { type: "other", parts: ["cart"] },
      { type: "etalage:changed", parts: "cart" },
    ]) {
      expect(readChangeMessage(data), JSON.stringify(data)).toBeNull();
    }
  });
});
