import type { InitOptions } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/domain/languages";

/**
 * How the server's i18next translates, in a module of its own so that a unit test can translate
 * exactly as the server does (tests/unit/translations.test.ts holds it to the browser's translate()).
 */
export const I18NEXT_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ["translation"],
  defaultNS: "translation",
  interpolation: { escapeValue: false },
} satisfies InitOptions;
