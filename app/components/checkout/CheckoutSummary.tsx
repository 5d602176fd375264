import type { Cart, CartLine } from "@commerce/contract/cart";
import { Link, useNavigation } from "react-router";
import { href } from "~/domain/paths";
import * as cartCss from "~/components/cart/cart.css";
import { TotalsRows } from "~/components/cart/TotalsRows";
import { lineProductSlug } from "@commerce/rules/cart-lines";
import { summaryItems } from "~/domain/checkout-summary";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import * as css from "./checkout.css";

/**
 * The cart beside every step (sticky on large screens): the price basis, bundles under their header
 * and single lines, then discount, shipping when not zero, and the totals the price basis asks for.
 * The prices are the server's, recalculated on entering each step; a spinner shows meanwhile.
 */
export function CheckoutSummary({ cart }: { cart: Cart | null }) {
  const t = useT();
  const language = useLanguage();
  const navigation = useNavigation();
  const recalculating = navigation.state === "loading" && navigation.location.pathname.includes("/checkout/");
  const empty = !cart || cart.transactionLines.length === 0;
  return (
    <aside className={css.summary} aria-labelledby="checkout-summary-title" aria-busy={recalculating || undefined}>
      <h2 id="checkout-summary-title" className={css.summaryTitle}>
        {t("checkout.summary.title")}
      </h2>
      {recalculating ? (
        <p className={css.spinner} role="status">
          {t("checkout.recalculating")}
        </p>
      ) : null}
      {empty ? (
        <p className={cartCss.note}>{t("checkout.summary.empty")}</p>
      ) : (
        <div className={[cartCss.contents, recalculating ? css.summaryBusy : ""].join(" ")}>
          <p className={cartCss.note}>{t(cart.priceBasis === "ex" ? "miniCart.pricesShownExcl" : "miniCart.pricesShownIncl")}</p>
          <ul className={cartCss.lines}>
            {summaryItems(cart.transactionLines, cart.bundles).map((item) =>
              item.kind === "line" ? (
                <SummaryLine key={item.line.id} line={item.line} />
              ) : (
                <li key={item.bundle.bundleGroupKey} className={cartCss.bundle}>
                  <div className={cartCss.bundleHeader}>
                    {item.bundle.imageUrl ? <img className={cartCss.image} src={item.bundle.imageUrl} alt="" width={72} height={72} /> : null}
                    <div>
                      <Link className={cartCss.name} to={href("/:lang/bundles/:slug", { lang: language, slug: item.bundle.slug })}>
                        {item.bundle.name}
                      </Link>
                      <p className={cartCss.meta}>
                        {t("miniCart.bundleTimes", { quantity: item.bundle.quantity })}
                        {item.bundle.shownSavingsCents > 0
                          ? ` ${t("miniCart.bundleSavings", { amount: formatPrice(item.bundle.shownSavingsCents, language) })}`
                          : null}
                      </p>
                    </div>
                  </div>
                  <ul className={cartCss.lines}>
                    {item.lines.map((line) => (
                      <SummaryLine key={line.id} line={line} />
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
          <TotalsRows rows={cart.summary.rows} bundleSavingsCents={cart.summary.bundleSavingsCents} hideFreeShipping />
        </div>
      )}
    </aside>
  );
}

/** One line: a click opens the product. */
function SummaryLine({ line }: { line: CartLine }) {
  const language = useLanguage();
  const t = useT();
  const slug = lineProductSlug({ slug: line.slug, name: line.name, variantId: line.productVariantId });
  const details = [line.size, line.colour].filter(Boolean).join(" · ");
  return (
    <li className={cartCss.line}>
      {line.mainMediaUrl ? <img className={cartCss.image} src={line.mainMediaUrl} alt="" width={72} height={72} loading="lazy" /> : <span />}
      <div>
        <Link className={cartCss.name} to={href("/:lang/products/:slug", { lang: language, slug })}>
          {line.name}
        </Link>
        {details ? <p className={cartCss.meta}>{details}</p> : null}
        <p className={cartCss.meta}>
          {t("cart.quantity")}: {line.quantity}
        </p>
      </div>
      <p className={cartCss.price}>{formatPrice(line.shown.totalCents, language)}</p>
    </li>
  );
}
