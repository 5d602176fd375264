import type { RouterContextProvider } from "react-router";
import type { MessageKey, TFunction } from "~/i18n";
import { getInstance } from "./i18n.server";

/** The server's translate function for this request's language (titles, meta, messages). */
export function serverT(context: Readonly<RouterContextProvider>): TFunction {
  const i18n = getInstance(context);
  return (key: MessageKey, values) => i18n.t(key, values ?? {}) as string;
}
