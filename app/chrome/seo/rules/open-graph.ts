// A public page's Open Graph tags and structured data, as React Router meta descriptors: built by the
// page's loader on the server (so none of this is page JavaScript) and put into the head by its meta
// function through pageMeta (app/seo.ts), which adds the title, the description and the shop's name.

import type { MetaDescriptor } from "react-router";
import { absoluteUrl, type JsonLd } from "./structured-data";

/** og:locale per language (Open Graph's language_TERRITORY form). */
const OG_LOCALES: Record<string, string> = { nl: "nl_NL", en: "en_GB" };

export type OpenGraph = {
  /** The CMS's ogTitle, else the page's own title (without the shop's name). */
  title: string;
  description?: string | null;
  /** The CMS's ogImage, a product's picture, a hero: a path of the shop or an absolute url. */
  image?: string | null;
  /** The CMS's ogType; else website (product pages: product). */
  type?: string | null;
};

/** What a page's head says to social networks and search engines beside its title and description. */
export function seoTags(input: {
  origin: string;
  /** The page's canonical url (og:url). */
  url: string;
  language: string;
  languages: readonly string[];
  og: OpenGraph;
  jsonLd?: readonly JsonLd[];
}): MetaDescriptor[] {
  const { origin, language, languages, og } = input;
  const image = og.image?.trim() ? absoluteUrl(origin, og.image.trim()) : null;
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: og.type?.trim() || "website" },
    { property: "og:title", content: og.title },
    { property: "og:url", content: input.url },
    { property: "og:locale", content: OG_LOCALES[language] ?? language },
    ...languages.filter((l) => l !== language).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] ?? l })),
  ];
  if (og.description) tags.push({ property: "og:description", content: og.description });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:card", content: "summary_large_image" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** A CMS page's first picture (a hero, a banner, a grid's first tile; not a video), for og:image when the CMS sets none. */
export function firstPicture(blocks: readonly { template: string; medias: readonly { url: string }[] }[]): string | null {
  return blocks.find((block) => block.template !== "HERO_VIDEO" && block.medias.length > 0)?.medias[0]?.url ?? null;
}
