// The shop's sitemap (sitemaps.org protocol 0.9, with xhtml:link alternates per language): an index at
// /sitemap.xml naming one file of the shop's own pages and the catalogue in pages of a fixed size
// (ADR 0062). Pure: the routes give the shop's pages, products, bundles and campaigns.

/** The catalogue list's largest page (commerce/contract/products.ts pageSize ≤ 96). */
export const CATALOGUE_PAGE_SIZE = 96;
/**
 * Products (or bundles) in one sitemap file: five catalogue pages, so one file is five cached core-API
 * answers. With two languages that is 960 <url> entries of ~0.5 KB: far below the protocol's 50,000
 * urls and 50 MB, small enough to build within a request's CPU, and the index stays short (10,000
 * products are 21 files).
 */
export const SITEMAP_PAGE_ITEMS = 5 * CATALOGUE_PAGE_SIZE;
/** How long a sitemap may be kept by crawlers and the edge: a new product shows within this. */
export const SITEMAP_MAX_AGE_SECONDS = 600;

/** One page of the shop in the sitemap: its path after the language prefix, and when it last changed if known. */
export type SitemapEntry = { path: string; lastmod?: string | null };

/** A file of the sitemap: the shop's own pages, or one page of its products or bundles (1-based). */
export type SitemapFile = { kind: "pages" } | { kind: "products" | "bundles"; page: number };

/** The file's name under /sitemaps/. */
export function sitemapFileName(file: SitemapFile): string {
  return file.kind === "pages" ? "pages.xml" : `${file.kind}-${file.page}.xml`;
}

/** The file a name under /sitemaps/ stands for, or null (then it is a 404). Page numbers in decimal, no leading zero. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === "pages.xml") return { kind: "pages" };
  const match = /^(products|bundles)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as "products" | "bundles", page: Number(match[2]) };
}

/** How many files a number of products or bundles takes. */
export function filesFor(total: number): number {
  return Math.ceil(Math.max(0, total) / SITEMAP_PAGE_ITEMS);
}

/** Every file of a shop's sitemap: its own pages first, then its products and bundles page by page. */
export function sitemapFiles(totals: { products: number; bundles: number }): SitemapFile[] {
  const paged = (kind: "products" | "bundles", total: number) => Array.from({ length: filesFor(total) }, (_, i) => ({ kind, page: i + 1 }));
  return [{ kind: "pages" }, ...paged("products", totals.products), ...paged("bundles", totals.bundles)];
}

/** The catalogue pages (of CATALOGUE_PAGE_SIZE) that make one sitemap page. */
export function cataloguePagesOf(sitemapPage: number): number[] {
  const per = SITEMAP_PAGE_ITEMS / CATALOGUE_PAGE_SIZE;
  return Array.from({ length: per }, (_, i) => (sitemapPage - 1) * per + i + 1);
}

/** Text for XML content and attribute values. */
function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** A W3C datetime (the protocol's lastmod), or null for anything that is not a date. */
export function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** /sitemap.xml: the index of the shop's sitemap files. */
export function sitemapIndexXml(origin: string, files: readonly SitemapFile[]): string {
  const items = files.map((file) => `<sitemap><loc>${xmlText(`${origin}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * A sitemap file: every entry once per language, each <url> naming all its languages and x-default
 * (the default language) as alternates, so that every language's address points at every other.
 */
export function urlsetXml(input: { origin: string; languages: readonly string[]; defaultLanguage: string; entries: readonly SitemapEntry[] }): string {
  const { origin, languages, defaultLanguage, entries } = input;
  const urls: string[] = [];
  for (const entry of entries) {
    const href = (language: string) => xmlText(`${origin}/${language}${entry.path}`);
    const alternates = [...languages.map((language) => [language, href(language)]), ["x-default", href(defaultLanguage)]]
      .map(([hreflang, link]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${link}"/>`)
      .join("");
    const lastmod = lastmodOf(entry.lastmod);
    for (const language of languages) {
      urls.push(`<url><loc>${href(language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`);
    }
  }
  return `${XML_HEAD}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A CMS page's key that is a page's address (pagina/{key}: the short-link alias's form); home is /home. */
const PAGE_KEY = /^[a-z0-9-]{1,64}$/;

/**
 * The shop's own pages: home, the product overview and its category pages (products/category/{slug}:
 * the breadcrumbs' middle step), contact, every published CMS page (pagina/{key}; the page with key
 * home is home itself) and every active campaign (campaign/{id}).
 */
export function ownPages(input: {
  cmsPages: readonly { key: string; updatedAt: string }[];
  categories?: readonly string[];
  campaignIds: readonly number[];
}): SitemapEntry[] {
  const home = input.cmsPages.find((page) => page.key === "home");
  return [
    { path: "/home", lastmod: home?.updatedAt ?? null },
    { path: "/products" },
    ...(input.categories ?? []).filter((slug) => PAGE_KEY.test(slug)).map((slug) => ({ path: `/products/category/${slug}` })),
    { path: "/contact" },
    ...input.cmsPages
      .filter((page) => page.key !== "home" && PAGE_KEY.test(page.key))
      .map((page) => ({ path: `/pagina/${page.key}`, lastmod: page.updatedAt })),
    ...input.campaignIds.map((id) => ({ path: `/campaign/${id}` })),
  ];
}
