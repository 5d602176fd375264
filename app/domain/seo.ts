import { type Language, pathInLanguage } from "./languages";

export type AlternateLink = { hrefLang: string; href: string };

/**
 * The canonical url of a page and its alternates: one per language plus x-default (the default
 * language), refreshed on every navigation (spec §2). Query strings are left out: they filter or
 * page a listing, they do not make another page.
 */
export function languageLinks(origin: string, pathname: string, languages: readonly Language[], current: Language, fallback: Language) {
  const href = (language: Language) => `${origin}${pathInLanguage(pathname, "", language)}`;
  const alternates: AlternateLink[] = languages.map((language) => ({ hrefLang: language, href: href(language) }));
  alternates.push({ hrefLang: "x-default", href: href(fallback) });
  return { canonical: href(current), alternates };
}

/** A description for search engines is at most this long (spec §9). */
export const SEO_DESCRIPTION_MAX = 160;

/** Plain text of an HTML snippet, cut at the last whole word within the limit. */
export function seoDescription(html: string, max = SEO_DESCRIPTION_MAX): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
