import { exports } from "cloudflare:workers";
import { type HandlerContext, handlerContext, matchRoute } from "../../workers/core-api/router";
import { routes } from "../../workers/core-api/routes";

export const TENANT_A = "7b1e2c4a-0000-4000-8000-00000000000a";
export const TENANT_B = "7b1e2c4a-0000-4000-8000-00000000000b";
/** The small demo shops: Stapvast, Huisraad and Breiwerk. */
export const TENANT_C = "7b1e2c4a-0000-4000-8000-00000000000c";
export const TENANT_D = "7b1e2c4a-0000-4000-8000-00000000000d";
export const TENANT_E = "7b1e2c4a-0000-4000-8000-00000000000e";

/** A call to the core API Worker under test, for a tenant and a language. */
export function call(path: string, init: RequestInit & { tenant?: string | null; language?: string } = {}) {
  const { tenant = TENANT_A, language, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (tenant) headers.set("x-tenant-id", tenant);
  if (language) headers.set("accept-language", language);
  return exports.default.fetch(new Request(`https://core-api.internal${path}`, { ...rest, headers }));
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/**
 * The context the core API gives the handler of this request (its route's input parsed when asked for),
 * to call a handler directly with another environment.
 */
// biome-ignore lint/suspicious/noExplicitAny: the request's endpoint is known only at run time.
export function handlerContextOf(request: Request, env: Env, tenantId: string): HandlerContext<any> {
  const url = new URL(request.url);
  const match = matchRoute(routes, request.method, url);
  if (!match || !("route" in match)) throw new Error(`No route for ${request.method} ${url.pathname}.`);
  return handlerContext(match, { request, env, url, lang: "nl", tenantId });
}
