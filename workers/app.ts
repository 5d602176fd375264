import { createRequestHandler, RouterContextProvider } from "react-router";
import { resolveSignIn } from "~/server/auth.server";
import { appContext, type AppContext } from "~/server/context";
import { createCoreApi } from "~/server/core-api.server";
import { createLogger } from "~/server/log.server";
import { plainPage } from "~/server/plain-page.server";
import { applySecurityHeaders, createNonce, isCrossSiteWrite } from "~/server/security.server";
import { readSession } from "~/server/session.server";
import { requestHost, resolveTenant } from "~/server/tenant.server";

/** No form of the shop is anywhere near this; larger bodies are refused before anything reads them. */
const MAX_BODY_BYTES = 256 * 1024;

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/**
 * The storefront's request pipeline: tenant from the host first, then the request context (session,
 * core-API client, logger), then React Router, then headers (session cookie, security, timing).
 */
export default {
  async fetch(request, env, ctx): Promise<Response> {
    const started = Date.now();
    const requestId = request.headers.get("cf-ray") ?? crypto.randomUUID();
    const url = new URL(request.url);
    const host = requestHost(request);
    const log = createLogger({ requestId, host });
    const coreApi = createCoreApi({ env, requestId });
    let tenantId: string | null = null;
    let routePattern: string | null = null;
    let response: Response;

    try {
      // The floor route of `npm run bench`: the same Worker, no tenant, no router, a tiny fixed answer.
      if (url.pathname === "/__floor") {
        response = new Response("ok", { headers: { "content-type": "text/plain", "cache-control": "no-store" } });
      } else if (url.pathname.startsWith("/media/")) {
        response = await proxyMedia(request, url, coreApi);
      } else if (url.pathname.startsWith("/payments/test/")) {
        response = await proxyTestPayments(request, url, host, coreApi);
      } else if (url.pathname.startsWith("/assets/")) {
        // Static files are served before the Worker runs; one that reaches us does not exist.
        response = new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
      } else {
        const tenant = await resolveTenant(host, coreApi);
        if (!tenant) {
          response = await plainPage("shopNotFound", 404);
        } else if (isCrossSiteWrite(request)) {
          tenantId = tenant.tenantUuid;
          response = await plainPage("security", 403);
        } else if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
          tenantId = tenant.tenantUuid;
          response = await plainPage("tooLarge", 413);
        } else {
          tenantId = tenant.tenantUuid;
          coreApi.setTenant(tenant.tenantUuid);
          const { session, commitIfChanged } = await readSession(request, env, tenant.tenantUuid);
          const app: AppContext = {
            env,
            ctx,
            requestId,
            nonce: createNonce(),
            tenant,
            session,
            customer: null,
            coreApi,
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
          routePattern = app.info.routePattern;
          response = new Response(routed.body, routed);
          const cookie = await commitIfChanged();
          if (cookie) response.headers.append("set-cookie", cookie);
          if (isHtml(response)) {
            applySecurityHeaders(response.headers, app.nonce, env.ENVIRONMENT === "production");
            // A signed-in customer's pages (their prices, their name) are never kept by any cache.
            if (app.customer && !response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
          }
        }
      }
    } catch (error) {
      log.error("request.failed", { path: url.pathname, error: error instanceof Error ? error.stack : String(error) });
      response = await plainPage("error", 500);
    }

    const durationMs = Date.now() - started;
    const coreMs = coreApi.calls.reduce((sum, call) => sum + call.durationMs, 0);
    response.headers.set(
      "server-timing",
      [`total;dur=${durationMs}`, `core;dur=${coreMs};desc="core API (${coreApi.calls.length} calls)"`].join(", "),
    );
    response.headers.set("x-request-id", requestId);
    log.info("request", {
      tenant: tenantId,
      method: request.method,
      path: url.pathname,
      route: routePattern,
      status: response.status,
      durationMs,
      coreApiCalls: coreApi.calls.length,
    });
    return response;
  },
} satisfies ExportedHandler<Env>;

function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400;
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("text/html");
}

/** Media (R2, through the core API) under the shop's own origin, cached by browsers for a year. */
async function proxyMedia(request: Request, url: URL, coreApi: ReturnType<typeof createCoreApi>) {
  if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405 });
  const upstream = await coreApi.raw(url.pathname);
  if (!upstream.ok) return new Response(null, { status: 404 });
  return new Response(upstream.body, upstream);
}

/**
 * The core API's test payment provider (its hosted payment page) under the shop's own origin: GET and
 * POST passed through with their body; its redirects (back to our return page) are passed on, not followed.
 */
async function proxyTestPayments(request: Request, url: URL, host: string, coreApi: ReturnType<typeof createCoreApi>) {
  if (request.method !== "GET" && request.method !== "POST") return new Response(null, { status: 405 });
  const tenant = await resolveTenant(host, coreApi);
  if (!tenant) return plainPage("shopNotFound", 404);
  coreApi.setTenant(tenant.tenantUuid);
  const headers = new Headers();
  for (const name of ["content-type", "accept", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const upstream = await coreApi.raw(`${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body: request.method === "POST" ? await request.arrayBuffer() : undefined,
    redirect: "manual",
  });
  const response = new Response(upstream.body, upstream);
  response.headers.set("cache-control", "no-store");
  return response;
}
