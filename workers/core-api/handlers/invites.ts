// Invitations: there is no public sign-up. An operator invites a customer (POST /operator/invites);
// the link /{lang}/auth/invite?token=… lets them choose a password, with which the core API makes
// their sign-in account (the shop's tenant allows no sign-up, ADR 0050); the storefront then signs in
// and redeems the invite with the new account's ID token. Only the SHA-256 of
// a token is stored; an invite is valid for INVITE_DAYS and can be used once.
import type { Invite, InviteCreated } from "@commerce/contract/customers";
import type { z } from "zod";
import type { SignInAccountCreated } from "@commerce/contract/sign-in-accounts";
import { createSignInAccount } from "../auth/accounts";
import { authTenantOf, customerAnswer, customerById, verifiedToken } from "../auth/customer";
import { requireOperator } from "../auth/operator";
import { base64url } from "../auth/base64url";
import { HttpError, json } from "../http";
import { invitationMail } from "../mail/invitation";
import { OutboxMailer } from "../mail/outbox";
import { mailShop } from "../mail/shop";
import type { Handler } from "../router";

export const INVITE_DAYS = 7;
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 (hex) of a secret token: what is stored instead of the token (also sign-in session ids). */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** POST /operator/invites (operator key) — finds or creates the customer and makes a 7-day invite. */
export const createInvite: Handler<"operator.invite"> = async (ctx) => {
  await requireOperator(ctx);
  const input = (await ctx.input()).body;
  const db = ctx.env.DB;
  const email = input.email.trim().toLowerCase();

  const category = await db
    .prepare("SELECT id FROM customer_categories WHERE tenant_id = ?1 AND code = ?2")
    .bind(ctx.tenantId, input.categoryCode ?? "consumer")
    .first<{ id: number }>();
  if (!category && input.categoryCode !== undefined) {
    throw new HttpError("bad_request", `This shop has no customer category '${input.categoryCode}'.`, [{ path: "categoryCode", message: "Unknown category." }]);
  }

  const findCustomer = db
    .prepare("SELECT id, auth_uid FROM customers WHERE tenant_id = ?1 AND lower(email) = ?2 ORDER BY id LIMIT 1")
    .bind(ctx.tenantId, email);
  let customer = await findCustomer.first<{ id: number; auth_uid: string | null }>();
  if (customer?.auth_uid) {
    throw new HttpError("conflict", "This customer already has a sign-in account (they can reset their password).", [
      { path: "email", message: "has an account" },
    ]);
  }
  if (!customer) {
    await db
      .prepare(
        `INSERT INTO customers (tenant_id, email, first_name, last_name, company_name, customer_category_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT (tenant_id, email) DO NOTHING`,
      )
      .bind(ctx.tenantId, email, input.firstName, input.lastName, input.companyName ?? null, category?.id ?? null)
      .run();
    customer = await findCustomer.first<{ id: number; auth_uid: string | null }>();
    if (!customer) throw new Error("the invited customer was not stored");
  }

  const token = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const hash = await tokenHash(token);
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000).toISOString();
  const path = `/${input.language}/auth/invite?token=${token}`;
  // The invite and its mail in one batch: the mail goes with the invite that holds its token, or not at all.
  const mailer = new OutboxMailer(ctx.env);
  const mail = invitationMail({
    to: email,
    firstName: input.firstName,
    shop: await mailShop(ctx.env, ctx.tenantId),
    path,
    expiresAt,
    lang: input.language,
    dedupeKey: `invite:${hash}`,
  });
  const [, stored] = await db.batch([
    db
      .prepare("INSERT INTO customer_invites (tenant_id, customer_id, token_hash, email, language, expires_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
      .bind(ctx.tenantId, customer.id, hash, email, input.language, expiresAt),
    mailer.statement(ctx.tenantId, mail),
  ]);
  await mailer.posted(stored, ctx.tenantId, mail);
  console.log(JSON.stringify({ level: "info", worker: "core-api", event: "invite.created", tenant: ctx.tenantId, customerId: customer.id, expiresAt }));
  const created: z.infer<typeof InviteCreated> = {
    token,
    customerId: customer.id,
    expiresAt,
    path,
  };
  return json(created, { status: 201 });
};

type InviteRow = { id: number; customer_id: number; email: string; first_name: string | null; expires_at: string; used_at: string | null };

async function inviteOf(db: D1Database, tenantId: string, token: string | undefined): Promise<InviteRow | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  return db
    .prepare(
      `SELECT i.id, i.customer_id, i.email, c.first_name, i.expires_at, i.used_at
         FROM customer_invites i JOIN customers c ON c.id = i.customer_id AND c.tenant_id = i.tenant_id
        WHERE i.tenant_id = ?1 AND i.token_hash = ?2`,
    )
    .bind(tenantId, await tokenHash(token))
    .first<InviteRow>();
}

const expired = (invite: InviteRow) => Date.parse(invite.expires_at) <= Date.now();

