import { z } from "zod";
import { CartId, Cents, PriceValidation } from "./cart";
import { ORDER_STATUSES, OrderDetail, PAYMENT_STATUSES } from "./account";
import { COUNTRIES } from "./addresses";
import { text } from "./fields";

// Checkout, orders and payments (issue 5).
//
// What the checkout steps store lives on the cart (carts.checkout JSON), so a reload, another tab or a
// return after a day continues where the shopper was. A signed-in customer's calls carry their ID token
// (Bearer), as for carts; a guest's order is reached with the order's access token (header
// x-order-token), which the storefront keeps in the session that placed the order.
// Amounts are whole cents (Cents), dates ISO 8601.

export const ORDER_TOKEN_HEADER = "x-order-token";

export const CHECKOUT_STEP_KEYS = ["gegevens", "adres", "bezorging", "betaling"] as const;
export type CheckoutStepKey = (typeof CHECKOUT_STEP_KEYS)[number];
/** PUT ecommerce/carts/{cartId}/checkout/{step}: the step chooses the body's schema (an unknown step is a 404). */
export const CheckoutStepParams = z.object({ cartId: CartId, step: z.string() });

const Name = text().trim().min(1).max(80);

/** Step gegevens: contact details (prefilled for a customer). */
export const ContactStep = z.object({
  email: z.email().max(254),
  firstName: Name,
  lastName: Name,
  /** Dutch and Belgian numbers and international ones: digits, spaces, +, -, (), 8–20 characters. */
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/),
});
export type ContactStep = z.infer<typeof ContactStep>;

/**
 * A postal address. Postcode and house number follow the country's rules (NL "1234 AB", BE "1234",
 * others 3–10 letters/digits); the core API normalises the postcode (commerce/rules/postcodes.ts
 * normalizePostcode) and refuses one that does not fit the country with the issue path "postcode".
 */
export const PostalAddressInput = z.object({
  firstName: Name,
  lastName: Name,
  // nullish: an answer (CheckoutState, where an empty field is null) parses with the same schema.
  companyName: text()
    .trim()
    .max(120)
    .nullish()
    .transform((v) => v || null),
  street: text().trim().min(1).max(120),
  houseNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,6}$/),
  houseNumberAddition: text()
    .trim()
    .max(10)
    .nullish()
    .transform((v) => v || null),
  postcode: text().trim().min(3).max(10),
  city: text().trim().min(1).max(80),
  country: z.enum(COUNTRIES),
});
export type PostalAddressInput = z.infer<typeof PostalAddressInput>;

/** Step adres: the delivery address, and a billing address only when it differs. */
export const AddressStep = z.object({
  delivery: PostalAddressInput,
  billing: PostalAddressInput.nullable(),
});
export type AddressStep = z.infer<typeof AddressStep>;

/** Step bezorging: a shipping method of the shop; pick-up methods also name a branch. */
export const ShippingStep = z.object({
  shippingMethodId: z.number().int().positive(),
  branchId: z.number().int().positive().nullable(),
});
export type ShippingStep = z.infer<typeof ShippingStep>;

export const PAYMENT_METHODS = ["ideal", "creditcard", "bancontact", "paypal"] as const;
/** Step betaling: how to pay (invoice customers skip this step: their orders are paid on invoice). */
export const PaymentStep = z.object({ method: z.enum(PAYMENT_METHODS) });
export type PaymentStep = z.infer<typeof PaymentStep>;

/** A Mollie API key as Mollie hands it out: `live_` or `test_` and 30 letters and digits (ADR 0046). */
export const MollieApiKey = z
  .string()
  .trim()
  .regex(/^(live|test)_[A-Za-z0-9]{30,64}$/, "A Mollie API key is live_ or test_ followed by 30 letters and digits (Mollie: Developers > API keys).");

/** PUT /operator/payments/mollie — the shop's own Mollie API key (stored encrypted, never shown again). */
export const MollieCredentialsRequest = z.object({ apiKey: MollieApiKey });
export type MollieCredentialsRequest = z.infer<typeof MollieCredentialsRequest>;

/** What an operator may see of a shop's stored Mollie key. */
export const MollieCredentials = z.object({ mode: z.enum(["test", "live"]), keyEnd: z.string(), updatedAt: z.string() });
export type MollieCredentials = z.infer<typeof MollieCredentials>;

/** Why a shop cannot take online payments now (the checkout says so; the log says which). */
export const PAYMENT_PROBLEMS = ["mollie_credentials_missing", "public_url_missing"] as const;

/** GET/PUT/DELETE /operator/payments/mollie — the shop's payment set-up as an operator sees it. */
export const PaymentSetup = z.object({
  provider: z.enum(["test", "mollie"]),
  mollie: MollieCredentials.nullable(),
  /** Where Mollie reports a change of this shop's payments (null until CORE_API_PUBLIC_URL is set). */
  webhookUrl: z.string().nullable(),
  problem: z.enum(PAYMENT_PROBLEMS).nullable(),
});
export type PaymentSetup = z.infer<typeof PaymentSetup>;

