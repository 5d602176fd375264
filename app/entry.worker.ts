import { isEndpointPath } from "@commerce/contract/endpoints";
import { logRefusedEnv } from "@commerce/rules/env-check";
import type { TenantConfig } from "@commerce/contract/tenants";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { keptOffline } from "~/chrome/offline/keep";
import { OFFLINE_HEADER, OFFLINE_KEEP } from "~/chrome/offline/rules";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/domain/languages";
import { resolveSignIn } from "~/server/auth.server";
import { appContext, type AppContext } from "~/server/context";
import { type CoreApi, callFailed, createCoreApi } from "~/server/core-api.server";
import { storefrontEnvProblems } from "~/server/env.server";
import { readFlash } from "~/server/flash.server";
import { createLogger, type Logger } from "~/server/log.server";
import { allowedMethods, FORM_METHODS, pageRouteId, READ_METHODS } from "~/server/methods.server";
import { keepPage, keptPage, PAGE_CACHE_HEADER, pageCacheEntry, passedBy, withStatus } from "~/server/page-cache.server";
import { plainPage } from "~/server/plain-page.server";
import { refusalOf, withAllow } from "~/server/refusals.server";
import { applyResponseSecurityHeaders, createNonce } from "~/server/security.server";
import { serverTiming, showsServerTiming } from "~/server/server-timing.server";
import { readSession } from "~/server/session.server";
import { primaryDomainRedirect, requestHost, resolveTenant } from "~/server/tenant.server";
import type { DevPanelRequest } from "~/chrome/dev-panel/choice.server";

// The build, once imported, is kept for the isolate: an import() of a module already loaded still
// cost about half a millisecond in workerd, and a request asked for it three times. What is kept is
// the module, never a promise (a promise made in one request and awaited in another is refused by
// workerd). In development the module runner gives a new build after a change: asked each time there.
type ServerBuild = typeof import("virtual:react-router/server-build");
let imported: ServerBuild | null = null;
async function serverBuild(): Promise<ServerBuild> {
  if (imported && !import.meta.env.DEV) return imported;
  imported = await import("virtual:react-router/server-build");
  return imported;
}
type RequestHandler = ReturnType<typeof createRequestHandler>;

// React Router derives its route tables (a static handler that flattens, ranks and compiles every
// path) once per handler when it is given the build itself, but again on every request when it is
// given a function. The handler is made once per build: once per isolate in production, again after
// a change in development (the module's namespace is a new object then).
let handled: { build: ServerBuild; handler: RequestHandler } | null = null;
async function requestHandler(request: Request, context: RouterContextProvider): Promise<Response> {
  const build = await serverBuild();
  if (handled?.build !== build) handled = { build, handler: createRequestHandler(build, import.meta.env.MODE) };
  return handled.handler(request, context);
}

/** What the pipeline's steps share about one request (and what the access log reports). */
type Pipeline = {
  env: Env;
  ctx: ExecutionContext;
  started: number;
  requestId: string;
  host: string;
  log: Logger;
  coreApi: CoreApi;
  /** The development panel's choice for this browser (ADR 0064): development builds only. */
  dev: DevPanelRequest | null;
  info: { tenantId: string | null; routePattern: string | null };
};

/**
 * The storefront's entry (ADR 0014): resolve the tenant from the host and refuse what no shop
 * serves → build the request context → handle (React Router, whose root middleware puts the cookies,
 * security and cache headers on its answers) → finish (the headers every answer carries, timing, the
 * access log).
 */
export default {
  async fetch(request, env, ctx): Promise<Response> {
    const refused = refusedEnv(request, env);
    if (refused) return await refused;
    const started = Date.now();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const host = requestHost(request);
    const log = createLogger({ requestId, host });
    const dev = __DEV_PANEL__ ? (await import("~/chrome/dev-panel/choice.server")).devPanelRequest(request, env) : null;
    const coreApi = createCoreApi({ env: dev?.env ?? env, requestId });
    const pipeline: Pipeline = { env, ctx, started, requestId, host, log, coreApi, dev, info: { tenantId: null, routePattern: null } };
    let response: Response;
    try {
      response = await respond(request, pipeline);
    } catch (error) {
      log.error("request.failed", { path: new URL(request.url).pathname, error: error instanceof Error ? error.stack : String(error) });
      response = await plainPage("error", 500);
    }
    return finish(request, response, pipeline);
  },
} satisfies ExportedHandler<Env>;

/**
 * An environment that is not complete (a missing or placeholder secret, the emulator in production)
 * stops every request with one log line and a plain 503 page, never a development fallback (ADR 0043).
 * The page is in the url's language when it names one: the shop is not known yet.
 */
