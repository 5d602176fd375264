import { PAYMENT_ICONS } from "~/domain/cart-display";
import marks from "./payment-icons/marks.svg?no-inline";

// The payment methods' marks (Shopify's payment_icons, MIT: payment-icons/NOTICE.md), drawn from one SVG
// sprite the build names by its content (cached for good): a page fetches one file for all its marks,
// not one per method, and no drawing is in the HTML or the JavaScript. The footer's strip and the cart's
// show them.

/** The methods the sprite has a mark for (its symbols' ids: every method the footer and the cart list). */
const MARKED: ReadonlySet<string> = new Set(PAYMENT_ICONS);

/** Every mark is drawn at this size (38 × 24, the set's own): its room is fixed before it loads (CLS 0). */
const PAYMENT_MARK_SIZE = { width: 38, height: 24 } as const;

/** The url of a method's mark (the sprite and the mark's symbol), or null: a method without one shows its name. */
export function paymentMarkUrl(method: string): string | null {
  return MARKED.has(method) ? `${marks}#${method}` : null;
}

/** A payment method as its mark, an image named by the method (and titled, for the pointer); its name as text without one. */
export function PaymentMark({ method, name }: { method: string; name: string }) {
  const href = paymentMarkUrl(method);
  if (!href) return <span data-payment-name="">{name}</span>;
  return (
    <svg role="img" aria-label={name} {...PAYMENT_MARK_SIZE}>
      <title>{name}</title>
      <use href={href} />
    </svg>
  );
}
