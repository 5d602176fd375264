import { Outlet } from "react-router";

/**
 * The checkout's frame. Each step renders its progress bar and the sticky cart summary itself (they
 * need the step's guarded, freshly priced cart); the steps, their guards and forms are in step.tsx.
 */
export default function CheckoutLayout() {
  return <Outlet />;
}
