import { decimalIntegerOf } from "@commerce/contract/fields";
import { data, Link } from "react-router";
import type { Route } from "./+types/detail";
import { loadRecommendations, recommendationsMarkup } from "~/chrome/search/recommendations.server";
import "~/chrome/search/recommendations.css";
import { CartForm } from "~/components/cart/CartForm";
import * as cartCss from "~/components/cart/cart.css";
import { Price, usePriceBasis } from "~/components/products/Price";
import { ProductBundles } from "~/components/products/ProductBundles";
import { StarRating } from "~/components/products/StarRating";
import { WishlistToggle } from "~/components/products/WishlistToggle";
import * as css from "~/components/products/products.css";
import { formatPrice } from "~/domain/money";
import { shownBundlePrice } from "@commerce/rules/bundles";
import { customerPriceBasis } from "@commerce/rules/price-basis";
import { shownPrice } from "@commerce/rules/vat";
import { seoDescription } from "~/domain/seo";
import { productSeo } from "~/chrome/seo/pages.server";
import { loadShopFrame } from "~/server/shop.server";
import { textFromUrl } from "~/domain/url-text";
import { variantChoice } from "~/domain/variants";
import { variantPricePerKg } from "@commerce/rules/price-per-kg";
import { useLanguage, useT } from "~/i18n";
import { FormMessage } from "~/components/FormMessage";
import { pageMeta } from "~/seo";
import { loadProduct, loadProductBundles } from "~/server/catalogue.server";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { pictureWidths } from "~/domain/picture-sizes";

