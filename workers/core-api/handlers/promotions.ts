import type { AdvertisedPromoCode, PromoBanner, Promotions } from "@commerce/contract/promotions";
import { hexColour, parseBannerStyles, parseIncludedProducts, parseSections, safeUrl } from "@commerce/rules/promo";
import { cleanCmsHtml } from "@commerce/html/clean-html";
import { json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

type PromoCodeRow = {
  id: number;
  code: string;
  type: "PERCENTAGE" | "VALUE";
  amount: number;
  banner_text: string | null;
  banner_color: string | null;
  included_products: string | null;
};

type BannerRow = {
  id: number;
  text: string;
  color: string | null;
  href: string | null;
  action: string | null;
  is_dismissable: number;
  custom_styles: string | null;
  layout_type: string;
  sections: string;
  /** The linked promo code, only while it is active now (else the banner shows without its button). */
  code: string | null;
  code_included_products: string | null;
};

const ACTIVE_CODE = `is_active = 1 AND (valid_from IS NULL OR valid_from <= ?2) AND (valid_until IS NULL OR valid_until >= ?2)`;

/**
 * GET ecommerce/promotions. The promo bar's code is the shop's advertised one — the active promo code
 * (active, inside its dates; the newest when there are several) — not the code a cart carries: the
 * bar's fields (bannerText, bannerColor, included_products) are the code's own (§3), and the bar shows
 * to every visitor, also one without a cart. Whether a code is applied is the cart's answer.
 */
export const promotions: Handler = async ({ env, tenantId, lang }) => {
  const now = new Date().toISOString();
  const [code, banners] = await Promise.all([
    env.DB.prepare(
      `SELECT id, code, type, amount, banner_text, banner_color, included_products FROM promo_codes
        WHERE tenant_id = ?1 AND ${ACTIVE_CODE} ORDER BY valid_from DESC, id DESC LIMIT 1`,
    )
      .bind(tenantId, now)
      .first<PromoCodeRow>(),
    env.DB.prepare(
      `SELECT b.id, b.text, b.color, b.href, b.action, b.is_dismissable, b.custom_styles, b.layout_type, b.sections,
              c.code AS code, c.included_products AS code_included_products
         FROM promo_banners b
         LEFT JOIN promo_codes c ON c.id = b.promo_code_id AND c.tenant_id = b.tenant_id 
              AND c.is_active = 1 AND (c.valid_from IS NULL OR c.valid_from <= ?2) AND (c.valid_until IS NULL OR c.valid_until >= ?2)
        WHERE b.tenant_id = ?1 AND b.is_active = 1 ORDER BY b.sort_index, b.id`,
    )
      .bind(tenantId, now)
      .all<BannerRow>(),
  ]);
  const body: Promotions = {
    promocode: code ? advertisedCode(code, lang) : null,
    banners: await Promise.all(banners.results.map((row) => banner(row, lang))),
  };
  return json(body);
};

function advertisedCode(row: PromoCodeRow, lang: Parameters<typeof localized>[1]): AdvertisedPromoCode {
  return {
    code: row.code,
    type: row.type,
    amount: row.amount,
    bannerText: localized(row.banner_text, lang),
    bannerColor: hexColour(row.banner_color),
    includedProducts: parseIncludedProducts(row.included_products),
  };
}

async function banner(row: BannerRow, lang: Parameters<typeof localized>[1]): Promise<PromoBanner> {
  const localize = (value: unknown) => (typeof value === "string" ? value : value && typeof value === "object" ? localized(JSON.stringify(value), lang) : null);
  const sections = row.layout_type === "SECTIONS" ? parseSections(row.sections, localize) : [];
  // The button only with its code: an ADD_PROMOCODE banner whose code is gone or expired has none.
  const withButton = row.action === "ADD_PROMOCODE" && row.code !== null;
  return {
    id: row.id,
    html: await cleanCmsHtml(localized(row.text, lang) ?? ""),
    color: hexColour(row.color),
    href: safeUrl(row.href),
    action: withButton ? "ADD_PROMOCODE" : null,
    promocode: row.code ? { code: row.code } : null,
    isDismissable: row.is_dismissable === 1,
    customStyles: parseBannerStyles(row.custom_styles),
    layoutType: row.layout_type === "SECTIONS" && sections.length > 0 ? "SECTIONS" : "DEFAULT",
    sections,
    includedProducts: parseIncludedProducts(row.code_included_products),
  };
}
