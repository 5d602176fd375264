import type { SearchHit } from "@commerce/contract/search";
import type { PriceBasis } from "@commerce/rules/price-basis";
import { shownPrice } from "@commerce/rules/vat";
import * as css from "~/components/products/products.css";
import * as own from "./recommendations.css";
import type { Language } from "~/domain/languages";
import { formatPrice } from "~/domain/money";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";

/**
 * The product page's 'You may also like' row: the hosted search's recommendations for the product
 * (chrome spec §7), as plain links (image, name, price in the shopper's price basis). Rendered on the
 * server to finished HTML (recommendations.server.tsx): the product page's JavaScript carries none of it.
 */
export function Recommendations({ t, language, basis, hits }: { t: TFunction; language: Language; basis: PriceBasis; hits: readonly SearchHit[] }) {
  return (
    <section aria-labelledby="related-title" data-recommendations="">
      <h2 id="related-title" className={own.relatedTitle}>
        {t("product.related")}
      </h2>
      <ul className={own.relatedGrid}>
        {hits.map((hit) => (
          <li key={hit.slug}>
            <a className={css.card} href={href("/:lang/products/:slug", { lang: language, slug: hit.slug })}>
              {hit.image ? (
                <img className={css.image} src={hit.image} alt="" width={400} height={400} loading="lazy" />
              ) : (
                <span className={css.image} aria-hidden="true" />
              )}
              <span className={css.name}>{hit.name}</span>
              <span className={css.price}>{formatPrice(shownPrice(hit.priceCents, hit.vatPercentage, basis), language)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
