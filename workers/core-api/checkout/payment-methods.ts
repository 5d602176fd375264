// The payment methods' names as the shopper reads them: the betaling step offers them, the order page and
// the confirmation mail say which one an order was paid with.
import { PAYMENT_METHODS } from "@commerce/contract/checkout";
import type { Language } from "@commerce/contract/common";

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const PAYMENT_NAMES: Record<PaymentMethod | "invoice", Record<Language, string>> = {
  ideal: { nl: "iDEAL", en: "iDEAL" },
  creditcard: { nl: "Creditcard", en: "Credit card" },
  bancontact: { nl: "Bancontact", en: "Bancontact" },
  paypal: { nl: "PayPal", en: "PayPal" },
  invoice: { nl: "Op factuur", en: "On invoice" },
};

/** The methods the betaling step offers, with their names. */
export function paymentMethodChoices(lang: Language): { code: PaymentMethod; name: string }[] {
  return PAYMENT_METHODS.map((code) => ({ code, name: PAYMENT_NAMES[code][lang] }));
}

/** An order's stored method (a code, or 'invoice') by its name; an unknown code as it is, none as null. */
export function paymentMethodName(code: string | null, lang: Language): string | null {
  if (!code) return null;
  return Object.hasOwn(PAYMENT_NAMES, code) ? PAYMENT_NAMES[code as keyof typeof PAYMENT_NAMES][lang] : code;
}
