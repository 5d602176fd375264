import type { BundleCard } from "@commerce/contract/products";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n";
import { BundlePrice, type Priced } from "./BundlePrice";
import * as css from "./products.css";
import { href } from "~/domain/paths";

/** "Shop de look" on a product page: each bundle that holds the product, linked (issue 10). */
export function ProductBundles({ bundles }: { bundles: readonly Priced<BundleCard>[] }) {
  const t = useT();
  const language = useLanguage();
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="product-bundles">
      <h2 id="product-bundles" className={css.label}>
        {t("bundle.shopTheLook")}
      </h2>
      <ul className={css.bundleLinks}>
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <Link className={css.bundleLink} to={href("/:lang/bundles/:slug", { lang: language, slug: bundle.slug })}>
              {bundle.mainMediaUrl ? <img className={css.bundleThumb} src={bundle.mainMediaUrl} alt="" width={72} height={72} loading="lazy" /> : <span />}
              <div className={css.bundleLinkText}>
                <span>{t("bundle.partOf", { name: bundle.name })}</span>
                <BundlePrice price={bundle.shownPrice} className={css.bundleLinkPrice} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
