import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/domain/safe-redirect";

// Open-redirect payloads as the usual lists have them (PayloadsAllTheThings "Open Redirect", the
// OWASP cheat sheet, Burp's list), written for a Location header that is resolved against our origin.
const EVIL = "evil.example";
const PAYLOADS = [
  // Scheme and protocol-relative
  `https://${EVIL}`,
  `http://${EVIL}/nl/home`,
  `//${EVIL}`,
  `//${EVIL}/`,
  `///${EVIL}`,
  `////${EVIL}/`,
  `https:${EVIL}`,
  `https:/${EVIL}`,
  `http:\\\\${EVIL}`,
  `javascript:alert(1)`,
  `JavaScript:alert(1)`,
  `/javascript:alert(1)//`.replace(/^\//, ""),
  `data:text/html,<script>alert(1)</script>`,
  `vbscript:msgbox(1)`,
  // Backslashes (browsers read them as slashes)
  `/\\${EVIL}`,
  `\\\\${EVIL}`,
  `\\/${EVIL}`,
  `/\\/${EVIL}`,
  `/\\\\${EVIL}`,
  // Dot segments that collapse into a protocol-relative path (the reported bug)
  `/.//${EVIL}/`,
  `/./\\${EVIL}`,
  `/../${"/"}${EVIL}`,
  `/..//${EVIL}`,
  `/nl/..//${EVIL}`,
  `/nl/../..//${EVIL}`,
  `/x/..//${EVIL}/`,
  `/./././/${EVIL}`,
  `/.%2f/${EVIL}`,
  // Percent-encoded slashes, backslashes and dots (once and twice)
  `/%2f${EVIL}`,
  `/%2F%2F${EVIL}`,
  `%2f%2f${EVIL}`,
  `/%5c${EVIL}`,
  `/%5C${EVIL}`,
  `%5c%5c${EVIL}`,
  `/%2e%2f/${EVIL}`,
  `/%2e/%2f${EVIL}`,
  `/%252f%252f${EVIL}`,
  `/%25252f${EVIL}`,
  `/%2e%2e//${EVIL}`,
  `/.%2e//${EVIL}`,
  // Tabs and newlines (browsers strip them from urls), and other control characters
  `/\t/${EVIL}`,
  `/\n/${EVIL}`,
  `/\r\n/${EVIL}`,
  `\t//${EVIL}`,
  `/%09/${EVIL}`,
  `/%0a/${EVIL}`,
  `/%0d%0a/${EVIL}`,
  `/\u0000/${EVIL}`,
  `/%00/${EVIL}`,
  ` //${EVIL}`,
  `\u0001//${EVIL}`,
  `/\u202e/${EVIL}`,
  `/nl/home\r\nSet-Cookie: x=1`,
  `/nl/home%0d%0aSet-Cookie:%20x=1`,
  // Credentials and host confusion
  `@${EVIL}`,
  `/@${EVIL}`.replace(/^\//, "//"),
  `https://localhost@${EVIL}`,
  `//localhost@${EVIL}`,
  `//${EVIL}%2f@localhost`,
  `//${EVIL}?@localhost`,
  `//${EVIL}#@localhost`,
  `//${EVIL}\\@localhost`,
  // Unicode slashes, dots and look-alikes
  `/\u2215\u2215${EVIL}`,
  `//\u3002${EVIL}`,
  `/\uff0f${EVIL}`.replace(/^\//, "\uff0f"),
  `\uff0f\uff0f${EVIL}`,
  `/\u2044\u2044${EVIL}`.replace(/^\//, ""),
  `\u2028//${EVIL}`,
  // Not paths at all
  "",
  " ",
  "nl/home",
  "./nl/home",
  "../nl/home",
  "?q=1",
  "#top",
  "x".repeat(5000),
];

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
    for (const payload of [`/.//${EVIL}/`, `/..//${EVIL}`, `/%2f%2f${EVIL}`, `/\\${EVIL}`, `/\t/${EVIL}`, `/%5c${EVIL}`]) {
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
