// How long the payment return page waits for the provider's answer (issue 23; spec §5 and §9: "long-polling
// timeout between 5 and 30 seconds"). Pure rules: the loader (app/routes/checkout/payment-wait.server.ts)
// does the waiting.

/** The spec's limits of the wait, in seconds. */
export const PAYMENT_WAIT_MIN_SECONDS = 5;
export const PAYMENT_WAIT_MAX_SECONDS = 30;

/**
 * 15 s unless configured: while the return page waits, the payer still sees the provider's page with
 * the browser's loading bar and no word from the shop. A payment that settles does so in a few seconds
 * (the provider's webhook); past 15 s the shopper is better served by the page that says it is still
 * being processed, which checks again by itself (each check waits once more).
 */
export const PAYMENT_WAIT_DEFAULT_SECONDS = 15;

/** The longest pause between two questions to the core API: gentle on it, quick enough for the payer. */
export const PAYMENT_POLL_MAX_PAUSE_MS = 3000;
const FIRST_PAUSE_MS = 500;

/**
 * The wait in milliseconds from a configured number of seconds (PAYMENT_WAIT_SECONDS), clamped into the
 * spec's 5 to 30 s; nothing, or something that is not a number, is the default.
 */
export function paymentWaitMs(configured: string | number | undefined | null): number {
  const seconds = typeof configured === "number" ? configured : configured?.trim() ? Number(configured) : Number.NaN;
  if (!Number.isFinite(seconds)) return PAYMENT_WAIT_DEFAULT_SECONDS * 1000;
  return Math.round(Math.min(PAYMENT_WAIT_MAX_SECONDS, Math.max(PAYMENT_WAIT_MIN_SECONDS, seconds)) * 1000);
}

/**
 * The pauses between the questions of one wait: 0.5 s, then doubling up to 3 s each, and a last one that
 * ends exactly at the bound (the last question is asked when the wait is up). Together never more than
 * `waitMs`: 30 s are 13 questions after the first, within a Worker's subrequests per request.
 */
export function paymentPollPauses(waitMs: number): number[] {
  const pauses: number[] = [];
  let waited = 0;
  let pause = FIRST_PAUSE_MS;
  while (waited < waitMs) {
    const next = Math.min(pause, waitMs - waited);
    pauses.push(next);
    waited += next;
    pause = Math.min(pause * 2, PAYMENT_POLL_MAX_PAUSE_MS);
  }
  return pauses;
}
