import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CoreApiError } from "~/server/core-api.server";
import { loadOpenOrder } from "~/server/open-order.server";
import { signInService, SignInServiceError } from "~/server/firebase.server";

// The sign-in service when it does not answer: a local server that accepts the connection and then
// stays silent (the Auth emulator itself always answers quickly).
//
// The deadlines are the platform's AbortSignal.timeout, which vitest's fake clock does not drive: here
// it makes its signal on that clock, so a test moves time on to just before the deadline (still
// waiting) and past it (given up) instead of waiting for it.
function deadlinesOnTheFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
    const deadline = new AbortController();
    setTimeout(() => deadline.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")), ms);
    return deadline.signal;
  });
}
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Whether a promise has settled by now (its callbacks given their turn). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

let server: http.Server;
let host: string;
beforeAll(async () => {
  server = http.createServer(() => {
    /* never answers */
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("a sign-in service that does not answer", () => {
  it("a token refresh gives up after 1500 ms as 'unavailable' (the request then counts as signed out)", async () => {
    const service = signInService({ projectId: "demo-etalage", apiKey: "k", emulatorHost: host, authTenantId: "noordzee-k3f9a" });
    deadlinesOnTheFakeClock();
    const refresh = service.refresh("some-refresh-token").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(refresh)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await refresh;
    expect(error).toBeInstanceOf(SignInServiceError);
    expect((error as SignInServiceError).unavailable).toBe(true);
  });
});

describe("the open-order lookup (chrome spec: at most 5000 ms, then the page goes without the notice)", () => {
  const customer = { firstName: "Fatima" } as NonNullable<Parameters<typeof loadOpenOrder>[0]["customer"]>;
  const warnings: string[] = [];
  const log = { warn: (event: string) => warnings.push(event) } as unknown as Parameters<typeof loadOpenOrder>[0]["log"];
  const asking = (openOrder: (input: { signal?: AbortSignal }) => Promise<unknown>) =>
    ({ customer, log, account: { openOrder } }) as unknown as Parameters<typeof loadOpenOrder>[0];

  it("a core API that does not answer is given up after 5000 ms: no notice", async () => {
    const silent = asking(({ signal }) => new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason))));
    deadlinesOnTheFakeClock();
    const lookup = loadOpenOrder(silent);
    await vi.advanceTimersByTimeAsync(4999);
    expect(await settled(lookup)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await lookup).toBeNull();
  });

  it("an unpaid order is the notice; none (404) is no notice and no warning", async () => {
    expect(await loadOpenOrder(asking(async () => ({ id: "o-1", number: "NZ-1001" })))).toEqual({ id: "o-1", number: "NZ-1001" });
    warnings.length = 0;
    expect(await loadOpenOrder(asking(async () => Promise.reject(new CoreApiError("account.openOrder", 404, null))))).toBeNull();
    expect(warnings).toEqual([]);
  });
});
