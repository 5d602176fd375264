// Shadow sessions: staff act for a customer. An operator makes a signed link (valid 15 minutes, single
// use, naming the staff member and the customer); consuming it starts a logged session and answers a
// custom token that signs in as the customer with the staff id as a claim; stop ends the session.
// Every start and stop is stored (shadow_sessions) and logged with staff member, customer and time.
import type { ShadowLinkCreated, ShadowStarted, ShadowStopped } from "@commerce/contract/customers";
import type { z } from "zod";
import { createCustomToken } from "@commerce/firebase/custom-token";
import { authTenantOf, customerAnswer, customerById, requireCustomer } from "../auth/customer";
import { requireOperator } from "../auth/operator";
import { firebaseConfig, serviceAccount, shadowLinkSecret } from "../auth/secrets";
import { readShadowLink, SHADOW_LINK_TTL_SECONDS, signShadowLink } from "../auth/shadow-link";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

function logShadow(event: "shadow.link" | "shadow.start" | "shadow.stop", fields: Record<string, unknown>) {
  console.log(JSON.stringify({ level: "info", worker: "core-api", event, ...fields }));
}

/** POST /operator/shadow-links (operator key) — a signed link for a customer who has a sign-in account. */
export const createShadowLink: Handler<"operator.shadowLink"> = async (ctx) => {
  await requireOperator(ctx);
  const input = (await ctx.input()).body;
  const customer = await customerById(ctx.env.DB, ctx.tenantId, input.customerId);
  if (!customer) throw new HttpError("not_found", `No customer ${input.customerId} in this shop.`);
  if (!customer.auth_uid) {
    throw new HttpError("conflict", `Customer ${input.customerId} has no sign-in account yet (invite them first).`, [
      { path: "customerId", message: "no account" },
    ]);
  }
  const exp = Math.floor(Date.now() / 1000) + SHADOW_LINK_TTL_SECONDS;
  const token = await signShadowLink(shadowLinkSecret(ctx.env), {
    tenant: ctx.tenantId,
    customer: customer.id,
    staffId: input.staffId,
    staffName: input.staffName,
    exp,
    jti: crypto.randomUUID(),
  });
  const expiresAt = new Date(exp * 1000).toISOString();
  logShadow("shadow.link", { tenant: ctx.tenantId, staffId: input.staffId, staffName: input.staffName, customerId: customer.id, expiresAt });
  const created: z.infer<typeof ShadowLinkCreated> = {
    token,
    path: `/auth/shadow?token=${token}`,
    expiresAt,
  };
  return json(created, { status: 201 });
};

/**
 * POST /auth/shadow-links/consume { token } — 404 forged or another shop's (or the customer has no
 * account), 410 expired, 409 used; else the session starts (stored, logged) with a custom token.
 */
export const consumeShadowLink: Handler<"shadow.consume"> = async (ctx) => {
  const { token } = (await ctx.input()).body;
  const read = await readShadowLink(shadowLinkSecret(ctx.env), token);
  if (!read || read.link.tenant !== ctx.tenantId) throw new HttpError("not_found", "This shadow link is not valid here.");
  if (read.expired) throw new HttpError("gone", "This shadow link has expired.");
  const { link } = read;
  const db = ctx.env.DB;
  const customer = await customerById(db, ctx.tenantId, link.customer);
  if (!customer?.auth_uid) throw new HttpError("not_found", "This shadow link's customer has no sign-in account.");

  // The custom token first: when it cannot be made, the link is not used up.
  const config = firebaseConfig(ctx.env, await authTenantOf(db, ctx.tenantId));
  const customToken = await createCustomToken(config, serviceAccount(ctx.env), customer.auth_uid, { impersonatedBy: link.staffId, shadow: true });

  const results = await db.batch([
    db
      .prepare("INSERT INTO shadow_links (jti, tenant_id, customer_id, staff_id, expires_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (jti) DO NOTHING")
      .bind(link.jti, ctx.tenantId, customer.id, link.staffId, new Date(link.exp * 1000).toISOString()),
    db
      .prepare(
        `INSERT INTO shadow_sessions (tenant_id, link_jti, staff_id, staff_name, customer_id)
         SELECT ?1, ?2, ?3, ?4, ?5 WHERE changes() > 0
         RETURNING id, started_at`,
      )
      .bind(ctx.tenantId, link.jti, link.staffId, link.staffName, customer.id),
  ]);
  const session = results[1]?.results[0] as { id: number; started_at: string } | undefined;
  if ((results[0]?.meta.changes ?? 0) === 0 || !session) {
    throw new HttpError("conflict", "This shadow link has been used.", [{ path: "token", message: "used" }]);
  }
  logShadow("shadow.start", {
    tenant: ctx.tenantId,
    sessionId: session.id,
    staffId: link.staffId,
    staffName: link.staffName,
    customerId: customer.id,
    at: session.started_at,
  });
  const started: ShadowStarted = {
    sessionId: session.id,
    customToken,
    staff: { id: link.staffId, name: link.staffName },
    customer: customerAnswer(customer, ctx.lang),
  };
  return json(started, { status: 201 });
};

type SessionRow = { id: number; staff_id: string; staff_name: string; customer_id: number; stopped_at: string | null };

/**
 * POST /auth/shadow-sessions/{id}/stop (Bearer: the shadow session's ID token) — the token must be the
 * session's customer AND carry the session's staff member (impersonatedBy); anyone else gets 404.
 * Stopping twice answers the first stop.
 */
export const stopShadowSession: Handler<"shadow.stop"> = async (ctx) => {
  const { customer, token } = await requireCustomer(ctx);
  const { params } = await ctx.input();
  const id = Number(params.id);
  if (!/^[0-9]{1,12}$/.test(params.id)) throw new HttpError("not_found", "No such shadow session.");
  const db = ctx.env.DB;
  const row = await db
    .prepare("SELECT id, staff_id, staff_name, customer_id, stopped_at FROM shadow_sessions WHERE tenant_id = ?1 AND id = ?2")
    .bind(ctx.tenantId, id)
    .first<SessionRow>();
  if (!row || row.customer_id !== customer.id || token.impersonatedBy === null || row.staff_id !== token.impersonatedBy) {
    throw new HttpError("not_found", "No such shadow session.");
  }
  const stopped = await db
    .prepare(`UPDATE shadow_sessions SET stopped_at = ${NOW} WHERE tenant_id = ?1 AND id = ?2 AND stopped_at IS NULL RETURNING stopped_at`)
    .bind(ctx.tenantId, id)
    .first<{ stopped_at: string }>();
  if (stopped) {
    logShadow("shadow.stop", {
      tenant: ctx.tenantId,
      sessionId: id,
      staffId: row.staff_id,
      staffName: row.staff_name,
      customerId: customer.id,
      at: stopped.stopped_at,
    });
  }
  const answer: z.infer<typeof ShadowStopped> = { stoppedAt: stopped?.stopped_at ?? row.stopped_at ?? new Date().toISOString() };
  return json(answer);
};
