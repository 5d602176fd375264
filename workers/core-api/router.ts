import type { Language } from "./contract/common";
import { HttpError } from "./http";

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

/** A path parameter as text; a broken escape (`%ff`, a lone `%`) is the caller's mistake: a 400. */
function decodePathParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError("bad_request", "The path is not valid.");
  }
}

export function matchRoute(routes: Route[], method: string, url: URL) {
  let pathMatched = false;
  for (const candidate of routes) {
    const match = candidate.pattern.exec({ pathname: url.pathname });
    if (!match) continue;
    pathMatched = true;
    if (candidate.method === method || (method === "HEAD" && candidate.method === "GET")) {
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.pathname.groups)) {
        if (value !== undefined) params[name] = decodePathParam(value);
      }
      return { route: candidate, params };
    }
  }
  return pathMatched ? "method_not_allowed" : null;
}
