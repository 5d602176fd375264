// A guest turns their order into an account (issue 4: "a guest may create an account from the order
// confirmation"). The core API makes the sign-in account with the order's e-mail
// (createGuestSignInAccount; the shop's tenant allows no sign-up, ADR 0050), the storefront signs in
// with it, and createGuestAccount links it to a customer of the shop and the order to that customer.
// Proof of both: the new account's ID token (Bearer) and the order's access token (x-order-token) that only the placing browser holds.
import { ORDER_TOKEN_HEADER } from "@commerce/contract/checkout";
import type { SignInAccountCreated } from "@commerce/contract/sign-in-accounts";
import { createSignInAccount } from "../auth/accounts";
import { authTenantOf, customerAnswer, customerByAuthUid, verifiedToken } from "../auth/customer";
import { orderByPublicId, tokenHash } from "../checkout/place";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

/**
 * The guest order `orderId` of this shop, when the caller holds its access token (x-order-token) and
 * no account owns it yet; 404 (not found or not theirs) or 409 otherwise.
 */
async function ownGuestOrder(ctx: Parameters<Handler>[0], orderId: string) {
  const { env, tenantId } = ctx;
  const notFound = new HttpError("not_found", "No such order.");
  const order = await orderByPublicId(env.DB, tenantId, orderId);
  const orderToken = ctx.request.headers.get(ORDER_TOKEN_HEADER)?.trim() ?? "";
  if (!order || orderToken.length === 0 || orderToken.length > 256) throw notFound;
  const owns = await env.DB.prepare("SELECT 1 AS ok FROM order_access_tokens WHERE token_hash = ?1 AND tenant_id = ?2 AND order_id = ?3")
    .bind(await tokenHash(orderToken), tenantId, order.id)
    .first<{ ok: number }>();
  if (!owns) throw notFound;
  if (order.customer_id !== null) throw new HttpError("conflict", "This order already belongs to an account.");
  return order;
}

/**
 * POST /customers/guest-account/sign-in-account { orderId, password } (x-order-token) — the sign-in
 * account of the order's e-mail, made with the admin API (ADR 0050). 409 when that e-mail has one.
 */
export const createGuestSignInAccount: Handler<"account.guestSignInAccount"> = async (ctx) => {
  const input = (await ctx.input()).body;
  const order = await ownGuestOrder(ctx, input.orderId);
  const firstName = await ctx.env.DB.prepare("SELECT json_extract(contact, '$.firstName') AS name FROM orders WHERE id = ?1 AND tenant_id = ?2")
    .bind(order.id, ctx.tenantId)
    .first<string | null>("name");
  const status = await createSignInAccount(ctx.env, await authTenantOf(ctx.env.DB, ctx.tenantId), {
    email: order.email.trim().toLowerCase(),
    password: input.password,
    displayName: firstName ?? undefined,
    emailVerified: false,
  });
  if (status === "exists") throw new HttpError("conflict", "This e-mail already has an account.");
  return json({ status } satisfies SignInAccountCreated, { status: 201 });
};

/** POST /customers/guest-account { orderId } */
export const createGuestAccount: Handler<"account.fromGuestOrder"> = async (ctx) => {
  const { env, tenantId } = ctx;
  const input = (await ctx.input()).body;
  const token = await verifiedToken(ctx);
  if (!token) throw new HttpError("unauthorized", "The new account's ID token is needed.");
  const order = await ownGuestOrder(ctx, input.orderId);
  const email = order.email.trim().toLowerCase();
  if ((token.email ?? "").toLowerCase() !== email) throw new HttpError("unauthorized", "The account's e-mail is not the order's.");

  const existing = await env.DB.prepare("SELECT id, auth_uid FROM customers WHERE tenant_id = ?1 AND lower(email) = ?2 ORDER BY id LIMIT 1")
    .bind(tenantId, email)
    .first<{ id: number; auth_uid: string | null }>();
  if (existing?.auth_uid && existing.auth_uid !== token.uid) throw new HttpError("conflict", "This e-mail already has an account.");

  const contact = await env.DB.prepare(
    `SELECT json_extract(contact, '$.firstName') AS first_name, json_extract(contact, '$.lastName') AS last_name,
            json_extract(contact, '$.phone') AS phone FROM orders WHERE id = ?1 AND tenant_id = ?2`,
  )
    .bind(order.id, tenantId)
    .first<{ first_name: string | null; last_name: string | null; phone: string | null }>();
  // One batch: the customer (new, or the known e-mail without an account yet) gets the account, the
  // order gets the customer — unless someone else was quicker (then nothing changes).
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO customers (tenant_id, email, first_name, last_name, phone, auth_uid, customer_category_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, (SELECT id FROM customer_categories WHERE tenant_id = ?1 AND code = 'consumer'))
       ON CONFLICT (tenant_id, email) DO UPDATE SET auth_uid = excluded.auth_uid WHERE customers.auth_uid IS NULL`,
    ).bind(tenantId, email, contact?.first_name ?? null, contact?.last_name ?? null, contact?.phone ?? null, token.uid),
    env.DB.prepare(
      `UPDATE orders SET customer_id = (SELECT id FROM customers WHERE tenant_id = ?1 AND email = ?2 AND auth_uid = ?3)
        WHERE tenant_id = ?1 AND id = ?4 AND customer_id IS NULL`,
    ).bind(tenantId, email, token.uid, order.id),
  ]);
  const customer = await customerByAuthUid(env.DB, tenantId, token.uid);
  if (!customer) throw new HttpError("conflict", "This e-mail already has an account.");
  return json(customerAnswer(customer, ctx.lang), { status: 201 });
};
