import type { AdvertisedPromoCode } from "@commerce/contract/promotions";
import type { Language } from "~/domain/languages";
import { menuHref } from "~/domain/menu";
import { formatPrice, numberFormat } from "~/domain/money";

// The promotions' texts and links as the server renders them (PromoMarkup.tsx, load.server.ts): apart
// from promo.ts, whose page rules the browser runs too, so no page's JavaScript carries the money and
// menu rules for them.

/** The discount: a percentage for PERCENTAGE ("20%"), a euro amount for VALUE ("€ 5,00"; euros stored). */
export function discountText(code: Pick<AdvertisedPromoCode, "type" | "amount">, language: Language): string {
  if (code.type === "VALUE") return formatPrice(code.amount * 100, language);
  const percent = numberFormat(language, { maximumFractionDigits: 2 }).format(code.amount);
  return `${percent}%`;
}

/**
 * A banner's or section's link as the menu's links are read (menuHref): a web address as it is, a shop
 * path under the language, and product-tag/{id} / product-category/{id} as the filtered overview.
 */
export function bannerLink(href: string | null, language: Language): string | null {
  return href ? menuHref(href, language) : null;
}
