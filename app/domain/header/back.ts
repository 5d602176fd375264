import { type CheckoutStep, progressSteps } from "@commerce/rules/checkout-steps";

/**
 * The phone's back-or-menu button (chrome spec §2 "Back/forward button"): a page is in mode root —
 * the menu button shows — or in mode forward — a back link to the page's default href shows before the
 * menu button (the drawer stays reachable), and the drawer adds 'continue shopping'.
 *
 * Root: home, the product overview (also filtered: category, tag, bundles, search results), the
 * wishlist, the account dashboard; and pages that are no page of their own (a short link, the 404).
 * Forward, with where back leads: a product → the products; a bundle → the bundles (the overview with
 * kind=bundles); an account sub-page → the account (an invoice or subscription → its list); an order →
 * the account's orders; a CMS page, the contact page, sign-in pages → home; a campaign → the products;
 * the shopping bag → the products; a checkout step → the step before it, the first → the shopping
 * bag; the order's success and payment pages → home.
 */
export type HeaderMode = { mode: "root" } | { mode: "forward"; backHref: string };

const ROOT: HeaderMode = { mode: "root" };

export function headerMode(pathname: string, language: string, options: { invoicePayment?: boolean } = {}): HeaderMode {
  const all = pathname.split("/").filter(Boolean);
  // The unprefixed routes (sign-in, payment return, success) are in the shop's default language.
  const path = all[0] === language ? all.slice(1) : all;
  const to = (...segments: string[]) => `/${[language, ...segments].join("/")}`;
  const forward = (backHref: string): HeaderMode => ({ mode: "forward", backHref });
  const [first, second, third] = path;
  switch (first) {
    case undefined:
    case "home":
    case "wishlist":
    case "search":
      return ROOT;
    case "products":
      // products/{slug} is a product; products/{filter}/{value} the filtered overview.
      return path.length === 2 ? forward(to("products")) : ROOT;
    case "bundles":
      return path.length === 2 ? forward(`${to("products")}?kind=bundles`) : ROOT;
    case "account":
      if (second === undefined) return ROOT;
      if (third !== undefined && (second === "invoices" || second === "subscriptions")) return forward(to("account", second));
      return forward(to("account"));
    case "orders":
      return forward(to("account", "orders"));
    case "shopping-bag":
      return forward(to("products"));
    case "checkout":
      return checkoutMode(path, to, options.invoicePayment === true);
    case "campaign":
      return forward(to("products"));
    case "pagina":
    case "cms-preview":
    case "contact":
    case "auth":
      return forward(to("home"));
    default:
      return ROOT;
  }
}

/**
 * A checkout step goes back to the step before it among the shopper's steps (a customer who pays on
 * invoice has no payment step); the first step, the bare checkout path or an unknown step (which the
 * checkout treats as the first) to the shopping bag.
 */
function checkoutMode(path: string[], to: (...segments: string[]) => string, invoicePayment: boolean): HeaderMode {
  const step = path[1];
  if (step === "success" || step === "payment") return { mode: "forward", backHref: to("home") };
  const steps = progressSteps(invoicePayment);
  const index = steps.indexOf(step as CheckoutStep);
  const previous = index > 0 ? steps[index - 1] : undefined;
  return { mode: "forward", backHref: previous ? to("checkout", previous) : to("shopping-bag") };
}
