import type { BundleCard as Card } from "@commerce/contract/products";
import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n";
import { BundlePrice, type Priced } from "./BundlePrice";
import * as css from "./products.css";
import { href } from "~/domain/paths";
import { pictureWidths } from "~/domain/picture-sizes";

/**
 * A bundle among the product cards (issue 10): the same shape as a product card — image, name, price —
 * marked as a set by its 'Bundel' badge and frame; it opens the bundle's page.
 */
export function BundleCard({ bundle, eager = false }: { bundle: Priced<Card>; eager?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <article className={css.cardWrap}>
      <Link className={css.bundleCard} to={href("/:lang/bundles/:slug", { lang: language, slug: bundle.slug })}>
        {bundle.mainMediaUrl ? (
          <img
            className={css.image}
            src={bundle.mainMediaUrl}
            {...pictureWidths(bundle.mainMediaUrl, "card")}
            alt=""
            width={400}
            height={400}
            loading={eager ? "eager" : "lazy"}
          />
        ) : (
          // No picture yet: the card keeps its square, so its name never slides under the badge or the heart.
          <span className={css.image} aria-hidden="true" />
        )}
        <span className={css.bundleBadge} aria-hidden="true">
          {t("bundle.title")}
        </span>
        <h2 className={css.name}>
          <span className="sr-only">{t("bundle.title")}: </span>
          {bundle.name}
        </h2>
        <BundlePrice price={bundle.shownPrice} />
      </Link>
    </article>
  );
}
