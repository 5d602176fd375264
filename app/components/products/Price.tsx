import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import * as css from "./products.css";

/** A price; a discounted one shows the old price struck through (prices are the server's). */
export function Price({ unitPrice, discountPrice }: { unitPrice: number; discountPrice: number | null }) {
  const t = useT();
  const language = useLanguage();
  if (discountPrice !== null && discountPrice < unitPrice) {
    return (
      <p className={css.price}>
        <del className={css.oldPrice}>
          <span className="sr-only">{t("products.from")} </span>
          {formatPrice(unitPrice, language)}
        </del>
        <ins className={css.salePrice}>
          <span className="sr-only">{t("products.to")} </span>
          {formatPrice(discountPrice, language)}
        </ins>
      </p>
    );
  }
  return <p className={css.price}>{formatPrice(unitPrice, language)}</p>;
}
