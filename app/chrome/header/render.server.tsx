import { renderFragment } from "../fragment.server";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import { ClearCart } from "./ClearCart";
import type { ClearCartHtml } from "./rules/clear-cart";

export function clearCartMarkup(input: { t: TFunction; language: Language; redirectTo: string }): ClearCartHtml {
  return {
    bar: renderFragment(<ClearCart {...input} labelled={false} />),
    drawer: renderFragment(<ClearCart {...input} labelled />),
  };
}
