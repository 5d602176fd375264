import { Promotions } from "@commerce/contract/promotions";
import type { Language } from "~/domain/languages";
import { bannerLink, cartCode, DISMISSED_COOKIE, dismissedIds } from "~/chrome/promo/promo";
import { pageOf } from "~/domain/paths";
import type { ChromePage } from "../page.server";
import { promoMarkup } from "./render.server";
import { readableTextOn } from "~/domain/theme";
import type { AppContext } from "~/server/context";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";

const NONE: Promotions = { promocode: null, banners: [] };

/**
 * The shop's promo code and banners: public, cached per tenant and language like the shop frame. A
 * failure shows no promotions (the page never fails for them).
 */
export async function loadPromotions(app: AppContext, language: Language): Promise<Promotions> {
  try {
    return await cachedPublic(app, language, "promotions", CONFIG_CACHE, Promotions, () => app.shop.promotions());
  } catch (error) {
    app.log.warn("promotions.failed", { error: String(error) });
    return NONE;
  }
}

/**
 * What the page shows: without the banners this browser closed (the dismissal cookie), and every link
 * read as the menu's are (bannerLink: under the language, product-tag/x as products/tag/x) — here on the
 * server, so the browser's chunk needs no link rules.
 */
export function promotionsForPage(promotions: Promotions, request: Request, language: Language): Promotions {
  const closed = new Set(dismissedIds(request.headers.get("cookie")));
  const banners = promotions.banners
    .filter((banner) => !(banner.isDismissable && closed.has(banner.id)))
    .map((banner) => ({
      ...banner,
      href: bannerLink(banner.href, language),
      sections: banner.sections.map((section) => ({ ...section, linkUrl: bannerLink(section.linkUrl, language) })),
    }));
  return { ...promotions, banners };
}

/** The Set-Cookie header remembering closed banners for a year (SameSite=Lax; read by the server only). */
export function dismissedCookie(ids: readonly number[], secure: boolean): string {
  return `${DISMISSED_COOKIE}=${ids.join(".")}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/**
 * The promo bar's and banners' colours and fonts as custom properties (promo.css.ts reads them), for
 * the root's nonce'd <style>. Every value is a hex colour, a px size or a plain font name (the contract
 * and commerce/rules/promo.ts let nothing else through).
 */
export function promoCss({ promocode, banners }: Promotions): string {
  const rules: string[] = [];
  if (promocode?.bannerColor) {
    rules.push(`[data-promo-bar]{--etalage-promo-bg:${promocode.bannerColor};--etalage-promo-fg:${readableTextOn(promocode.bannerColor)}}`);
  }
  for (const banner of banners) {
    const vars: string[] = [`--etalage-banner-size:${banner.customStyles.fontSizePx}px`];
    if (banner.color) vars.push(`--etalage-banner-bg:${banner.color}`);
    const text = banner.customStyles.color ?? (banner.color ? readableTextOn(banner.color) : null);
    if (text) vars.push(`--etalage-banner-fg:${text}`);
    if (banner.customStyles.fontFamily) vars.push(`--etalage-banner-font:${banner.customStyles.fontFamily}`);
    rules.push(`[data-banner="${banner.id}"]{${vars.join(";")}}`);
  }
  return rules.join("");
}

/**
 * The promotions' part of the root's data: the promo bar and the banners this browser has not closed,
 * as HTML for the shell to pick from per page (issue 13, ADR 0027), null when none, and their colours
 * for the theme's style. A banner's code is 'toegepast' only when it is the cart's code (a promo code or
 * a coupon: the cart holds at most one; bannerCodeState).
 */
export function loadPromo({ request, language, t, cart }: ChromePage, promotions: Promotions) {
  const shown = promotionsForPage(promotions, request, language);
  return {
    css: promoCss(shown),
    html: promoMarkup(shown, { t, language, url: pathAndSearch(request), cartCode: cartCode(cart) }),
  };
}

/** The page the promo forms come back to without JavaScript: the page's own url, also on a revalidation. */
function pathAndSearch(request: Request): string {
  const page = pageOf(new URL(request.url));
  return `${page.pathname}${page.search}`;
}
