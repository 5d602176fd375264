// The checkout's steps and their guards (spec §2 checkout, §4): the order of the steps, which steps
// an invoice customer sees, and where a shopper who asks for a step they cannot have yet goes.

/** The steps in their order (spec §2). */
export const CHECKOUT_STEPS = ["gegevens", "adres", "bezorging", "betaling", "samenvatting"] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
/** The first checkout step; the bare checkout path and an unknown step lead here (spec §2, §4). */
export const FIRST_CHECKOUT_STEP = "gegevens";

/** The checkout flashes a finished step's check mark after this many ms … (spec §9) */
export const CHECKOUT_FLASH_DELAY_MS = 300;
/** … for this many ms. */
export const CHECKOUT_FLASH_DURATION_MS = 1000;

/** How often the page that waits for a payment checks it again (seconds; a meta refresh, no JavaScript needed). */
export const PAYMENT_RECHECK_SECONDS = 3;

/** The steps whose data the core API stores on the cart (samenvatting stores nothing). */
export type StoredStep = Exclude<CheckoutStep, "samenvatting">;
export type StepCompletion = Record<StoredStep, boolean>;

/** A url segment as a checkout step; an unknown last segment counts as step one (spec §4). */
export function checkoutStep(segment: string | undefined): CheckoutStep {
  return (CHECKOUT_STEPS as readonly string[]).includes(segment ?? "") ? (segment as CheckoutStep) : FIRST_CHECKOUT_STEP;
}

/** The steps of the progress bar: payment is dropped for customers who may pay on invoice (spec §2). */
export function progressSteps(invoicePayment: boolean): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => !(invoicePayment && step === "betaling"));
}

/** The step after this one, or null after the summary. */
export function nextStep(step: CheckoutStep, invoicePayment: boolean): CheckoutStep | null {
  const steps = progressSteps(invoicePayment);
  const index = steps.indexOf(step);
  // betaling for an invoice customer is not one of their steps: it leads to the summary.
  if (index === -1) return "samenvatting";
  return steps[index + 1] ?? null;
}

export type StepGuard = { redirectTo: "shopping-bag" } | { redirectTo: CheckoutStep } | null;

/**
 * Where a request for a checkout step goes instead, or null when the step may be shown:
 * an empty cart → the shopping bag; betaling for an invoice customer → samenvatting (spec §4);
 * a step whose earlier steps are not all complete → the first incomplete one (no forward jumps).
 */
export function guardStep(requested: CheckoutStep, cart: { empty: boolean; complete: StepCompletion; invoicePayment: boolean }): StepGuard {
  if (cart.empty) return { redirectTo: "shopping-bag" };
  const target: CheckoutStep = cart.invoicePayment && requested === "betaling" ? "samenvatting" : requested;
  const steps = progressSteps(cart.invoicePayment);
  const before = steps.slice(0, steps.indexOf(target));
  const incomplete = before.find((step) => step !== "samenvatting" && !cart.complete[step]);
  if (incomplete) return { redirectTo: incomplete };
  return target === requested ? null : { redirectTo: target };
}

/** Per step of the bar: done (before the current one), current, or still to come. Only done steps are links. */
export function stepStates(steps: readonly CheckoutStep[], current: CheckoutStep): { step: CheckoutStep; state: "done" | "current" | "todo" }[] {
  const at = steps.indexOf(current);
  return steps.map((step, index) => ({ step, state: index < at ? "done" : index === at ? "current" : "todo" }));
}
