import { CHECKOUT_STEPS, type CheckoutStep, FIRST_CHECKOUT_STEP } from "./routing";

/** A url segment as a checkout step; an unknown last segment counts as step one (spec §4). */
export function checkoutStep(segment: string | undefined): CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(segment ?? "") ? (segment as CheckoutStep) : FIRST_CHECKOUT_STEP;
}