function refusedEnv(request: Request, env: Env): Promise<Response> | null {
  const problems = storefrontEnvProblems(env);
  if (problems.length === 0) return null;
  logRefusedEnv("storefront", env.ENVIRONMENT, problems);
  const first = new URL(request.url).pathname.split("/")[1];
  return plainPage("unavailable", 503, isLanguage(first) ? first : DEFAULT_LANGUAGE);
}

/** Everything before `finish`: the steps of the entry. */
async function respond(received: Request, pipeline: Pipeline): Promise<Response> {
  const url = new URL(received.url);
  const outside = outsideAnyShop(url);
  if (outside) return outside;

  // Resolve the tenant, then refuse what the shop serves no page for (or the test provider's pages).
  // The development panel's choice first (ADR 0064: another tenant or API for this browser), then the host's.
  const chosen = pipeline.dev ? await pipeline.dev.tenant(pipeline.host, pipeline.coreApi, pipeline.log) : null;
  const tenant = chosen ?? (await resolveTenant(pipeline.host, pipeline.coreApi, pipeline.log));
  if (tenant === "unavailable") return plainPage("unavailable", 503);
  if (!tenant) return plainPage("shopNotFound", 404);
  pipeline.info.tenantId = tenant.tenantUuid;
  // The shop's other domains send pages to its primary one (ADR 0042).
  const moved = primaryDomainRedirect(received, url, tenant, pipeline.env);
  if (moved) return moved;
  if (isEndpointPath("media.file", url.pathname)) return proxyMedia(received, url, pipeline.coreApi, tenant);
  const testPayments = isEndpointPath("payments.testPage", url.pathname);
  const allowed = async () => (testPayments ? FORM_METHODS : allowedMethods(await serverBuild(), url));
  const checked = await refusalOf(received, languageOf(url, tenant), allowed);
  if ("refusal" in checked) return checked.refusal;
  const { request } = checked;
  if (testPayments) return proxyTestPayments(request, url, pipeline.coreApi, tenant);

  // A public page for a shopper without state comes from the edge cache when it is kept (ADR 0051).
  const build = await serverBuild();
  const routeId = pageRouteId(build, url);
  const cacheEntry = pageCacheEntry(request, url, routeId, tenant, build.assets.version);
  const kept = cacheEntry.key ? await keptPage(cacheEntry.key, request) : null;
  if (kept) return kept;

  // Build the context, and handle.
  const context = await buildContext(request, tenant, pipeline);
  const routed = await requestHandler(request, context);
  const app = context.get(appContext);
  pipeline.info.routePattern = app.info.routePattern;
  // React Router's own 405 (a POST to a page without a form) says what the page does serve.
  const answer = routed.status === 405 && !routed.headers.has("allow") ? withAllow(routed, await allowed()) : routed;
  // A page rendered with a startup call's fallback is kept by no cache (ADR 0066).
  const complete = () => !pipeline.coreApi.calls.some(callFailed);
  // A public page of a shopper not signed in: the service worker may keep it for offline use (ADR 0065).
  if (keptOffline({ method: request.method, routeId, signedIn: app.customer !== null, status: answer.status, complete: complete() }))
    answer.headers.set(OFFLINE_HEADER, OFFLINE_KEEP);
  if (cacheEntry.key && request.method === "GET") return keepPage(cacheEntry.key, answer, app.nonce, (promise) => pipeline.ctx.waitUntil(promise), complete);
  return withStatus(answer, passedBy(cacheEntry));
}

/** What the Worker answers without any shop: the bench's floor route, a missing static file. */
function outsideAnyShop(url: URL): Response | null {
  // The floor route of `npm run bench`: the same Worker, no tenant, no router, a tiny fixed answer.
  if (url.pathname === "/__floor") return new Response("ok", { headers: { "content-type": "text/plain", "cache-control": "no-store" } });
  // Static files are served before the Worker runs; one that reaches us does not exist.
  if (url.pathname.startsWith("/assets/")) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  return null;
}

/** The url's language when it names one, else the shop's default (for the refusals' pages). */
function languageOf(url: URL, tenant: TenantConfig): Language {
  const first = url.pathname.split("/")[1];
  return isLanguage(first) ? first : tenant.defaultLanguage;
}

