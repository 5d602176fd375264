import { bundleAmountExclVat, bundlePrice, type BundlePricing } from "@commerce/rules/bundles";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import { usePriceBasis } from "./Price";
import * as css from "./products.css";

/**
 * A bundle's price the way a shopper reads it (issue 10): one price, an old price struck through with
 * the price paid (a screen reader hears "Van … Voor …" / "Was … Now …", as on a product), or a range.
 * Business customers see the amounts excl. VAT.
 */
export function BundlePrice({ bundle, className = css.price }: { bundle: BundlePricing; className?: string }) {
  const t = useT();
  const language = useLanguage();
  const basis = usePriceBasis();
  const display = bundlePrice(bundle);
  if (!display) return null;
  const show = (amount: number) => formatPrice(basis === "ex" ? bundleAmountExclVat(amount, bundle.items) : amount, language);
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
