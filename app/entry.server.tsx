import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { getApp } from "~/server/context";

/** How long the server waits for deferred data before it gives up streaming it. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const app = getApp(loadContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={app.nonce} />, {
    nonce: app.nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors while rendering the shell reject the promise; later ones only get logged here.
      if (shellRendered) app.log.error("render.failed", { error: String(error) });
    },
  });
  shellRendered = true;

  // Bots and crawlers get the whole page at once (SEO); people get the shell first, then the rest.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;

  responseHeaders.set("content-type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
