// The order confirmation, in the order's language (nl or en). Pure: the order in, the mail out.
import type { Language } from "../contract/common";
import type { OrderDetail } from "../contract/customers";
import type { Mail } from "./mailer";

const TEXTS = {
  nl: {
    subject: (shop: string, number: string) => `Je bestelling ${number} bij ${shop}`,
    greeting: (name: string) => `Beste ${name},`,
    thanks: (number: string) => `Bedankt voor je bestelling ${number}. Hieronder staat wat je besteld hebt.`,
    shipping: "Verzendkosten",
    discount: "Korting",
    total: "Totaal",
    payInvoice: "Je betaalt op factuur; de factuur staat in je account.",
    payOpen: "We verzenden je bestelling zodra de betaling binnen is.",
    deliverTo: "Bezorgadres",
    regards: (shop: string) => `Met vriendelijke groet,\n${shop}`,
  },
  en: {
    subject: (shop: string, number: string) => `Your order ${number} at ${shop}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (number: string) => `Thank you for your order ${number}. This is what you ordered.`,
    shipping: "Shipping",
    discount: "Discount",
    total: "Total",
    payInvoice: "You pay on invoice; the invoice is in your account.",
    payOpen: "We ship your order as soon as the payment has been received.",
    deliverTo: "Delivery address",
    regards: (shop: string) => `Kind regards,\n${shop}`,
  },
} as const;

const money = (amount: number, lang: Language) =>
  new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", { style: "currency", currency: "EUR" }).format(amount);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export function orderConfirmation(order: OrderDetail, input: { shopName: string; customerName: string; lang: Language }): Mail {
  const t = TEXTS[input.lang];
  const lines = order.lines.map((line) => `${line.quantity} × ${line.name}  ${money(line.subTotal, input.lang)}`);
  const sums = [
    ...(order.totals.discount > 0 ? [`${t.discount}: -${money(order.totals.discount, input.lang)}`] : []),
    `${t.shipping}: ${money(order.totals.shipping, input.lang)}`,
    `${t.total}: ${money(order.totals.total, input.lang)}`,
  ];
  const address = order.shippingAddress
    ? [order.shippingAddress.name, `${order.shippingAddress.street} ${order.shippingAddress.houseNumber}`, `${order.shippingAddress.postcode} ${order.shippingAddress.city}`, order.shippingAddress.country]
    : [];
  const payment = order.paymentStatus === "invoice" ? t.payInvoice : order.paymentStatus === "paid" ? "" : t.payOpen;
  const paragraphs = [
    [t.greeting(input.customerName)],
    [t.thanks(order.number)],
    lines,
    sums,
    ...(address.length ? [[`${t.deliverTo}:`, ...address]] : []),
    ...(payment ? [[payment]] : []),
    t.regards(input.shopName).split("\n"),
  ];
  return {
    to: order.email,
    subject: t.subject(input.shopName, order.number),
    text: paragraphs.map((p) => p.join("\n")).join("\n\n"),
    html: `<!doctype html><html lang="${input.lang}"><body>${paragraphs
      .map((p) => `<p>${p.map(escapeHtml).join("<br>")}</p>`)
      .join("")}</body></html>`,
    dedupeKey: `order-confirmation:${order.id}`,
  };
}
