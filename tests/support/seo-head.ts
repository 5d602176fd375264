// Reading what a page's head tells search engines (canonical, language alternates, robots, Open Graph,
// JSON-LD), and what each kind of structured data must hold to be used (schema.org, as Google's
// structured-data documentation asks for it). Shared by the integration and end-to-end tests.
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type Head = {
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  meta: { key: string; content: string }[];
  jsonLd: unknown[];
  titles: string[];
};

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) found[m[1]!.toLowerCase()] = decodeEntities(m[2]!);
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The head of a server-rendered page, as a crawler without JavaScript reads it. */
export function readHead(html: string): Head {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0]));
  return {
    canonicals: links.filter((l) => l.rel === "canonical").map((l) => l.href!),
    alternates: links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => ({ hreflang: l.hreflang!, href: l.href! })),
    meta: metas.filter((m) => (m.name || m.property) && m.content !== undefined).map((m) => ({ key: (m.name || m.property)!, content: m.content! })),
    // JSON parse of each block's text as it stands in the HTML (a "<" must be written \u003c there).
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decodeEntities(m[1]!)),
  };
}

export function metaOf(head: Pick<Head, "meta">, key: string): string[] {
  return head.meta.filter((m) => m.key === key).map((m) => m.content);
}

type Thing = Record<string, unknown>;
const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]+/.test(value);

/**
 * What is missing from a JSON-LD block for its type (empty when nothing is): Organization name and url;
 * BreadcrumbList items with positions 1…n, names and urls; ItemList items with positions and urls;
 * Product a name and offers — an Offer with a price, its currency and availability, or an
 * AggregateOffer with a lowPrice and currency. Any block: schema.org's context and a type.
 */
export function missingFields(block: unknown): string[] {
  const thing = block as Thing;
  const missing: string[] = [];
  if (thing["@context"] !== "https://schema.org") missing.push("@context");
  if (typeof thing["@type"] !== "string") missing.push("@type");
  const listItems = (key: string) => (Array.isArray(thing[key]) ? (thing[key] as Thing[]) : null);
  switch (thing["@type"]) {
    case "Organization":
      if (!thing.name) missing.push("name");
      if (!isUrl(thing.url)) missing.push("url");
      break;
    case "BreadcrumbList":
    case "ItemList": {
      const items = listItems("itemListElement");
      if (!items || items.length === 0) missing.push("itemListElement");
      items?.forEach((item, index) => {
        if (item["@type"] !== "ListItem") missing.push(`itemListElement[${index}].@type`);
        if (typeof item.position !== "number") missing.push(`itemListElement[${index}].position`);
        if (!item.name) missing.push(`itemListElement[${index}].name`);
        if (!isUrl(thing["@type"] === "BreadcrumbList" ? item.item : item.url)) missing.push(`itemListElement[${index}].url`);
      });
      if (thing["@type"] === "BreadcrumbList" && items?.some((item, index) => item.position !== index + 1)) missing.push("positions 1…n");
      break;
    }
    case "Product": {
      if (!thing.name) missing.push("name");
      const offers = (Array.isArray(thing.offers) ? thing.offers : [thing.offers]) as (Thing | undefined)[];
      if (!thing.offers || offers.length === 0) missing.push("offers");
      offers.forEach((offer, index) => {
        if (!offer) return;
        const priced = offer["@type"] === "AggregateOffer" ? offer.lowPrice : offer.price;
        if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(String(priced))) missing.push(`offers[${index}].price`);
        if (!/^[A-Z]{3}$/.test(String(offer.priceCurrency))) missing.push(`offers[${index}].priceCurrency`);
        if (!/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offer.availability))) missing.push(`offers[${index}].availability`);
      });
      break;
    }
  }
  return missing;
}

export function blocksOfType(head: Pick<Head, "jsonLd">, type: string): Thing[] {
  return head.jsonLd.filter((block) => (block as Thing)["@type"] === type) as Thing[];
}

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";

type XmlElement = Record<string, unknown>;

/** An XML document, checked for well-formedness first (any error throws), then read as objects. */
export function parseXml(text: string): XmlElement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseTagValue: false,
    isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
  });
  return parser.parse(text) as XmlElement;
}

/** A sitemap file's urls: each loc, lastmod and its alternates by hreflang (xhtml:link bound to XHTML's namespace). */
export function sitemapUrls(text: string) {
  const urlset = parseXml(text).urlset as XmlElement | undefined;
  if (!urlset || urlset["@_xmlns"] !== SITEMAP_NS) throw new Error("not a urlset of the sitemap protocol");
  if (urlset["@_xmlns:xhtml"] !== XHTML_NS) throw new Error("xhtml: is not bound to XHTML's namespace");
  return ((urlset.url as XmlElement[] | undefined) ?? []).map((url) => ({
    loc: String(url.loc ?? ""),
    lastmod: url.lastmod === undefined ? null : String(url.lastmod),
    alternates: Object.fromEntries(
      ((url["xhtml:link"] as XmlElement[] | undefined) ?? [])
        .filter((link) => link["@_rel"] === "alternate")
        .map((link) => [link["@_hreflang"], link["@_href"]]),
    ) as Record<string, string>,
  }));
}

/** A sitemap index's files. */
export function sitemapIndexLocs(text: string): string[] {
  const index = parseXml(text).sitemapindex as XmlElement | undefined;
  if (!index || index["@_xmlns"] !== SITEMAP_NS) throw new Error("not a sitemap index of the sitemap protocol");
  return ((index.sitemap as XmlElement[] | undefined) ?? []).map((s) => String(s.loc ?? ""));
}
