import { data } from "react-router";
import { isLanguage, type Language } from "~/domain/languages";

/**
 * The language of a /:lang route. A first segment that is not a supported language makes the page
 * the 404 page (spec §2); every loader below /:lang asks for its language through this, so no loader
 * does work, or redirects, for a path that does not exist.
 */
export function languageOf(params: { lang?: string }): Language {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  return params.lang;
}
