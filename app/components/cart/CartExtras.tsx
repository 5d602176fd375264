import type { Cart } from "@commerce/contract/cart";
import { useRouteLoaderData } from "react-router";
import { PaymentMark } from "~/components/PaymentMark";
import { PAYMENT_ICONS } from "~/domain/cart-display";
import { formatPrice } from "~/domain/money";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import * as css from "./cart.css";

/** Free-shipping progress and payment icons, each shown only when the shop's settings say so. */
export function CartExtras({ cart }: { cart: Cart }) {
  const t = useT();
  const language = useLanguage();
  const display = useRouteLoaderData<ShellData>("root")?.cartDisplay;
  // The core API's figures, on the shopper's price basis (a business customer reads them excl. VAT).
  const progress = display?.showFreeShippingProgress ? cart.summary.freeShipping : null;
  return (
    <>
      {progress ? (
        <div className={css.progress}>
          <span>
            {progress.reached
              ? t("miniCart.freeShippingReached")
              : t("miniCart.freeShippingRemaining", { amount: formatPrice(progress.remainingCents, language) })}
          </span>
          <progress className={css.progressBar} value={progress.percent} max={100} aria-hidden />
        </div>
      ) : null}
      {display?.showPaymentIcons ? (
        <ul className={css.paymentIcons} aria-label={t("miniCart.paymentMethods")}>
          {PAYMENT_ICONS.map((icon) => (
            <li key={icon} className={css.paymentIcon}>
              <PaymentMark method={icon} name={t(`miniCart.paymentIcons.${icon}`)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
