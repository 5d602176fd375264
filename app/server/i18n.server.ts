import { env } from "cloudflare:workers";
import type { BackendModule, ReadCallback } from "i18next";
import { data, type RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from "~/domain/languages";
import { type Messages, setMessages } from "~/i18n";
import { getApp } from "./context";
import { I18NEXT_OPTIONS } from "./i18next-options.server";
import { registerStatusTexts } from "./status-texts.server";

// The error and 404 pages render with these until a language's file has been read.
registerStatusTexts();

declare const __I18N_VERSION__: string;

/** The public url of a language's texts; the version changes whenever a text changes. */
export function messagesUrl(language: string): string {
  return `/assets/i18n/${language}.json?v=${__I18N_VERSION__}`;
}

const loaded = new Map<string, Promise<Messages>>();

/** A failed read is tried again, twice, after a short wait: a restarting asset store is no reason to fail a page. */
const RETRY_DELAYS_MS = [50, 200];

/**
 * The texts of a language, fetched once per isolate from the static assets
 * (public/assets/i18n/{lang}.json?v=…), so the translation files stay the one source of texts. A read
 * that fails after its retries is not remembered: the next request tries again.
 */
export function loadMessages(language: string): Promise<Messages> {
  let messages = loaded.get(language);
  if (!messages) {
    messages = fetchMessages(language);
    messages.catch(() => loaded.delete(language));
    loaded.set(language, messages);
  }
  return messages;
}

async function fetchMessages(language: string): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      // The host is only a placeholder for the ASSETS binding; "localhost" because in `npm run dev` the
      // binding asks Vite's dev server, which refuses host names it does not know (403).
      const response = await env.ASSETS.fetch(new Request(new URL(messagesUrl(language), "http://localhost")));
      if (!response.ok) throw new Error(`translations ${language}: ${response.status}`);
      return (await response.json()) as Messages;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Makes sure this request's texts are here before any loader translates a title: the root middleware
 * calls it. When they cannot be read (after the retries), the page is the error page — in its own
 * compiled-in texts (status-texts.server.ts) with status 503 — never a page of raw keys.
 */
export async function requireMessages(context: Readonly<RouterContextProvider>): Promise<void> {
  const language = getLocale(context);
  let messages: Messages;
  try {
    messages = await loadMessages(language);
  } catch (error) {
    getApp(context).log.error("translations.unavailable", { language, error: String(error) });
    throw data(null, { status: 503 });
  }
  // i18next read them through the same cache; a read that failed there and succeeded here is added.
  const i18n = getInstance(context);
  if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", messages, true, true);
  setMessages(language, messages);
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
  i18next: I18NEXT_OPTIONS,
  plugins: [assetsBackend],
});
