import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_ORDER_TIMEOUT_MS } from "~/domain/signed-in";
import { REFRESH_TIMEOUT_MS, signInService, SignInServiceError } from "~/server/firebase.server";

// The sign-in service when it does not answer: a local server that accepts the connection and then
// stays silent (the Auth emulator itself always answers quickly).
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
    expect(REFRESH_TIMEOUT_MS).toBe(1500);
    const service = signInService({ projectId: "demo-etalage", apiKey: "k", emulatorHost: host, authTenantId: "noordzee-k3f9a" });
    const started = Date.now();
    const error = await service.refresh("some-refresh-token").catch((e: unknown) => e);
    const waited = Date.now() - started;
    expect(error).toBeInstanceOf(SignInServiceError);
    expect((error as SignInServiceError).unavailable).toBe(true);
    expect(waited).toBeGreaterThanOrEqual(1400);
    expect(waited).toBeLessThan(3000);
  });
});

describe("the open-order lookup", () => {
  it("waits at most 5000 ms (then the page goes without the notice)", () => {
    expect(OPEN_ORDER_TIMEOUT_MS).toBe(5000);
  });
});
