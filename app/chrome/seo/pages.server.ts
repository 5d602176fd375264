import type { ProductCard, ProductDetail } from "@commerce/contract/products";
import { bundlePrice, type BundlePricing } from "@commerce/rules/bundles";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import type { AppContext } from "~/server/context";
import { absoluteOrigin } from "~/server/tenant.server";
import { pageSeo } from "./load.server";
import { breadcrumbJsonLd, bundleJsonLd, type Crumb, itemListJsonLd, productJsonLd } from "./rules/structured-data";

// The catalogue pages' Open Graph and structured data (ADR 0062), built in their loaders: the product
// (Product with an offer per variant, BreadcrumbList), the bundle (Product, BreadcrumbList) and the
// overview (ItemList of its cards, BreadcrumbList). Urls on the shop's primary domain.

type SeoInput = { t: TFunction };

/** Home › Products: the trail every catalogue page starts with. */
function catalogueTrail(origin: string, language: Language, t: TFunction): Crumb[] {
  return [
    { name: t("home.title"), url: `${origin}/${language}/home` },
    { name: t("products.title"), url: `${origin}/${language}/products` },
  ];
}

/** products/{slug}: og:type product with its picture; Product with offers; Home › Products › its first category › the product. */
export function productSeo(
  app: AppContext,
  request: Request,
  language: Language,
  product: ProductDetail,
  input: SeoInput & { description: string | null; currency: string },
) {
  const origin = absoluteOrigin(app, request);
  const url = `${origin}/${language}/products/${product.slug}`;
  const category = product.categories[0];
  const trail = [
    ...catalogueTrail(origin, language, input.t),
    ...(category ? [{ name: category.name, url: `${origin}/${language}/products/category/${category.slug}` }] : []),
    { name: product.name, url },
  ];
  const og = { title: product.name, description: input.description, image: product.mainMediaUrl ?? product.medias[0]?.url, type: "product" };
  return pageSeo(app, request, language, og, [
    productJsonLd(product, { origin, url, currency: input.currency, description: input.description }),
    breadcrumbJsonLd(trail),
  ]);
}

/** What a bundle page knows of its bundle (BundleDetail's bundle). */
type BundleForPage = {
  slug: string;
  name: string;
  description: string | null;
  presentationOutfit: { mainMediaUrl: string | null };
  items: readonly { unitsPerSet: number; product: { variants: readonly { stock: number }[] } }[];
};

/**
 * bundles/{slug}: og:type product with its outfit; Product with the bundle's price incl. VAT (a range as
 * an AggregateOffer), in stock when every item has a variant with stock for a whole set; Home › Products › the bundle.
 */
export function bundleSeo(
  app: AppContext,
  request: Request,
  language: Language,
  bundle: BundleForPage,
  input: SeoInput & { currency: string; pricing: BundlePricing },
) {
  const origin = absoluteOrigin(app, request);
  const url = `${origin}/${language}/bundles/${bundle.slug}`;
  const price = bundlePrice(input.pricing);
  const from = price === null ? null : price.kind === "range" ? price.low : price.kind === "discount" ? price.now : price.price;
  const inStock = bundle.items.every((item) => item.product.variants.some((v) => v.stock >= item.unitsPerSet));
  const og = { title: bundle.name, description: bundle.description, image: bundle.presentationOutfit.mainMediaUrl, type: "product" };
  const jsonLd = [breadcrumbJsonLd([...catalogueTrail(origin, language, input.t), { name: bundle.name, url }])];
  if (from !== null) {
    const to = price?.kind === "range" ? price.high : null;
    const forSeo = { name: bundle.name, description: bundle.description, imageUrl: bundle.presentationOutfit.mainMediaUrl, price: { from, to }, inStock };
    jsonLd.unshift(bundleJsonLd(forSeo, { origin, url, currency: input.currency }));
  }
  return pageSeo(app, request, language, og, jsonLd);
}

/**
 * The overview (products, products/{ckKey}/{ckVal}): an ItemList of the cards on this page, in the
 * order shown (positions go on from page to page); Home › Products (› the filtered value).
 */
export function overviewSeo(
  app: AppContext,
  request: Request,
  language: Language,
  input: SeoInput & {
    title: string;
    description: string | null;
    cards: readonly ({ kind: "product"; product: ProductCard } | { kind: "bundle"; bundle: { slug: string; name: string } })[];
    firstPosition: number;
    scope: { key: string; value: string; label: string } | null;
  },
) {
  const origin = absoluteOrigin(app, request);
  const trail = catalogueTrail(origin, language, input.t);
  if (input.scope) trail.push({ name: input.scope.label, url: `${origin}/${language}/products/${input.scope.key}/${input.scope.value}` });
  const items = input.cards.map((card) =>
    card.kind === "product"
      ? { name: card.product.name, url: `${origin}/${language}/products/${card.product.slug}` }
      : { name: card.bundle.name, url: `${origin}/${language}/bundles/${card.bundle.slug}` },
  );
  const image = input.cards.flatMap((card) => (card.kind === "product" && card.product.mainMediaUrl ? [card.product.mainMediaUrl] : []))[0];
  return pageSeo(app, request, language, { title: input.title, description: input.description, image }, [
    itemListJsonLd(items, input.firstPosition),
    breadcrumbJsonLd(trail),
  ]);
}
