import { paymentPollPauses, paymentWaitMs } from "~/domain/payment-wait";
import type { AppContext } from "~/server/context";

/**
 * Asks the core API about a payment (which asks the provider) until it is no longer open or the wait
 * (PAYMENT_WAIT_SECONDS, clamped into the spec's 5 to 30 s: ~/domain/payment-wait) is up, pausing between
 * questions as the rule says. The Worker spends no CPU while it pauses (wall time only), and stops asking
 * when the payer leaves (the request's signal). Answers the last payment seen: still open after the wait.
 */
export async function waitForPayment<P extends { paymentStatus: string }>(
  app: Pick<AppContext, "env" | "log">,
  signal: AbortSignal,
  ask: () => Promise<P>,
): Promise<P> {
  const waitMs = paymentWaitMs((app.env as { PAYMENT_WAIT_SECONDS?: string }).PAYMENT_WAIT_SECONDS);
  let payment = await ask();
  let questions = 1;
  for (const pause of paymentPollPauses(waitMs)) {
    if (payment.paymentStatus !== "open" || signal.aborted) return payment;
    await paused(pause, signal);
    if (signal.aborted) return payment;
    payment = await ask();
    questions++;
  }
  if (payment.paymentStatus === "open") app.log.info("payment-return.still-open", { waitedMs: waitMs, questions });
  return payment;
}

/** A pause that ends early when the payer has gone (their request aborted). */
function paused(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
