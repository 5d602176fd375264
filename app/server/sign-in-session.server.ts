import { SESSION_ID_HEADER, type SessionTokens } from "@commerce/contract/sessions";
import { AUTH_WAIT_MS } from "~/domain/signed-in";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";
import type { SignedInTokens } from "./firebase.server";

// The signed-in part of a session lives in the core API (ADR 0009): the cookie holds only the session
// id, so signing out there ends every copy of the cookie at once, and no token travels in a cookie.

const sessionHeader = (sessionId: string) => ({ [SESSION_ID_HEADER]: sessionId });

/** Keeps a new sign-in's tokens in the core API; answers the id for the cookie. */
export async function createSignInSession(app: AppContext, tokens: SignedInTokens, shadowSessionId: number | null): Promise<string> {
  const created = await app.signIn.create({
    idToken: tokens.idToken,
    body: { refreshToken: tokens.refreshToken, shadowSessionId },
  });
  return created.sessionId;
}

/**
 * The session's tokens; null when the core API knows no such session (signed out, expired, forged,
 * another shop's). Throws when it cannot say in time (the request then counts as signed out, the
 * cookie stays).
 */
export async function readSignInSession(app: AppContext, sessionId: string): Promise<SessionTokens | null> {
  try {
    return await app.signIn.current({ headers: sessionHeader(sessionId), signal: AbortSignal.timeout(AUTH_WAIT_MS) });
  } catch (error) {
    if (error instanceof CoreApiError && error.notFound) return null;
    throw error;
  }
}

/** Keeps refreshed tokens; a failure only means the next request refreshes again. */
export async function updateSignInTokens(app: AppContext, sessionId: string, tokens: Pick<SignedInTokens, "idToken" | "refreshToken">) {
  try {
    await app.signIn.updateTokens({
      headers: sessionHeader(sessionId),
      body: { idToken: tokens.idToken, refreshToken: tokens.refreshToken },
    });
  } catch (error) {
    app.log.warn("auth.session-update-failed", { error: String(error) });
  }
}

/**
 * Ends the session in the core API (sign-out): every copy of the cookie is signed out from now on. A
 * session the core API no longer knows is ended already; any other failure is logged.
 */
export async function endSignInSession(app: AppContext, sessionId: string): Promise<void> {
  try {
    const ended = await app.signIn.end({ headers: sessionHeader(sessionId) });
    app.log.info("auth.session-ended", { revoked: ended.revoked });
  } catch (error) {
    if (error instanceof CoreApiError && error.notFound) return;
    app.log.error("auth.session-end-failed", { error: String(error) });
  }
}

/**
 * Ends the customer's sessions in this shop (all, or all but `keep`): after a password change or
 * reset, whoever was signed in with the old password is not any more.
 */
export async function endCustomerSessions(app: AppContext, idToken: string, keep: string | null): Promise<number> {
  const ended = await app.signIn.endAll({ idToken, headers: keep ? sessionHeader(keep) : {} });
  return ended.ended;
}
