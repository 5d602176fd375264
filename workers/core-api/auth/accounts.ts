// Sign-in accounts at the sign-in service through Identity Toolkit's admin calls (ADR 0050): making one
// (what firebase-admin's createUser does) and a password-reset code without the service's own mail.
// Each shop's tenant has sign-up switched off, so the shopper's own accounts:signUp is refused there;
// the core API makes the account instead, only for an invite or the customer's own guest order
// (handlers/invites.ts, handlers/guest-account.ts).
import { HttpError } from "../http";
import { adminPost } from "./admin";

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
