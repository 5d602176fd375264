import type { Language } from "~/domain/languages";
import { CHECKOUT_FLOW_PATTERN, isCheckoutFlow } from "~/domain/navigation";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import * as layout from "~/components/layout/layout.css";
import * as css from "./open-order.css";

export type OpenOrder = { id: string; number: string };

/**
 * A signed-in customer's unpaid order: a strip under the header (chrome spec) whose button leads to
 * paying that order (the checkout's pay-again page, which starts a new payment). Server HTML, the
 * `openOrder` fragment: hidden in the checkout flow, where the shopper is paying already — by the server
 * for the page it renders, by the shell after a client navigation (its data-hide, ~/chrome/fragments.tsx).
 */
export function OpenOrderNotice({ t, language, order, pathname }: { t: TFunction; language: Language; order: OpenOrder; pathname: string }) {
  const pay = `${href("/:lang/checkout/:step", { lang: language, step: "betaling" })}?order=${encodeURIComponent(order.id)}`;
  return (
    <section className={css.openOrder} aria-label={t("openOrder.label")} data-hide={CHECKOUT_FLOW_PATTERN} hidden={isCheckoutFlow(pathname)}>
      <p className={css.openOrderText}>
        <strong>{t("openOrder.notice")}</strong> {t("openOrder.number", { number: order.number })}
      </p>
      <a className={layout.button} href={pay}>
        {t("openOrder.pay")}
      </a>
    </section>
  );
}
