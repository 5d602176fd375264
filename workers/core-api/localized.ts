import type { Language } from "@commerce/contract/common";
import { localizedStored } from "@commerce/i18n/localized-text";

/**
 * Reads a shopper-visible text stored as a JSON language map ('{"nl":"Jurk","en":"Dress"}') in the
 * asked language, falling back to the default language, then to any language. A plain string that
 * is not JSON is returned as it is, so hand-written rows stay readable (the one rule: localizedStored).
 */
export function localized(value: string | null | undefined, lang: Language): string | null {
  return localizedStored(value, lang);
}
