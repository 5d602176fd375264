import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, Customer, Invite, InviteCreated, OPERATOR_KEY_HEADER } from "../../commerce/contract";
import { AUTH_TENANT_A, AUTH_TENANT_B, accountAtSignInService, body, idToken, signInStatus } from "./auth-support";
import development from "../../development.vars.json";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Development's keys (development.vars.json, ADR 0043).
const DEV_OPERATOR_KEY = development.coreApi.OPERATOR_KEY;

async function refused(response: Response, status: number, code: string) {
  const error = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(error)).toBe(status);
  expect(error.error.code).toBe(code);
  return error.error;
}

const invite = (input: unknown, { tenant = TENANT_A, key = DEV_OPERATOR_KEY as string | null } = {}) =>
  call("/operator/invites", {
    method: "POST",
    tenant,
    headers: { "content-type": "application/json", ...(key === null ? {} : { [OPERATOR_KEY_HEADER]: key }) },
    body: body(input),
  });

async function invited(input: Record<string, unknown>, tenant = TENANT_A) {
  const response = await invite(input, { tenant });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return InviteCreated.parse(answer);
}

const redeem = (token: string, idTokenValue: string | null, tenant = TENANT_A) =>
  call(`/auth/invites/${token}/redeem`, { method: "POST", tenant, headers: idTokenValue ? { authorization: `Bearer ${idTokenValue}` } : {} });

