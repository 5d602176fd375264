import type { z } from "zod";
import type { Language } from "@commerce/contract/common";
import { ENDPOINT_NAMES, type Endpoint, type EndpointName, type Endpoints, endpoints, type Method, type PathParamNames } from "@commerce/contract/endpoints";
import { readJsonBody } from "./cart/body";
import { parseInput } from "./http";

/**
 * What a call brings, checked with the schemas of its row in the endpoint table: the path params (each
 * a decoded string where the row declares no schema for them), the query and the JSON body (undefined
 * where the row declares none).
 */
export type EndpointInput<N extends EndpointName> = N extends EndpointName
  ? {
      params: Endpoints[N] extends { params: infer P extends z.ZodType } ? z.output<P> : { [K in PathParamNames<Endpoints[N]["path"]>]: string };
      query: Endpoints[N] extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
      body: Endpoints[N] extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
    }
  : never;

export type HandlerContext<N extends EndpointName = EndpointName> = {
  request: Request;
  env: Env;
  url: URL;
  lang: Language;
  /** The tenant named by the x-tenant-id header; checked to exist before a tenant handler runs. */
  tenantId: string;
  /**
   * The call's params, query and body, parsed once by the router with its row's schemas (bad input is
   * a 400 that names every field; a body that is not JSON a 415 or 400). Asked for by the handler after
   * it has checked who is calling, so a caller without the right learns nothing about the input rules
   * and an operator's large body is not parsed for someone without the key (ADR 0049).
   */
  input: () => Promise<EndpointInput<N>>;
};

/** The handler of endpoint N: its context's input has N's parsed types. */
export type Handler<N extends EndpointName = EndpointName> = (ctx: HandlerContext<N>) => Promise<Response>;

/**
 * Where the table's body schema cannot say it alone: the schema chosen by the path's params (a checkout
 * step's body is that step's schema, with the shop's address rules). Given by routes.ts.
 */
export type BodySchemas = { [N in EndpointName]?: (params: EndpointInput<N>["params"]) => z.ZodType };

export type Route = {
  /** The endpoint of the contract this route answers (commerce/contract/endpoints.ts). */
  name: EndpointName;
  method: Method;
  pattern: URLPattern;
  /** The pattern's text before its first parameter or group: a path without it cannot match (literalPrefix). */
  prefix: string;
  /** false for the few calls that are not about one tenant (tenant lookup, build tenants, webhooks). */
  tenantScoped: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: each route's handler takes its own endpoint's context.
  handler: Handler<any>;
  /** Parses the call's input with the row's schemas (see HandlerContext.input). */
  parse: (request: Request, url: URL, params: Record<string, string>) => Promise<unknown>;
};

/** One handler for every endpoint of the contract, and none for anything else. */
export type Handlers = { [N in EndpointName]: Handler<N> };

/**
 * The routes of the endpoint table, in its order, each answered by its handler. A handler missing or
 * left over is refused here too (for a map that was not checked by the compiler).
 */
export function bindRoutes(handlers: Handlers, bodySchemas: BodySchemas = {}): Route[] {
  const unbound = ENDPOINT_NAMES.filter((name) => typeof handlers[name] !== "function");
  const unknown = Object.keys(handlers).filter((name) => !(name in endpoints));
  if (unbound.length > 0 || unknown.length > 0) {
    throw new Error(`Endpoints without a handler: ${unbound.join(", ") || "none"}; handlers without an endpoint: ${unknown.join(", ") || "none"}.`);
  }
  return ENDPOINT_NAMES.map((name) => {
    const { method, path, tenantScoped } = endpoints[name];
    const bodySchema = bodySchemas[name] as ((params: unknown) => z.ZodType) | undefined;
    const parse = inputParser(endpoints[name], bodySchema);
    return { name, method, pattern: new URLPattern({ pathname: path }), prefix: literalPrefix(path), tenantScoped, handler: handlers[name], parse };
  });
}

/**
 * Params, then query, then body, each with the row's schema (the first that fails answers the 400). A
 * query is read as a plain GET form sends it: one value per name (the last), and an empty value
 * (`?q=&size=`) is a value the schema judges, as any other.
 */
function inputParser(row: Endpoint, bodySchema?: (params: unknown) => z.ZodType) {
  return async (request: Request, url: URL, raw: Record<string, string>) => {
    const params: unknown = row.params ? parseInput(row.params, raw) : raw;
    const query: unknown = row.query ? parseInput(row.query, Object.fromEntries(url.searchParams)) : undefined;
    const schema = bodySchema?.(params) ?? row.body;
    const body: unknown = schema ? parseInput(schema, await readJsonBody(request, row.multiline)) : undefined;
    return { params, query, body };
  };
}

/**
 * The context of a matched route's handler (index.ts; tests call a handler with it too). Its input is
 * parsed when the handler first asks for it, and then the same answer every time.
 */
export function handlerContext(
  match: { route: Route; params: Record<string, string> },
  { request, env, url, lang, tenantId }: Omit<HandlerContext, "input">,
  // biome-ignore lint/suspicious/noExplicitAny: the route's own endpoint is known only at run time.
): HandlerContext<any> {
  let parsed: Promise<unknown> | undefined;
  const input = () => {
    parsed ??= match.route.parse(request, url, match.params);
    return parsed as Promise<never>;
  };
  return { request, env, url, lang, tenantId, input };
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
    // A URLPattern's exec costs tens of µs, a prefix nothing: only the routes whose literal start the
    // path has are tried (docs/performance.md §2, §20).
    if (!url.pathname.startsWith(candidate.prefix)) continue;
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

/**
 * A path pattern's literal start: its text up to the first parameter (`:`), wildcard, group or modifier.
 * Every path the pattern matches starts with it (the table's paths are plain ASCII).
 */
export function literalPrefix(path: string): string {
  const special = path.search(/[:*({?+\\]/);
  return special === -1 ? path : path.slice(0, special);
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
