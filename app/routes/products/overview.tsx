import { PRODUCT_SORTS } from "@commerce/contract/constants";
import { decimalIntegerOf } from "@commerce/contract/fields";
import { shownBundlePrice } from "@commerce/rules/bundles";
import { customerPriceBasis } from "@commerce/rules/price-basis";
import type { ProductList } from "@commerce/contract/products";
import { useEffect } from "react";
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/overview";
import { PageFrame } from "~/components/layout/PageFrame";
import { BundleCard } from "~/components/products/BundleCard";
import { ProductCard } from "~/components/products/ProductCard";
import * as css from "~/components/products/products.css";
import {
  canonicalScope,
  cleanFilters,
  decodeFilters,
  encodeFilters,
  FILTER_FIELDS,
  type FilterScope,
  LISTED_KINDS,
  type ProductFilters,
} from "~/domain/product-filters";
import { LISTING_QUERY_MAX_LENGTH, listingCards, listingCount, listingFocus, listingQuery } from "~/domain/listing";
import { eurosText } from "~/domain/money";
import { useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { overviewSeo } from "~/chrome/seo/pages.server";
import { loadProductPage, PAGE_SIZE } from "~/server/catalogue.server";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { useStickyWheel } from "~/chrome/wheel/later";

const SORTS = new Set<string>(PRODUCT_SORTS);

/**
 * products and products/{ckKey}/{ckVal}: the product overview. Search (q), filters (one `filters`
 * parameter), sort and page are plain GET parameters, so all of it works without JavaScript.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const url = new URL(request.url);
  const search = url.searchParams;
  const pathname = url.pathname.replace(/\.data$/, "");
  // A filter form posts separate fields: fold them into the one `filters` parameter (303 → clean url).
  if (FILTER_FIELDS.some((field) => search.has(field))) {
    const filters = cleanFilters(Object.fromEntries(FILTER_FIELDS.map((f) => [f, search.get(f) ?? undefined])));
    const next = new URLSearchParams();
    const q = listingQuery(search.get("q"));
    if (q) next.set("q", q);
    const encoded = encodeFilters(filters);
    if (encoded) next.set("filters", encoded);
    const sort = search.get("sort");
    if (sort && SORTS.has(sort) && sort !== "relevance") next.set("sort", sort);
    throw redirect(`${pathname}${next.size ? `?${next}` : ""}`, 303);
  }
  const t = serverT(context);
  // Decimal digits only ("0x2" is no page number): anything else is the first page.
  const requested = decimalIntegerOf(search.get("page")) ?? 1;
  const page = requested >= 1 && requested <= 10_000 ? requested : 1;
  const q = listingQuery(search.get("q"));
  const sortParam = search.get("sort") ?? "";
  const sort = SORTS.has(sortParam) ? sortParam : undefined;
  const filters = decodeFilters(search.get("filters"));
  // products/{ckKey}/{ckVal}: only a key and value the shop knows make a page (the core API says 404
  // otherwise); the same in another case is that page, under its one lower-case address.
  const ckKey = "ckKey" in params ? params.ckKey : undefined;
  const ckVal = "ckVal" in params ? params.ckVal : undefined;
  let scope: FilterScope | undefined;
  if (ckKey !== undefined || ckVal !== undefined) scope = canonicalScope(ckKey ?? "", ckVal ?? "") ?? notFound();
  const list = (await loadProductPage(getApp(context), language, { page, q, sort, ckKey: scope?.key, ckVal: scope?.value, filters })) ?? notFound();
  if (scope && (scope.key !== ckKey || scope.value !== ckVal)) {
    throw redirect(`/${language}/products/${scope.key}/${scope.value}${url.search}`, 301);
  }
  const title = q
    ? t("products.searchTitle", { query: q })
    : scope
      ? t("products.filteredTitle", { value: facetLabel(list.facets, scope) })
      : t("products.title");
  // The listing's description for search engines (a search result is not indexed, but has one too).
  const store = getApp(context).tenant.tenantName;
  const description = scope ? t("products.filteredDescription", { value: facetLabel(list.facets, scope), store }) : t("products.description", { store });
  // Bundle cards are priced here: the page's JavaScript only shows the amounts.
  const basis = customerPriceBasis(getApp(context).customer);
  const bundles = list.bundles.map((bundle) => ({ ...bundle, shownPrice: shownBundlePrice(bundle, basis) }));
  const seo = overviewSeo(getApp(context), request, language, {
    t,
    title,
    description,
    cards: listingCards(list.items, list.bundles),
    firstPosition: (page - 1) * PAGE_SIZE + 1,
    scope: scope ? { ...scope, label: facetLabel(list.facets, scope) } : null,
  });
  return {
    title,
    description,
    seo,
    list: { ...list, bundles },
    q: q ?? "",
    sort: sort ?? "relevance",
    filters,
    pages: Math.max(1, Math.ceil(list.total / PAGE_SIZE)),
    // 'Continue shopping' (focus=true): the search field open and focused, without JavaScript too (autofocus).
    focus: listingFocus(search),
  };
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** A readable name for products/{ckKey}/{ckVal}: the category's or tag's own name when there is one. */
function facetLabel(facets: ProductList["facets"], scope: FilterScope) {
  const list = scope.key === "category" ? facets.categories : scope.key === "tag" ? facets.tags : [];
  return list.find((f) => f.value === scope.value)?.label ?? scope.value;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title, loaderData?.description, loaderData?.seo),
  // Filtered and searched listings are not separate pages for search engines.
  ...(loaderData && (loaderData.q || Object.keys(loaderData.filters).length > 0) ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export default function ProductOverview({ loaderData }: Route.ComponentProps) {
  // The shop's sticky wheel of fortune, on the browsing pages (ADR 0061).
  useStickyWheel();
  const t = useT();
  const { list, pages, filters } = loaderData;
  // Bundle cards sit among the product cards, where the core API placed them (issue 10).
  const cards = listingCards(list.items, list.bundles);
  return (
    <PageFrame title={loaderData.title} intro={<ListingCount total={list.total} bundleTotal={list.bundleTotal} />}>
      <div className={css.overview}>
        <Filters loaderData={loaderData} />
        <div>
          {cards.length === 0 ? (
            <p>{t("products.empty")}</p>
          ) : (
            <ul className={css.grid}>
              {cards.map((card, index) =>
                card.kind === "product" ? (
                  <li key={`product-${card.product.id}`}>
                    <ProductCard product={card.product} eager={index < 4} />
                  </li>
                ) : (
                  <li key={`bundle-${card.bundle.id}`}>
                    <BundleCard bundle={card.bundle} eager={index < 4} />
                  </li>
                ),
              )}
            </ul>
          )}
          {pages > 1 ? <Pagination page={list.page} pages={pages} filters={filters} q={loaderData.q} sort={loaderData.sort} /> : null}
        </div>
      </div>
    </PageFrame>
  );
}

/** "38 producten", "38 producten en 4 bundels" or "4 bundels". */
function ListingCount({ total, bundleTotal }: { total: number; bundleTotal: number }) {
  const t = useT();
  const { products, bundles } = listingCount(total, bundleTotal);
  if (bundles === 0) return <>{t("products.count", { count: products })}</>;
  const bundleText = t("bundle.count", { count: bundles });
  if (products === 0) return <>{bundleText}</>;
  return <>{t("bundle.productsAndBundles", { products: t("products.count", { count: products }), bundles: bundleText })}</>;
}

function pageHref(page: number, q: string, sort: string, filters: ProductFilters) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  const encoded = encodeFilters(filters);
  if (encoded) params.set("filters", encoded);
  if (sort !== "relevance") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return `?${params}`;
}

function Pagination({ page, pages, q, sort, filters }: { page: number; pages: number; q: string; sort: string; filters: ProductFilters }) {
  const t = useT();
  return (
    <nav className={css.pagination} aria-label={t("common.pageOf", { page, pages })}>
      {page > 1 ? <Link to={pageHref(page - 1, q, sort, filters)}>{t("common.previousPage")}</Link> : null}
      <span>{t("common.pageOf", { page, pages })}</span>
      {page < pages ? <Link to={pageHref(page + 1, q, sort, filters)}>{t("common.nextPage")}</Link> : null}
    </nav>
  );
}

/** The filter form: a GET form (works without JavaScript); the loader folds it into `filters`. */
function Filters({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { facets } = loaderData.list;
  const { filters } = loaderData;
  const active = Object.keys(filters).length + (loaderData.q ? 1 : 0);
  // After a client navigation the field takes the focus here too: the header's drawer, whose link led
  // here, moves the focus to the page's content in its own effect, which runs before this one.
  useEffect(() => {
    if (loaderData.focus) document.getElementById("filter-q")?.focus();
  }, [loaderData.focus]);
  // Keyed by the query: after a client navigation (clear, back) the controls show the url's filters.
  // On a phone the controls fold away behind "Filters", so the products come first and no floating
  // widget lies over a field; from the desktop width on they always show (products.css.ts).
  return (
    <Form key={search} method="get" action={pathname} aria-label={t("products.filters")}>
      <details className={css.filterPanel} open={loaderData.focus || undefined}>
        <summary className={css.filterToggle}>{active > 0 ? t("products.filtersActive", { active }) : t("products.filters")}</summary>
        <div className={css.filters}>
          <label className={css.field} htmlFor="filter-q">
            {t("products.search")}
          </label>
          <input
            id="filter-q"
            type="search"
            name="q"
            defaultValue={loaderData.q}
            maxLength={LISTING_QUERY_MAX_LENGTH}
            className={css.input}
            // biome-ignore lint/a11y/noAutofocus: the shopper asked for it ('continue shopping', focus=true, chrome §2).
            autoFocus={loaderData.focus}
          />
          <label className={css.field} htmlFor="filter-sort">
            {t("products.sort")}
          </label>
          <select id="filter-sort" name="sort" defaultValue={loaderData.sort} className={css.input}>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`products.sorts.${sort}`)}
              </option>
            ))}
          </select>
          <div className={css.field}>
            <label htmlFor="filter-kind">{t("bundle.filter.label")}</label>
            <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ""} className={css.input}>
              <option value="">{t("bundle.filter.all")}</option>
              {LISTED_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`bundle.filter.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <FacetSelect name="category" label={t("products.category")} value={filters.category} options={facets.categories} />
          <FacetSelect name="tag" label={t("products.tag")} value={filters.tag} options={facets.tags} />
          <FacetSelect name="size" label={t("products.size")} value={filters.size} options={facets.sizes} />
          <FacetSelect name="colour" label={t("products.colour")} value={filters.colour} options={facets.colours} />
          <fieldset className={css.priceRange}>
            <legend>{t("products.price")}</legend>
            <div className={css.field}>
              <label htmlFor="filter-price-min">{t("products.priceMin")}</label>
              <input
                id="filter-price-min"
                type="number"
                name="priceMin"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={filters.priceMin === undefined ? undefined : eurosText(filters.priceMin)}
                className={css.input}
              />
            </div>
            <div className={css.field}>
              <label htmlFor="filter-price-max">{t("products.priceMax")}</label>
              <input
                id="filter-price-max"
                type="number"
                name="priceMax"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={filters.priceMax === undefined ? undefined : eurosText(filters.priceMax)}
                className={css.input}
              />
            </div>
          </fieldset>
          <div className={css.filterActions}>
            <button type="submit" className={css.applyFilters}>
              {t("products.applyFilters")}
            </button>
            <Link to={pathname}>{t("products.clearFilters")}</Link>
          </div>
        </div>
      </details>
    </Form>
  );
}

function FacetSelect(props: { name: string; label: string; value: string | undefined; options: readonly { value: string; label: string; count: number }[] }) {
  const t = useT();
  if (props.options.length === 0 && !props.value) return null;
  return (
    <div className={css.field}>
      <label htmlFor={`filter-${props.name}`}>{props.label}</label>
      <select id={`filter-${props.name}`} name={props.name} defaultValue={props.value ?? ""} className={css.input}>
        <option value="">{t("products.all")}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label} ({option.count})
          </option>
        ))}
      </select>
    </div>
  );
}
