import { isCheckoutFlow } from "~/domain/navigation";
import type { HeaderTheme } from "~/domain/theme";

/** Which controls the header shows on a page. */
export type HeaderControls = { search: boolean; wishlist: boolean; account: boolean; language: boolean; cart: boolean };

/**
 * The controls for this page (§2 "Checkout-flow pages"): in the checkout flow (the shopping bag, every
 * checkout step, payment return and success — the same pages where the open-order notice is hidden)
 * the header is simplified: no search, wishlist or account; the simple theme also hides language and
 * cart. Elsewhere everything shows, search only when enabled and the cart not in the fancy header of a
 * shop whose shopping is disabled (§5).
 */
export function headerControls(pathname: string, theme: HeaderTheme, options: { searchEnabled: boolean; shoppingDisabled?: boolean }): HeaderControls {
  const cart = !(theme === "fancy" && options.shoppingDisabled);
  if (isCheckoutFlow(pathname)) {
    const simple = theme === "simple";
    return { search: false, wishlist: false, account: false, language: !simple, cart: cart && !simple };
  }
  return { search: options.searchEnabled, wishlist: true, account: true, language: true, cart };
}