/** PUT /ecommerce/carts/{cartId}/checkout/{step} — the body is that step's schema above. 400 with issues when invalid. */
export const CheckoutStepBody = {
  gegevens: ContactStep,
  adres: AddressStep,
  bezorging: ShippingStep,
  betaling: PaymentStep,
} as const;

/** A branch where a pick-up order can be collected. */
export const Branch = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
});

/**
 * GET /ecommerce/carts/{cartId}/checkout — what the steps stored so far, which steps are complete,
 * and the choices the steps offer. The PUT answers the same.
 */
export const CheckoutState = z.object({
  cartId: CartId,
  contact: ContactStep.nullable(),
  address: z.object({ delivery: PostalAddressInput, billing: PostalAddressInput.nullable() }).nullable(),
  shipping: ShippingStep.nullable(),
  payment: PaymentStep.nullable(),
  /** Per step: stored and still valid (e.g. a chosen shipping method that no longer exists is not). */
  complete: z.object({ gegevens: z.boolean(), adres: z.boolean(), bezorging: z.boolean(), betaling: z.boolean() }),
  /** The signed-in customer's category allows paying on invoice: no payment step. */
  invoicePayment: z.boolean(),
  paymentMethods: z.array(z.object({ code: z.enum(PAYMENT_METHODS), name: z.string() })),
  /** The shop cannot take online payments now (no Mollie credentials set up): the payment step says so. */
  paymentUnavailable: z.boolean(),
  branches: z.array(Branch),
});
export type CheckoutState = z.infer<typeof CheckoutState>;

/**
 * POST /ecommerce/carts/{cartId}/orders { idempotencyKey, acceptTerms: true } — places the order.
 * Prices are validated again and stock is reserved atomically; the cart becomes the order (status
 * ORDERED). The same idempotencyKey (or the same cart placed twice) answers the same order: one order,
 * never two. Refusals: 409 conflict `price_changed` with the changes (nothing placed), 409
 * insufficient_stock, 400 when a step is incomplete or the terms are not accepted.
 * In a shadow session (the token's impersonatedBy) the order records the staff member.
 * Answers 201 for a new order, 200 for the order placed before (every answer carries a fresh accessToken
 * that opens the order). The 409 price_changed body is ApiError with issues [{ path: "prices" }] and
 * `error.details` = PriceChanged. The payer comes back to returnUrl with `?order={publicId}` added.
 */
export const PlaceOrderRequest = z.object({
  idempotencyKey: text().min(16).max(64),
  acceptTerms: z.literal(true),
  /** Where the payment provider sends the payer back: the storefront's return page (absolute url). */
  returnUrl: z.url(),
});
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;

export const PlacedOrder = z.object({
  order: z.object({
    id: z.string(),
    number: z.string(),
    status: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    totalInclVat: Cents,
  }),
  /** The guest's key to this order (kept in the storefront session), sent as x-order-token. */
  accessToken: z.string(),
  /** Where to send the payer (the provider's hosted page); null for invoice orders. */
  checkoutUrl: z.string().nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

/** The answer of a placement refused because prices changed (also part of the 409 body as `details`). */
export const PriceChanged = PriceValidation;

/**
 * GET /ecommerce/orders/{publicId}/payment — the storefront's return page asks this; the core API
 * asks the provider (never the query string) and updates the order. Owner only (Bearer or x-order-token).
 */
export const PaymentState = z.object({
  orderId: z.string(),
  number: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Pay again (failed, cancelled, expired, open): POST /ecommerce/orders/{publicId}/payments. */
  canRetry: z.boolean(),
});
export type PaymentState = z.infer<typeof PaymentState>;

/** POST /ecommerce/orders/{publicId}/payments { returnUrl } — a new payment for an unpaid order. */
export const RetryPayment = z.object({ returnUrl: z.url() });
export const RetryPaymentResult = z.object({ checkoutUrl: z.string() });

/** GET /ecommerce/orders/{publicId} — the order for its owner (Bearer or x-order-token), else 404. */
export const Order = OrderDetail;

/** GET /customers/me/open-order — the customer's newest unpaid order, or 404 when there is none. */
export const OpenOrder = z.object({ id: z.string(), number: z.string(), totalInclVat: Cents, placedAt: z.string() });

/**
 * GET /dev/outbox (development only, 404 in production) — the mails the core API stored, newest first,
 * with how far each got: queued (not yet delivered), sent, or failed (refused, or dead-lettered; ADR 0045).
 */
export const OutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  status: z.enum(["queued", "sent", "failed"]),
  attempts: z.number().int(),
});
export const Outbox = z.array(OutboxMail);
