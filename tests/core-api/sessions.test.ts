import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  OPERATOR_KEY_HEADER,
  SESSION_ID_HEADER,
  SessionCreated,
  SessionEnded,
  SessionsEnded,
  SessionTokens,
  SessionUpdated,
  ShadowLinkCreated,
  ShadowStarted,
} from "../../commerce/contract";
import worker from "../../workers/core-api/index";
import { type Account, ANNA, body, idToken, newCustomer, PIETER, SEM, tokenOf } from "./auth-support";
import development from "../../development.vars.json";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Development's keys (development.vars.json, ADR 0043).
const DEV_OPERATOR_KEY = development.coreApi.OPERATOR_KEY;

// Sign-in sessions (issue 10, ADR 0009): kept per shop, found by a random id the storefront's cookie
// carries, with the tokens sealed at rest. Every id that is not a live session of this shop is a 404.

async function refused(response: Response, status: number, code: string) {
  const error = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(error)).toBe(status);
  expect(error.error.code).toBe(code);
}

const REFRESH = "refresh-token-of-the-sign-in-service";

function create(account: Account, input: unknown = { refreshToken: REFRESH }, token = tokenOf(account), tenant = account.tenant) {
  return call("/auth/sessions", {
    method: "POST",
    tenant,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body(input),
  });
}

async function created(account: Account, input?: unknown, token?: string) {
  const response = await create(account, input, token);
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return SessionCreated.parse(answer).sessionId;
}

