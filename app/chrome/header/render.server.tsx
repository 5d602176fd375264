import { renderToStaticMarkup } from "react-dom/server";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import { ClearCart } from "./ClearCart";
import type { ClearCartHtml } from "./rules/clear-cart";

export function clearCartMarkup(input: { t: TFunction; language: Language; redirectTo: string }): ClearCartHtml {
  return {
    bar: renderToStaticMarkup(<ClearCart {...input} labelled={false} />),
    drawer: renderToStaticMarkup(<ClearCart {...input} labelled />),
  };
}
