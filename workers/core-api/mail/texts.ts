// The mails' texts, from the core API's own translation files (workers/core-api/i18n/{nl,en}.json:
// the same keys in both, a unit test holds them), looked up as the storefront looks its texts up.
import type { Language } from "@commerce/contract/common";
import { type TranslateValues, translate } from "@commerce/i18n/translate";
import en from "../i18n/en.json";
import nl from "../i18n/nl.json";

const TEXTS = { nl, en };

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the mails' texts, e.g. "order.subject". */
export type MailTextKey = Leaves<typeof nl>;

/** The mails' texts in one language. */
export function mailTexts(language: Language) {
  return (key: MailTextKey, values?: TranslateValues) => translate(TEXTS[language], key, values);
}
