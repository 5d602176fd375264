import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Customer } from "../../commerce/contract";
import { AUTH_TENANT_A, ANNA, idToken } from "./auth-support";
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