/** The request context the routes get: the shop, the session and its flash message, the customer, the nonce. */
async function buildContext(request: Request, tenant: TenantConfig, pipeline: Pipeline): Promise<RouterContextProvider> {
  const { env, ctx, requestId, host, coreApi } = pipeline;
  const { session, commitIfChanged } = await readSession(request, env, tenant.tenantUuid);
  const app: AppContext = {
    env,
    ctx,
    requestId,
    nonce: createNonce(),
    tenant,
    session,
    commitSession: commitIfChanged,
    flash: await readFlash(request, env, tenant.tenantUuid),
    customer: null,
    idToken: null,
    language: null,
    // The shop's named core-API clients: the tenant is fixed here; who asks is read from `app` at each call.
    ...coreApi.shopClients(tenant.tenantUuid, () => app),
    log: createLogger({ requestId, host, tenant: tenant.tenantUuid }),
    media: (path) => coreApi.forward("media.file", new URL(path, request.url), { tenantId: tenant.tenantUuid }),
    info: { routePattern: null },
  };
  app.customer = await resolveSignIn(app);
  const context = new RouterContextProvider();
  context.set(appContext, app);
  return context;
}

/**
 * Every answer, whatever made it, leaves with the security headers and a line in the access log with
 * its timings; `Server-Timing` only for a developer's marked request in development (it told a known
 * newsletter address from a new one: app/server/server-timing.server.ts).
 */
function finish(request: Request, made: Response, pipeline: Pipeline): Response {
  const { coreApi } = pipeline;
  const response = withMutableHeaders(made);
  applyResponseSecurityHeaders(response.headers, pipeline.env.ENVIRONMENT === "production");
  const durationMs = Date.now() - pipeline.started;
  const coreMs = coreApi.calls.reduce((sum, call) => sum + call.durationMs, 0);
  response.headers.delete("server-timing");
  const pageCache = response.headers.get(PAGE_CACHE_HEADER);
  if (showsServerTiming(request, pipeline.env.ENVIRONMENT)) {
    response.headers.set("server-timing", serverTiming(durationMs, coreMs, coreApi.calls.length, pageCache));
  }
  response.headers.set("x-request-id", pipeline.requestId);
  pipeline.log.info("request", {
    tenant: pipeline.info.tenantId,
    method: request.method,
    path: new URL(request.url).pathname,
    route: pipeline.info.routePattern,
    status: response.status,
    durationMs,
    coreMs,
    coreApiCalls: coreApi.calls.length,
    pageCache,
  });
  return response;
}

/** The answer itself when its headers can be changed, else a copy (a fetched answer's are immutable). */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set("x-request-id", "");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/**
 * Media (R2, through the core API) under the shop's own origin, cached by browsers for a year: the
 * shop's own only (the core API checks the key against the shop; another shop's is a 404).
 */
async function proxyMedia(request: Request, url: URL, coreApi: CoreApi, tenant: TenantConfig) {
  if (request.method !== "GET" && request.method !== "HEAD") return withAllow(new Response(null, { status: 405 }), READ_METHODS);
  const upstream = await coreApi.forward("media.file", url, { tenantId: tenant.tenantUuid });
  if (!upstream.ok) return new Response(null, { status: 404 });
  return new Response(upstream.body, upstream);
}

/** The test provider's refusals as the shopper's pages (the core API answers them in JSON). */
const TEST_PAYMENT_REFUSALS: Record<number, Parameters<typeof plainPage>[0]> = {
  400: "badForm",
  404: "paymentNotFound",
  405: "methodNotAllowed",
  413: "tooLarge",
  415: "notAForm",
};

/**
 * The core API's test payment provider (its hosted page) under the shop's own origin, for this shop's
 * payments only (the core API checks the payment against the tenant): GET and POST passed through
 * with their body, after the pipeline's Origin and size checks; its redirects (back to our return
 * page) passed on, not followed; its refusals as translated pages in the shop's language.
 */
async function proxyTestPayments(request: Request, url: URL, coreApi: CoreApi, tenant: TenantConfig) {
  const language = tenant.defaultLanguage;
  const headers = new Headers();
  for (const name of ["content-type", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const upstream = await coreApi.forward(request.method === "POST" ? "payments.testChoice" : "payments.testPage", url, {
    tenantId: tenant.tenantUuid,
    method: request.method,
    headers,
    body: request.method === "POST" ? await request.arrayBuffer() : undefined,
    redirect: "manual",
  });
  if (upstream.status >= 400) {
    await upstream.body?.cancel();
    const kind = TEST_PAYMENT_REFUSALS[upstream.status];
    return kind ? plainPage(kind, upstream.status, language) : plainPage("error", 502, language);
  }
  const response = new Response(upstream.body, upstream);
  // The page shows one shopper's order: no cache keeps it.
  response.headers.set("cache-control", "private, no-store");
  return response;
}
