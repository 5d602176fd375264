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

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const { pathname } = new URL(request.url);
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
