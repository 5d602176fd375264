import type { ProductCard as Card } from "@contract/products";
import { Link } from "react-router";
import { useLanguage } from "~/i18n";
import { Price } from "./Price";
import * as css from "./products.css";

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const language = useLanguage();
  return (
    <Link className={css.card} to={`/${language}/products/${product.slug}`}>
      {product.mainMediaUrl ? (
        <img
          className={css.image}
          src={product.mainMediaUrl}
          alt={product.mainMediaAlt ?? ""}
          width={400}
          height={400}
          loading={eager ? "eager" : "lazy"}
        />
      ) : null}
      <h2 className={css.name}>{product.name}</h2>
      <Price unitPrice={product.unitPrice} discountPrice={product.discountPrice} />
    </Link>
  );
}
