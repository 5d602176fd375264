import type { TotalsRow } from "@commerce/contract/cart";
import { Fragment } from "react";
import { formatPrice } from "~/domain/money";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import * as css from "./cart.css";

const LABELS: Record<Exclude<TotalsRow["kind"], "shipping" | "total">, MessageKey> = {
  subtotal: "totals.subtotal",
  discount: "totals.discount",
  totalExclVat: "totals.totalExclVat",
  vat: "totals.vat",
};

/**
 * The totals of a cart or an order, exactly as the core API computed them (commerce/rules/totals.ts): the
 * same rows in the mini cart, the shopping bag, the checkout summary and the order page, so they always
 * add up. What bundles saved is already in the prices: a note below, never a row that is taken off.
 */
export function TotalsRows({
  rows,
  bundleSavingsCents,
  hideFreeShipping = false,
  total = "toPay",
}: {
  rows: readonly TotalsRow[];
  bundleSavingsCents: number;
  /** The checkout summary shows the shipping cost only when it is not zero (spec §2). */
  hideFreeShipping?: boolean;
  /** 'toPay' for a cart ('Totaal te betalen'), 'order' for a placed order ('Totaal'). */
  total?: "toPay" | "order";
}) {
  const t = useT();
  const language = useLanguage();
  const money = (row: TotalsRow) => `${row.sign < 0 ? "-" : ""}${formatPrice(row.cents, language)}`;
  return (
    <>
      <dl className={css.totals}>
        {rows.map((row) => {
          if (row.kind === "shipping" && row.cents === 0 && hideFreeShipping) return null;
          const grand = row.kind === "total" ? ` ${css.grandTotal}` : "";
          const label =
            row.kind === "shipping"
              ? t(row.label === "from" ? "totals.shippingFrom" : "totals.shipping")
              : row.kind === "total"
                ? t(total === "order" ? "totals.orderTotal" : "totals.toPay")
                : t(LABELS[row.kind]);
          return (
            <Fragment key={row.kind}>
              <dt className={`${css.totalLabel}${grand}`}>{label}</dt>
              <dd className={`${css.totalValue}${grand}`}>{row.kind === "shipping" && row.cents === 0 ? t("totals.free") : money(row)}</dd>
            </Fragment>
          );
        })}
      </dl>
      {bundleSavingsCents > 0 ? <p className={css.savingsNote}>{t("totals.bundleSavings", { amount: formatPrice(bundleSavingsCents, language) })}</p> : null}
    </>
  );
}
