import { z } from "zod";
import { isSafeLogoUrl } from "../rules/logo-url";
import { OptionalCoBrandLogo } from "./branding";
import { CartId, Cents, TotalsRow } from "./cart";
import { Language } from "./common";
import { text } from "./fields";
import { WishlistKey } from "./wishlist";

// Customers, their account area, invitations and shadow sessions (issue 4).
//
// Who is asking: calls under /customers/me carry `Authorization: Bearer <Firebase ID token>`; the core
// API verifies the token (commerce/firebase/id-token.ts) against the shop's auth tenant and finds the
// customer by (tenant, auth_uid). No token, a bad token or no customer of this shop → 401 unauthorized.
// Calls under /operator carry `x-operator-key` (a Worker secret); a wrong or missing key → 401.
// Amounts are whole cents (Cents), like the cart contract; dates are ISO 8601 strings.

export const OPERATOR_KEY_HEADER = "x-operator-key";

/** A customer category decides the price basis and whether paying on invoice is allowed (spec §3). */
export const CustomerCategory = z.object({
  code: z.string(),
  name: z.string(),
  displayPricesIncludingVat: z.boolean(),
  allowInvoicePayment: z.boolean(),
});
export type CustomerCategory = z.infer<typeof CustomerCategory>;

/** GET /customers/me — the signed-in customer of this shop. */
export const Customer = z.object({
  id: z.number().int(),
  /** Shown to staff in the shadow bar and on invoices: 'K-001101'. */
  number: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  category: CustomerCategory.nullable(),
  /** The customer's own logo beside the store logo (a business customer's, chrome spec §3). */
  headerCustomerLogo: OptionalCoBrandLogo,
});
export type Customer = z.infer<typeof Customer>;