/** products/{slug}: gallery, price, VAT note, colour and size as real form controls, add to cart. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  // The bundles that hold the product ("shop the look") load beside the product itself.
  // …and, for a shop on the hosted search, its recommendations (chrome §7; none on the own index).
  const [product, bundles, related, frame] = await Promise.all([
    loadProduct(app, language, params.slug),
    loadProductBundles(app, language, params.slug),
    loadRecommendations(app, language, params.slug),
    // The root loader reads the same frame (the shop's currency): one load.
    loadShopFrame(app, language),
  ]);
  if (!product) throw data(null, { status: 404 });
  // The colour to show first (a #rrggbb of the product's own colours; anything else is ignored).
  const colour = textFromUrl(new URL(request.url).searchParams.get("colour"), 7) ?? null;
  // The size to show and buy (?variant=ID, decimal digits only); an unknown or other product's id shows the default.
  const variantId = decimalIntegerOf(new URL(request.url).searchParams.get("variant"));
  const description = product.description ? seoDescription(product.description) : null;
  const basis = customerPriceBasis(app.customer);
  const choice = variantChoice(product.variants, colour, variantId);
  return {
    product,
    // Priced here: the page's JavaScript only shows the amounts.
    bundles: bundles.map((bundle) => ({ ...bundle, shownPrice: shownBundlePrice(bundle, basis) })),
    choice,
    // Worked out here, so the page's JavaScript carries no rule for it (the product page's budget is full).
    perKg: choice.selected ? variantPricePerKg(choice.selected, product) : product.pricePerUnit,
    description,
    seo: productSeo(app, request, language, product, { description, currency: frame.configuration.store.currency, t: serverT(context) }),
    // Finished HTML: the product page's JavaScript carries none of the row.
    recommendations: recommendationsMarkup({ t: serverT(context), language, basis, hits: related }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? pageMeta(matches, loaderData.product.name, loaderData.description, loaderData.seo) : [];

export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const basis = usePriceBasis();
  const { product } = loaderData;
  const { colours, colour, sizes, selected } = loaderData.choice;
  const gallery = [
    ...product.medias.filter((m) => m.colourHex && m.colourHex === colour?.hex),
    ...product.medias.filter((m) => !m.colourHex || m.colourHex !== colour?.hex),
  ];
  const soldOut = !selected || selected.state === "soldOut";
  // The price, price per kg and stock shown are the selected variant's: the one the form adds.
  const price = selected ?? { unitPrice: product.unitPrice, discountPrice: product.discountPrice };
  const { perKg } = loaderData;
  const colourQuery = colour?.hex ? `colour=${encodeURIComponent(colour.hex)}&` : "";
  return (
    <article className={css.detail}>
      <section aria-label={t("product.gallery", { name: product.name })}>
        <ul className={css.gallery}>
          {gallery.map((media, index) => (
            <li key={media.url}>
              <img
                className={css.image}
                src={media.url}
                {...pictureWidths(media.url, "gallery")}
                alt={media.alt ?? t("product.image", { index: index + 1, name: product.name })}
                width={800}
                height={800}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : undefined}
              />
            </li>
          ))}
        </ul>
      </section>
      <div>
        {product.brand ? <p className={css.brand}>{product.brand}</p> : null}
        <div className={css.titleRow}>
          <h1>{product.name}</h1>
          <WishlistToggle productId={product.id} name={product.name} inline />
        </div>
        <StarRating value={product.avgReviewRating} size={2} />
        <div data-testid="product-price">
          <Price unitPrice={price.unitPrice} discountPrice={price.discountPrice} vatPct={product.vatPercentage} />
          {perKg !== null ? (
            <p className={css.note}>{t("product.pricePerKg", { price: formatPrice(shownPrice(perKg, product.vatPercentage, basis), language) })}</p>
          ) : null}
        </div>
        <p className={css.note}>{t(basis === "ex" ? "product.vatExcluded" : "product.vatIncluded", { vat: product.vatPercentage })}</p>

        {colours.length > 1 ? (
          <nav aria-label={t("product.chooseColour")}>
            <p className={css.label}>
              {t("product.chooseColour")}: <strong>{colour?.name}</strong>
            </p>
            <ul className={css.swatches}>
              {colours.map((choice) => (
                <li key={choice.hex ?? choice.name}>
                  <Link
                    to={`?colour=${encodeURIComponent(choice.hex ?? "")}`}
                    replace
                    preventScrollReset
                    className={css.swatch}
                    aria-current={choice.hex === colour?.hex && choice.name === colour?.name ? "true" : undefined}
                    aria-label={choice.soldOut ? `${choice.name} (${t("product.soldOut")})` : (choice.name ?? "")}
                    data-colour={choice.hex ?? undefined}
                  >
                    {/* An SVG fill, not a style attribute: the CSP allows no inline styles. */}
                    <svg className={css.swatchColour} viewBox="0 0 10 10" aria-hidden focusable={false}>
                      <circle cx="5" cy="5" r="5" fill={choice.hex ?? "#cccccc"} />
                    </svg>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {sizes.length > 0 ? (
          <nav aria-label={t("product.chooseSize")}>
            <p className={css.label}>{t("product.chooseSize")}</p>
            {/* Links, not radios: without JavaScript a choice reloads the page with its price; with it the router swaps it in place. */}
            <ul className={css.sizes}>
              {sizes.map((variant) => {
                const label = variant.size ?? variant.colour ?? variant.sku;
                return (
                  <li key={variant.id}>
                    {variant.state === "soldOut" ? (
                      <span className={css.sizeOption} aria-disabled="true">
                        {t("product.sizeUnavailable", { size: label })}
                      </span>
                    ) : (
                      <Link
                        to={`?${colourQuery}variant=${variant.id}`}
                        replace
                        preventScrollReset
                        className={css.sizeOption}
                        aria-current={variant.id === selected?.id ? "true" : undefined}
                      >
                        {label}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}

        <CartForm intent="add" fields={{ quantity: 1, variantId: selected?.id ?? 0 }} className={css.buyForm}>
          {({ answer }) => (
            <>
              {soldOut ? (
                <p className={css.soldOut}>{t("product.soldOut")}</p>
              ) : selected?.state === "low" ? (
                <p className={css.note}>{t("product.lowStock", { count: selected.stock })}</p>
              ) : null}
              <button type="submit" className={cartCss.primaryButton} disabled={soldOut}>
                {t("product.addToCart")}
              </button>
              <FormMessage answer={answer} className={css.note} errorClassName={cartCss.error} />
            </>
          )}
        </CartForm>

        <ProductBundles bundles={loaderData.bundles} />

        {product.description ? (
          <section>
            <h2 className={css.label}>{t("product.description")}</h2>
            <p>{product.description}</p>
          </section>
        ) : null}
      </div>
      {loaderData.recommendations ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the row as the loader rendered it (React on the server: every text escaped).
        <div dangerouslySetInnerHTML={{ __html: loaderData.recommendations }} />
      ) : null}
    </article>
  );
}
