import type { TenantConfig } from "@commerce/contract/tenants";
import type { CoreApi } from "~/server/core-api.server";
import type { Logger } from "~/server/log.server";
import { choiceOfCookie } from "./choice";
import { markLiveApiShop } from "./live-api";
import { DEV_PANEL_PATH } from "./names";
import type { DevChoice } from "./rules";

// The development panel's choice at work (ADR 0064): for a browser whose cookie holds a valid choice,
// in development only, the chosen tenant stands in for the host's and the chosen API server answers
// the core-API calls. app/entry.worker.ts imports this module only behind __DEV_PANEL__ (an import()
// that a production build leaves out, with the zod schemas it brings) and asks devPanelRequest once.

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
    if (choice.api === "live") markLiveApiShop(tenant);
    return tenant;
  } catch (error) {
    log.warn("dev-panel.tenant-failed", { tenantId: choice.tenantId, api: choice.api, error: String(error) });
    return choice.api === "live" ? "unavailable" : null;
  }
}

/** What the pipeline needs of the panel for one request: the core API's environment, and the shop. */
export type DevPanelRequest = {
  env: Env;
  tenant: (host: string, coreApi: CoreApi, log: Logger) => Promise<TenantConfig | "unavailable" | null>;
};

/** The panel's part in one request (null: no choice applies, the request goes as without the panel). */
export function devPanelRequest(request: Request, env: Env): DevPanelRequest | null {
  const choice = devPanelChoice(request, env);
  if (!choice) return null;
  return { env: withDevApi(env, choice), tenant: (host, coreApi, log) => devPanelTenant(choice, host, coreApi, log) };
}
