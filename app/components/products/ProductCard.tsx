import type { ProductCard as Card } from "@commerce/contract/products";
import { Link } from "react-router";
import { formatPrice } from "~/domain/money";
import { shownPrice } from "@commerce/rules/vat";
import { useLanguage, useT } from "~/i18n";
import { Price, usePriceBasis } from "./Price";
import { StarRating } from "./StarRating";
import { WishlistToggle } from "./WishlistToggle";
import * as css from "./products.css";
import { href } from "~/domain/paths";
import { pictureWidths } from "~/domain/picture-sizes";

/** A product card: image, name and price link to the product; the heart beside it is its own form. */
export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const language = useLanguage();
  const basis = usePriceBasis();
  const t = useT();
  return (
    <article className={css.cardWrap}>
      <Link className={css.card} to={href("/:lang/products/:slug", { lang: language, slug: product.slug })}>
        {product.mainMediaUrl ? (
          <img
            className={css.image}
            src={product.mainMediaUrl}
            {...pictureWidths(product.mainMediaUrl, "card")}
            alt={product.mainMediaAlt ?? ""}
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
          />
        ) : (
          // No picture yet: the card keeps its square, so its name never slides under the badge or the heart.
          <span className={css.image} aria-hidden="true" />
        )}
        <h2 className={css.name}>{product.name}</h2>
        <StarRating value={product.avgReviewRating} />
        <Price unitPrice={product.unitPrice} discountPrice={product.discountPrice} vatPct={product.vatPercentage} />
        {product.pricePerUnit !== null ? (
          <p className={css.note}>
            {t("product.pricePerKg", { price: formatPrice(shownPrice(product.pricePerUnit, product.vatPercentage, basis), language) })}
          </p>
        ) : null}
        {product.soldOut ? <p className={css.cardSoldOut}>{t("products.soldOut")}</p> : null}
      </Link>
      <WishlistToggle productId={product.id} name={product.name} />
    </article>
  );
}
