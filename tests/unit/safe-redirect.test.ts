import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { EVIL, OPEN_REDIRECT_PAYLOADS as PAYLOADS } from "../support/open-redirect-payloads";

describe("safeRedirectPath: normalise first, then check", () => {
  it.each(PAYLOADS)("refuses %j", (payload) => {
    const result = safeRedirectPath(payload);
    if (result === null) return;
    // A payload may survive only as a harmless path on our own origin.
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toMatch(/^\/\\|\\/);
    expect(new URL(result, "https://shop.test").origin).toBe("https://shop.test");
    expect(result).toMatch(/^[\x21-\x7e]+$/);
  });

  it("refuses every payload that could leave the origin (none survive as a path)", () => {
    const survivors = PAYLOADS.filter((payload) => safeRedirectPath(payload) !== null);
    // The only survivors are single-slash paths of our own shop (nothing with evil.example as a host).
    for (const survivor of survivors) {
      const resolved = new URL(safeRedirectPath(survivor)!, "https://shop.test");
      expect(resolved.host, survivor).toBe("shop.test");
    }
  });

  it("refuses the reported payloads outright", () => {
    for (const payload of [
      `/.//${EVIL}/`,
      `/..//${EVIL}`,
      `/%2f%2f${EVIL}`,
      `/\\${EVIL}`,
      `/\t/${EVIL}`,
      `/%5c${EVIL}`,
      `/%09/${EVIL}`,
      `/nl%0d%0aSet-Cookie:%20x=1`,
    ]) {
      expect(safeRedirectPath(payload), payload).toBeNull();
    }
  });

  it("keeps ordinary paths of the shop, with their query and fragment", () => {
    expect(safeRedirectPath("/nl/products?q=jurk#top")).toBe("/nl/products?q=jurk#top");
    expect(safeRedirectPath("/nl/account/orders?page=2")).toBe("/nl/account/orders?page=2");
    expect(safeRedirectPath("/en/products/colour/red")).toBe("/en/products/colour/red");
    expect(safeRedirectPath("/nl/products/../shopping-bag")).toBe("/nl/shopping-bag");
    expect(safeRedirectPath("/nl/products?q=%2F%2Fjurk")).toBe("/nl/products?q=%2F%2Fjurk");
    expect(safeRedirectPath("/nl/products?q=zomerjurk")).toBe("/nl/products?q=zomerjurk");
  });

  it("answers an ASCII path that a Location header can carry", () => {
    expect(safeRedirectPath("/nl/products?q=één")).toBe("/nl/products?q=%C3%A9%C3%A9n");
    expect(safeRedirectPath("/nl/pagina/ü")).toBe("/nl/pagina/%C3%BC");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(42 as unknown as string)).toBeNull();
  });
});
