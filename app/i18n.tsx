// Client-safe translation: the current language's texts come from the root loader (read on the server
// from public/assets/i18n/{lang}.json); the browser only looks keys up and fills in "{{name}}".
// No i18next in the browser bundle (notes/js-budget.md).
import { createContext, type ReactNode, use, useMemo } from "react";
import type nl from "../public/assets/i18n/nl.json";
import type { Language } from "~/domain/languages";
import { type TranslateValues, translate } from "@commerce/i18n/translate";

export { type TranslateValues, translate };

export type Messages = typeof nl;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, e.g. "header.cart". */
export type MessageKey = Leaves<Messages>;
export type TFunction = (key: MessageKey, values?: TranslateValues) => string;

/**
 * The texts of each language this JavaScript context has loaded. On the server the root loader puts
 * them here (read once per isolate); in the browser they are fetched from the versioned static file
 * (/assets/i18n/{lang}.json?v=…, cached for good) before hydration and before a language switch, so
 * no page carries the dictionary in its HTML.
 */
const loaded = new Map<string, Messages>();

export function setMessages(language: string, messages: Messages): void {
  loaded.set(language, messages);
}

export function messagesFor(language: string): Messages | undefined {
  return loaded.get(language);
}

/**
 * Texts to use while a language's file is not here (server only: the error and 404 pages' own texts,
 * app/server/status-texts.server.ts). The browser never needs them: it hydrates once it has the file.
 */
const fallbacks = new Map<string, unknown>();

export function setFallbackTexts(language: string, texts: unknown): void {
  fallbacks.set(language, texts);
}

/** The texts to translate with: the language's file when it has been read, else the fallback texts. */
export function textsFor(language: string): unknown {
  return loaded.get(language) ?? fallbacks.get(language);
}

/**
 * Browser: makes sure a language's texts are here (one fetch of the versioned file per language).
 * False when they could not be loaded.
 */
export async function ensureMessages(language: string, url: string): Promise<boolean> {
  if (loaded.has(language)) return true;
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) return false;
    loaded.set(language, (await response.json()) as Messages);
    return true;
  } catch {
    return false;
  }
}

type I18nValue = { language: Language; t: TFunction };
const I18nContext = createContext<I18nValue>({ language: "nl", t: (key) => key });

export function I18nProvider(props: { language: Language; children: ReactNode }) {
  const { language, children } = props;
  const messages = textsFor(language);
  const value = useMemo(() => ({ language, t: ((key, values) => translate(language, messages, key, values)) as TFunction }), [language, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export const useT = () => use(I18nContext).t;
export const useLanguage = () => use(I18nContext).language;
