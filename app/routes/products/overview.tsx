import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { PageFrame } from "~/components/layout/PageFrame";
import { ProductCard } from "~/components/products/ProductCard";
import * as css from "~/components/products/products.css";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { loadProductPage, PAGE_SIZE } from "~/server/catalogue.server";
import { getApp } from "~/server/context";
import { serverT } from "~/server/t.server";
import { languageOf } from "~/server/language.server";

/** products and products/{ckKey}/{ckVal}: the product overview (filters and search: issue #3). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const t = serverT(context);
  const requested = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const list = await loadProductPage(getApp(context), languageOf(params), page);
  const ckVal = "ckVal" in params ? params.ckVal : undefined;
  return {
    title: ckVal ? t("products.filteredTitle", { value: ckVal }) : t("products.title"),
    list,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(matches, loaderData?.title);

export default function ProductOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { list, pages } = loaderData;
  return (
    <PageFrame title={loaderData.title} intro={t("products.count", { count: list.total })}>
      {list.items.length === 0 ? (
        <p>{t("products.empty")}</p>
      ) : (
        <ul className={css.grid}>
          {list.items.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className={css.pagination} aria-label={t("common.pageOf", { page: list.page, pages })}>
          {list.page > 1 ? <Link to={`?page=${list.page - 1}`}>{t("common.previousPage")}</Link> : null}
          <span>{t("common.pageOf", { page: list.page, pages })}</span>
          {list.page < pages ? <Link to={`?page=${list.page + 1}`}>{t("common.nextPage")}</Link> : null}
        </nav>
      ) : null}
    </PageFrame>
  );
}
