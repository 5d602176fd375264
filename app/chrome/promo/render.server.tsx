import type { Promotions } from "@commerce/contract/promotions";
import { renderToStaticMarkup } from "react-dom/server";
import { Banner, PromoBar } from "~/chrome/promo/PromoMarkup";
import type { Language } from "~/domain/languages";
import { isMinimised } from "~/chrome/promo/promo";
import type { TFunction } from "~/i18n";

/**
 * What the shell (app/components/promo/Promotions.tsx) chooses from, page by page: the promo bar and
 * every banner as finished HTML, with the two things that depend on the page — the product list it
 * shows on (null: every page) and, for a banner with a link, its minimised variant and the link that
 * minimises it. The root loader does not run again on a client navigation, so every candidate is
 * here and the shell picks by pathname (ADR 0027).
 */
export type PromoHtml = {
  bar: { html: string; products: number[] | null } | null;
  banners: { id: number; html: string; products: number[] | null; href: string | null; minimisedHtml: string | null }[];
};

export function promoMarkup(
  { promocode, banners }: Promotions,
  input: { t: TFunction; language: Language; url: string; cartCode: string | null },
): PromoHtml | null {
  if (!promocode && banners.length === 0) return null;
  const render = (banner: Promotions["banners"][number], minimised: boolean) =>
    renderToStaticMarkup(<Banner {...input} banner={banner} minimised={minimised} />);
  return {
    bar: promocode ? { html: renderToStaticMarkup(<PromoBar {...input} code={promocode} />), products: promocode.includedProducts } : null,
    banners: banners.map((banner) => ({
      id: banner.id,
      html: render(banner, false),
      products: banner.includedProducts,
      href: banner.href,
      // Only a banner with a link has a page that minimises it (isMinimised: the url contains the link).
      minimisedHtml: isMinimised(banner.href, banner.href ?? "") ? render(banner, true) : null,
    })),
  };
}
