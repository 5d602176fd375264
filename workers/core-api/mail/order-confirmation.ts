// The order confirmation, in the order's language (nl or en). Pure: the order in, the mail out.
import type { Language } from "@commerce/contract/common";
import type { OrderDetail } from "@commerce/contract/account";
import { coreTexts } from "../i18n/texts";
import { mailBody } from "./layout";
import type { Mail } from "./mailer";
import type { MailShop } from "./shop";

export const money = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", { style: "currency", currency: "EUR" }).format(cents / 100);

export function orderConfirmation(order: OrderDetail, input: { shop: MailShop; customerName: string; lang: Language }): Mail {
  const t = coreTexts(input.lang);
  const lines = order.lines.map((line) => `${line.quantity} × ${line.name}  ${money(line.shown.totalCents, input.lang)}`);
  // The same rows as the shopping bag and the order page (commerce/rules/totals.ts): they add up.
  const sums = [
    ...(order.summary.basis === "ex" ? [t("order.pricesExcl")] : []),
    ...order.summary.rows.map((row) => {
      const amount = row.kind === "shipping" && row.cents === 0 ? t("order.free") : `${row.sign < 0 ? "-" : ""}${money(row.cents, input.lang)}`;
      return `${t(`order.rows.${row.kind}`)}: ${amount}`;
    }),
    ...(order.summary.bundleSavingsCents > 0 ? [t("order.bundleSavings", { amount: money(order.summary.bundleSavingsCents, input.lang) })] : []),
    ...(order.paymentMethodName ? [t("order.paidWith", { method: order.paymentMethodName })] : []),
  ];
  const address = order.shippingAddress
    ? [
        order.shippingAddress.name,
        `${order.shippingAddress.street} ${order.shippingAddress.houseNumber}`,
        `${order.shippingAddress.postcode} ${order.shippingAddress.city}`,
        order.shippingAddress.country,
      ]
    : [];
  const payment = order.paymentStatus === "invoice" ? t("order.payInvoice") : order.paymentStatus === "paid" ? "" : t("order.payOpen");
  const paragraphs = [
    [t("order.greeting", { name: input.customerName })],
    [t("order.thanks", { number: order.number })],
    lines,
    sums,
    ...(address.length ? [[`${t("order.deliverTo")}:`, ...address]] : []),
    ...(payment ? [[payment]] : []),
    [t("order.regards"), input.shop.name],
  ];
  return {
    to: order.email,
    subject: t("order.subject", { number: order.number, shop: input.shop.name }),
    ...mailBody(
      input.shop,
      input.lang,
      paragraphs.map((lines) => ({ lines })),
    ),
    dedupeKey: `order-confirmation:${order.id}`,
  };
}
