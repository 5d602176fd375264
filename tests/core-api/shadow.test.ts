import { env } from "cloudflare:workers";
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError, OPERATOR_KEY_HEADER, ShadowLinkCreated, ShadowStarted, ShadowStopped } from "../../commerce/contract";
import { signShadowLink } from "../../workers/core-api/auth/shadow-link";
import { ANNA, AUTH_TENANT_A, body, PIETER, SEM, tokenOf } from "./auth-support";
import development from "../../development.vars.json";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Development's keys (development.vars.json, ADR 0043).
const DEV_OPERATOR_KEY = development.coreApi.OPERATOR_KEY;
const DEV_SHADOW_LINK_SECRET = development.coreApi.SHADOW_LINK_SECRET;

async function refused(response: Response, status: number, code: string) {
  const error = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(error)).toBe(status);
  expect(error.error.code).toBe(code);
  return error.error;
}

const STAFF = { staffId: "s-7", staffName: "Sanne de Wit" };

const requestLink = (input: unknown, { tenant = TENANT_A, key = DEV_OPERATOR_KEY as string | null } = {}) =>
  call("/operator/shadow-links", {
    method: "POST",
    tenant,
    headers: { "content-type": "application/json", ...(key === null ? {} : { [OPERATOR_KEY_HEADER]: key }) },
    body: body(input),
  });

async function link(customerId = ANNA.id, tenant = TENANT_A) {
  const response = await requestLink({ ...STAFF, customerId }, { tenant });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return ShadowLinkCreated.parse(answer);
}

const consume = (token: string, tenant = TENANT_A) =>
  call("/auth/shadow-links/consume", { method: "POST", tenant, headers: { "content-type": "application/json" }, body: body({ token }) });

async function started(token: string, tenant = TENANT_A) {
  const response = await consume(token, tenant);
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return ShadowStarted.parse(answer);
}

type LinkClaims = { tenant: string; customer: number; staffId: string; staffName: string; exp: number; jti: string };

/** A link signed with the development secret, as the core API would sign it, with any claims. */
const signed = (claims: Partial<LinkClaims> = {}, secret: string = DEV_SHADOW_LINK_SECRET) =>
  signShadowLink(secret, {
    tenant: TENANT_A,
    customer: ANNA.id,
    staffId: STAFF.staffId,
    staffName: STAFF.staffName,
    exp: Math.floor(Date.now() / 1000) + 600,
    jti: crypto.randomUUID(),
    ...claims,
  });

const base64urlJson = (value: unknown) => btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

