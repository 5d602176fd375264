// "Payment received": sent once, when an order's payment status becomes paid (payments/sync.ts), in
// the order's language. Pure.
import type { Language } from "@commerce/contract/common";
import type { OrderDetail } from "@commerce/contract/account";
import { coreTexts } from "../i18n/texts";
import { mailBody } from "./layout";
import type { Mail } from "./mailer";
import { money } from "./order-confirmation";
import type { MailShop } from "./shop";

export function paymentReceived(order: OrderDetail, input: { shop: MailShop; customerName: string; lang: Language }): Mail {
  const t = coreTexts(input.lang);
  return {
    to: order.email,
    subject: t("payment.subject", { number: order.number, shop: input.shop.name }),
    ...mailBody(input.shop, input.lang, [
      { lines: [t("order.greeting", { name: input.customerName })] },
      { lines: [t("payment.received", { amount: money(order.totals.total, input.lang), number: order.number })] },
      { lines: [t("payment.next")] },
      { lines: [t("order.regards"), input.shop.name] },
    ]),
    dedupeKey: `payment-received:${order.id}`,
  };
}
