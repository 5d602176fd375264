import { Outlet } from "react-router";

/** The checkout's frame; the steps, their guards and the cart summary come with the checkout issue. */
export default function CheckoutLayout() {
  return <Outlet />;
}
