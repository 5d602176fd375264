import { test as base } from "@playwright/test";
import { acquire } from "./locks";

export { expect } from "@playwright/test";

// Playwright's test with what lets a journey run beside others (two workers, ADR 0047): a lock between
// workers on the few things that journeys cannot make their own. A seeded demo customer (their cart,
// wishlist, addresses and sign-in counts are shared by every spec that uses them), or the stock a
// journey buys from (two buyers of the last one: the second is refused), one journey at a time.

type Fixtures = {
  /**
   * Waits until no other worker's test holds `resource`, then holds it until this test ends (passed or
   * failed); also from a beforeEach. The wait is added to the test's time limit. One resource per test,
   * so two tests never wait for each other.
   */
  hold: (resource: string) => Promise<void>;
  /** hold() for a seeded demo customer (workers/core-api/seed/auth-accounts.json: customerId). */
  holdCustomer: (customerId: number) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  hold: async ({}, use, testInfo) => {
    const held: string[] = [];
    const releases: (() => void)[] = [];
    await use(async (resource) => {
      if (held.length > 0) throw new Error(`hold(${resource}): this test holds ${held[0]} already (one per test: two could wait for each other)`);
      held.push(resource);
      const lock = await acquire(resource);
      releases.push(lock.release);
      if (lock.waitedMs > 0) testInfo.setTimeout(testInfo.timeout + lock.waitedMs);
    });
    for (const release of releases) release();
  },
  holdCustomer: async ({ hold }, use) => {
    await use((customerId) => hold(`customer-${customerId}`));
  },
});
