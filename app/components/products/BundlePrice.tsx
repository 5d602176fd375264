import type { BundlePriceDisplay } from "@commerce/rules/bundles";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import * as css from "./products.css";

/** A bundle with its price on the shopper's basis, as a loader hands it to the page (shownBundlePrice). */
export type Priced<B> = B & { shownPrice: BundlePriceDisplay | null };

/**
 * A bundle's price the way a shopper reads it (issue 10): one price, an old price struck through with
 * the price paid (a screen reader hears "Van … Voor …" / "Was … Now …", as on a product), or a range.
 * The loader works it out on the shopper's price basis (shownBundlePrice: business customers see the
 * amounts excl. VAT), so no bundle price rules ship to the browser.
 */
export function BundlePrice({ price: display, className = css.price }: { price: BundlePriceDisplay | null; className?: string }) {
  const t = useT();
  const language = useLanguage();
  if (!display) return null;
  const show = (amount: number) => formatPrice(amount, language);
  switch (display.kind) {
    case "price":
      return <p className={className}>{show(display.price)}</p>;
    case "discount":
      return (
        <p className={className}>
          <del className={css.oldPrice}>
            <span className="sr-only">{t("products.from")} </span>
            {show(display.was)}
          </del>
          <ins className={css.salePrice}>
            <span className="sr-only">{t("products.to")} </span>
            {show(display.now)}
          </ins>
        </p>
      );
    case "range":
      return (
        <p className={className}>
          <span aria-hidden="true">
            {show(display.low)} – {show(display.high)}
          </span>
          <span className="sr-only">{t("bundle.priceRange", { low: show(display.low), high: show(display.high) })}</span>
        </p>
      );
  }
}