const Name = text().trim().min(1).max(80);
const OptionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** PATCH /customers/me — what a customer may change about themselves (e-mail and category are not). */
export const CustomerUpdate = z.object({
  firstName: Name,
  lastName: Name,
  phone: OptionalText(32),
  companyName: OptionalText(120),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdate>;

export const COUNTRIES = ["NL", "BE", "DE", "FR", "LU"] as const;

/** An address in the customer's address book. */
export const Address = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  houseNumberAddition: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  country: z.enum(COUNTRIES),
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export const Addresses = z.array(Address);

/**
 * POST /customers/me/addresses (new; 201 Address) and PUT /customers/me/addresses/{id} (change; Address).
 * DELETE /customers/me/addresses/{id} answers the remaining Addresses. Another customer's id is a 404.
 */
export const AddressInput = z.object({
  label: OptionalText(40),
  firstName: Name,
  lastName: Name,
  companyName: OptionalText(120),
  street: text().trim().min(1).max(120),
  houseNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,6}$/),
  houseNumberAddition: OptionalText(10),
  postcode: text().trim().min(4).max(10),
  city: text().trim().min(1).max(80),
  country: z.enum(COUNTRIES),
  isDefaultShipping: z.boolean().default(false),
  isDefaultBilling: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInput>;

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

// --- Invitations: no public sign-up; an operator invites, the customer sets a password -------------

/**
 * POST /operator/invites (operator key) — creates (or finds) the customer and a 7-day invite (201).
 * 409 conflict when that customer already has a sign-in account; 400 for an unknown categoryCode.
 */
export const InviteRequest = z.object({
  email: z.email().max(254),
  firstName: Name,
  lastName: Name,
  companyName: OptionalText(120),
  /** customer_categories.code of this shop; none = the shop's consumer category. */
  categoryCode: text().max(40).optional(),
  language: Language.default("nl"),
});
export type InviteRequest = z.infer<typeof InviteRequest>;
/** The token goes into the link /{lang}/auth/invite?token=…; only its hash is stored. */
export const InviteCreated = z.object({ token: z.string(), customerId: z.number().int(), expiresAt: z.string(), path: z.string() });

/** GET /auth/invites/{token} — a valid, unused, unexpired invite of this shop, else 404. */
export const Invite = z.object({ email: z.string(), firstName: z.string(), expiresAt: z.string() });
export type Invite = z.infer<typeof Invite>;
/**
 * POST /auth/invites/{token}/redeem with the new account's ID token (Bearer) — links the sign-in
 * account to the customer and uses the invite up. The token's e-mail must be the invite's.
 * Refusals: 401 unauthorized (no or bad token, other e-mail), 404 not_found (unknown), 409 conflict
 * (used, or the account is linked to another customer), 410 gone (expired).
 */
export const InviteRedeemed = Customer;

/**
 * POST /customers/guest-account { orderId } with the new account's ID token (Bearer) and the order's
 * access token (x-order-token) — a guest turns the order's e-mail into an account from the order
 * confirmation: the customer (new, or known by e-mail without an account) gets the sign-in account and
 * the order becomes theirs. 201 Customer; 401 (no/bad token, other e-mail), 404 (order not theirs),
 * 409 (the order or the e-mail already has an account).
 */
export const GuestAccountRequest = z.object({ orderId: text().min(1).max(64) });
export const GuestAccountCreated = Customer;

// --- Shadow sessions: staff act for a customer ------------------------------------------------------

/**
 * POST /operator/shadow-links (operator key) — a signed, single-use link valid 15 minutes (201).
 * 404 for a customer not of this shop, 409 conflict for one without a sign-in account yet.
 */
export const ShadowLinkRequest = z.object({
  staffId: text().trim().min(1).max(64),
  staffName: text().trim().min(1).max(120),
  customerId: z.number().int().positive(),
});
export type ShadowLinkRequest = z.infer<typeof ShadowLinkRequest>;
export const ShadowLinkCreated = z.object({ token: z.string(), path: z.string(), expiresAt: z.string() });

/**
 * POST /operator/customer-logos — staff set or switch off a customer's own header logo, the co-brand
 * logo beside the store logo (chrome spec §3 `headerCustomerLogo`). The url is https or a path of the
 * shop; anything else is refused (400), as is a logo that is on without a url. 404 for a customer of
 * another shop or none. The customer sees it from their next sign-in or change of details (spec §4).
 */
export const CustomerLogoRequest = z
  .object({
    customerId: z.number().int().positive(),
    enabled: z.boolean(),
    logoUrl: text().trim().max(500).refine(isSafeLogoUrl, "https or a path of the shop").nullable().default(null),
    displayName: text().trim().max(120).nullable().default(null),
  })
  .refine((logo) => !logo.enabled || logo.logoUrl !== null, { path: ["logoUrl"], message: "A logo that is on needs a url." });
export type CustomerLogoRequest = z.infer<typeof CustomerLogoRequest>;
export const CustomerLogoSet = z.object({ customerId: z.number().int(), headerCustomerLogo: OptionalCoBrandLogo });
export type CustomerLogoSet = z.infer<typeof CustomerLogoSet>;

/**
 * POST /auth/shadow-links/consume { token } — checks signature, expiry, shop and single use, starts a
 * logged shadow session and answers a custom token that signs in as the customer with the staff id.
 * Refusals: 404 not_found (forged, other shop's, customer without account), 410 gone (expired),
 * 409 conflict (used) — the storefront shows one clear page for all. Answers 201 ShadowStarted.
 */
export const ShadowConsume = z.object({ token: text().min(1).max(2048) });
export const ShadowStarted = z.object({
  sessionId: z.number().int(),
  customToken: z.string(),
  staff: z.object({ id: z.string(), name: z.string() }),
  customer: Customer,
});
export type ShadowStarted = z.infer<typeof ShadowStarted>;
/**
 * POST /auth/shadow-sessions/{id}/stop (Bearer: the shadow session's ID token) — logs the stop. The
 * token must be the session's customer with impersonatedBy = its staff id, else 404; a second stop
 * answers the first stoppedAt.
 */
export const ShadowStopped = z.object({ stoppedAt: z.string() });
