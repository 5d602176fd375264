import { type Language, pathWithoutLanguage } from "./languages";

// A page's language links (spec §2), apart from the rest of ~/domain/seo: the server writes them into the
// document (app/entry.server.tsx) and the header's browser code sets them after a client navigation
// (~/chrome/header/enhance.client.ts, ADR 0072), so the page's first JavaScript carries none of it.

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

/**
 * The same page in another language: /{newLang}/{the path without the old language prefix}
 * (chrome spec §2). The search string is kept.
 */
export function pathInLanguage(pathname: string, search: string, language: Language): string {
  const rest = pathWithoutLanguage(pathname);
  const tail = rest === "/" ? "" : rest;
  return `/${language}${tail}${search}`;
}
