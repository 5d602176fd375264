import { bodyWithin, withBody } from "@commerce/contract/body-limit";
import type { TenantConfig } from "@commerce/contract/tenants";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { isLanguage, type Language } from "~/domain/languages";
import { resolveSignIn } from "~/server/auth.server";
import { appContext, type AppContext } from "~/server/context";
import { type CoreApi, createCoreApi } from "~/server/core-api.server";
import { createLogger } from "~/server/log.server";
import { allowedMethods, FORM_METHODS, READ_METHODS } from "~/server/methods.server";
import { plainPage } from "~/server/plain-page.server";
import { applyResponseSecurityHeaders, applySecurityHeaders, createNonce, isCrossSiteWrite } from "~/server/security.server";
import { readSession } from "~/server/session.server";
import { requestHost, resolveTenant } from "~/server/tenant.server";

/** No form of the shop is anywhere near this; larger bodies are refused, counted as they stream. */
const MAX_BODY_BYTES = 256 * 1024;

const serverBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(serverBuild, import.meta.env.MODE);

/** What the pipeline's steps share about one request (and what the access log reports). */
type Pipeline = {
  env: Env;
  ctx: ExecutionContext;
  requestId: string;
  host: string;
  coreApi: CoreApi;
  info: { tenantId: string | null; routePattern: string | null };
};

/**
 * The storefront's request pipeline: tenant from the host first, then the method (405), the Origin
 * (403) and the body size (413), then the request context (session, core-API client, logger), then
 * React Router, then headers (session cookie, cache, security, timing) on every response.
 */
export default {
  async fetch(request, env, ctx): Promise<Response> {
    const started = Date.now();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const url = new URL(request.url);
    const host = requestHost(request);
    const log = createLogger({ requestId, host });
    const coreApi = createCoreApi({ env, requestId });
    const pipeline: Pipeline = { env, ctx, requestId, host, coreApi, info: { tenantId: null, routePattern: null } };
    let response: Response;

    try {
      // The floor route of `npm run bench`: the same Worker, no tenant, no router, a tiny fixed answer.
      if (url.pathname === "/__floor") {
        response = new Response("ok", { headers: { "content-type": "text/plain", "cache-control": "no-store" } });
      } else if (url.pathname.startsWith("/media/")) {
        response = await proxyMedia(request, url, coreApi);
      } else if (url.pathname.startsWith("/assets/")) {
        // Static files are served before the Worker runs; one that reaches us does not exist.
        response = new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
      } else {
        const tenant = await resolveTenant(host, coreApi);
        response = tenant ? await shopResponse(request, url, tenant, pipeline) : await plainPage("shopNotFound", 404);
      }
    } catch (error) {
      log.error("request.failed", { path: url.pathname, error: error instanceof Error ? error.stack : String(error) });
      response = await plainPage("error", 500);
    }

    // Every answer, whatever made it, leaves with the security headers (a copy: some are immutable).
    response = new Response(response.body, response);
    applyResponseSecurityHeaders(response.headers, env.ENVIRONMENT === "production");
    const durationMs = Date.now() - started;
    const coreMs = coreApi.calls.reduce((sum, call) => sum + call.durationMs, 0);
    response.headers.set(
      "server-timing",
      [`total;dur=${durationMs}`, `core;dur=${coreMs};desc="core API (${coreApi.calls.length} calls)"`].join(", "),
    );
    response.headers.set("x-request-id", requestId);
    log.info("request", {
      tenant: pipeline.info.tenantId,
      method: request.method,
      path: url.pathname,
      route: pipeline.info.routePattern,
      status: response.status,
      durationMs,
      coreApiCalls: coreApi.calls.length,
    });
    return response;
  },
} satisfies ExportedHandler<Env>;

