import type { AppContext } from "~/server/context";

/** The two search calls a client makes: the preview's searches and its result clicks (insights events). */
export type SearchCall = "search" | "click";

/**
 * Whether one more search or click from this client (IP address) at this shop is over the limit
 * (app/chrome/search/insights.ts SEARCH_LIMITS_PER_MINUTE; the Workers Rate Limiting bindings in wrangler.jsonc).
 * Searches cost the shop's search back end (Algolia bills them), clicks reach its analytics: neither may
 * be unlimited (ADR 0041). A limiter that fails lets the call through: search must not go dark.
 */
export async function searchRateLimited(app: AppContext, request: Request, call: SearchCall): Promise<boolean> {
  const client = request.headers.get("cf-connecting-ip") ?? "local";
  const limiter = call === "search" ? app.env.SEARCH_LIMITER : app.env.SEARCH_CLICK_LIMITER;
  try {
    const { success } = await limiter.limit({ key: `${call}:${app.tenant.tenantUuid}:${client}` });
    if (!success) app.log.warn("search.rate-limited", { call });
    return !success;
  } catch (error) {
    app.log.warn("search.rate-limiter-failed", { error: String(error).slice(0, 200) });
    return false;
  }
}

/** The answer to a call over the limit: 429, try again within the minute. */
export function tooManySearchCalls(body: BodyInit | null = null): Response {
  return new Response(body, { status: 429, headers: { "retry-after": "60", "content-type": body ? "application/json" : "text/plain" } });
}
