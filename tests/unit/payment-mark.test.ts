import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentMark, paymentMarkUrl } from "~/components/PaymentMark";
import { PAYMENT_ICONS } from "~/domain/cart-display";

// The payment methods' marks (footer strip, cart): an image named by the method, of a fixed size; a
// method without a mark shows its name.
describe("PaymentMark", () => {
  it("has a mark for every method the cart and the footer list", () => {
    // One sprite for every mark: a page fetches one file, whatever methods it shows.
    const sprites = new Set<string>();
    for (const method of PAYMENT_ICONS) {
      const url = paymentMarkUrl(method);
      expect(url, method).toMatch(new RegExp(`\\.svg(\\?[^#]*)?#${method}$`));
      sprites.add(url?.split("#")[0] ?? "");
    }
    expect(sprites.size).toBe(1);
  });

  it("the sprite has a symbol for every mark, with the set's own view box and no style attribute (the CSP allows none)", () => {
    const sprite = readFileSync(new URL("../../app/components/payment-icons/marks.svg", import.meta.url), "utf8");
    for (const method of PAYMENT_ICONS) expect(sprite, method).toContain(`<symbol id="${method}" viewBox="0 0 38 24"`);
    expect(sprite).not.toContain("style=");
  });

  it("draws a mark as an image with the method's name and its room fixed (38 × 24)", () => {
    const html = renderToStaticMarkup(createElement(PaymentMark, { method: "ideal", name: "iDEAL" }));
    expect(html).toMatch(
      /^<svg role="img" aria-label="iDEAL" width="38" height="24"><title>iDEAL<\/title><use href="[^"]+\.svg(\?[^"#]*)?#ideal"><\/use><\/svg>$/,
    );
  });

  it("shows the name of a method without a mark", () => {
    expect(paymentMarkUrl("creditcard")).toBeNull();
    expect(paymentMarkUrl("toString")).toBeNull();
    expect(renderToStaticMarkup(createElement(PaymentMark, { method: "creditcard", name: "Creditcard" }))).toBe('<span data-payment-name="">Creditcard</span>');
  });
});
