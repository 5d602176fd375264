import { env } from "cloudflare:workers";
import type { BackendModule, ReadCallback } from "i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "~/domain/languages";
import type { Messages } from "~/i18n";

declare const __I18N_VERSION__: string;

/** The public url of a language's texts; the version changes whenever a text changes. */
export function messagesUrl(language: string): string {
  return `/assets/i18n/${language}.json?v=${__I18N_VERSION__}`;
}

const loaded = new Map<string, Promise<Messages>>();

/**
 * The texts of a language, fetched once per isolate from the static assets
 * (public/assets/i18n/{lang}.json?v=…), so the translation files stay the one source of texts.
 */
export function loadMessages(language: string): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    // The host is only a placeholder for the ASSETS binding; "localhost" because in `npm run dev` the
    // binding asks Vite's dev server, which refuses host names it does not know (403).
    messages = env.ASSETS.fetch(new Request(new URL(messagesUrl(language), "http://localhost"))).then(
      async (response) => {
        if (!response.ok) throw new Error(`translations ${language}: ${response.status}`);
        return (await response.json()) as Messages;
      },
    );
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}

/** i18next backend that reads the translation files through loadMessages. */
const assetsBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * The language of a request comes from the route's :lang param (never from the url: client
 * navigations end in .data); routes without a prefix use the default language.
 */
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    findLocale: async ({ params }) => (isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE),
  },
  i18next: {
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: ["translation"],
    defaultNS: "translation",
    interpolation: { escapeValue: false },
  },
  plugins: [assetsBackend],
});
