import { PayAgainForm } from "~/components/checkout/PayAgainForm";
import { useT } from "~/i18n";
import type { RootData } from "~/server/root.server";
import * as css from "./layout.css";

/** A signed-in customer's unpaid order: a strip under the header with a button to pay it (chrome spec). */
export function OpenOrderNotice({ order }: { order: NonNullable<RootData["openOrder"]> }) {
  const t = useT();
  return (
    <section className={css.openOrder} aria-label={t("openOrder.label")}>
      <p className={css.openOrderText}>
        <strong>{t("openOrder.notice")}</strong> {t("openOrder.number", { number: order.number })}
      </p>
      <PayAgainForm orderId={order.id} label={t("openOrder.pay")} />
    </section>
  );
}
