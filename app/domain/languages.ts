import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@commerce/contract/constants";

// Supported languages, default first (spec §2: nl default, en), as the core-API contract names them.
export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** The locale used for prices and dates per language. */
export const LOCALES: Record<Language, string> = { nl: "nl-NL", en: "en-GB" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a request, on the server and in the browser alike: the route's :lang param (never
 * the url: client navigations end in .data); a route without one, or with a language the shop does not
 * speak, uses the default language. (Loaders under /:lang answer an unknown prefix with the 404 page
 * themselves: languageOf.)
 */
export function languageOfParams(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
}

/** "/nl/products/x" → "/products/x"; a path without a language prefix is returned as it is. */
export function pathWithoutLanguage(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  if (!isLanguage(first)) return pathname;
  return `/${rest.join("/")}`;
}
