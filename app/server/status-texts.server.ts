// The texts of the pages that must show whatever else fails: the 404 page, the error page and the plain
// pages answered before the router (unknown shop, refused or oversized request). They are compiled
// into the server's code in both languages, so these pages never wait for, or depend on, reading the
// translation files at run time (a failed read would otherwise show "error.title").
//
// They are still the translation files' own texts — named imports of five top-level objects of
// public/assets/i18n/{nl,en}.json, which the bundler inlines while leaving the rest of the files out —
// so there is one place for every text, and the key-parity test covers these too.
//
// Server only: the browser never needs them (it hydrates only once it has read the language's file,
// entry.client.tsx), so they cost no page any JavaScript.
import {
  error as nlError,
  notFound as nlNotFound,
  refusals as nlRefusals,
  security as nlSecurity,
  shopNotFound as nlShopNotFound,
} from "../../public/assets/i18n/nl.json";
import {
  error as enError,
  notFound as enNotFound,
  refusals as enRefusals,
  security as enSecurity,
  shopNotFound as enShopNotFound,
} from "../../public/assets/i18n/en.json";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/domain/languages";
import { setFallbackTexts, translate, type TranslateValues } from "~/i18n";

export const STATUS_TEXTS = {
  nl: { error: nlError, notFound: nlNotFound, shopNotFound: nlShopNotFound, security: nlSecurity, refusals: nlRefusals },
  en: { error: enError, notFound: enNotFound, shopNotFound: enShopNotFound, security: enSecurity, refusals: enRefusals },
} satisfies Record<Language, unknown>;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the status texts, e.g. "notFound.title". */
export type StatusTextKey = Leaves<(typeof STATUS_TEXTS)["nl"]>;

/** A status text in a language (the default language for anything else). */
export function statusText(language: string | undefined, key: StatusTextKey, values?: TranslateValues): string {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return translate(shown, STATUS_TEXTS[shown], key, values);
}

/**
 * Until (or unless) a language's translation file has been read, the server renders with these:
 * the error and 404 pages in the shop's components (useT) then show their texts, not their keys.
 */
export function registerStatusTexts(): void {
  for (const [language, texts] of Object.entries(STATUS_TEXTS)) setFallbackTexts(language, texts);
}
