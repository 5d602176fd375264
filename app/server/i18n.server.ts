import { env } from "cloudflare:workers";
import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { type Language, languageOfParams } from "~/domain/languages";
import { type Messages, setMessages } from "~/i18n";
import { getApp } from "./context";
import { registerStatusTexts } from "./status-texts.server";

// The error and 404 pages render with these until a language's file has been read.
registerStatusTexts();

declare const __I18N_VERSION__: string;

/** The public url of a language's texts; the version changes whenever a text changes. */
export function messagesUrl(language: string): string {
  return `/assets/i18n/${language}.json?v=${__I18N_VERSION__}`;
}

const loaded = new Map<string, Messages>();

/** A failed read is tried again, twice, after a short wait: a restarting asset store is no reason to fail a page. */
const RETRY_DELAYS_MS = [50, 200];

/**
 * The texts of a language, fetched from the static assets (public/assets/i18n/{lang}.json?v=…) until
 * the isolate has them, so the translation files stay the one source of texts. What is kept is the
 * texts, never a read in progress (a request never awaits another request's I/O: ADR 0058); a read
 * that fails after its retries is not remembered: the next request tries again.
 */
export async function loadMessages(language: string): Promise<Messages> {
  const known = loaded.get(language);
  if (known) return known;
  const messages = await fetchMessages(language);
  loaded.set(language, messages);
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

/** This request's language, set once by the root middleware (languageMiddleware). */
const languageContext = createContext<Language>();

/** The language the root middleware chose for this request; every server module asks here. */
export function requestLanguage(context: Readonly<RouterContextProvider>): Language {
  return context.get(languageContext);
}

/**
 * The root's language middleware: chooses the request's language and makes sure its texts are here
 * before any loader translates a title. When they cannot be read (after the retries), the page is the
 * error page — in its own compiled-in texts (status-texts.server.ts) with status 503 — never a page of
 * raw keys.
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ params, context }, next) => {
  const language = languageOfParams(params);
  context.set(languageContext, language);
  // Core-API answers come in it.
  getApp(context).language = language;
  try {
    setMessages(language, await loadMessages(language));
  } catch (error) {
    getApp(context).log.error("translations.unavailable", { language, error: String(error) });
    throw data(null, { status: 503 });
  }
  return next();
};
