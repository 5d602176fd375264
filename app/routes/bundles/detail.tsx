import { data } from "react-router";
import type { Route } from "./+types/detail";
import { CartForm } from "~/components/cart/CartForm";
import * as cartCss from "~/components/cart/cart.css";
import { PageFrame } from "~/components/layout/PageFrame";
import * as css from "~/components/products/products.css";
import { BundlePrice } from "~/components/products/BundlePrice";
import { usePriceBasis } from "~/components/products/Price";
import { bundlePriceItems, shownBundlePrice } from "@commerce/rules/bundles";
import { customerPriceBasis } from "@commerce/rules/price-basis";
import { compareSizes } from "~/domain/variants";
import { useT } from "~/i18n";
import { FormMessage } from "~/components/FormMessage";
import { pageMeta } from "~/seo";
import { bundleSeo } from "~/chrome/seo/pages.server";
import { loadShopFrame } from "~/server/shop.server";
import { loadBundle } from "~/server/catalogue.server";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";

/** bundles/{slug}: the bundle's outfit, price and products, each with its variant choice; add the whole bundle. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  // The root loader reads the same frame (the shop's currency): one load.
  const [result, frame] = await Promise.all([loadBundle(app, language, params.slug), loadShopFrame(app, language)]);
  if (result === null) throw data(null, { status: 404 });
  const fallbackName = serverT(context)("bundle.defaultName");
  if (result === "failed") return { bundle: null, price: null, fallbackName };
  const { bundle } = result;
  const pricing = { fixedTotalPrice: bundle.fixedTotalPrice, customFields: bundle.customFields, items: bundlePriceItems(bundle.items) };
  // Priced here: the page's JavaScript only shows the amounts (no bundle price rules in the browser).
  const seo = bundleSeo(app, request, language, bundle, { t: serverT(context), currency: frame.configuration.store.currency, pricing });
  return { bundle, price: shownBundlePrice(pricing, customerPriceBasis(app.customer)), fallbackName, seo };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, loaderData?.bundle?.name ?? loaderData?.fallbackName, loaderData?.bundle?.description, loaderData?.seo);

export default function BundleDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const basis = usePriceBasis();
  const { bundle } = loaderData;
  if (!bundle) return <PageFrame title={loaderData.fallbackName} />;
  return (
    <article className={css.detail}>
      {bundle.presentationOutfit.mainMediaUrl ? (
        <img className={css.image} src={bundle.presentationOutfit.mainMediaUrl} alt="" width={800} height={800} />
      ) : (
        <span />
      )}
      <div>
        <h1>{bundle.name}</h1>
        <BundlePrice price={loaderData.price} />
        <p className={css.note}>{t(basis === "ex" ? "products.exclVat" : "products.inclVat")}</p>
        {bundle.description ? <p>{bundle.description}</p> : null}
        <CartForm intent="bundle-add" fields={{ bundleId: bundle.id }} inputs={["variantIds"]} className={css.buyForm}>
          {({ answer }) => (
            <>
              <h2 className={css.label}>{t("bundle.items")}</h2>
              {bundle.items.map((item, index) => {
                const variants = [...item.product.variants].sort(
                  (a, b) => (a.colour ?? "").localeCompare(b.colour ?? "") || compareSizes(a.size ?? "", b.size ?? ""),
                );
                const first = variants.find((v) => v.stock >= item.unitsPerSet);
                const id = `bundle-item-${index}`;
                return (
                  <div key={item.product.id} className={css.field}>
                    <label htmlFor={id}>
                      {item.product.name}
                      {item.unitsPerSet > 1 ? ` · ${t("bundle.unitsPerSet", { count: item.unitsPerSet })}` : null}
                    </label>
                    {/* One select per item, in the bundle's order: the repeated field variantIds. */}
                    <select id={id} name="variantIds" required defaultValue={first?.id} className={css.input}>
                      {variants.map((variant) => {
                        const label = [variant.colour, variant.size].filter(Boolean).join(" · ") || variant.sku;
                        const soldOut = variant.stock < item.unitsPerSet;
                        return (
                          <option key={variant.id} value={variant.id} disabled={soldOut}>
                            {soldOut ? t("product.sizeUnavailable", { size: label }) : label}
                          </option>
                        );
                      })}
                    </select>
                  </div>
                );
              })}
              <button type="submit" className={cartCss.primaryButton}>
                {t("bundle.addBundle")}
              </button>
              <FormMessage answer={answer} className={css.note} errorClassName={cartCss.error} />
            </>
          )}
        </CartForm>
      </div>
    </article>
  );
}
