import { env } from "cloudflare:workers";
import type { EntryContext } from "react-router";
import { routeStylesheets } from "~/components/layout/Stylesheets";

// The route stylesheets' text for the document's <head> (ADR 0069): read from the build's static
// files once per isolate (the files are named by their content, so a text never changes), then
// kept. One that cannot be read is left out of the map and the page links it as before.

/** Stylesheet texts by href: a read in progress or done (null: it could not be read). */
const texts = new Map<string, Promise<string | null>>();

/** The document's route stylesheets (as <Links> would write them) and the text of each that could be read. */
export async function documentStylesheets(routerContext: EntryContext): Promise<ReadonlyMap<string, string>> {
  const routeIds = routerContext.staticHandlerContext.matches.map((match) => match.route.id);
  const hrefs = routeStylesheets(routerContext.manifest, routeIds);
  const read = await Promise.all(hrefs.map(async (href) => [href, await stylesheetText(href)] as const));
  return new Map(read.filter((entry): entry is readonly [string, string] => entry[1] !== null));
}

function stylesheetText(href: string): Promise<string | null> {
  let text = texts.get(href);
  if (!text) {
    text = fetchStylesheet(href);
    texts.set(href, text);
    // A failed read is tried again by a later page, not remembered.
    void text.then((css) => css === null && texts.delete(href));
  }
  return text;
}

async function fetchStylesheet(href: string): Promise<string | null> {
  try {
    // The host is only a placeholder for the ASSETS binding ("localhost": see i18n.server.ts).
    const response = await env.ASSETS.fetch(new Request(new URL(href, "http://localhost")));
    if (!response.ok) return null;
    const css = await response.text();
    // Inside <style> only "</style" could end the element early: such a file stays a <link>.
    return /<\/style/i.test(css) ? null : css;
  } catch {
    return null;
  }
}
