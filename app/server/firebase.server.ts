import type { TenantConfig } from "@commerce/contract/tenants";
import { assertNoEmulatorInProduction, type FirebaseConfig, identityToolkitUrl, secureTokenUrl } from "@commerce/firebase/config";
import { AUTH_WAIT_MS } from "~/domain/signed-in";
import { verifyIdToken, type VerifiedIdToken } from "@commerce/firebase/id-token";

/** The sign-in service of one shop: the project from the Worker's config, the tenant from the shop. */
export function firebaseConfig(env: Env, tenant: Pick<TenantConfig, "authTenantId">): FirebaseConfig {
  const config: FirebaseConfig = {
    projectId: env.FIREBASE_PROJECT_ID,
    apiKey: env.FIREBASE_API_KEY,
    emulatorHost: env.AUTH_EMULATOR_HOST || undefined,
    authTenantId: tenant.authTenantId,
  };
  assertNoEmulatorInProduction(config, env.ENVIRONMENT);
  return config;
}

/** A signed-in account: the tokens to keep in the session and what the ID token says. */
export type SignedInTokens = { idToken: string; refreshToken: string; expiresAt: number; verified: VerifiedIdToken };

/**
 * A refusal of the sign-in service, by its error code (INVALID_LOGIN_CREDENTIALS, EMAIL_EXISTS,
 * EXPIRED_OOB_CODE, …), or `unavailable` when it did not answer in time or at all.
 */
export class SignInServiceError extends Error {
  constructor(readonly code: string) {
    super(`sign-in service: ${code}`);
  }
  get unavailable() {
    return this.code === "unavailable";
  }
}

/** How long a call to the sign-in service may take before the shopper gets a clear error. */
const CALL_TIMEOUT_MS = 5000;
/** A token refresh that does not answer in this time counts as signed out for the request. */
export const REFRESH_TIMEOUT_MS = AUTH_WAIT_MS;

async function post(url: string, body: BodyInit, contentType: string, timeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new SignInServiceError("unavailable");
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && json) return json;
  if (response.status >= 500 || !json) throw new SignInServiceError("unavailable");
  const message = (json.error as { message?: unknown } | undefined)?.message;
  // Messages look like "WEAK_PASSWORD : Password should be at least 6 characters".
  throw new SignInServiceError(typeof message === "string" ? (message.split(/[\s:]/)[0] ?? "UNKNOWN") : "UNKNOWN");
}

/** One call of the Identity Toolkit, in the shop's tenant. */
function identityToolkit(config: FirebaseConfig, method: string, body: Record<string, unknown>) {
  const payload = config.authTenantId ? { ...body, tenantId: config.authTenantId } : body;
  return post(`${identityToolkitUrl(config)}/${method}?key=${encodeURIComponent(config.apiKey)}`, JSON.stringify(payload), "application/json", CALL_TIMEOUT_MS);
}

async function tokensFrom(config: FirebaseConfig, idToken: unknown, refreshToken: unknown): Promise<SignedInTokens> {
  if (typeof idToken !== "string" || typeof refreshToken !== "string") throw new SignInServiceError("UNKNOWN");
  const verified = await verifyIdToken(idToken, config);
  return { idToken, refreshToken, expiresAt: verified.expiresAt, verified };
}

/** The sign-in service's REST API, for one shop (no client SDK: nothing runs in the browser). */
export function signInService(config: FirebaseConfig) {
  return {
    async signInWithPassword(email: string, password: string) {
      const r = await identityToolkit(config, "accounts:signInWithPassword", { email, password, returnSecureToken: true });
      return tokensFrom(config, r.idToken, r.refreshToken);
    },
    async signInWithCustomToken(token: string) {
      const r = await identityToolkit(config, "accounts:signInWithCustomToken", { token, returnSecureToken: true });
      return tokensFrom(config, r.idToken, r.refreshToken);
    },
    /** A fresh ID token for a refresh token; `unavailable` after REFRESH_TIMEOUT_MS. */
    async refresh(refreshToken: string) {
      const r = await post(
        `${secureTokenUrl(config)}/token?key=${encodeURIComponent(config.apiKey)}`,
        new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }),
        "application/x-www-form-urlencoded",
        REFRESH_TIMEOUT_MS,
      );
      return tokensFrom(config, r.id_token, r.refresh_token);
    },
    /** Checks a reset code without using it: answers the account's e-mail. */
    async checkResetCode(oobCode: string) {
      const r = await identityToolkit(config, "accounts:resetPassword", { oobCode });
      if (typeof r.email !== "string") throw new SignInServiceError("INVALID_OOB_CODE");
      return r.email;
    },
    /** Sets the new password; answers the account's e-mail. */
    async resetPassword(oobCode: string, newPassword: string) {
      const r = await identityToolkit(config, "accounts:resetPassword", { oobCode, newPassword });
      if (typeof r.email !== "string") throw new SignInServiceError("INVALID_OOB_CODE");
      return r.email;
    },
    /** Changes the password of the signed-in account; answers new tokens (the old ones may be revoked). */
    async changePassword(idToken: string, newPassword: string) {
      const r = await identityToolkit(config, "accounts:update", { idToken, password: newPassword, returnSecureToken: true });
      return tokensFrom(config, r.idToken, r.refreshToken);
    },
  };
}

export type SignInService = ReturnType<typeof signInService>;
