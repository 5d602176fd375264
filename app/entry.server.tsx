import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { FragmentsContext } from "~/chrome/fragments";
import { type DocumentLanguageLinks, LanguageLinksContext } from "~/chrome/seo/LanguageLinks";
import type { ShellData } from "~/chrome/shell";
import { languageLinks } from "~/domain/language-links";
import { documentFragments } from "~/chrome/fragments.server";
import { InlineStylesheetsContext } from "~/components/layout/Stylesheets";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { withHydrationPreloads } from "~/server/module-preloads.server";
import { documentStylesheets } from "~/server/stylesheets.server";

/** How long the server waits for deferred data before it gives up streaming it. */
export const streamTimeout = 5_000;

/** The requests (their app context) whose page failed because the core API did not answer in time. */
const coreApiTimedOut = new WeakSet<object>();

/**
 * A loader's or action's error, before the page renders (and before production hides what it was):
 * logged as React Router does by default; one that is the core API's passed deadline makes the error
 * page a 504, not a 500 (issue 19).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (error instanceof CoreApiError && error.timedOut) coreApiTimedOut.add(getApp(context));
  if (!request.signal.aborted) console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const app = getApp(loadContext);
  // A page whose data the core API did not send in time: the error page says so with 504, not 500.
  if (coreApiTimedOut.has(app)) responseStatusCode = 504;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // The chrome's fragments, rendered for this document only and carried once, in its HTML (ADR 0052),
  // and the route stylesheets it carries inline (ADR 0069).
  const [fragments, stylesheets] = await Promise.all([documentFragments(app, request, routerContext), documentStylesheets(routerContext)]);
  const page = (
    <FragmentsContext value={fragments}>
      <InlineStylesheetsContext value={stylesheets}>
        <LanguageLinksContext value={documentLanguageLinks(request, routerContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={app.nonce} />
        </LanguageLinksContext>
      </InlineStylesheetsContext>
    </FragmentsContext>
  );
  const body = await renderToReadableStream(page, {
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
  // The hydration's modules load after what the first paint needs, and only where they will run (ADR 0080).
  return new Response(withHydrationPreloads(body), { headers: responseHeaders, status: responseStatusCode });
}

/** The document's canonical and alternate-language links, from the root's data (none when the root loader did not run). */
function documentLanguageLinks(request: Request, context: EntryContext): DocumentLanguageLinks | null {
  const root = context.staticHandlerContext.loaderData.root as ShellData | undefined;
  if (!root) return null;
  return languageLinks(root.origin, new URL(request.url).pathname, root.languages, root.language, root.defaultLanguage);
}
