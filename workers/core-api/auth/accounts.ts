// Making a sign-in account at the sign-in service: Identity Toolkit's admin call (what firebase-admin's
// createUser does), in the shop's tenant. Each shop's tenant has sign-up switched off (ADR 0050), so
// the shopper's own accounts:signUp is refused there; the core API makes the account instead, only
// for an invite or the customer's own guest order (handlers/invites.ts, handlers/guest-account.ts).
import { identityToolkitUrl } from "@commerce/firebase/config";
import { HttpError } from "../http";
import { adminAccessToken } from "./revoke";
import { firebaseConfig } from "./secrets";

const CALL_TIMEOUT_MS = 5000;

export type NewSignInAccount = {
  email: string;
  password: string;
  /** The customer's first name, as the sign-in service shows it in its own mails. */
  displayName?: string;
  /** True where the e-mail is proven (an invite arrived there). */
  emailVerified: boolean;
};

/** "created", or "exists" when the e-mail has an account in this tenant already. */
export async function createSignInAccount(env: Env, authTenantId: string | null, account: NewSignInAccount): Promise<"created" | "exists"> {
  const config = firebaseConfig(env, authTenantId);
  const tenantPath = authTenantId ? `/tenants/${encodeURIComponent(authTenantId)}` : "";
  const unavailable = (cause: unknown) => {
    console.error(JSON.stringify({ level: "error", worker: "core-api", event: "sign-in-account.unavailable", error: String(cause) }));
    return new HttpError("unavailable", "The sign-in service did not answer; try again.");
  };
  const token = await adminAccessToken(env).catch((error: unknown) => {
    throw unavailable(error);
  });
  const response = await fetch(`${identityToolkitUrl(config)}/projects/${encodeURIComponent(config.projectId)}${tenantPath}/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      emailVerified: account.emailVerified,
      ...(account.displayName ? { displayName: account.displayName } : {}),
    }),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw unavailable(error);
  });
  if (response.ok) return "created";
  const answer = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = typeof answer?.error?.message === "string" ? answer.error.message : "";
  // Messages look like "WEAK_PASSWORD : Password should be at least 6 characters".
  const code = message.split(/[\s:]/)[0];
  if (code === "EMAIL_EXISTS" || code === "DUPLICATE_EMAIL") return "exists";
  if (code === "WEAK_PASSWORD" || code === "INVALID_PASSWORD" || code?.startsWith("PASSWORD_DOES_NOT_MEET")) {
    throw new HttpError("bad_request", "The sign-in service finds this password too weak.", [{ path: "password", message: "weak" }]);
  }
  throw unavailable(`accounts answered ${response.status} ${message}`);
}
