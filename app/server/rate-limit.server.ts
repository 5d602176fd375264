import type { AppContext } from "./context";

/** The attempts that are rate limited: each has its own count per client and per account. */
export type LimitedAttempt = "login" | "forgot" | "reset" | "invite" | "shadow";

/**
 * Whether one more attempt is allowed: per client (IP address) and, when an account is named, per
 * account (e-mail) — both in this shop (Workers Rate Limiting binding; the limits are in
 * wrangler.jsonc). A limiter that fails lets the attempt through: rate limits must not lock everyone out.
 */
export async function allowAttempt(app: AppContext, request: Request, attempt: LimitedAttempt, account?: string) {
  const client = request.headers.get("cf-connecting-ip") ?? "local";
  const shop = app.tenant.tenantUuid;
  const checks = [app.env.AUTH_CLIENT_LIMITER.limit({ key: `${attempt}:${shop}:${client}` })];
  if (account) checks.push(app.env.AUTH_ACCOUNT_LIMITER.limit({ key: `${attempt}:${shop}:${account.trim().toLowerCase()}` }));
  try {
    const results = await Promise.all(checks);
    const allowed = results.every((result) => result.success);
    if (!allowed) app.log.warn("auth.rate-limited", { attempt });
    return allowed;
  } catch (error) {
    app.log.warn("auth.rate-limiter-failed", { error: String(error) });
    return true;
  }
}
