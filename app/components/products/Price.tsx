import { useRouteLoaderData } from "react-router";
import { formatPrice } from "~/domain/money";
import { shownPrice } from "@commerce/rules/vat";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import * as css from "./products.css";

/** The shopper's price basis: excl. VAT for a business customer, else incl. VAT (spec §4). */
export function usePriceBasis(): "inc" | "ex" {
  return useRouteLoaderData<ShellData>("root")?.priceBasis ?? "inc";
}

/**
 * A catalogue price (the catalogue holds prices incl. VAT) on the shopper's basis; a discounted one
 * shows the old price struck through.
 */
export function Price({ unitPrice, discountPrice, vatPct }: { unitPrice: number; discountPrice: number | null; vatPct: number }) {
  const t = useT();
  const language = useLanguage();
  const basis = usePriceBasis();
  const show = (amount: number) => formatPrice(shownPrice(amount, vatPct, basis), language);
  if (discountPrice !== null && discountPrice < unitPrice) {
    return (
      <p className={css.price}>
        <del className={css.oldPrice}>
          <span className="sr-only">{t("products.from")} </span>
          {show(unitPrice)}
        </del>
        <ins className={css.salePrice}>
          <span className="sr-only">{t("products.to")} </span>
          {show(discountPrice)}
        </ins>
      </p>
    );
  }
  return <p className={css.price}>{show(unitPrice)}</p>;
}
