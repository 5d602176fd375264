import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import { renderFragment } from "../fragment.server";
import { type OpenOrder, OpenOrderNotice } from "./OpenOrderNotice";

/**
 * The open-order strip's fragment: in the document's HTML, and in a revalidation's root data (a sign-in
 * or a paid order changes it), from which the browser swaps it (~/chrome/header/enhance.client.ts).
 * Empty without an unpaid order.
 */
export function openOrderFragment({ order, ...input }: { t: TFunction; language: Language; order: OpenOrder | null; pathname: string }): string {
  return order ? renderFragment(<OpenOrderNotice {...input} order={order} />) : "";
}
