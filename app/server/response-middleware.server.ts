import type { MiddlewareFunction } from "react-router";
import { indexable } from "~/chrome/seo/load.server";
import { NOINDEX_HEADER } from "~/chrome/seo/rules/indexing";
import { getApp } from "./context";
import { applySecurityHeaders } from "./security.server";
import { previewFrameAncestors } from "~/chrome/preview/load.server";

/**
 * The root's first middleware: after the router has answered — a page, a single-fetch `.data` answer,
 * a redirect, an action's answer or an error page — the answer gets the session cookie (when the
 * session changed), the flash message's cookie (when it changed), the Content-Security-Policy with
 * this response's nonce (pages), `Cache-Control`, and `X-Robots-Tag` on a copy that is not the live shop. Every answer of the router read the session (the
 * bag in the header, the sign-in, a flash): personal, so never kept by any cache, shared or the
 * browser's. (A single-fetch redirect is still a plain redirect here: React Router encodes it after.)
 */
export const responseMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const routed = await next();
  const app = getApp(context);
  // A copy: a response the router passed on (a fetch answer) may have immutable headers.
  const response = new Response(routed.body, routed);
  for (const cookie of [await app.commitSession(), await app.flash.commit(response)]) {
    if (cookie) response.headers.append("set-cookie", cookie);
  }
  if ((response.headers.get("content-type") ?? "").includes("text/html")) {
    applySecurityHeaders(response.headers, app.nonce, app.env.ENVIRONMENT === "production", previewFrameAncestors(app));
  }
  if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
  // A copy that is not the live shop on its primary domain is for no search engine (ADR 0062).
  if (!indexable(app, request)) response.headers.set(...NOINDEX_HEADER);
  return response;
};
