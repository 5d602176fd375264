import type { Language } from "@commerce/contract/common";

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
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  pattern: URLPattern;
  /** false for the few calls that are not about one tenant (tenant lookup, build tenants, media). */
  tenantScoped: boolean;
  handler: Handler;
};

export function route(method: Route["method"], pathname: string, handler: Handler, tenantScoped = true): Route {
  return { method, pattern: new URLPattern({ pathname }), tenantScoped, handler };
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