const newEmail = () => `${crypto.randomUUID().slice(0, 8)}@Klant.test`;
const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("invitations", () => {
  it("an operator key is needed: missing or wrong is a 401 and nothing is stored", async () => {
    const before = [await count("customers"), await count("customer_invites")];
    const input = { email: newEmail(), firstName: "Iris", lastName: "Smit" };
    await refused(await invite(input, { key: null }), 401, "unauthorized");
    await refused(await invite(input, { key: "wrong" }), 401, "unauthorized");
    await refused(await invite(input, { key: `${DEV_OPERATOR_KEY}x` }), 401, "unauthorized");
    await refused(await invite(input, { key: "" }), 401, "unauthorized");
    expect([await count("customers"), await count("customer_invites")]).toEqual(before);
  });

  it("creates the customer for a new e-mail and answers a link; only the token's hash is stored", async () => {
    const email = newEmail();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit", companyName: "Smit & Zn", categoryCode: "business", language: "en" });
    expect(created.path).toBe(`/en/auth/invite?token=${created.token}`);
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const customer = await env.DB.prepare(
      "SELECT c.email, c.first_name, c.company_name, c.auth_uid, k.code FROM customers c JOIN customer_categories k ON k.id = c.customer_category_id WHERE c.id = ?1 AND c.tenant_id = ?2",
    )
      .bind(created.customerId, TENANT_A)
      .first();
    expect(customer).toEqual({ email: email.toLowerCase(), first_name: "Iris", company_name: "Smit & Zn", auth_uid: null, code: "business" });
    const stored = await env.DB.prepare("SELECT token_hash FROM customer_invites WHERE customer_id = ?1")
      .bind(created.customerId)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await env.DB.prepare("SELECT * FROM customer_invites").all())).not.toContain(created.token);

    const shown = Invite.parse(await json(await call(`/auth/invites/${created.token}`)));
    expect(shown).toEqual({ email: email.toLowerCase(), firstName: "Iris", expiresAt: created.expiresAt });
  });

  it("reuses the customer of an e-mail the shop knows (any case); refuses one that already has an account", async () => {
    const email = newEmail();
    const first = await invited({ email, firstName: "Iris", lastName: "Smit" });
    const second = await invited({ email: email.toUpperCase(), firstName: "Other", lastName: "Name" });
    expect(second.customerId).toBe(first.customerId);
    expect(second.token).not.toBe(first.token);
    const category = await env.DB.prepare("SELECT k.code FROM customers c JOIN customer_categories k ON k.id = c.customer_category_id WHERE c.id = ?1")
      .bind(first.customerId)
      .first("code");
    expect(category).toBe("consumer");
    const error = await refused(await invite({ email: "anna@noordzee.test", firstName: "Anna", lastName: "de Vries" }), 409, "conflict");
    expect(error.issues?.[0]?.path).toBe("email");
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const before = [await count("customers"), await count("customer_invites")];
    for (const bad of [
      {},
      { email: "not-an-email", firstName: "A", lastName: "B" },
      { email: newEmail(), firstName: "", lastName: "B" },
      { email: newEmail(), firstName: "A", lastName: "B", language: "fr" },
      { email: newEmail(), firstName: "A", lastName: "B", categoryCode: "vip" },
      "nope",
    ]) {
      const error = await refused(await invite(bad), 400, "bad_request");
      if (typeof bad === "object" && Object.keys(bad).length > 0) expect(error.issues?.length).toBeGreaterThan(0);
    }
    expect([await count("customers"), await count("customer_invites")]).toEqual(before);
  });

  it("the new account redeems it once: the e-mail must be the invite's; then the customer can sign in", async () => {
    const email = newEmail();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit" });
    const uid = `new-${crypto.randomUUID()}`;

    await refused(await redeem(created.token, null), 401, "unauthorized");
    await refused(await redeem(created.token, idToken({ uid, email: "someone@else.test" })), 401, "unauthorized");
    // an account of the other shop's auth tenant is not valid here
    await refused(await redeem(created.token, idToken({ uid, email, authTenant: AUTH_TENANT_B })), 401, "unauthorized");
    expect((await call(`/auth/invites/${created.token}`)).status).toBe(200);

    const token = idToken({ uid, email: email.toUpperCase(), authTenant: AUTH_TENANT_A });
    const response = await redeem(created.token, token);
    const customer = Customer.parse(await json(response));
    expect(response.status).toBe(200);
    expect(customer).toMatchObject({ id: created.customerId, email: email.toLowerCase(), firstName: "Iris" });
    const me = Customer.parse(await json(await call("/customers/me", { headers: { authorization: `Bearer ${token}` } })));
    expect(me.id).toBe(created.customerId);

    // single use
    await refused(await redeem(created.token, token), 409, "conflict");
    await refused(await call(`/auth/invites/${created.token}`), 404, "not_found");
    const row = await env.DB.prepare("SELECT used_at FROM customer_invites WHERE customer_id = ?1").bind(created.customerId).first<{ used_at: string }>();
    expect(row?.used_at).not.toBeNull();
  });

  it("an expired invite is 404 to read and 410 to redeem; another shop's or an unknown token is 404", async () => {
    const email = newEmail();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit" });
    await refused(await call(`/auth/invites/${created.token}`, { tenant: TENANT_B }), 404, "not_found");
    await refused(await redeem(created.token, idToken({ uid: "x-1", email, authTenant: AUTH_TENANT_B }), TENANT_B), 404, "not_found");
    await refused(await call("/auth/invites/short"), 404, "not_found");
    await refused(await call(`/auth/invites/${"A".repeat(43)}`), 404, "not_found");

    await env.DB.prepare("UPDATE customer_invites SET expires_at = '2020-01-01T00:00:00.000Z' WHERE customer_id = ?1").bind(created.customerId).run();
    await refused(await call(`/auth/invites/${created.token}`), 404, "not_found");
    await refused(await redeem(created.token, idToken({ uid: `u-${crypto.randomUUID()}`, email })), 410, "gone");
    const row = await env.DB.prepare("SELECT auth_uid FROM customers WHERE id = ?1").bind(created.customerId).first("auth_uid");
    expect(row).toBeNull();
  });

  it("two simultaneous redeems of one invite: exactly one links the account", async () => {
    const email = newEmail();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit" });
    const token = idToken({ uid: `race-${crypto.randomUUID()}`, email });
    const statuses = (await Promise.all([redeem(created.token, token), redeem(created.token, token), redeem(created.token, token)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it("an account already linked to another customer of the shop cannot redeem", async () => {
    const email = newEmail();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit" });
    await refused(await redeem(created.token, idToken({ uid: "demo-a-1101", email })), 409, "conflict");
    expect((await call(`/auth/invites/${created.token}`)).status).toBe(200);
  });

  it("the access log leaves the invite token out", async () => {
    const created = await invited({ email: newEmail(), firstName: "Iris", lastName: "Smit" });
    const lines: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
    try {
      await call(`/auth/invites/${created.token}`);
    } finally {
      console.log = original;
    }
    expect(lines.some((line) => line.includes("/auth/invites/:token"))).toBe(true);
    expect(lines.join("\n")).not.toContain(created.token);
  });
});

// The invited customer's sign-in account is made by the core API with the admin API: the shop's tenant
// allows no sign-up (ADR 0050). These calls reach the Auth emulator.
describe("an invite's sign-in account", () => {
  const makeAccount = (token: string, input: unknown, tenant = TENANT_A) =>
    call(`/auth/invites/${token}/account`, { method: "POST", tenant, headers: { "content-type": "application/json" }, body: body(input) });

  it("makes the invited e-mail's account (verified, with the first name); the password signs in; a retry finds it", async () => {
    const email = newEmail().toLowerCase();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit" });
    const response = await makeAccount(created.token, { password: "Lente-2026!" });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ status: "created" });
    expect(await accountAtSignInService(email)).toMatchObject({ email, emailVerified: true, displayName: "Iris" });
    expect(await signInStatus(email, "Lente-2026!")).toBe(200);
    // Not in the other shop's tenant.
    expect(await accountAtSignInService(email, AUTH_TENANT_B)).toBeNull();

    const again = await makeAccount(created.token, { password: "Lente-2026!" });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ status: "exists" });
  });

  it("refuses a short password, another shop's, an unknown or a used invite, and makes nothing", async () => {
    const email = newEmail().toLowerCase();
    const created = await invited({ email, firstName: "Iris", lastName: "Smit" });
    const short = await refused(await makeAccount(created.token, { password: "kort" }), 400, "bad_request");
    expect(short.issues?.[0]?.path).toBe("password");
    await refused(await makeAccount(created.token, "{not json"), 400, "bad_request");
    await refused(await makeAccount(created.token, { password: "Lente-2026!" }, TENANT_B), 404, "not_found");
    await refused(await makeAccount("A".repeat(43), { password: "Lente-2026!" }), 404, "not_found");
    expect(await accountAtSignInService(email)).toBeNull();

    await env.DB.prepare("UPDATE customer_invites SET used_at = '2026-01-01T00:00:00.000Z' WHERE customer_id = ?1").bind(created.customerId).run();
    await refused(await makeAccount(created.token, { password: "Lente-2026!" }), 404, "not_found");
    await env.DB.prepare("UPDATE customer_invites SET used_at = NULL, expires_at = '2020-01-01T00:00:00.000Z' WHERE customer_id = ?1")
      .bind(created.customerId)
      .run();
    await refused(await makeAccount(created.token, { password: "Lente-2026!" }), 404, "not_found");
    expect(await accountAtSignInService(email)).toBeNull();
  });
});
