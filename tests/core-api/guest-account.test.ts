import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Customer } from "../../commerce/contract";
import { AUTH_TENANT_A, ANNA, accountAtSignInService, idToken, signInStatus } from "./auth-support";
import { api, CONTACT, place, readyCart, SEED, stepOk } from "./checkout-support";
import { json, TENANT_B } from "./support";

// A guest makes an account from the order confirmation: the new sign-in account (its ID token) plus
// the order's access token (only the placing browser has it) link order and customer.

async function guestOrder(email = `gast-${crypto.randomUUID().slice(0, 8)}@example.test`) {
  const cartId = await readyCart([[SEED.a.blouseEcruXS, 1]]);
  await stepOk(cartId, "gegevens", { ...CONTACT, email, firstName: "Greta", lastName: "Gast" });
  const { placed } = await place(cartId);
  return { email, orderId: placed.order.id, accessToken: placed.accessToken };
}

function createAccount(order: { orderId: string; accessToken: string }, token: string | null, tenant?: string) {
  return api("/customers/guest-account", {
    tenant,
    method: "POST",
    body: JSON.stringify({ orderId: order.orderId }),
    headers: { "content-type": "application/json", "x-order-token": order.accessToken, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const newAccount = (email: string, uid = `guest-${crypto.randomUUID().slice(0, 12)}`) => ({ uid, token: idToken({ uid, email, authTenant: AUTH_TENANT_A }) });

describe("an account from the order confirmation", () => {
  it("makes the guest a customer with the order's name, and the order theirs", async () => {
    const order = await guestOrder();
    const account = newAccount(order.email);
    const response = await createAccount(order, account.token);
    expect(response.status).toBe(201);
    const customer = Customer.parse(await json(response));
    expect(customer).toMatchObject({ email: order.email, firstName: "Greta", lastName: "Gast" });
    expect(customer.category?.code).toBe("consumer");
    // The order is now in the customer's own list.
    const mine = await api("/customers/me/orders", { headers: { authorization: `Bearer ${account.token}` } });
    expect(((await json(mine)) as { id: string }[]).map((o) => o.id)).toContain(order.orderId);
  });

  it("needs the order's access token and the new account's token, for the order's own e-mail", async () => {
    const order = await guestOrder();
    const account = newAccount(order.email);
    expect((await createAccount(order, null)).status).toBe(401);
    expect((await createAccount({ ...order, accessToken: "wrong-token" }, account.token)).status).toBe(404);
    expect((await createAccount(order, newAccount("iemand-anders@example.test").token)).status).toBe(401);
    const stored = await env.DB.prepare("SELECT customer_id FROM orders WHERE public_id = ?1").bind(order.orderId).first<{ customer_id: number | null }>();
    expect(stored?.customer_id).toBeNull();
  });

  it("works once: the order then belongs to an account (409)", async () => {
    const order = await guestOrder();
    expect((await createAccount(order, newAccount(order.email).token)).status).toBe(201);
    expect((await createAccount(order, newAccount(order.email).token)).status).toBe(409);
  });

  it("an e-mail that already has an account is refused (sign in instead)", async () => {
    const order = await guestOrder(ANNA.email);
    const response = await createAccount(order, newAccount(ANNA.email).token);
    expect(response.status).toBe(409);
    const anna = await env.DB.prepare("SELECT auth_uid FROM customers WHERE id = ?1").bind(ANNA.id).first<{ auth_uid: string }>();
    expect(anna?.auth_uid).toBe(ANNA.uid);
  });

  it("another shop's order is not found", async () => {
    const order = await guestOrder();
    // At the other shop the token (of this shop's auth tenant) is refused first; the order is not there either.
    const response = await createAccount(order, newAccount(order.email).token, TENANT_B);
    expect([401, 404]).toContain(response.status);
    const stored = await env.DB.prepare("SELECT customer_id FROM orders WHERE public_id = ?1").bind(order.orderId).first<{ customer_id: number | null }>();
    expect(stored?.customer_id).toBeNull();
  });
});

// The order's e-mail gets its sign-in account from the core API (the shop's tenant allows no sign-up,
// ADR 0050); the placing browser proves itself with the order's access token.
describe("a guest's sign-in account", () => {
  const makeAccount = (order: { orderId: string; accessToken: string }, password: unknown, tenant?: string) =>
    api("/customers/guest-account/sign-in-account", {
      tenant,
      method: "POST",
      body: JSON.stringify({ orderId: order.orderId, password }),
      headers: { "content-type": "application/json", "x-order-token": order.accessToken },
    });

  it("makes the order's e-mail an account with the guest's first name; the password signs in", async () => {
    const order = await guestOrder();
    const response = await makeAccount(order, "Gast-wachtwoord-1");
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ status: "created" });
    expect(await accountAtSignInService(order.email)).toMatchObject({ email: order.email, displayName: "Greta" });
    expect(await signInStatus(order.email, "Gast-wachtwoord-1")).toBe(200);
    // Twice: the e-mail has one now (sign in instead).
    expect((await makeAccount(order, "Gast-wachtwoord-1")).status).toBe(409);
  });

  it("needs the order's access token, at the order's own shop, and a password of 8 or more; nothing is made otherwise", async () => {
    const order = await guestOrder();
    expect((await makeAccount({ ...order, accessToken: "wrong-token" }, "Gast-wachtwoord-1")).status).toBe(404);
    expect((await makeAccount(order, "Gast-wachtwoord-1", TENANT_B)).status).toBe(404);
    const short = await makeAccount(order, "kort");
    expect(short.status).toBe(400);
    expect(((await json(short)) as { error: { issues: { path: string }[] } }).error.issues[0]?.path).toBe("password");
    expect(await accountAtSignInService(order.email)).toBeNull();
  });

  it("an e-mail that has an account already is refused (409), and an order that belongs to one", async () => {
    const order = await guestOrder(ANNA.email);
    expect((await makeAccount(order, "Gast-wachtwoord-1")).status).toBe(409);
    const linked = await guestOrder();
    expect((await createAccount(linked, newAccount(linked.email).token)).status).toBe(201);
    expect((await makeAccount(linked, "Gast-wachtwoord-1")).status).toBe(409);
  });
});