/** A request for a shop: its refusals first, then the test provider's pages or the router. */
async function shopResponse(received: Request, url: URL, tenant: TenantConfig, pipeline: Pipeline): Promise<Response> {
  pipeline.info.tenantId = tenant.tenantUuid;
  const language = isLanguage(url.pathname.split("/")[1]) ? (url.pathname.split("/")[1] as Language) : tenant.defaultLanguage;
  const testPayments = url.pathname.startsWith("/payments/test/");
  // Asked only when the method is not a plain GET or HEAD.
  const allowed = async () => (testPayments ? FORM_METHODS : allowedMethods(await serverBuild(), url));
  if (received.method === "OPTIONS") {
    return new Response(null, { status: 204, headers: { allow: (await allowed()).join(", "), "cache-control": "no-store" } });
  }
  // PUT, DELETE, … anywhere, and (after the Origin and size checks) POST where no form posts: 405,
  // before React Router would run an action for them.
  const notAllowed = async () => withAllow(await plainPage("methodNotAllowed", 405, language), await allowed());
  if (!(FORM_METHODS as readonly string[]).includes(received.method)) return notAllowed();
  if (isCrossSiteWrite(received)) return plainPage("security", 403, language);
  let request = received;
  if (received.method === "POST") {
    const body = await bodyWithin(received, MAX_BODY_BYTES);
    if (body === null) return plainPage("tooLarge", 413, language);
    if (!(await allowed()).includes("POST")) return notAllowed();
    request = withBody(received, body);
  }
  if (testPayments) return proxyTestPayments(request, url, pipeline.coreApi, tenant);
  const routed = await routeForShop(request, tenant, pipeline);
  // React Router's own 405 (a POST to a page without a form) says what the page does serve.
  return routed.status === 405 && !routed.headers.has("allow") ? withAllow(routed, await allowed()) : routed;
}

/** React Router with the request context: session, signed-in customer, nonce; then cookie and cache headers. */
async function routeForShop(request: Request, tenant: TenantConfig, pipeline: Pipeline): Promise<Response> {
  const { env, ctx, requestId, host, coreApi } = pipeline;
  const { session, commitIfChanged } = await readSession(request, env, tenant.tenantUuid);
  const app: AppContext = {
    env,
    ctx,
    requestId,
    nonce: createNonce(),
    tenant,
    session,
    customer: null,
    idToken: null,
    language: null,
    // The shop's named core-API clients: the tenant is fixed here; who asks is read from `app` at each call.
    ...coreApi.shopClients(tenant.tenantUuid, () => app),
    log: createLogger({ requestId, host, tenant: tenant.tenantUuid }),
    info: { routePattern: null },
  };
  app.customer = await resolveSignIn(app);
  const context = new RouterContextProvider();
  context.set(appContext, app);
  // A flash message is for the page the shopper sees: when this response only redirects, a
  // flash the root loader read on the way is kept for the page at the end of the redirect.
  const waitingFlash = session.get("flash");
  if (waitingFlash) session.flash("flash", waitingFlash);
  const routed = await requestHandler(request, context);
  if (waitingFlash && isRedirect(routed) && !session.has("flash")) session.flash("flash", waitingFlash);
  pipeline.info.routePattern = app.info.routePattern;
  const response = new Response(routed.body, routed);
  const cookie = await commitIfChanged();
  if (cookie) response.headers.append("set-cookie", cookie);
  if (isHtml(response)) applySecurityHeaders(response.headers, app.nonce, env.ENVIRONMENT === "production");
  // Every page, data answer and redirect of the router read the session (the bag in the header, the
  // sign-in, a flash): personal, so never kept by any cache, shared or the browser's.
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
  return response;
}

function withAllow(response: Response, methods: readonly string[]): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("allow", methods.join(", "));
  return answer;
}

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400;
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("text/html");
}

/** Media (R2, through the core API) under the shop's own origin, cached by browsers for a year. */
async function proxyMedia(request: Request, url: URL, coreApi: CoreApi) {
  if (request.method !== "GET" && request.method !== "HEAD") return withAllow(new Response(null, { status: 405 }), READ_METHODS);
  const upstream = await coreApi.forward("media.file", url);
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
