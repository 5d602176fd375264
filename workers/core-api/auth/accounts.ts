// Sign-in accounts at the sign-in service through Identity Toolkit's admin calls (ADR 0050): making one
// (what firebase-admin's createUser does) and a password-reset code without the service's own mail.
// Each shop's tenant has sign-up switched off, so the shopper's own accounts:signUp is refused there;
// the core API makes the account instead, only for an invite or the customer's own guest order
// (handlers/invites.ts, handlers/guest-account.ts).
import { identityToolkitUrl } from "@commerce/firebase/config";
import { HttpError } from "../http";
import { adminAccessToken } from "./revoke";
import { firebaseConfig } from "./secrets";

const CALL_TIMEOUT_MS = 5000;

type AdminAnswer = { ok: boolean; status: number; body: Record<string, unknown> | null; errorCode: string };

/**
 * One admin call in the shop's tenant (`path` after /projects/{project}[/tenants/{tenant}]). No answer,
 * or no admin access, is a 503 the storefront translates, with a log line named by `event`.
 */
async function adminPost(env: Env, authTenantId: string | null, path: string, body: unknown, event: string): Promise<AdminAnswer> {
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
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
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

export type NewSignInAccount = {
  email: string;
  password: string;
  /** The customer's first name, as the sign-in service keeps it. */
  displayName?: string;
  /** True where the e-mail is proven (an invite arrived there). */
  emailVerified: boolean;
};

/** "created", or "exists" when the e-mail has an account in this tenant already. */
export async function createSignInAccount(env: Env, authTenantId: string | null, account: NewSignInAccount): Promise<"created" | "exists"> {
  const answer = await adminPost(
    env,
    authTenantId,
    "/accounts",
    {
      email: account.email,
      password: account.password,
      emailVerified: account.emailVerified,
      ...(account.displayName ? { displayName: account.displayName } : {}),
    },
    "sign-in-account.unavailable",
  );
  if (answer.ok) return "created";
  if (answer.errorCode === "EMAIL_EXISTS" || answer.errorCode === "DUPLICATE_EMAIL") return "exists";
  if (answer.errorCode === "WEAK_PASSWORD" || answer.errorCode.startsWith("PASSWORD_DOES_NOT_MEET")) {
    throw new HttpError("bad_request", "The sign-in service finds this password too weak.", [{ path: "password", message: "weak" }]);
  }
  throw new HttpError("unavailable", `The sign-in service refused the account (${answer.status} ${answer.errorCode}).`);
}

/**
 * A password-reset code for the account of this e-mail in the shop's tenant, without the sign-in
 * service sending its own mail (returnOobLink, an admin-only option); null when there is no such account.
 */
export async function passwordResetCode(env: Env, authTenantId: string | null, email: string): Promise<string | null> {
  const body = { requestType: "PASSWORD_RESET", email, returnOobLink: true, ...(authTenantId ? { tenantId: authTenantId } : {}) };
  // sendOobCode sits at the project; the tenant is in the body.
  const answer = await adminPost(env, null, "/accounts:sendOobCode", body, "password-reset.unavailable");
  if (answer.ok) {
    const code = answer.body?.oobCode;
    if (typeof code === "string" && code.length > 0) return code;
    const link = answer.body?.oobLink;
    const fromLink = typeof link === "string" ? URL.parse(link)?.searchParams.get("oobCode") : null;
    if (fromLink) return fromLink;
    throw new HttpError("unavailable", "The sign-in service answered no reset code.");
  }
  if (["EMAIL_NOT_FOUND", "USER_NOT_FOUND", "USER_DISABLED"].includes(answer.errorCode)) return null;
  throw new HttpError("unavailable", `The sign-in service refused the reset (${answer.status} ${answer.errorCode}).`);
}
