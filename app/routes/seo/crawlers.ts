import { data } from "react-router";
import { manifestResponse, serviceWorkerScript } from "~/chrome/offline/load.server";
import { indexable, sitemapFile, sitemapIndex, sitemapResponse } from "~/chrome/seo/load.server";
import { ROBOTS_MAX_AGE_SECONDS, robotsTxt } from "~/chrome/seo/rules/robots";
import { parseSitemapFile } from "~/chrome/seo/rules/sitemap";
import { getApp } from "~/server/context";
import { absoluteOrigin } from "~/server/tenant.server";
import type { Route } from "./+types/crawlers";

// The files for crawlers (ADR 0062), one module for the three routes (a route module is an entry of the
// browser's build, and every entry counts in how the browser's code is cut: scripts/client-chunks.ts):
// - /robots.txt: the shop's private pages and previews kept out, its sitemap named; a copy that is not
//   the live shop keeps everything out;
// - /sitemap.xml: the index of the shop's sitemap files;
// - /sitemaps/{pages|products-N|bundles-N}.xml: one file; any other name, or a page past the last, is a 404.
// And the shop's files for offline use (ADR 0065), in the same module for the same reason:
// - /sw.js: the service worker's script; /{lang}/manifest.webmanifest: the web app manifest.

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname === "/sw.js") return serviceWorkerScript(app, url);
  if (pathname.endsWith("/manifest.webmanifest")) {
    const language = app.tenant.languages.find((l) => l.code === params.lang)?.code;
    if (!language) throw data(null, { status: 404 });
    return manifestResponse(app, language);
  }
  if (pathname === "/robots.txt") {
    const body = robotsTxt({ indexable: indexable(app, request), origin: absoluteOrigin(app, request), languages: app.tenant.languages.map((l) => l.code) });
    return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": `public, max-age=${ROBOTS_MAX_AGE_SECONDS}` } });
  }
  if (pathname === "/sitemap.xml") return sitemapResponse(await sitemapIndex(app, request));
  const name = params.file ?? "";
  const file = parseSitemapFile(name);
  const xml = file ? await sitemapFile(app, request, file, name) : null;
  if (xml === null) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return sitemapResponse(xml);
}