const sessions = async (customerId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM shadow_sessions WHERE customer_id = ?1").bind(customerId).first<{ n: number }>())!.n;

let logs: Record<string, unknown>[] = [];
const originalLog = console.log;
beforeEach(() => {
  logs = [];
  console.log = (...args: unknown[]) => {
    try {
      logs.push(JSON.parse(String(args[0])) as Record<string, unknown>);
    } catch {
      /* not a JSON log line */
    }
  };
});
afterEach(() => {
  console.log = originalLog;
});

describe("shadow links", () => {
  it("an operator key is needed to make one", async () => {
    await refused(await requestLink({ ...STAFF, customerId: ANNA.id }, { key: null }), 401, "unauthorized");
    await refused(await requestLink({ ...STAFF, customerId: ANNA.id }, { key: "etalage" }), 401, "unauthorized");
  });

  it("a link names staff member and customer, is valid 15 minutes and signs in as the customer with the staff id", async () => {
    const created = await link();
    expect(created.path).toBe(`/auth/shadow?token=${created.token}`);
    const minutes = (Date.parse(created.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const before = await sessions(ANNA.id);
    const session = await started(created.token);
    expect(session.staff).toEqual({ id: "s-7", name: "Sanne de Wit" });
    expect(session.customer).toMatchObject({ id: ANNA.id, number: "K-001101" });
    const claims = decodeJwt(session.customToken) as Record<string, unknown>;
    expect(claims).toMatchObject({ uid: ANNA.uid, tenant_id: AUTH_TENANT_A, claims: { impersonatedBy: "s-7", shadow: true } });

    expect(await sessions(ANNA.id)).toBe(before + 1);
    const row = await env.DB.prepare("SELECT staff_id, staff_name, customer_id, started_at, stopped_at FROM shadow_sessions WHERE id = ?1")
      .bind(session.sessionId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ staff_id: "s-7", staff_name: "Sanne de Wit", customer_id: ANNA.id, stopped_at: null });
    expect(logs.find((l) => l.event === "shadow.start")).toMatchObject({
      tenant: TENANT_A,
      staffId: "s-7",
      staffName: "Sanne de Wit",
      customerId: ANNA.id,
      at: row!.started_at,
    });
  });

  it("is single use: a second consume is a 409 and starts nothing", async () => {
    const created = await link(PIETER.id);
    await started(created.token);
    const count = await sessions(PIETER.id);
    await refused(await consume(created.token), 409, "conflict");
    expect(await sessions(PIETER.id)).toBe(count);
  });

  it("a link is a JWT signed with HS256, with its id (jti) and expiry (exp) 15 minutes on", async () => {
    const created = await link();
    expect(decodeProtectedHeader(created.token)).toEqual({ alg: "HS256", typ: "shadow-link+jwt" });
    const claims = decodeJwt(created.token);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! * 1000).toBe(Date.parse(created.expiresAt));
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(claims).toMatchObject({ tenant: TENANT_A, customer: ANNA.id, staffId: "s-7", staffName: "Sanne de Wit" });
    // Two links for the same customer are two links.
    expect(decodeJwt((await link()).token).jti).not.toBe(claims.jti);
  });

  it("a forged or changed link is a 404", async () => {
    const created = await link();
    const [header, payload, signature] = created.token.split(".") as [string, string, string];
    const claims = decodeJwt(created.token);
    const secret = new TextEncoder().encode(DEV_SHADOW_LINK_SECRET);
    const forgeries = [
      // another customer under the same signature, a changed signature, another secret
      `${header}.${base64urlJson({ ...claims, customer: PIETER.id })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}AA`,
      await signed({ jti: crypto.randomUUID() }, "not-the-secret"),
      // no signature at all (alg none), or the right secret on a token of another kind
      new UnsecuredJWT(claims).encode(),
      `${base64urlJson({ alg: "none", typ: "shadow-link+jwt" })}.${payload}.`,
      await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(secret),
      await new SignJWT({ ...claims, aud: "someone-else" }).setProtectedHeader({ alg: "HS256", typ: "shadow-link+jwt" }).sign(secret),
      // a link without an id or an expiry
      await new SignJWT({ ...claims, jti: undefined }).setProtectedHeader({ alg: "HS256", typ: "shadow-link+jwt" }).sign(secret),
      await new SignJWT({ ...claims, exp: undefined }).setProtectedHeader({ alg: "HS256", typ: "shadow-link+jwt" }).sign(secret),
      // the home-made format of before (payload.signature) and plain garbage
      `${payload}.${signature}`,
      "garbage",
      `${created.token}.x`,
    ];
    for (const forged of forgeries) await refused(await consume(forged), 404, "not_found");
    // the untouched link still works
    await started(created.token);
  });

  it("another shop's link is a 404 there and stays usable at its own shop", async () => {
    const created = await link(ANNA.id, TENANT_A);
    await refused(await consume(created.token, TENANT_B), 404, "not_found");
    await started(created.token, TENANT_A);
    // a link for shop B's customer, consumed at B
    const atB = await link(SEM.id, TENANT_B);
    expect((await started(atB.token, TENANT_B)).customer.id).toBe(SEM.id);
  });

  it("an expired link is a 410 at its own shop, a 404 elsewhere, and an expired forgery a 404", async () => {
    const exp = Math.floor(Date.now() / 1000) - 1;
    await refused(await consume(await signed({ exp })), 410, "gone");
    await refused(await consume(await signed({ exp }), TENANT_B), 404, "not_found");
    await refused(await consume(await signed({ exp }, "not-the-secret")), 404, "not_found");
  });

  it("a customer without a sign-in account cannot be shadowed: 409 to make a link, 404 to consume one", async () => {
    const id = (await env.DB.prepare("INSERT INTO customers (tenant_id, email, first_name) VALUES (?1, ?2, 'Geen') RETURNING id")
      .bind(TENANT_A, `${crypto.randomUUID()}@account.test`)
      .first<{ id: number }>())!.id;
    await refused(await requestLink({ ...STAFF, customerId: id }), 409, "conflict");
    await refused(await consume(await signed({ customer: id })), 404, "not_found");
    await refused(await requestLink({ ...STAFF, customerId: 999_999 }), 404, "not_found");
    await refused(await requestLink({ ...STAFF, customerId: SEM.id }), 404, "not_found");
  });

  it("bad bodies are a 400", async () => {
    for (const bad of [{}, { ...STAFF }, { ...STAFF, customerId: "1101" }, { staffId: "", staffName: "X", customerId: 1101 }]) {
      await refused(await requestLink(bad), 400, "bad_request");
    }
    const consume = (value: unknown) =>
      call("/auth/shadow-links/consume", { method: "POST", headers: { "content-type": "application/json" }, body: body(value) });
    await refused(await consume({}), 400, "bad_request");
    await refused(await consume({ token: "x".repeat(3000) }), 400, "bad_request");
    // The contract's bodies are JSON: anything else is refused for its type.
    await refused(await call("/auth/shadow-links/consume", { method: "POST", body: body({ token: "x" }) }), 415, "unsupported_media_type");
  });
});

describe("stopping a shadow session", () => {
  const stop = (id: number, token: string | null) =>
    call(`/auth/shadow-sessions/${id}/stop`, { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("the shadow session's own token stops it: stored and logged with staff member, customer and time; twice is the same stop", async () => {
    const session = await started((await link()).token);
    const shadowToken = tokenOf(ANNA, { impersonatedBy: "s-7", shadow: true });

    // the customer's own token (no staff), another staff member or another customer: not theirs to stop
    await refused(await stop(session.sessionId, tokenOf(ANNA)), 404, "not_found");
    await refused(await stop(session.sessionId, tokenOf(ANNA, { impersonatedBy: "s-8", shadow: true })), 404, "not_found");
    await refused(await stop(session.sessionId, tokenOf(PIETER, { impersonatedBy: "s-7", shadow: true })), 404, "not_found");
    await refused(await stop(session.sessionId, null), 401, "unauthorized");
    expect(await env.DB.prepare("SELECT stopped_at FROM shadow_sessions WHERE id = ?1").bind(session.sessionId).first("stopped_at")).toBeNull();

    const response = await stop(session.sessionId, shadowToken);
    expect(response.status).toBe(200);
    const { stoppedAt } = ShadowStopped.parse(await json(response));
    const row = await env.DB.prepare("SELECT stopped_at FROM shadow_sessions WHERE id = ?1").bind(session.sessionId).first("stopped_at");
    expect(row).toBe(stoppedAt);
    expect(logs.filter((l) => l.event === "shadow.stop")).toEqual([
      expect.objectContaining({ tenant: TENANT_A, staffId: "s-7", staffName: "Sanne de Wit", customerId: ANNA.id, at: stoppedAt }),
    ]);

    const again = ShadowStopped.parse(await json(await stop(session.sessionId, shadowToken)));
    expect(again.stoppedAt).toBe(stoppedAt);
    expect(logs.filter((l) => l.event === "shadow.stop").length).toBe(1);
    await refused(await stop(999_999, shadowToken), 404, "not_found");
  });
});
