import { CmsPageList } from "@commerce/contract/cms";
import { ProductList } from "@commerce/contract/products";
import { z } from "zod";
import type { AppContext } from "~/server/context";
import { CATALOGUE_CACHE } from "~/server/catalogue.server";
import { loadActiveCampaigns } from "~/server/campaigns.server";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";
import { absoluteOrigin, requestHost } from "~/server/tenant.server";
import { mayBeIndexed } from "./rules/indexing";
import { type OpenGraph, seoTags } from "./rules/open-graph";
import type { JsonLd, StoreForSeo } from "./rules/structured-data";
import { firstSetting, settingsMap } from "~/domain/settings";
import type { ShopFrame } from "~/server/shop.server";
import {
  CATALOGUE_PAGE_SIZE,
  cataloguePagesOf,
  ownPages,
  type SitemapEntry,
  type SitemapFile,
  sitemapFiles,
  SITEMAP_MAX_AGE_SECONDS,
  sitemapIndexXml,
  urlsetXml,
} from "./rules/sitemap";

// The sitemap's data, from the core API's existing lists through the public cache (ADR 0062): the
// catalogue list (products, bundles) in pages of 96, the CMS pages' keys, the active campaigns.
// Slugs and keys are the same in every language: the shop's default language is asked.

/** Whether this copy of the shop may be indexed (ADR 0062), for robots.txt and the X-Robots-Tag header. */
export function indexable(app: Pick<AppContext, "env" | "tenant">, request: Request): boolean {
  return mayBeIndexed({ production: app.env.ENVIRONMENT === "production", host: requestHost(request), primaryHost: app.tenant.primaryHost });
}

/** One page of the catalogue list of one kind, in the sitemap's page size (the same key for every sitemap file). */
function cataloguePage(app: AppContext, kind: "products" | "bundles", page: number) {
  const query = { kind, page: String(page), pageSize: String(CATALOGUE_PAGE_SIZE) };
  const params = new URLSearchParams(query);
  params.sort();
  return cachedPublic(app, app.tenant.defaultLanguage, `products?${params}`, CATALOGUE_CACHE, ProductList, () => app.catalogue.products({ query }));
}

/** How many products and bundles the shop lists (the first page of each list says). */
async function catalogueTotals(app: AppContext) {
  const [products, bundles] = await Promise.all([cataloguePage(app, "products", 1), cataloguePage(app, "bundles", 1)]);
  return { products: products.total, bundles: bundles.bundleTotal };
}

/** The slugs of one sitemap file of products or bundles: its catalogue pages, in the catalogue's order. */
async function catalogueEntries(app: AppContext, kind: "products" | "bundles", page: number): Promise<SitemapEntry[]> {
  const lists = await Promise.all(cataloguePagesOf(page).map((n) => cataloguePage(app, kind, n)));
  const slugs = lists.flatMap((list) => (kind === "products" ? list.items : list.bundles).map((item) => item.slug));
  return slugs.map((slug) => ({ path: `/${kind}/${slug}` }));
}

/** The shop's active campaign pages (every one, newest first: campaign/active, publicly cached). */
async function activeCampaignIds(app: AppContext): Promise<number[]> {
  const { items } = await loadActiveCampaigns(app, app.tenant.defaultLanguage);
  return items.map((campaign) => campaign.id);
}

async function ownPageEntries(app: AppContext): Promise<SitemapEntry[]> {
  const [cms, campaignIds, firstPage] = await Promise.all([
    cachedPublic(app, app.tenant.defaultLanguage, "cms-pages", CONFIG_CACHE, CmsPageList, () => app.cms.pages()),
    activeCampaignIds(app),
    // The unfiltered list's facets name every category that has products.
    cataloguePage(app, "products", 1),
  ]);
  return ownPages({ cmsPages: cms.items, categories: firstPage.facets.categories.map((c) => c.value), campaignIds });
}

/** A sitemap answer: XML, kept by crawlers and the edge for a while (it is the same for everyone). */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": `public, max-age=${SITEMAP_MAX_AGE_SECONDS}` },
  });
}

const SITEMAP_CACHE = { freshSeconds: SITEMAP_MAX_AGE_SECONDS, staleSeconds: SITEMAP_MAX_AGE_SECONDS };

/** The finished XML, kept in the public cache per shop, origin and file: a crawler's visit costs a cache read. */
function keptXml(app: AppContext, origin: string, name: string, build: () => Promise<string>) {
  return cachedPublic(app, "-", `sitemap:${origin}:${name}`, SITEMAP_CACHE, z.string(), build);
}

/** /sitemap.xml: the index of the shop's files. */
export function sitemapIndex(app: AppContext, request: Request): Promise<string> {
  const origin = absoluteOrigin(app, request);
  return keptXml(app, origin, "index", async () => sitemapIndexXml(origin, sitemapFiles(await catalogueTotals(app))));
}

/** One file of the sitemap, or null when the shop's sitemap has no such file (a page past the last). */
export async function sitemapFile(app: AppContext, request: Request, file: SitemapFile, name: string): Promise<string | null> {
  if (file.kind !== "pages") {
    const totals = await catalogueTotals(app);
    if (!sitemapFiles(totals).some((f) => f.kind === file.kind && f.page === file.page)) return null;
  }
  const origin = absoluteOrigin(app, request);
  return keptXml(app, origin, name, async () => {
    const entries = file.kind === "pages" ? await ownPageEntries(app) : await catalogueEntries(app, file.kind, file.page);
    const languages = app.tenant.languages.map((l) => l.code);
    return urlsetXml({ origin, languages, defaultLanguage: app.tenant.defaultLanguage, entries });
  });
}

/** A public page's Open Graph tags and structured data (meta descriptors for pageMeta), on the shop's primary domain. */
export function pageSeo(app: AppContext, request: Request, language: string, og: OpenGraph, jsonLd: readonly JsonLd[] = []) {
  const origin = absoluteOrigin(app, request);
  // The canonical url, as the document's canonical link says it (a client navigation's loader is asked at …/page.data).
  const url = `${origin}${new URL(request.url).pathname.replace(/\.data$/, "")}`;
  return seoTags({ origin, url, language, languages: app.tenant.languages.map((l) => l.code), og, jsonLd });
}

/** The shop as the header names it (the store_name and store_logo settings win, as in the root loader), for its Organization. */
export function storeForSeo(frame: ShopFrame): StoreForSeo & { currency: string } {
  const settings = settingsMap(frame.settings);
  const { store } = frame.configuration;
  return { ...store, storeName: firstSetting(settings, "store_name") ?? store.storeName, logoUrl: firstSetting(settings, "store_logo") ?? store.store_logo };
}
