import { z } from "zod";

// Sign-in sessions (issue 10, ADR 0009): the storefront's cookie carries only a random session id;
// the sign-in service's tokens are kept here, per shop. Whoever holds the id holds the session (like a
// cookie), so the id travels in a header, never in a url (urls end up in logs).
//
// Refusals: an id that is missing, malformed, unknown, expired or of another shop is 404 not_found —
// never said apart, never a 500.

/** The header that names the session in the calls below. */
export const SESSION_ID_HEADER = "x-session-id";

/** 32 random bytes, base64url (43 characters): made by the core API, never chosen by a caller. */
export const SessionId = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** A session lives at most this long after sign-in (the session cookie's lifetime). */
export const SESSION_LIFETIME_DAYS = 30;
/** A session nobody used for this long is over (an idle limit). */
export const SESSION_IDLE_DAYS = 14;

/** Firebase tokens: a JWT of about 1 KB and an opaque refresh token; far larger is not one. */
const Token = z.string().min(1).max(8192);

/**
 * POST /auth/sessions with the new sign-in's ID token (Bearer; a customer of this shop) — keeps the
 * tokens and answers the new session's id (201). A shadow session names its shadow_sessions id; the
 * token must then carry that session's staff member (impersonatedBy). 401 for a token that is not a
 * customer of this shop, 404 for a shadow session that is not this one's.
 */
export const SessionCreate = z.object({
  refreshToken: Token,
  shadowSessionId: z.number().int().positive().nullable().default(null),
});
export type SessionCreate = z.infer<typeof SessionCreate>;
export const SessionCreated = z.object({ sessionId: SessionId, expiresAt: z.string() });
export type SessionCreated = z.infer<typeof SessionCreated>;

/** GET /auth/sessions/current (x-session-id) — what the storefront needs to act for the customer. */
export const SessionTokens = z.object({
  customerId: z.number().int(),
  uid: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  /** When the ID token expires (ms since the epoch): the storefront refreshes it shortly before. */
  tokenExpiresAt: z.number().int(),
  shadowSessionId: z.number().int().nullable(),
  expiresAt: z.string(),
});
export type SessionTokens = z.infer<typeof SessionTokens>;

/**
 * PUT /auth/sessions/current/tokens (x-session-id) { idToken, refreshToken } — the refreshed tokens.
 * The ID token must be valid for this shop and of the session's account (else 401).
 */
export const SessionTokensUpdate = z.object({ idToken: Token, refreshToken: Token });
export const SessionUpdated = z.object({ tokenExpiresAt: z.number().int() });

/**
 * DELETE /auth/sessions/current (x-session-id) — signs out: the session is gone at once. When it was
 * the account's last session in this shop, the sign-in service is also told to revoke the account's
 * refresh tokens (it can only revoke all of them, so it is not asked while other devices are signed in).
 */
export const SessionEnded = z.object({ revoked: z.boolean() });

/**
 * DELETE /customers/me/sessions (Bearer) — ends the customer's sessions in this shop (after a password
 * change or reset); with x-session-id, all but that one. Answers how many ended.
 */
export const SessionsEnded = z.object({ ended: z.number().int() });
