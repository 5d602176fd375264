// Revoking an account's refresh tokens at the sign-in service: Identity Toolkit's admin call
// accounts:update with validSince = now (what firebase-admin's revokeRefreshTokens does). The service
// can only revoke all of an account's refresh tokens at once; ADR 0009 says when we ask.
import { adminPost } from "./admin";

/** Revocation is a courtesy on top of deleting the session: it never holds a sign-out up for long. */
const REVOKE_TIMEOUT_MS = 3000;

/**
 * Asks the sign-in service to revoke every refresh token of the account `uid` (in the shop's auth
 * tenant). Answers whether it did; a failure is logged, never thrown: the session is over anyway.
 */
export async function revokeRefreshTokens(env: Env, authTenantId: string | null, uid: string): Promise<boolean> {
  const body = { localId: uid, validSince: String(Math.floor(Date.now() / 1000)) };
  // No answer or no admin access is logged by adminPost (as session.revoke-failed).
  const answer = await adminPost(env, authTenantId, "/accounts:update", body, "session.revoke-failed", REVOKE_TIMEOUT_MS).catch(() => null);
  if (answer && !answer.ok) {
    console.warn(JSON.stringify({ level: "warn", worker: "core-api", event: "session.revoke-failed", status: answer.status, code: answer.errorCode }));
  }
  return answer?.ok ?? false;
}
