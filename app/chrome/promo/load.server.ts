import { cssAttrSelector, cssColor, cssFontName, cssNumber, cssRule } from "~/chrome/css";
import { Promotions } from "@commerce/contract/promotions";
import type { Language } from "~/domain/languages";
import { DISMISSED_COOKIE, dismissedIds } from "~/chrome/promo/promo";
import { bannerLink } from "~/chrome/promo/texts";
import type { ChromePage } from "../page.server";
import { bannerPart } from "../parts.server";
import type { CartAnswer } from "~/forms/cart";
import type { TFunction } from "~/i18n";
import { loadCart } from "~/server/cart.server";
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
 * the root's nonce'd <style>: each value checked (~/chrome/css), though the contract and
 * commerce/rules/promo.ts let nothing but hex colours, px sizes and plain font names through already.
 */
export function promoCss({ promocode, banners }: Promotions): string {
  const bar = promocode?.bannerColor
    ? cssRule("[data-promo-bar]", [
        ["--etalage-promo-bg", cssColor(promocode.bannerColor)],
        ["--etalage-promo-fg", cssColor(readableTextOn(promocode.bannerColor))],
      ])
    : "";
  return (
    bar +
    banners
      .map((banner) => {
        const text = banner.customStyles.color ?? (banner.color ? readableTextOn(banner.color) : null);
        return cssRule(cssAttrSelector("", "data-banner", banner.id), [
          ["--etalage-banner-size", cssNumber(banner.customStyles.fontSizePx, "px")],
          ["--etalage-banner-bg", cssColor(banner.color)],
          ["--etalage-banner-fg", cssColor(text)],
          ["--etalage-banner-font", cssFontName(banner.customStyles.fontFamily)],
        ]);
      })
      .join("")
  );
}

/**
 * The promotions' part of the page: the promo bar and the banners this browser has not closed (their
 * fragment: render.server.tsx, rendered with the document, ADR 0027, 0052) and their colours for the
 * theme's style.
 */
export function loadPromo({ request, language }: ChromePage, promotions: Promotions) {
  const shown = promotionsForPage(promotions, request, language);
  return { css: promoCss(shown), promotions: shown };
}

/**
 * A banner's part for the cart form's answer (ADR 0052): the banner as this browser sees it now — the
 * cart's code after the change (or as it is, after a refusal) and the refusal's message.
 */
export async function promoBannerPart(
  app: AppContext,
  request: Request,
  { language, t, bannerId, url }: { language: Language; t: TFunction; bannerId: number; url: string },
  answer: CartAnswer,
): Promise<string> {
  const cart = answer.cart ?? (await loadCart(app).catch(() => null));
  const promotions = promotionsForPage(await loadPromotions(app, language), request, language);
  return bannerPart({ t, language, promotions, bannerId, url, cart, answer });
}
