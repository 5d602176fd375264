import type { TenantConfig } from "@commerce/contract/tenants";
import type { CoreApi } from "~/server/core-api.server";
import type { Logger } from "~/server/log.server";
import { choiceOfCookie } from "./choice";
import { DEV_PANEL_PATH } from "./names";
import type { DevChoice } from "./rules";

// The development panel's choice at work (ADR 0064): for a browser whose cookie holds a valid choice,
// in development only, the chosen tenant stands in for the host's and the chosen API server answers
// the core-API calls. app/entry.worker.ts asks these once per request, behind __DEV_PANEL__.

/**
 * The choice that applies to this request, or null: never in production (the cookie is ignored
 * entirely there), never for the panel's own page (so a live API that is down can be changed back),
 * and never for a cookie that is forged or malformed.
 */
export function devPanelChoice(request: Request, env: Pick<Env, "ENVIRONMENT">): DevChoice | null {
  if (env.ENVIRONMENT === "production") return null;
  if (new URL(request.url).pathname === DEV_PANEL_PATH) return null;
  return choiceOfCookie(request.headers.get("cookie"));
}

/** The environment the core-API client reads: the live API's URL, or the local one through the binding. */
export function withDevApi(env: Env, choice: DevChoice | null): Env {
  if (!choice) return env;
  return { ...env, CORE_API_URL: choice.api === "live" ? choice.liveUrl : "" };
}

/** The shops this isolate got from a live API, per request: their data is never shared through the public cache. */
const fromLiveApi = new WeakSet<TenantConfig>();

/** Whether this request's shop came from the live API (ADR 0064): the public cache neither keeps nor serves its data. */
export function isLiveApiShop(tenant: TenantConfig): boolean {
  return fromLiveApi.has(tenant);
}

/**
 * The shop of a request with a choice, or null (the host's shop, as usual). The chosen tenant is served
 * on this host, for this browser: without its primary domain, which would send every page there (ADR
 * 0042); a chosen tenant the local API does not know is no choice. With the live API, the chosen tenant
 * or the host's shop as the live API knows it — asked each time, never through the isolate's host
 * cache (the local API's, every browser's) — and "unavailable" when the live API cannot say: its shop
 * is not guessed from the local one.
 */
export async function devPanelTenant(choice: DevChoice | null, host: string, coreApi: CoreApi, log: Logger): Promise<TenantConfig | "unavailable" | null> {
  if (!choice || (!choice.tenantId && choice.api === "lh")) return null;
  try {
    const tenant = choice.tenantId
      ? { ...(await coreApi.tenants.byId({ params: { tenantId: choice.tenantId } })), primaryHost: null }
      : await coreApi.tenants.byHost({ query: { host } });
    if (choice.api === "live") fromLiveApi.add(tenant);
    return tenant;
  } catch (error) {
    log.warn("dev-panel.tenant-failed", { tenantId: choice.tenantId, api: choice.api, error: String(error) });
    return choice.api === "live" ? "unavailable" : null;
  }
}
