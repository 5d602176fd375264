// What the core API itself shows people (its mails, the test provider's payment page), from its own
// translation files (nl.json, en.json beside this file: the same keys in both, a unit test holds them),
// looked up as the storefront looks its texts up.
import type { Language } from "@commerce/contract/common";
import { type TranslateValues, translate } from "@commerce/i18n/translate";
import en from "./en.json";
import nl from "./nl.json";

const TEXTS = { nl, en };

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the core API's texts, e.g. "order.subject". */
export type CoreTextKey = Leaves<typeof nl>;

/** The core API's texts in one language, plurals by that language's rules. */
export function coreTexts(language: Language) {
  return (key: CoreTextKey, values?: TranslateValues) => translate(language, TEXTS[language], key, values);
}
