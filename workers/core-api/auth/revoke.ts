// Revoking an account's refresh tokens at the sign-in service: Identity Toolkit's admin call
// accounts:update with validSince = now (what firebase-admin's revokeRefreshTokens does). The service
// can only revoke all of an account's refresh tokens at once; ADR 0009 says when we ask.
//
// The admin call needs an OAuth 2.0 access token. The Auth emulator takes `Bearer owner`; production
// gets one from Google's token endpoint with the FIREBASE_SERVICE_ACCOUNT key (a JWT bearer grant).
// That production path cannot be exercised here (no network to Google): it is the seam to check on a
// real project first (see ADR 0009).
import { importPKCS8, SignJWT } from "jose";
import { identityToolkitUrl } from "@commerce/firebase/config";
import { firebaseConfig, serviceAccount } from "./secrets";

const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const ADMIN_SCOPES = "https://www.googleapis.com/auth/identitytoolkit https://www.googleapis.com/auth/cloud-platform";
/** Revocation is a courtesy on top of deleting the session: it never holds a sign-out up for long. */
const REVOKE_TIMEOUT_MS = 3000;

/** The isolate's access token for admin calls, reused until a minute before it expires. */
let cachedAccessToken: { email: string; token: string; expiresAt: number } | null = null;

/** The OAuth access token of admin calls (revocation here, the operator's auth tenant in operator/auth-tenant.ts). */
export async function adminAccessToken(env: Env): Promise<string> {
  if (env.AUTH_EMULATOR_HOST) return "owner";
  const account = serviceAccount(env);
  if (!account) throw new Error("FIREBASE_SERVICE_ACCOUNT is not set");
  if (cachedAccessToken && cachedAccessToken.email === account.client_email && cachedAccessToken.expiresAt - 60_000 > Date.now()) {
    return cachedAccessToken.token;
  }
  const assertion = await new SignJWT({ scope: ADMIN_SCOPES })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(account.client_email)
    .setAudience(GOOGLE_TOKEN_URL)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(await importPKCS8(account.private_key, "RS256"));
  const response = await fetch(GOOGLE_TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
    signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok || typeof answer?.access_token !== "string") throw new Error(`Google token endpoint answered ${response.status}`);
  const lifetime = typeof answer.expires_in === "number" ? answer.expires_in : 3600;
  cachedAccessToken = { email: account.client_email, token: answer.access_token, expiresAt: Date.now() + lifetime * 1000 };
  return answer.access_token;
}

/**
 * Asks the sign-in service to revoke every refresh token of the account `uid` (in the shop's auth
 * tenant). Answers whether it did; a failure is logged, never thrown: the session is over anyway.
 */
export async function revokeRefreshTokens(env: Env, authTenantId: string | null, uid: string): Promise<boolean> {
  const config = firebaseConfig(env, authTenantId);
  const tenantPath = authTenantId ? `/tenants/${encodeURIComponent(authTenantId)}` : "";
  try {
    const response = await fetch(`${identityToolkitUrl(config)}/projects/${encodeURIComponent(config.projectId)}${tenantPath}/accounts:update`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${await adminAccessToken(env)}` },
      body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000)) }),
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`accounts:update answered ${response.status}`);
    return true;
  } catch (error) {
    console.warn(JSON.stringify({ level: "warn", worker: "core-api", event: "session.revoke-failed", error: String(error) }));
    return false;
  }
}
