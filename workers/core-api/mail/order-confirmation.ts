// The order confirmation, in the order's language (nl or en). Pure: the order in, the mail out.
import type { Language } from "@commerce/contract/common";
import type { OrderDetail } from "@commerce/contract/customers";
import type { Mail } from "./mailer";

const TEXTS = {
  nl: {
    subject: (shop: string, number: string) => `Je bestelling ${number} bij ${shop}`,
    greeting: (name: string) => `Beste ${name},`,
    thanks: (number: string) => `Bedankt voor je bestelling ${number}. Hieronder staat wat je besteld hebt.`,
    rows: { subtotal: "Subtotaal", discount: "Korting", shipping: "Verzendkosten", totalExclVat: "Totaal excl. BTW", vat: "BTW", total: "Totaal" },
    free: "Gratis",
    pricesExcl: "Bedragen excl. BTW",
    bundleSavings: (amount: string) => `Bundelkorting van ${amount} is verrekend in de prijzen.`,
    paidWith: (method: string) => `Betaalmethode: ${method}`,
    payInvoice: "Je betaalt op factuur; de factuur staat in je account.",
    payOpen: "We verzenden je bestelling zodra de betaling binnen is.",
    deliverTo: "Bezorgadres",
    regards: (shop: string) => `Met vriendelijke groet,\n${shop}`,
  },
  en: {
    subject: (shop: string, number: string) => `Your order ${number} at ${shop}`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (number: string) => `Thank you for your order ${number}. This is what you ordered.`,
    rows: { subtotal: "Subtotal", discount: "Discount", shipping: "Shipping", totalExclVat: "Total excl. VAT", vat: "VAT", total: "Total" },
    free: "Free",
    pricesExcl: "Amounts excl. VAT",
    bundleSavings: (amount: string) => `A bundle discount of ${amount} is included in the prices.`,
    paidWith: (method: string) => `Payment method: ${method}`,
    payInvoice: "You pay on invoice; the invoice is in your account.",
    payOpen: "We ship your order as soon as the payment has been received.",
    deliverTo: "Delivery address",
    regards: (shop: string) => `Kind regards,\n${shop}`,
  },
} as const;

const money = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", { style: "currency", currency: "EUR" }).format(cents / 100);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string);

export function orderConfirmation(order: OrderDetail, input: { shopName: string; customerName: string; lang: Language }): Mail {
  const t = TEXTS[input.lang];
  const lines = order.lines.map((line) => `${line.quantity} × ${line.name}  ${money(line.shown.totalCents, input.lang)}`);
  // The same rows as the shopping bag and the order page (commerce/rules/totals.ts): they add up.
  const sums = [
    ...(order.summary.basis === "ex" ? [t.pricesExcl] : []),
    ...order.summary.rows.map((row) => {
      const amount = row.kind === "shipping" && row.cents === 0 ? t.free : `${row.sign < 0 ? "-" : ""}${money(row.cents, input.lang)}`;
      return `${t.rows[row.kind]}: ${amount}`;
    }),
    ...(order.summary.bundleSavingsCents > 0 ? [t.bundleSavings(money(order.summary.bundleSavingsCents, input.lang))] : []),
    ...(order.paymentMethodName ? [t.paidWith(order.paymentMethodName)] : []),
  ];
  const address = order.shippingAddress
    ? [
        order.shippingAddress.name,
        `${order.shippingAddress.street} ${order.shippingAddress.houseNumber}`,
        `${order.shippingAddress.postcode} ${order.shippingAddress.city}`,
        order.shippingAddress.country,
      ]
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
    html: `<!doctype html><html lang="${input.lang}"><body>${paragraphs.map((p) => `<p>${p.map(escapeHtml).join("<br>")}</p>`).join("")}</body></html>`,
    dedupeKey: `order-confirmation:${order.id}`,
  };
}
