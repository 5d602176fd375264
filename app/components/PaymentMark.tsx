import bancontact from "./payment-icons/bancontact.svg?no-inline";
import ideal from "./payment-icons/ideal.svg?no-inline";
import klarna from "./payment-icons/klarna.svg?no-inline";
import mastercard from "./payment-icons/mastercard.svg?no-inline";
import paypal from "./payment-icons/paypal.svg?no-inline";
import visa from "./payment-icons/visa.svg?no-inline";

// The payment methods' marks (Shopify's payment_icons, MIT: payment-icons/NOTICE.md), each a file the
// build names by its content (cached for good) and the browser fetches once: no drawing in the HTML or
// the JavaScript. The footer's strip and the cart's show them.

/** The mark of each method we have one for, by the method's code. */
const MARKS: Readonly<Record<string, string>> = { ideal, bancontact, visa, mastercard, paypal, klarna };

/** Every mark is drawn at this size (38 × 24, the set's own): its room is fixed before it loads (CLS 0). */
export const PAYMENT_MARK_SIZE = { width: 38, height: 24 } as const;

/** The url of a method's mark, or null: a method without one shows its name. */
export function paymentMarkUrl(method: string): string | null {
  return Object.hasOwn(MARKS, method) ? (MARKS[method] ?? null) : null;
}

/** A payment method as its mark, named by its alt text (and title on hover); its name as text without one. */
export function PaymentMark({ method, name }: { method: string; name: string }) {
  const src = paymentMarkUrl(method);
  if (!src) return <span data-payment-name="">{name}</span>;
  return <img src={src} alt={name} title={name} {...PAYMENT_MARK_SIZE} loading="lazy" decoding="async" />;
}
