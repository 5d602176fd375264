import { describe, expect, it } from "vitest";
import { PAYMENT_POLL_MAX_PAUSE_MS, PAYMENT_WAIT_DEFAULT_SECONDS, paymentPollPauses, paymentWaitMs } from "~/domain/payment-wait";

// The payment return page's bounded wait (app/domain/payment-wait.ts; spec §5 and §9: between 5 and 30 s).

describe("the wait for the provider's answer", () => {
  it.each([
    [4.9, 5000],
    [5, 5000],
    [12, 12000],
    [30, 30000],
    [31, 30000],
    ["4.9", 5000],
    ["5", 5000],
    ["30", 30000],
    ["31", 30000],
    [0, 5000],
    [-10, 5000],
    [1e9, 30000],
  ])("a configured %s s waits %i ms (the spec's 5 to 30 s)", (configured, ms) => {
    expect(paymentWaitMs(configured)).toBe(ms);
  });

  it.each([undefined, null, "", "  ", "soon", "NaN", Number.NaN, Number.POSITIVE_INFINITY])("nothing usable (%s) is the default", (configured) => {
    expect(paymentWaitMs(configured)).toBe(PAYMENT_WAIT_DEFAULT_SECONDS * 1000);
  });

  it("the default itself lies within the spec's limits", () => {
    expect(PAYMENT_WAIT_DEFAULT_SECONDS).toBeGreaterThanOrEqual(5);
    expect(PAYMENT_WAIT_DEFAULT_SECONDS).toBeLessThanOrEqual(30);
  });
});

describe("the pauses between the questions", () => {
  it.each([5000, 15000, 30000])("end exactly at the bound of %i ms, first soon, never longer than 3 s", (waitMs) => {
    const pauses = paymentPollPauses(waitMs);
    expect(pauses.reduce((a, b) => a + b, 0)).toBe(waitMs);
    expect(pauses[0]).toBe(500);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(PAYMENT_POLL_MAX_PAUSE_MS);
  });

  it("grow gently: 0.5, 1, 2 and then 3 s", () => {
    expect(paymentPollPauses(5000)).toEqual([500, 1000, 2000, 1500]);
    expect(paymentPollPauses(12000).slice(0, 5)).toEqual([500, 1000, 2000, 3000, 3000]);
  });

  it("30 s are at most 13 more questions (a Worker's subrequests stay few)", () => {
    expect(paymentPollPauses(30000).length).toBeLessThanOrEqual(13);
  });
});
