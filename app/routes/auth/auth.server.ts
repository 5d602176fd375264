import { data, type RouterContextProvider } from "react-router";
import type { FieldErrors } from "~/forms/form";
import { isLanguage, type Language } from "~/domain/languages";
import { ACCOUNT_HOME } from "~/domain/routing";
import { getLocale } from "~/server/i18n.server";
import { languageOf } from "~/server/language.server";

/**
 * The language of an auth page: the prefix when there is one (an unknown prefix is the 404 page),
 * else the request's locale (unprefixed auth routes render in the shop's language).
 */
export function authLanguage(params: { lang?: string }, context: Readonly<RouterContextProvider>): Language {
  if (params.lang !== undefined) return languageOf(params);
  const locale = getLocale(context);
  return isLanguage(locale) ? locale : "nl";
}

/**
 * Where a customer lands after signing in: the account's first page itself, not /account (whose
 * redirect would use up the welcome flash on the way).
 */
export function accountHome(language: Language): string {
  return `/${language}/account/${ACCOUNT_HOME}`;
}

/** What an auth form's action answers when the post is refused: errors per field, input kept. */
export type AuthFormAnswer = { errors: FieldErrors; values: Record<string, string> };

/**
 * A refused auth form: the page renders again with the messages (with and without JavaScript).
 * `errors` maps a field (or "form") to its translation key.
 */
export function refuse(status: number, errors: Record<string, string> | FieldErrors, values: Record<string, string> = {}) {
  const messages: FieldErrors = {};
  for (const [field, error] of Object.entries(errors)) messages[field] = typeof error === "string" ? { key: error } : error;
  return data<AuthFormAnswer>({ errors: messages, values }, { status });
}
