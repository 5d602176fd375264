import { data } from "react-router";

/**
 * orders/{id}: an order, shown to its owner only. Until the checkout creates orders no shopper owns
 * one, so every id is the 404 page — never someone else's order.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function OrderDetail() {
  return null;
}