/** GET /auth/invites/{token} — a valid, unused, unexpired invite of this shop; anything else 404. */
export const getInvite: Handler<"invites.get"> = async (ctx) => {
  const invite = await inviteOf(ctx.env.DB, ctx.tenantId, (await ctx.input()).params.token);
  if (!invite || invite.used_at !== null || expired(invite)) throw new HttpError("not_found", "No such invite (or it was used or has expired).");
  const answer: Invite = { email: invite.email, firstName: invite.first_name ?? "", expiresAt: invite.expires_at };
  return json(answer);
};

/**
 * POST /auth/invites/{token}/account { password } — the invited e-mail's sign-in account, made with the
 * admin API (its e-mail counts as verified: the invite arrived there). 201 created, 200 when the e-mail
 * has one already; 404 for an invite that is unknown, used or expired.
 */
export const createInviteAccount: Handler<"invites.createAccount"> = async (ctx) => {
  const { params, body: input } = await ctx.input();
  const db = ctx.env.DB;
  const invite = await inviteOf(db, ctx.tenantId, params.token);
  if (!invite || invite.used_at !== null || expired(invite)) throw new HttpError("not_found", "No such invite (or it was used or has expired).");
  const status = await createSignInAccount(ctx.env, await authTenantOf(db, ctx.tenantId), {
    email: invite.email,
    password: input.password,
    displayName: invite.first_name ?? undefined,
    emailVerified: true,
  });
  console.log(JSON.stringify({ level: "info", worker: "core-api", event: "invite.account", tenant: ctx.tenantId, customerId: invite.customer_id, status }));
  return json({ status } satisfies SignInAccountCreated, { status: status === "created" ? 201 : 200 });
};

/**
 * POST /auth/invites/{token}/redeem (Bearer: the new account's ID token) — links the account to the
 * customer and uses the invite up. 401 without a valid token or when its e-mail is not the invite's;
 * 404 unknown invite, 409 used (or the account belongs to another customer), 410 expired.
 */
export const redeemInvite: Handler<"invites.redeem"> = async (ctx) => {
  const token = await verifiedToken(ctx);
  if (!token) throw new HttpError("unauthorized", "Redeeming an invite needs the new account's ID token (Authorization: Bearer).");
  const db = ctx.env.DB;
  const { params } = await ctx.input();
  const invite = await inviteOf(db, ctx.tenantId, params.token);
  if (!invite) throw new HttpError("not_found", "No such invite.");
  const explain = async (current: InviteRow) => {
    if (current.used_at !== null) throw new HttpError("conflict", "This invite has been used.", [{ path: "token", message: "used" }]);
    if (expired(current)) throw new HttpError("gone", "This invite has expired.");
    if ((token.email ?? "").toLowerCase() !== current.email.toLowerCase()) {
      throw new HttpError("unauthorized", "The account's e-mail is not the invited e-mail.");
    }
    const other = await db
      .prepare(
        `SELECT id FROM customers
          WHERE tenant_id = ?1 AND ((id <> ?2 AND auth_uid = ?3) OR (id = ?2 AND auth_uid IS NOT NULL AND auth_uid <> ?3))`,
      )
      .bind(ctx.tenantId, current.customer_id, token.uid)
      .first();
    if (other) throw new HttpError("conflict", "This sign-in account or this customer is already linked.", [{ path: "uid", message: "linked" }]);
  };
  await explain(invite);

  // One transaction: the invite is used up only together with the link, and only once.
  const mayLink = `EXISTS (SELECT 1 FROM customers WHERE id = ?2 AND tenant_id = ?1 AND (auth_uid IS NULL OR auth_uid = ?3))
    AND NOT EXISTS (SELECT 1 FROM customers WHERE tenant_id = ?1 AND auth_uid = ?3 AND id <> ?2)`;
  const results = await db.batch([
    db
      .prepare(`UPDATE customer_invites SET used_at = ${NOW} WHERE id = ?4 AND tenant_id = ?1 AND used_at IS NULL AND expires_at > ${NOW} AND ${mayLink}`)
      .bind(ctx.tenantId, invite.customer_id, token.uid, invite.id),
    db.prepare("UPDATE customers SET auth_uid = ?3 WHERE id = ?2 AND tenant_id = ?1 AND changes() > 0").bind(ctx.tenantId, invite.customer_id, token.uid),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) {
    const now = await inviteOf(db, ctx.tenantId, params.token);
    if (now) await explain(now);
    throw new HttpError("conflict", "The invite was used at the same time; try again.");
  }
  const customer = await customerById(db, ctx.tenantId, invite.customer_id);
  if (!customer) throw new HttpError("not_found", "No such customer.");
  console.log(JSON.stringify({ level: "info", worker: "core-api", event: "invite.redeemed", tenant: ctx.tenantId, customerId: customer.id }));
  return json(customerAnswer(customer, ctx.lang));
};
