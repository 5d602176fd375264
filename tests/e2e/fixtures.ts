import { test as base } from "@playwright/test";
import { acquire } from "./locks";

export { expect } from "@playwright/test";

// Playwright's test with what lets a journey run beside others (two workers, ADR 0047). A journey that
// signs in as (or shadows) a seeded demo customer holds that customer first: their cart, wishlist,
// addresses and sign-in counts are shared by every spec that uses them, so one journey at a time.

type Fixtures = {
  /**
   * Waits until no other worker's journey holds this demo customer, then holds it until this test ends
   * (passed or failed). The wait is added to the test's time limit. One customer per test, so two
   * journeys never wait for each other.
   */
  holdCustomer: (customerId: number) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  holdCustomer: async ({}, use, testInfo) => {
    const held: (() => void)[] = [];
    await use(async (customerId) => {
      if (held.length > 0) throw new Error("holdCustomer: one demo customer per test (two could wait for each other)");
      const lock = await acquire(`customer-${customerId}`);
      held.push(lock.release);
      if (lock.waitedMs > 0) testInfo.setTimeout(testInfo.timeout + lock.waitedMs);
    });
    for (const release of held) release();
  },
});
