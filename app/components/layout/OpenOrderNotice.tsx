import { Link } from "react-router";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import * as css from "./layout.css";

/**
 * A signed-in customer's unpaid order: a strip under the header (chrome spec) whose button leads to
 * paying that order (the checkout's pay-again page, which starts a new payment).
 */
export function OpenOrderNotice({ order }: { order: NonNullable<ShellData["openOrder"]> }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={css.openOrder} aria-label={t("openOrder.label")}>
      <p className={css.openOrderText}>
        <strong>{t("openOrder.notice")}</strong> {t("openOrder.number", { number: order.number })}
      </p>
      <Link className={css.button} to={`${href("/:lang/checkout/:step", { lang: language, step: "betaling" })}?order=${encodeURIComponent(order.id)}`}>
        {t("openOrder.pay")}
      </Link>
    </section>
  );
}
