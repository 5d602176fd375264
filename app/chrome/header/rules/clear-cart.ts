/**
 * When the header shows its clear-cart button (chrome spec §2: "shown when a clear condition holds"):
 * while the bag holds items and the header shows the cart, outside the checkout flow. There the bag
 * page has its own 'Leeg maken' beside the lines, and a one-tap way to empty the order mid-checkout
 * helps no one.
 */
export function showsClearCart({ cartCount, checkoutFlow }: { cartCount: number; checkoutFlow: boolean }): boolean {
  return cartCount > 0 && !checkoutFlow;
}
