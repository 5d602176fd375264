// Identity Toolkit's admin calls (revocation, accounts, reset codes, the operator's tenants): an OAuth 2.0
// access token, and one way to make a call with it.
//
// The Auth emulator takes `Bearer owner`; production gets a token from Google's token endpoint with the
// FIREBASE_SERVICE_ACCOUNT key (a JWT bearer grant). That production path cannot be exercised here (no
// network to Google): it is the seam to check on a real project first (see ADR 0009, 0050).
import { importPKCS8, SignJWT } from "jose";
import { identityToolkitUrl } from "@commerce/firebase/config";
import { HttpError } from "../http";
import { firebaseConfig, serviceAccount } from "./secrets";

const CALL_TIMEOUT_MS = 5000;
const TOKEN_TIMEOUT_MS = 3000;
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const ADMIN_SCOPES = "https://www.googleapis.com/auth/identitytoolkit https://www.googleapis.com/auth/cloud-platform";

/** The isolate's access token for admin calls, reused until a minute before it expires. */
let cachedAccessToken: { email: string; token: string; expiresAt: number } | null = null;

/** The OAuth access token of admin calls (adminPost below, and the operator's auth tenant in operator/auth-tenant.ts). */
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
    signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (!response.ok || typeof answer?.access_token !== "string") throw new Error(`Google token endpoint answered ${response.status}`);
  const lifetime = typeof answer.expires_in === "number" ? answer.expires_in : 3600;
  cachedAccessToken = { email: account.client_email, token: answer.access_token, expiresAt: Date.now() + lifetime * 1000 };
  return answer.access_token;
}

export type AdminAnswer = { ok: boolean; status: number; body: Record<string, unknown> | null; errorCode: string };

/**
 * One admin call in the shop's tenant (`path` after /projects/{project}[/tenants/{tenant}]). No answer,
 * or no admin access, is a 503 the storefront translates, with a log line named by `event`.
 */
export async function adminPost(
  env: Env,
  authTenantId: string | null,
  path: string,
  body: unknown,
  event: string,
  timeoutMs = CALL_TIMEOUT_MS,
): Promise<AdminAnswer> {
  const config = firebaseConfig(env, authTenantId);
  const tenantPath = authTenantId ? `/tenants/${encodeURIComponent(authTenantId)}` : "";
  const unavailable = (cause: unknown) => {
    console.error(JSON.stringify({ level: "error", worker: "core-api", event, error: String(cause) }));
    return new HttpError("unavailable", "The sign-in service did not answer; try again.");
  };
  const token = await adminAccessToken(env).catch((error: unknown) => {
    throw unavailable(error);
  });
  const response = await fetch(`${identityToolkitUrl(config)}/projects/${encodeURIComponent(config.projectId)}${tenantPath}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    throw unavailable(error);
  });
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const message = (answer?.error as { message?: unknown } | undefined)?.message;
  // Messages look like "WEAK_PASSWORD : Password should be at least 6 characters".
  const errorCode = typeof message === "string" ? (message.split(/[\s:]/)[0] ?? "") : "";
  if (!response.ok && response.status >= 500) throw unavailable(`${path} answered ${response.status}`);
  return { ok: response.ok, status: response.status, body: answer, errorCode };
}
