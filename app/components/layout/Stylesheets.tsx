import { createContext, use, useContext, useLayoutEffect } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

// The page's route stylesheets (what React Router's <Links> writes), inlined in the first document
// (ADR 0069). A stylesheet <link> blocks the first paint until it has arrived, and by then the
// framework's code had arrived too, so the first paint waited for the page's JavaScript to run
// (Lighthouse saw it at ~2.0 s on a slow phone). Written into the head as nonce'd <style>, the page
// paints as soon as its HTML is in. Only the first document carries them: after a client navigation
// a new route's stylesheet is a <link> again (the browser keeps the file).

/** The route stylesheets' text by href, read by the server before it renders the document (server only). */
export const InlineStylesheetsContext = createContext<ReadonlyMap<string, string> | null>(null);

type RouteCss = { routes: Record<string, { css?: string[] } | undefined> };

/** Each matched route's stylesheets, once each, in route order: what the page needs. */
export function routeStylesheets(manifest: RouteCss, routeIds: readonly string[]): string[] {
  return [...new Set(routeIds.flatMap((id) => manifest.routes[id]?.css ?? []))];
}

/** `disabled` on a <link> (React writes it; its types know it only on form controls). */
const DISABLED = { disabled: true } as object;

/** The stylesheets the first document carried inline, by href (read once, in the browser). */
let inlinedInDocument: ReadonlySet<string> | null = null;
function inlined(): ReadonlySet<string> {
  inlinedInDocument ??= new Set(Array.from(document.querySelectorAll<HTMLStyleElement>("style[data-href]"), (style) => style.dataset.href ?? ""));
  return inlinedInDocument;
}

/**
 * The matched routes' stylesheets. On the server: each one's text inline (or, if it could not be read,
 * a <link> with a preload that React hoists ahead of the modulepreloads, ADR 0057). In the browser: a
 * <link> for each one the document did not carry; React skips the server's <style>s in the head when it
 * hydrates. An inlined stylesheet of a route the shopper left is disabled, as <Links> removes its <link>.
 */
export function Stylesheets({ nonce }: { nonce: string | undefined }) {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const hrefs = routeStylesheets(
    manifest ?? { routes: {} },
    useMatches().map((match) => match.id),
  );
  const texts = use(InlineStylesheetsContext);
  useLayoutEffect(() => {
    for (const style of document.querySelectorAll<HTMLStyleElement>("style[data-href]")) style.disabled = !hrefs.includes(style.dataset.href ?? "");
  });
  if (import.meta.env.SSR) {
    return hrefs.map((href) => {
      const css = texts?.get(href);
      if (css !== undefined) {
        return [
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, read from its static files (stylesheets.server.ts refuses one that could end the element).
          <style key={href} nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: css }} />,
          // A disabled <link> is never fetched, but it tells the code that loads a stylesheet with a
          // later module (Vite's preload, under its file name) or a route (React Router, under the
          // manifest's href, which marks a file both load with a trailing "#") that the page has it.
          ...[...new Set([href, href.replace(/#$/, "")])].map((name) => <link key={`${name}@`} rel="stylesheet" href={name} {...DISABLED} />),
        ];
      }
      return [<link key={`${href}#preload`} rel="preload" as="style" href={href} nonce={nonce} />, <link key={href} rel="stylesheet" href={href} />];
    });
  }
  return hrefs.filter((href) => !inlined().has(href)).map((href) => <link key={href} rel="stylesheet" href={href} />);
}
