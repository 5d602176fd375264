import { data } from "react-router";
import type { Route } from "./+types/detail";
import { Price } from "~/components/products/Price";
import * as css from "~/components/products/products.css";
import { seoDescription } from "~/domain/seo";
import { pageMeta } from "~/seo";
import { loadProduct } from "~/server/catalogue.server";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";

/** products/{slug}: the product detail (variants, gallery and add to cart: issue #3). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await loadProduct(getApp(context), languageOf(params), params.slug);
  if (!product) throw data(null, { status: 404 });
  return { product, description: product.description ? seoDescription(product.description) : null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.product.name, loaderData?.description);

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <article className={css.detail}>
      {product.mainMediaUrl ? (
        <img className={css.image} src={product.mainMediaUrl} alt={product.mainMediaAlt ?? ""} width={800} height={800} />
      ) : null}
      <div>
        <h1>{product.name}</h1>
        <Price unitPrice={product.unitPrice} discountPrice={product.discountPrice} />
        {product.description ? <p>{product.description}</p> : null}
      </div>
    </article>
  );
}
