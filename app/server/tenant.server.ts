import type { TenantConfig } from "@commerce/contract/tenants";
import { primaryDomainLocation, shopOrigin } from "~/domain/shop-origin";
import type { AppContext } from "./context";
import { type CoreApi, CoreApiError } from "./core-api.server";
import type { Logger } from "./log.server";

/**
 * How long the isolate trusts a host → tenant mapping before asking the core API again. Short, because
 * the answer carries the shop's data version (ADR 0044): an operator's change (a new shop, a setting, an
 * import) is served within these seconds, in every isolate, with no restart and no purge call.
 */
export const TENANT_CACHE_MS = 5_000;

type Cached = { tenant: TenantConfig | null; expires: number };
const byHost = new Map<string, Cached>();

/** The host name of a request, lower-case and without port. */
export function requestHost(request: Request): string {
  return new URL(request.url).hostname.toLowerCase().replace(/\.$/, "");
}

/**
 * The shop that owns this host, or null for a host no shop owns. The mapping is cached in the
 * isolate, so most requests cost no core-API call. When the core API cannot answer (startup errors are
 * logged and startup continues, spec §1) the mapping this isolate knew last is served, and asked for
 * again after TENANT_CACHE_MS; a host it never knew is "unavailable" (a 503 page, never a guess).
 */
export async function resolveTenant(
  host: string,
  coreApi: CoreApi,
  log: Pick<Logger, "warn" | "error">,
  now = Date.now(),
): Promise<TenantConfig | null | "unavailable"> {
  const cached = byHost.get(host);
  if (cached && cached.expires > now) return cached.tenant;
  let tenant: TenantConfig | null;
  try {
    tenant = await coreApi.tenants.byHost({ query: { host } });
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) tenant = null;
    else if (cached) {
      log.warn("tenant.lookup-failed", { call: "tenants.byHost", host, served: "last-known", error: String(error) });
      byHost.set(host, { tenant: cached.tenant, expires: now + TENANT_CACHE_MS });
      return cached.tenant;
    } else {
      log.error("tenant.lookup-failed", { call: "tenants.byHost", host, served: "unavailable", error: String(error) });
      return "unavailable";
    }
  }
  byHost.set(host, { tenant, expires: now + TENANT_CACHE_MS });
  return tenant;
}

/**
 * The origin of every absolute link this shop gives out (canonical, structured data, mails, the reset's
 * continue link, the payment provider's way back): its primary domain, never the Host header (ADR 0042).
 */
export function absoluteOrigin(app: Pick<AppContext, "tenant" | "env">, request: Request): string {
  return shopOrigin({ primaryHost: app.tenant.primaryHost, requestUrl: new URL(request.url), production: app.env.ENVIRONMENT === "production" });
}

/** 301 to the shop's primary domain for a GET or HEAD on another of its domains, else null (ADR 0042). */
export function primaryDomainRedirect(request: Request, url: URL, tenant: TenantConfig, env: Env): Response | null {
  const location = primaryDomainLocation({
    method: request.method,
    primaryHost: tenant.primaryHost,
    requestUrl: url,
    production: env.ENVIRONMENT === "production",
  });
  return location ? new Response(null, { status: 301, headers: { location, "cache-control": "public, max-age=3600" } }) : null;
}
