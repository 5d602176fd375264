import type { PromoBanner, Promotions } from "@commerce/contract/promotions";
import { Fragment } from "react";
import { Banner, PromoBar } from "~/chrome/promo/PromoMarkup";
import type { Language } from "~/domain/languages";
import { isMinimised, type PromoPlace, placeAttributes, shownOnPage } from "~/chrome/promo/promo";
import type { TFunction } from "~/i18n";
import { renderFragment } from "../fragment.server";

type Input = { t: TFunction; language: Language; url: string; cartCode: string | null; productId: number | null };

/**
 * The promotions fragment (issue 13, ADR 0027, 0052): the promo bar and every banner this browser has
 * not closed, each candidate marked with where it shows (promo.ts, PromoPlace) and hidden unless on
 * this page. Empty without promotions.
 */
export function promoFragment({ promocode, banners }: Promotions, input: Input): string {
  if (!promocode && banners.length === 0) return "";
  const shown = (place: PromoPlace) => {
    const attributes = placeAttributes(place);
    const data = { products: attributes["data-products"], minimise: attributes["data-minimise"], variant: attributes["data-variant"] };
    return { ...attributes, hidden: !shownOnPage(data, input.productId, input.url) };
  };
  return renderFragment(
    <>
      {promocode ? (
        <div {...shown({ products: promocode.includedProducts, minimise: null })}>
          <PromoBar t={input.t} language={input.language} code={promocode} />
        </div>
      ) : null}
      {banners.length > 0 ? (
        <div data-banners="" data-rotate={banners.length > 1 ? "banners" : undefined}>
          {banners.map((banner) => (
            <Fragment key={banner.id}>
              {variants(banner).map((minimise) => (
                <Banner
                  key={String(minimise?.minimised)}
                  {...input}
                  banner={banner}
                  minimised={minimise?.minimised ?? false}
                  place={shown({ products: banner.includedProducts, minimise })}
                  pauseLabel={banners.length > 1 ? input.t("promo.banner.pause") : undefined}
                />
              ))}
            </Fragment>
          ))}
        </div>
      ) : null}
    </>,
  );
}

/** A banner with a link has a page that minimises it (isMinimised: the url contains the link): both variants. */
function variants(banner: PromoBanner): PromoPlace["minimise"][] {
  const href = banner.href;
  if (!href || !isMinimised(href, href)) return [null];
  return [
    { href, minimised: false },
    { href, minimised: true },
  ];
}
