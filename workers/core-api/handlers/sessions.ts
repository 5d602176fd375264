// Sign-in sessions (issue 10, ADR 0009): the storefront's cookie names a session by a long random id;
// the sign-in service's tokens are kept here, sealed with a key derived from that id (auth/session-seal).
// A session ends when it is deleted (sign-out, a password change or reset elsewhere), after 30 days,
// or after 14 days unused; an ended one is removed when someone asks for it, when its customer signs in
// again, and by the daily cleanup (index.ts, scheduled).
import type { z } from "zod";
import { InvalidIdToken, type VerifiedIdToken, verifyIdToken } from "@commerce/firebase/id-token";
import {
  SESSION_ID_HEADER,
  SESSION_IDLE_DAYS,
  SESSION_LIFETIME_DAYS,
  type SessionCreated,
  type SessionEnded,
  SessionId,
  type SessionsEnded,
  type SessionTokens,
  type SessionUpdated,
} from "@commerce/contract/sessions";
import { authTenantOf, bearerToken, requireCustomer } from "../auth/customer";
import { revokeRefreshTokens } from "../auth/revoke";
import { firebaseConfig } from "../auth/secrets";
import { openTokens, sealTokens } from "../auth/session-seal";
import { base64url } from "../auth/base64url";
import { HttpError, json } from "../http";
import type { Handler, HandlerContext } from "../router";
import { tokenHash } from "./invites";

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: reading a session is not a database write per page. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

type SessionRow = {
  customer_id: number;
  auth_uid: string;
  sealed_tokens: string;
  token_expires_at: number;
  shadow_session_id: number | null;
  last_seen_at: string;
  expires_at: string;
};

const noSession = () => new HttpError("not_found", "No such session.");

/** The moments that decide whether a session still lives, as the ISO text the table holds. */
function clock(now = Date.now()) {
  return { now: new Date(now).toISOString(), idleSince: new Date(now - SESSION_IDLE_DAYS * DAY_MS).toISOString() };
}

/** A session that is past its lifetime or its idle limit is over. */
function isOver(row: Pick<SessionRow, "expires_at" | "last_seen_at">, at = clock()): boolean {
  return row.expires_at <= at.now || row.last_seen_at <= at.idleSince;
}

/** The session id of the request (x-session-id); a missing or malformed one is simply no session. */
function sessionIdOf(ctx: HandlerContext): string {
  const parsed = SessionId.safeParse(ctx.request.headers.get(SESSION_ID_HEADER));
  if (!parsed.success) throw noSession();
  return parsed.data;
}

/** The live session named by the request, with its id; an ended one is removed on the way (404). */
async function liveSession(ctx: HandlerContext): Promise<{ id: string; hash: string; row: SessionRow }> {
  const id = sessionIdOf(ctx);
  const hash = await tokenHash(id);
  const row = await ctx.env.DB.prepare(
    `SELECT customer_id, auth_uid, sealed_tokens, token_expires_at, shadow_session_id, last_seen_at, expires_at
       FROM customer_sessions WHERE tenant_id = ?1 AND id_hash = ?2`,
  )
    .bind(ctx.tenantId, hash)
    .first<SessionRow>();
  if (!row) throw noSession();
  if (isOver(row)) {
    await ctx.env.DB.prepare("DELETE FROM customer_sessions WHERE tenant_id = ?1 AND id_hash = ?2").bind(ctx.tenantId, hash).run();
    throw noSession();
  }
  return { id, hash, row };
}

/** Removes the shop's ended sessions (cheap: both conditions are indexed). */
function deleteEndedSessions(db: D1Database, tenantId: string | null, at = clock()) {
  return db
    .prepare("DELETE FROM customer_sessions WHERE (?1 IS NULL OR tenant_id = ?1) AND (expires_at <= ?2 OR last_seen_at <= ?3)")
    .bind(tenantId, at.now, at.idleSince)
    .run();
}

/** The daily cleanup (every shop): ended sessions are removed even when nobody asks for them again. */
export async function cleanUpSessions(db: D1Database): Promise<number> {
  const result = await deleteEndedSessions(db, null);
  return result.meta.changes ?? 0;
}

/**
 * POST /auth/sessions (Bearer: the new sign-in's ID token) { refreshToken, shadowSessionId } — a new
 * session with a fresh random id (never one the caller chose: no session fixation).
 */
export const createSession: Handler<"signIn.create"> = async (ctx) => {
  const { customer, token } = await requireCustomer(ctx);
  const idToken = bearerToken(ctx.request) as string;
  const input = (await ctx.input()).body;
  const db = ctx.env.DB;
  if (input.shadowSessionId !== null) {
    const shadow = await db
      .prepare("SELECT staff_id, customer_id, stopped_at FROM shadow_sessions WHERE tenant_id = ?1 AND id = ?2")
      .bind(ctx.tenantId, input.shadowSessionId)
      .first<{ staff_id: string; customer_id: number; stopped_at: string | null }>();
    if (!shadow || shadow.customer_id !== customer.id || shadow.stopped_at !== null || shadow.staff_id !== token.impersonatedBy) {
      throw new HttpError("not_found", "No such shadow session for this sign-in.");
    }
  } else if (token.impersonatedBy !== null) {
    throw new HttpError("bad_request", "A shadow sign-in needs its shadow session.", [{ path: "shadowSessionId", message: "required" }]);
  }

  const at = clock();
  await deleteEndedSessions(db, ctx.tenantId, at);
  const id = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_DAYS * DAY_MS).toISOString();
  await db
    .prepare(
      `INSERT INTO customer_sessions (id_hash, tenant_id, customer_id, auth_uid, sealed_tokens, token_expires_at, shadow_session_id,
                                      created_at, last_seen_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8, ?9)`,
    )
    .bind(
      await tokenHash(id),
      ctx.tenantId,
      customer.id,
      token.uid,
      await sealTokens(id, ctx.tenantId, { idToken, refreshToken: input.refreshToken }),
      token.expiresAt,
      input.shadowSessionId,
      at.now,
      expiresAt,
    )
    .run();
  const created: SessionCreated = { sessionId: id, expiresAt };
  return json(created, { status: 201 });
};

