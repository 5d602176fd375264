import type { Promotions } from "@commerce/contract/promotions";
import { renderToStaticMarkup } from "react-dom/server";
import { Banner, PromoBar } from "~/chrome/promo/PromoMarkup";
import type { Language } from "~/domain/languages";
import { isMinimised, type PromoHtml } from "~/chrome/promo/promo";
import type { TFunction } from "~/i18n";

export function promoMarkup(
  { promocode, banners }: Promotions,
  input: { t: TFunction; language: Language; url: string; cartCode: string | null },
): PromoHtml | null {
  if (!promocode && banners.length === 0) return null;
  const render = (banner: Promotions["banners"][number], minimised: boolean) =>
    renderToStaticMarkup(
      <Banner {...input} banner={banner} minimised={minimised} pauseLabel={banners.length > 1 ? input.t("promo.banner.pause") : undefined} />,
    );
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
