import type { RouterContextProvider } from "react-router";
import { type MessageKey, type TFunction, textsFor, translate } from "~/i18n";
import { requestLanguage } from "./i18n.server";

/** The server's translate function for this request's language (titles, meta, messages). */
export function serverT(context: Readonly<RouterContextProvider>): TFunction {
  const language = requestLanguage(context);
  const texts = textsFor(language);
  return (key: MessageKey, values) => translate(language, texts, key, values);
}