/** GET /auth/sessions/current (x-session-id) — the session's tokens, for the storefront to act with. */
export const getSession: Handler = async (ctx) => {
  const { id, hash, row } = await liveSession(ctx);
  const tokens = await openTokens(id, ctx.tenantId, row.sealed_tokens);
  if (!tokens) throw noSession();
  if (Date.parse(row.last_seen_at) + TOUCH_INTERVAL_MS < Date.now()) {
    await ctx.env.DB.prepare("UPDATE customer_sessions SET last_seen_at = ?3 WHERE tenant_id = ?1 AND id_hash = ?2")
      .bind(ctx.tenantId, hash, clock().now)
      .run();
  }
  const answer: SessionTokens = {
    customerId: row.customer_id,
    uid: row.auth_uid,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    tokenExpiresAt: row.token_expires_at,
    shadowSessionId: row.shadow_session_id,
    expiresAt: row.expires_at,
  };
  return json(answer);
};

/**
 * PUT /auth/sessions/current/tokens (x-session-id) { idToken, refreshToken } — the tokens after a
 * refresh. Only tokens of the session's own account, valid for this shop, are kept (else 401).
 */
export const updateSessionTokens: Handler<"signIn.updateTokens"> = async (ctx) => {
  const { id, hash, row } = await liveSession(ctx);
  const input = (await ctx.input()).body;
  let verified: VerifiedIdToken;
  try {
    verified = await verifyIdToken(input.idToken, firebaseConfig(ctx.env, await authTenantOf(ctx.env.DB, ctx.tenantId)));
  } catch (error) {
    if (error instanceof InvalidIdToken) throw new HttpError("unauthorized", "The ID token is not valid for this shop.");
    throw error;
  }
  if (verified.uid !== row.auth_uid) throw new HttpError("unauthorized", "The ID token is of another account than the session's.");
  await ctx.env.DB.prepare(`UPDATE customer_sessions SET sealed_tokens = ?3, token_expires_at = ?4, last_seen_at = ?5 WHERE tenant_id = ?1 AND id_hash = ?2`)
    .bind(ctx.tenantId, hash, await sealTokens(id, ctx.tenantId, input), verified.expiresAt, clock().now)
    .run();
  const answer: z.infer<typeof SessionUpdated> = { tokenExpiresAt: verified.expiresAt };
  return json(answer);
};

/**
 * DELETE /auth/sessions/current (x-session-id) — sign-out. The session is gone before anything else
 * happens; then, if no other live session of the account is left in this shop, the sign-in service
 * revokes the account's refresh tokens (it cannot revoke one alone, and other devices stay signed in).
 */
export const endSession: Handler = async (ctx) => {
  const hash = await tokenHash(sessionIdOf(ctx));
  const db = ctx.env.DB;
  const ended = await db
    .prepare("DELETE FROM customer_sessions WHERE tenant_id = ?1 AND id_hash = ?2 RETURNING customer_id, auth_uid")
    .bind(ctx.tenantId, hash)
    .first<{ customer_id: number; auth_uid: string }>();
  if (!ended) throw noSession();
  const at = clock();
  const others = await db
    .prepare("SELECT COUNT(*) AS n FROM customer_sessions WHERE tenant_id = ?1 AND customer_id = ?2 AND expires_at > ?3 AND last_seen_at > ?4")
    .bind(ctx.tenantId, ended.customer_id, at.now, at.idleSince)
    .first<{ n: number }>();
  const revoked = (others?.n ?? 0) === 0 && (await revokeRefreshTokens(ctx.env, await authTenantOf(db, ctx.tenantId), ended.auth_uid));
  const answer: z.infer<typeof SessionEnded> = { revoked };
  return json(answer);
};

/**
 * DELETE /customers/me/sessions (Bearer) — ends the customer's sessions in this shop; with
 * x-session-id all but that one (a password change keeps the session it was made in). Staff acting for
 * a customer cannot end the customer's sessions.
 */
export const endCustomerSessions: Handler = async (ctx) => {
  const { customer, token } = await requireCustomer(ctx);
  if (token.impersonatedBy !== null) throw new HttpError("unauthorized", "Staff acting for a customer cannot end their sessions.");
  const keep = ctx.request.headers.has(SESSION_ID_HEADER) ? await tokenHash(sessionIdOf(ctx)) : null;
  const result = await ctx.env.DB.prepare("DELETE FROM customer_sessions WHERE tenant_id = ?1 AND customer_id = ?2 AND (?3 IS NULL OR id_hash <> ?3)")
    .bind(ctx.tenantId, customer.id, keep)
    .run();
  const answer: z.infer<typeof SessionsEnded> = { ended: result.meta.changes ?? 0 };
  return json(answer);
};
