import { progressSteps } from "@commerce/rules/checkout-steps";
import type { BackRule } from "./back";

/**
 * Which pages are forward pages and where their back link leads (chrome spec §2), as the table the
 * header matches the path against (back.ts). Root, the menu button only: home, the product overview
 * (also filtered: a category, a tag, the bundles, search results), the wishlist, the account dashboard,
 * and what is no page of its own (a short link, the 404). Forward:
 * - a product → the products; a bundle → the bundles (the overview with kind=bundles);
 * - an account sub-page → the account; an invoice or a subscription → its list; an order → the orders;
 * - the shopping bag → the products; a checkout step → the step before it among the shopper's steps
 *   (a customer who pays on invoice has no payment step), the first (or the bare or an unknown step,
 *   which the checkout treats as the first) → the shopping bag; the order's success and payment
 *   return pages → home;
 * - a CMS page, the contact page, the sign-in pages → home; a campaign → the products.
 * The unprefixed routes (sign-in, payment return, success) are in the shop's default language.
 */
export function backRules(language: string, options: { invoicePayment?: boolean } = {}): BackRule[] {
  const p = `^/${language}`;
  const to = (path: string) => `/${language}/${path}`;
  const end = "/?$";
  const steps = progressSteps(options.invoicePayment === true);
  return [
    [`${p}/products/[^/]+${end}`, to("products")],
    [`${p}/bundles/[^/]+${end}`, to("products?kind=bundles")],
    [`${p}/account/(invoices|subscriptions)/[^/]+${end}`, to("account/$1")],
    [`${p}/account/[^/]+${end}`, to("account")],
    [`${p}/orders/[^/]+${end}`, to("account/orders")],
    [`${p}/shopping-bag${end}`, to("products")],
    [`^(?:/${language})?/checkout/(?:success|payment/return)${end}`, to("home")],
    ...steps.slice(1).map((step, i): BackRule => [`${p}/checkout/${step}${end}`, to(`checkout/${steps[i]}`)]),
    [`${p}/checkout(?:/[^/]*)?${end}`, to("shopping-bag")],
    [`${p}/campaign/[^/]+${end}`, to("products")],
    [`^(?:/${language})?/auth/[^/]+${end}`, to("home")],
    [`${p}/(?:pagina|cms-preview)/[^/]+${end}`, to("home")],
    [`${p}/contact${end}`, to("home")],
  ];
}
