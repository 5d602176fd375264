import type { Cart, CartLine } from "@commerce/contract/cart";
import { Link } from "react-router";
import { lineProductSlug, canDecrease } from "@commerce/rules/cart-lines";
import { formatPrice } from "~/domain/money";
import { shownPrice } from "@commerce/rules/vat";
import { useLanguage, useT } from "~/i18n";
import { CartForm } from "./CartForm";
import { CartExtras } from "./CartExtras";
import { CouponForm } from "./CouponForm";
import { TotalsRows } from "./TotalsRows";
import * as css from "./cart.css";
import { href } from "~/domain/paths";

/** The cart as the shopping bag and the mini cart show it: lines, bundles, coupon, shipping, totals. */
export function CartContents({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const single = cart.transactionLines.filter((line) => !line.metadata.bundleGroupKey);
  return (
    <div className={css.contents}>
      <p className={css.note}>{t(cart.priceBasis === "ex" ? "miniCart.pricesShownExcl" : "miniCart.pricesShownIncl")}</p>
      {cart.bundles.map((bundle) => {
        const lines = cart.transactionLines.filter((line) => line.metadata.bundleGroupKey === bundle.bundleGroupKey);
        return (
          <section key={bundle.bundleGroupKey} className={css.bundle} aria-label={bundle.name}>
            <div className={css.bundleHeader}>
              {bundle.imageUrl ? <img className={css.image} src={bundle.imageUrl} alt="" width={72} height={72} /> : null}
              <div>
                <Link className={css.name} to={href("/:lang/bundles/:slug", { lang: language, slug: bundle.slug })} onClick={onNavigate}>
                  {bundle.name}
                </Link>
                <p className={css.meta}>
                  {t("miniCart.bundleTimes", { quantity: bundle.quantity })}
                  {bundle.shownSavingsCents > 0 ? ` ${t("miniCart.bundleSavings", { amount: formatPrice(bundle.shownSavingsCents, language) })}` : null}
                </p>
                <div className={css.quantity}>
                  <CartForm intent="bundle-decrease" fields={{ bundleGroupKey: bundle.bundleGroupKey }}>
                    <button type="submit" className={css.stepButton} aria-label={t("cart.decrease", { name: bundle.name })}>
                      −
                    </button>
                  </CartForm>
                  <output className={css.count} aria-label={t("cart.quantityOf", { name: bundle.name })}>
                    {bundle.quantity}
                  </output>
                  <CartForm intent="bundle-increase" fields={{ bundleGroupKey: bundle.bundleGroupKey }}>
                    <button type="submit" className={css.stepButton} aria-label={t("cart.increase", { name: bundle.name })}>
                      +
                    </button>
                  </CartForm>
                  <CartForm intent="bundle-remove" fields={{ bundleGroupKey: bundle.bundleGroupKey }}>
                    <button type="submit" className={css.linkButton} aria-label={t("cart.remove", { name: bundle.name })}>
                      {t("cart.removeShort")}
                    </button>
                  </CartForm>
                </div>
              </div>
            </div>
            {/* Collapsed or expanded per bundle; <details> works without JavaScript. */}
            <details>
              <summary className={css.bundleSummary}>{t("miniCart.bundleContains", { count: lines.length })}</summary>
              <ul className={css.lines}>
                {lines.map((line) => (
                  <LineItem key={line.id} line={line} basis={cart.priceBasis} inBundle onNavigate={onNavigate} />
                ))}
              </ul>
            </details>
          </section>
        );
      })}
      {single.length > 0 ? (
        <ul className={css.lines}>
          {single.map((line) => (
            <LineItem key={line.id} line={line} basis={cart.priceBasis} onNavigate={onNavigate} />
          ))}
        </ul>
      ) : null}
      <CouponForm cart={cart} />
      <TotalsRows rows={cart.summary.rows} bundleSavingsCents={cart.summary.bundleSavingsCents} />
      <CartExtras cart={cart} />
    </div>
  );
}

function LineItem({ line, basis, inBundle = false, onNavigate }: { line: CartLine; basis: Cart["priceBasis"]; inBundle?: boolean; onNavigate?: () => void }) {
  const t = useT();
  const language = useLanguage();
  const slug = lineProductSlug({ slug: line.slug, name: line.name, variantId: line.productVariantId });
  const details = [line.size, line.colour].filter(Boolean).join(" · ");
  return (
    <li className={css.line}>
      {line.mainMediaUrl ? <img className={css.image} src={line.mainMediaUrl} alt="" width={72} height={72} loading="lazy" /> : <span />}
      <div>
        <Link className={css.name} to={href("/:lang/products/:slug", { lang: language, slug })} onClick={onNavigate}>
          {line.name}
        </Link>
        {details ? <p className={css.meta}>{details}</p> : null}
        <p className={css.meta}>
          {formatPrice(line.shown.unitCents, language)}
          {line.pricePerUnit !== null ? ` · ${t("cart.perKg", { price: formatPrice(shownPrice(line.pricePerUnit, line.vatPct, basis), language) })}` : null}
        </p>
        {inBundle ? (
          <p className={css.meta}>
            {t("cart.quantity")}: {line.quantity}
          </p>
        ) : (
          <div className={css.quantity}>
            <CartForm intent="decrease" fields={{ lineId: line.id }}>
              {({ busy }) => (
                <button
                  type="submit"
                  className={css.stepButton}
                  disabled={busy || !canDecrease(line.quantity)}
                  aria-label={t("cart.decrease", { name: line.name })}
                >
                  −
                </button>
              )}
            </CartForm>
            <output className={css.count} aria-label={t("cart.quantityOf", { name: line.name })}>
              {line.quantity}
            </output>
            <CartForm intent="increase" fields={{ lineId: line.id }}>
              {({ busy }) => (
                <button
                  type="submit"
                  className={css.stepButton}
                  disabled={busy || line.quantity >= line.stock}
                  aria-label={t("cart.increase", { name: line.name })}
                >
                  +
                </button>
              )}
            </CartForm>
            <CartForm intent="remove" fields={{ lineId: line.id }}>
              <button type="submit" className={css.linkButton} aria-label={t("cart.remove", { name: line.name })}>
                {t("cart.removeShort")}
              </button>
            </CartForm>
          </div>
        )}
      </div>
      <p className={css.price}>{formatPrice(line.shown.totalCents, language)}</p>
    </li>
  );
}