const withId = (sessionId: string | null, init: RequestInit & { tenant?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (sessionId !== null) headers.set(SESSION_ID_HEADER, sessionId);
  return { ...init, headers };
};
const read = (sessionId: string | null, tenant = TENANT_A) => call("/auth/sessions/current", withId(sessionId, { tenant }));
const end = (sessionId: string | null, tenant = TENANT_A) => call("/auth/sessions/current", withId(sessionId, { method: "DELETE", tenant }));
const update = (sessionId: string, tokens: unknown, tenant = TENANT_A) =>
  call("/auth/sessions/current/tokens", withId(sessionId, { method: "PUT", tenant, headers: { "content-type": "application/json" }, body: body(tokens) }));

async function hashOf(sessionId: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(sessionId));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
const row = async (sessionId: string) =>
  env.DB.prepare("SELECT * FROM customer_sessions WHERE id_hash = ?1")
    .bind(await hashOf(sessionId))
    .first<Record<string, unknown>>();
const setColumn = async (sessionId: string, column: string, value: unknown) =>
  env.DB.prepare(`UPDATE customer_sessions SET ${column} = ?2 WHERE id_hash = ?1`)
    .bind(await hashOf(sessionId), value)
    .run();

describe("keeping a sign-in session", () => {
  it("creates one for a customer's ID token, with a fresh 43-character id, valid 30 days", async () => {
    const customer = await newCustomer();
    const token = tokenOf(customer);
    const response = await create(customer, { refreshToken: REFRESH }, token);
    expect(response.status).toBe(201);
    const answer = SessionCreated.parse(await json(response));
    expect(answer.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const kept = SessionTokens.parse(await json(await read(answer.sessionId)));
    expect(kept).toMatchObject({ customerId: customer.id, uid: customer.uid, idToken: token, refreshToken: REFRESH, shadowSessionId: null });
    expect(kept.tokenExpiresAt).toBeGreaterThan(Date.now() + 50 * 60_000);
    // Two sign-ins, two sessions: an id is never reused.
    expect(await created(customer)).not.toBe(answer.sessionId);
  });

  it("keeps neither the id nor the tokens readable in the table", async () => {
    const customer = await newCustomer();
    const token = tokenOf(customer);
    const sessionId = await created(customer, { refreshToken: REFRESH }, token);
    const stored = JSON.stringify(await row(sessionId));
    expect(stored).not.toContain(sessionId);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(REFRESH);
    // Sealed with the session id: the same row cannot be opened with another id (a row copied over).
    const other = await created(customer);
    await setColumn(other, "sealed_tokens", (await row(sessionId))!.sealed_tokens);
    await refused(await read(other), 404, "not_found");
  });

  it("refuses to keep one without a customer of this shop (401) or with a bad body (400)", async () => {
    await refused(
      await call("/auth/sessions", { method: "POST", headers: { "content-type": "application/json" }, body: body({ refreshToken: "r" }) }),
      401,
      "unauthorized",
    );
    await refused(await create(ANNA, { refreshToken: "r" }, idToken({ uid: "no-such-customer" })), 401, "unauthorized");
    await refused(await create(SEM, { refreshToken: "r" }, tokenOf(SEM), TENANT_A), 401, "unauthorized");
    await refused(await create(ANNA, { refreshToken: "" }), 400, "bad_request");
    await refused(await create(ANNA, { refreshToken: "x".repeat(9000) }), 400, "bad_request");
    await refused(await create(ANNA, "not json"), 400, "bad_request");
  });

  it("is found only at its own shop", async () => {
    const sessionId = await created(ANNA);
    await refused(await read(sessionId, TENANT_B), 404, "not_found");
    await refused(await end(sessionId, TENANT_B), 404, "not_found");
    await refused(await update(sessionId, { idToken: tokenOf(ANNA), refreshToken: "r" }, TENANT_B), 404, "not_found");
    expect((await read(sessionId, TENANT_A)).status).toBe(200);
    // and shop B's session is not found at A
    const atB = await created(SEM);
    await refused(await read(atB, TENANT_A), 404, "not_found");
  });

  it("answers 404 — never 500 — for a missing, malformed or unknown id", async () => {
    for (const id of [null, "", "short", "A".repeat(43), "A".repeat(44), `${"A".repeat(42)}!`, "../../operator/invites", "%00".repeat(15)]) {
      await refused(await read(id), 404, "not_found");
      await refused(await end(id), 404, "not_found");
    }
  });
});

describe("a session ends", () => {
  it("when it is deleted (sign-out): then it is not found, and a second sign-out is a 404", async () => {
    // A customer unknown to the shared Auth emulator: the revocation is asked for and fails (logged).
    const sessionId = await created(await newCustomer());
    const response = await end(sessionId);
    expect(response.status).toBe(200);
    SessionEnded.parse(await json(response));
    expect(await row(sessionId)).toBeNull();
    await refused(await read(sessionId), 404, "not_found");
    await refused(await end(sessionId), 404, "not_found");
  });

  it("after 30 days, or 14 days unused: not found, and removed when asked for", async () => {
    for (const [column, value] of [
      ["expires_at", new Date(Date.now() - 1).toISOString()],
      ["last_seen_at", new Date(Date.now() - 14 * 86_400_000 - 1000).toISOString()],
    ] as const) {
      const sessionId = await created(ANNA);
      await setColumn(sessionId, column, value);
      await refused(await read(sessionId), 404, "not_found");
      expect(await row(sessionId), column).toBeNull();
    }
  });

  it("being used keeps it alive: last_seen_at moves on (at most once an hour)", async () => {
    const sessionId = await created(ANNA);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await setColumn(sessionId, "last_seen_at", twoHoursAgo);
    expect((await read(sessionId)).status).toBe(200);
    const seen = String((await row(sessionId))!.last_seen_at);
    expect(seen > twoHoursAgo).toBe(true);
    expect((await read(sessionId)).status).toBe(200);
    expect((await row(sessionId))!.last_seen_at).toBe(seen);
  });

  it("the daily cleanup removes ended sessions of every shop and leaves live ones", async () => {
    const live = await created(ANNA);
    const expired = await created(ANNA);
    const idle = await created(SEM);
    await setColumn(expired, "expires_at", new Date(Date.now() - 1000).toISOString());
    await setColumn(idle, "last_seen_at", new Date(Date.now() - 20 * 86_400_000).toISOString());
    await worker.scheduled(createScheduledController({ cron: "17 3 * * *" }), env);
    expect(await row(expired)).toBeNull();
    expect(await row(idle)).toBeNull();
    expect(await row(live)).not.toBeNull();
  });

  it("a new sign-in removes the shop's ended sessions on the way", async () => {
    const expired = await created(ANNA);
    await setColumn(expired, "expires_at", new Date(Date.now() - 1000).toISOString());
    await created(PIETER);
    expect(await row(expired)).toBeNull();
  });
});

describe("refreshed tokens", () => {
  it("are kept when they are of the session's account; the new expiry is answered", async () => {
    const customer = await newCustomer();
    const sessionId = await created(customer);
    const fresh = idToken({ uid: customer.uid, email: customer.email, expiresIn: "2h" });
    const response = await update(sessionId, { idToken: fresh, refreshToken: "new-refresh" });
    expect(response.status).toBe(200);
    const { tokenExpiresAt } = SessionUpdated.parse(await json(response));
    expect(tokenExpiresAt).toBeGreaterThan(Date.now() + 110 * 60_000);
    expect(SessionTokens.parse(await json(await read(sessionId)))).toMatchObject({ idToken: fresh, refreshToken: "new-refresh", tokenExpiresAt });
  });

  it("of another account, or not valid for this shop, are refused (401) and change nothing", async () => {
    const customer = await newCustomer();
    const sessionId = await created(customer);
    await refused(await update(sessionId, { idToken: tokenOf(ANNA), refreshToken: "x" }), 401, "unauthorized");
    await refused(await update(sessionId, { idToken: idToken({ uid: customer.uid, authTenant: SEM.authTenant }), refreshToken: "x" }), 401, "unauthorized");
    await refused(await update(sessionId, { idToken: "not-a-token", refreshToken: "x" }), 401, "unauthorized");
    await refused(await update(sessionId, { refreshToken: "x" }), 400, "bad_request");
    expect(SessionTokens.parse(await json(await read(sessionId))).refreshToken).toBe(REFRESH);
  });
});

describe("ending a customer's sessions (password change or reset)", () => {
  const endAll = (account: Account, keep?: string, token = tokenOf(account)) =>
    call("/customers/me/sessions", withId(keep ?? null, { method: "DELETE", tenant: account.tenant, headers: { authorization: `Bearer ${token}` } }));

  it("ends all but the one named, and nobody else's", async () => {
    const customer = await newCustomer();
    const [current, other, third] = [await created(customer), await created(customer), await created(customer)];
    const someoneElse = await created(ANNA);
    const response = await endAll(customer, current);
    expect(SessionsEnded.parse(await json(response))).toEqual({ ended: 2 });
    expect((await read(current)).status).toBe(200);
    await refused(await read(other), 404, "not_found");
    await refused(await read(third), 404, "not_found");
    expect((await read(someoneElse)).status).toBe(200);
    expect(SessionsEnded.parse(await json(await endAll(customer)))).toEqual({ ended: 1 });
    await refused(await read(current), 404, "not_found");
  });

  it("needs the customer's own sign-in, not staff acting for them", async () => {
    const customer = await newCustomer();
    const sessionId = await created(customer);
    await refused(await call("/customers/me/sessions", { method: "DELETE" }), 401, "unauthorized");
    await refused(await endAll(customer, undefined, tokenOf(customer, { impersonatedBy: "s-7" })), 401, "unauthorized");
    await refused(await endAll(customer, "malformed"), 404, "not_found");
    expect((await read(sessionId)).status).toBe(200);
  });
});

describe("shadow sessions", () => {
  async function shadowStarted(customerId: number) {
    const link = ShadowLinkCreated.parse(
      await json(
        await call("/operator/shadow-links", {
          method: "POST",
          headers: { "content-type": "application/json", [OPERATOR_KEY_HEADER]: DEV_OPERATOR_KEY },
          body: body({ staffId: "s-7", staffName: "Sanne de Wit", customerId }),
        }),
      ),
    );
    const response = await call("/auth/shadow-links/consume", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: body({ token: link.token }),
    });
    return ShadowStarted.parse(await json(response));
  }

  it("are kept with their shadow session, for a token that carries its staff member", async () => {
    const customer = await newCustomer();
    const shadow = await shadowStarted(customer.id);
    const staffToken = tokenOf(customer, { impersonatedBy: "s-7" });
    const sessionId = await created(customer, { refreshToken: "r", shadowSessionId: shadow.sessionId }, staffToken);
    expect(SessionTokens.parse(await json(await read(sessionId))).shadowSessionId).toBe(shadow.sessionId);
  });

  it("are refused for another staff member, another customer, a stopped session or a shadow token without one", async () => {
    const customer = await newCustomer();
    const shadow = await shadowStarted(customer.id);
    const input = { refreshToken: "r", shadowSessionId: shadow.sessionId };
    await refused(await create(customer, input, tokenOf(customer, { impersonatedBy: "s-8" })), 404, "not_found");
    await refused(await create(customer, input, tokenOf(customer)), 404, "not_found");
    const other = await newCustomer();
    await refused(await create(other, input, tokenOf(other, { impersonatedBy: "s-7" })), 404, "not_found");
    await refused(await create(customer, { refreshToken: "r" }, tokenOf(customer, { impersonatedBy: "s-7" })), 400, "bad_request");
    await env.DB.prepare("UPDATE shadow_sessions SET stopped_at = '2026-01-01T00:00:00.000Z' WHERE id = ?1").bind(shadow.sessionId).run();
    await refused(await create(customer, input, tokenOf(customer, { impersonatedBy: "s-7" })), 404, "not_found");
  });
});
