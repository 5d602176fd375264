import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import { ClearCart } from "./ClearCart";

/** The clear-cart button as finished HTML: in the bar (an icon) and in the phone's drawer (with its words). */
export type ClearCartHtml = { bar: string; drawer: string };

export function clearCartMarkup(input: { t: TFunction; language: Language; redirectTo: string }): ClearCartHtml {
  return {
    bar: renderToStaticMarkup(<ClearCart {...input} labelled={false} />),
    drawer: renderToStaticMarkup(<ClearCart {...input} labelled />),
  };
}
