import type { Language } from "@commerce/contract/common";
import { ENDPOINT_NAMES, type EndpointName, endpoints, type Method } from "@commerce/contract/endpoints";

export type HandlerContext = {
  request: Request;
  env: Env;
  url: URL;
  params: Record<string, string>;
  lang: Language;
  /** The tenant named by the x-tenant-id header; checked to exist before a tenant handler runs. */
  tenantId: string;
};

export type Handler = (ctx: HandlerContext) => Promise<Response>;

export type Route = {
  /** The endpoint of the contract this route answers (commerce/contract/endpoints.ts). */
  name: EndpointName;
  method: Method;
  pattern: URLPattern;
  /** false for the few calls that are not about one tenant (tenant lookup, build tenants, webhooks). */
  tenantScoped: boolean;
  handler: Handler;
};

/** One handler for every endpoint of the contract, and none for anything else. */
export type Handlers = Record<EndpointName, Handler>;

/**
 * The routes of the endpoint table, in its order, each answered by its handler. A handler missing or
 * left over is refused here too (for a map that was not checked by the compiler).
 */
export function bindRoutes(handlers: Handlers): Route[] {
  const unbound = ENDPOINT_NAMES.filter((name) => typeof handlers[name] !== "function");
  const unknown = Object.keys(handlers).filter((name) => !(name in endpoints));
  if (unbound.length > 0 || unknown.length > 0) {
    throw new Error(`Endpoints without a handler: ${unbound.join(", ") || "none"}; handlers without an endpoint: ${unknown.join(", ") || "none"}.`);
  }
  return ENDPOINT_NAMES.map((name) => {
    const { method, path, tenantScoped } = endpoints[name];
    return { name, method, pattern: new URLPattern({ pathname: path }), tenantScoped, handler: handlers[name] };
  });
}

/** A path matched, but not for this method: the methods it does serve (the Allow header of the 405). */
export type MethodNotAllowed = { allowed: string[] };

/**
 * The route for a method and path; for a path that exists with other methods, those methods; null
 * when no call has this path. A parameter that is not valid percent-encoding matches nothing.
 */
export function matchRoute(routes: Route[], method: string, url: URL): { route: Route; params: Record<string, string> } | MethodNotAllowed | null {
  const allowed = new Set<string>();
  for (const candidate of routes) {
    const match = candidate.pattern.exec({ pathname: url.pathname });
    if (!match) continue;
    const params = decodeParams(match.pathname.groups);
    if (params === null) continue;
    if (candidate.method === method || (method === "HEAD" && candidate.method === "GET")) return { route: candidate, params };
    allowed.add(candidate.method);
    if (candidate.method === "GET") allowed.add("HEAD");
  }
  return allowed.size > 0 ? { allowed: [...allowed] } : null;
}

function decodeParams(groups: Record<string, string | undefined>): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    for (const [name, value] of Object.entries(groups)) if (value !== undefined) params[name] = decodeURIComponent(value);
  } catch {
    return null;
  }
  return params;
}
