import type { RouterContextProvider } from "react-router";
import type { Language } from "~/domain/languages";
import { ACCOUNT_HOME } from "~/domain/routing";
import { requestLanguage } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";

// Helpers the sign-in pages share (and the checkout's pages, for their language).

/**
 * The language of an auth page: the prefix when there is one (an unknown prefix is the 404 page),
 * else the request's locale (unprefixed auth routes render in the shop's language).
 */
export function authLanguage(params: { lang?: string }, context: Readonly<RouterContextProvider>): Language {
  if (params.lang !== undefined) return languageOf(params);
  return requestLanguage(context);
}

/**
 * Where a customer lands after signing in: the account's first page itself, not /account (whose
 * redirect would use up the welcome flash on the way).
 */
export function accountHome(language: Language): string {
  return `/${language}/account/${ACCOUNT_HOME}`;
}
