import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentMark, paymentMarkUrl } from "~/components/PaymentMark";
import { PAYMENT_ICONS } from "~/domain/cart-display";

// The payment methods' marks (footer strip, cart): an image named by the method, of a fixed size; a
// method without a mark shows its name.
describe("PaymentMark", () => {
  it("has a mark for every method the cart and the footer list", () => {
    for (const method of PAYMENT_ICONS) expect(paymentMarkUrl(method), method).toMatch(/\.svg(\?|$)/);
  });

  it("draws a mark as an image with the method's name and its room fixed (38 × 24)", () => {
    const html = renderToStaticMarkup(createElement(PaymentMark, { method: "ideal", name: "iDEAL" }));
    expect(html).toMatch(/^<img src="[^"]+\.svg(\?[^"]*)?" alt="iDEAL" title="iDEAL" width="38" height="24"/);
  });

  it("shows the name of a method without a mark", () => {
    expect(paymentMarkUrl("creditcard")).toBeNull();
    expect(paymentMarkUrl("toString")).toBeNull();
    expect(renderToStaticMarkup(createElement(PaymentMark, { method: "creditcard", name: "Creditcard" }))).toBe('<span data-payment-name="">Creditcard</span>');
  });
});
