import { z } from "zod";
import { CartId, Cents, TotalsRow } from "./cart";
import { WishlistKey } from "./wishlist";

// The signed-in customer's account area (/customers/me/…, issue 4): joining the anonymous cart and
// wishlist on sign-in, carts, orders, invoices, reservations and subscriptions. Amounts are whole
// cents (Cents), like the cart contract; dates are ISO 8601 strings.

/**
 * POST /customers/me/merge — on sign-in the anonymous cart and wishlist join the customer's own.
 * Answers the cart and wishlist the session uses from now on.
 */
export const MergeRequest = z.object({ cartId: CartId.nullable(), wishlistKey: WishlistKey.nullable() });
export type MergeRequest = z.infer<typeof MergeRequest>;
export const MergeResult = z.object({ cartId: CartId.nullable(), wishlistKey: WishlistKey });
export type MergeResult = z.infer<typeof MergeResult>;

/** GET /customers/me/carts — the customer's open and saved carts, newest change first. */
export const CartSummary = z.object({
  id: CartId,
  status: z.enum(["OPEN", "PENDING", "ORDERED", "ABANDONED"]),
  itemCount: z.number().int(),
  totalInclVat: Cents,
  /** Up to four product images, for a recognisable row. */
  images: z.array(z.string()),
  updatedAt: z.string(),
});
export const CartSummaries = z.array(CartSummary);
export type CartSummary = z.infer<typeof CartSummary>;
/** POST /customers/me/carts/{id}/resume — makes that cart the current one; answers { cartId }. */
export const ResumeCartResult = z.object({ cartId: CartId });

export const ORDER_STATUSES = ["PENDING", "PAID", "CANCELLED", "SHIPPED", "COMPLETED"] as const;
export const PAYMENT_STATUSES = ["open", "paid", "failed", "cancelled", "expired", "invoice"] as const;

export const OrderSummary = z.object({
  /** The unguessable id used in urls: /{lang}/orders/{publicId}. */
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  itemCount: z.number().int(),
  totalInclVat: Cents,
});
export type OrderSummary = z.infer<typeof OrderSummary>;
export const OrderSummaries = z.array(OrderSummary);

const PostalAddress = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
});

/** GET /customers/me/orders/{publicId} — one order of this customer (404 for anyone else's). */
export const OrderDetail = OrderSummary.extend({
  email: z.string(),
  /** The stored method code ('ideal', …, 'invoice'), and its name in the asked language. */
  paymentMethod: z.string().nullable(),
  paymentMethodName: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  shippingAddress: PostalAddress.nullable(),
  billingAddress: PostalAddress.nullable(),
  /** The staff member who placed it in a shadow session, if one did. */
  placedByStaff: z.string().nullable(),
  lines: z.array(
    z.object({
      productId: z.number().int().nullable(),
      slug: z.string().nullable(),
      name: z.string(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: Cents,
      vatPct: z.number(),
      subTotal: Cents,
      /** The unit price and the line's amount on the order's price basis, in cents. */
      shown: z.object({ unitCents: Cents, totalCents: Cents }),
      bundleGroupKey: z.string().nullable(),
    }),
  ),
  totals: z.object({ subtotal: Cents, discount: Cents, shipping: Cents, vat: Cents, total: Cents }),
  /** The rows the order page and the mail show (as the cart did), on the order's price basis, in cents. */
  summary: z.object({ basis: z.enum(["inc", "ex"]), rows: z.array(TotalsRow), bundleSavingsCents: Cents, vatCents: Cents }),
  invoiceId: z.number().int().nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const INVOICE_STATUSES = ["open", "paid", "overdue", "credited"] as const;
export const InvoiceSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  issuedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(INVOICE_STATUSES),
  totalInclVat: Cents,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;
export const InvoiceSummaries = z.array(InvoiceSummary);

/** GET /customers/me/invoices/{id} — everything a printed invoice shows. */
export const InvoiceDetail = InvoiceSummary.extend({
  seller: z.object({
    name: z.string(),
    address: z.string().nullable(),
    vatNumber: z.string().nullable(),
    cocNumber: z.string().nullable(),
    iban: z.string().nullable(),
  }),
  buyer: z.object({ name: z.string(), companyName: z.string().nullable(), address: z.string().nullable(), customerNumber: z.string() }),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), unitPriceExclVat: Cents, vatPct: z.number(), totalExclVat: Cents })),
  /** VAT per rate, as the law wants it on an invoice. */
  vatBreakdown: z.array(z.object({ vatPct: z.number(), base: Cents, vat: Cents })),
  totals: z.object({ exclVat: Cents, vat: Cents, inclVat: Cents }),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const RESERVATION_STATUSES = ["reserved", "ready", "collected", "expired", "cancelled"] as const;
/** GET /customers/me/reservations — products put aside at a branch ("reserve and collect"). */
export const Reservation = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  slug: z.string().nullable(),
  productName: z.string(),
  variantLabel: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  branchName: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  reservedAt: z.string(),
  /** Until when it is kept at the branch. */
  expiresAt: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;
export const Reservations = z.array(Reservation);

export const SUBSCRIPTION_STATUSES = ["active", "paused", "cancelled"] as const;
export const SUBSCRIPTION_INTENTS = ["pause", "resume", "skip", "cancel"] as const;
/** GET /customers/me/subscriptions — repeat deliveries (e.g. socks every 3 months). */
export const SubscriptionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  intervalMonths: z.number().int(),
  nextDeliveryAt: z.string().nullable(),
  pricePerDelivery: Cents,
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;
export const SubscriptionSummaries = z.array(SubscriptionSummary);
/** GET /customers/me/subscriptions/{id} — with its items and past deliveries; and what can be done now. */
export const SubscriptionDetail = SubscriptionSummary.extend({
  startedAt: z.string(),
  items: z.array(
    z.object({ productId: z.number().int().nullable(), slug: z.string().nullable(), name: z.string(), quantity: z.number().int(), unitPrice: Cents }),
  ),
  deliveries: z.array(z.object({ date: z.string(), orderId: z.string().nullable(), orderNumber: z.string().nullable() })),
  /** The intents allowed in the current status (active: pause, skip, cancel; paused: resume, cancel). */
  allowedIntents: z.array(z.enum(SUBSCRIPTION_INTENTS)),
});
export type SubscriptionDetail = z.infer<typeof SubscriptionDetail>;
/**
 * POST /customers/me/subscriptions/{id}/actions { intent } — answers the changed SubscriptionDetail;
 * 409 conflict when the intent is not allowed in the current status.
 */
export const SubscriptionAction = z.object({ intent: z.enum(SUBSCRIPTION_INTENTS) });
