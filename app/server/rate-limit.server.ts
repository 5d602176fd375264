import type { AppContext } from "./context";

/** The attempts that are rate limited: each has its own counts. */
export type LimitedAttempt = "login" | "forgot" | "reset" | "invite" | "shadow" | "newsletter" | "contact";

/**
 * Why an attempt was refused, as the message that says so: too many attempts from this client (for
 * any account, or for this account from this client), or too many for this e-mail address from
 * everywhere together. Neither says whether the e-mail address has an account.
 */
export type RateLimitRefusal = "rateLimits.client" | "rateLimits.account";

/**
 * Whether one more attempt is refused, and why (null: go ahead). All counts are per shop (Workers
 * Rate Limiting binding; the limits are in wrangler.jsonc):
 * - per client (IP address), whatever the account: 30 a minute;
 * - per account (e-mail) and client together: 5 a minute — wrong passwords typed somewhere else never
 *   lock the customer out where they are;
 * - per account from all clients together: 50 a minute — a guesser spread over many addresses is still
 *   slowed. Only attempts that passed the other two count here, so one address adds at most 5.
 * The limits are asked in that order and the first refusal stops: refused attempts count nowhere
 * further. A limiter that fails lets the attempt through: rate limits must not lock everyone out.
 */
export async function refusedAttempt(app: AppContext, request: Request, attempt: LimitedAttempt, account?: string): Promise<RateLimitRefusal | null> {
  const client = request.headers.get("cf-connecting-ip") ?? "local";
  const shop = app.tenant.tenantUuid;
  const email = account?.trim().toLowerCase();
  try {
    if (!(await app.env.AUTH_CLIENT_LIMITER.limit({ key: `${attempt}:${shop}:${client}` })).success) return refused(app, attempt, "rateLimits.client");
    if (email === undefined) return null;
    const pair = await app.env.AUTH_ACCOUNT_CLIENT_LIMITER.limit({ key: `${attempt}:${shop}:${email}:${client}` });
    if (!pair.success) return refused(app, attempt, "rateLimits.client");
    if (!(await app.env.AUTH_ACCOUNT_LIMITER.limit({ key: `${attempt}:${shop}:${email}` })).success) return refused(app, attempt, "rateLimits.account");
    return null;
  } catch (error) {
    app.log.warn("auth.rate-limiter-failed", { error: String(error) });
    return null;
  }
}

function refused(app: AppContext, attempt: LimitedAttempt, refusal: RateLimitRefusal): RateLimitRefusal {
  app.log.warn("auth.rate-limited", { attempt, limit: refusal });
  return refusal;
}
