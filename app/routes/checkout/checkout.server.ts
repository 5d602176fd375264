import { type Cart, PriceValidation } from "@commerce/contract/cart";
import type { CheckoutState, PlacedOrder, PostalAddressInput } from "@commerce/contract/checkout";
import type { CheckoutStep } from "@commerce/rules/checkout-steps";
import { visiblePriceChanges } from "@commerce/rules/price-validation";
import { data, redirect, redirectDocument } from "react-router";
import { href } from "~/domain/paths";
import type { FlashMessage } from "~/domain/flash";
import type { Language } from "~/domain/languages";
import { checkoutFieldErrors, checkoutForm, keptCheckoutValues, type PlaceOrderExtra, PlaceOrderForm } from "~/forms/checkout";
import type { FieldErrors } from "~/forms/form";
import { forgetCartProducts } from "~/server/catalogue.server";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { refuseForm } from "~/server/form-answer.server";
import { absoluteOrigin } from "~/server/tenant.server";
import { askOrder, isOrderId, orderAccess, rememberOrder } from "./orders.server";

// The checkout's longer helpers, beside step.tsx (which holds the steps' loader and action): what the
// forms start with, the summary's idempotency key, placing an order and paying one again.

export const checkoutPath = (language: Language, step: CheckoutStep) => href("/:lang/checkout/:step", { lang: language, step });
export const bagPath = (language: Language) => href("/:lang/shopping-bag", { lang: language });
export const successPath = (language: Language, orderId: string) =>
  `${href("/:lang/checkout/success", { lang: language })}?order=${encodeURIComponent(orderId)}`;
export const paymentReturnPath = (language: Language, orderId: string) =>
  `${href("/:lang/checkout/payment/return", { lang: language })}?order=${encodeURIComponent(orderId)}`;

/** The payment provider sends the payer back here, on the shop's primary domain (the core API adds the order id). */
function returnUrl(app: AppContext, request: Request, language: Language, orderId?: string): string {
  const url = new URL(href("/:lang/checkout/payment/return", { lang: language }), absoluteOrigin(app, request));
  if (orderId) url.searchParams.set("order", orderId);
  return url.toString();
}

export function checkoutState(app: AppContext, cart: Cart) {
  return app.checkout.state({ params: { cartId: cart.id } });
}

/** Invoice customers never see betaling: the session's category says so, and so does the core API. */
export function paysOnInvoice(app: AppContext, state: CheckoutState): boolean {
  return Boolean(app.customer?.invoicePayment) || state.invoicePayment;
}

/** What the contact form starts with: what was stored, else the signed-in customer's own details. */
export async function contactDefaults(app: AppContext, state: CheckoutState) {
  if (state.contact || !app.customer) return state.contact;
  try {
    const me = await app.account.me();
    return { email: me.email, firstName: me.firstName, lastName: me.lastName, phone: me.phone ?? "" };
  } catch (error) {
    app.log.warn("checkout.prefill-failed", { error: String(error) });
    return { email: "", firstName: app.customer.firstName, lastName: app.customer.lastName, phone: "" };
  }
}

type AddressDefault = Partial<PostalAddressInput>;

/**
 * What the address form starts with: what was stored; else the signed-in customer's default delivery
 * (and billing, when it differs) address from their address book; else the contact's name.
 */
export async function addressDefaults(app: AppContext, state: CheckoutState): Promise<{ delivery: AddressDefault; billing: AddressDefault | null }> {
  if (state.address) return state.address;
  const named: AddressDefault = { firstName: state.contact?.firstName, lastName: state.contact?.lastName, country: "NL" };
  if (!app.customer) return { delivery: named, billing: null };
  const book = await app.account.addresses().catch((error: unknown) => {
    app.log.warn("checkout.address-prefill-failed", { error: String(error) });
    return [];
  });
  const delivery = book.find((a) => a.isDefaultShipping) ?? book[0];
  const billing = book.find((a) => a.isDefaultBilling);
  const postal = (a: (typeof book)[number]): AddressDefault => ({
    firstName: a.firstName,
    lastName: a.lastName,
    companyName: a.companyName,
    street: a.street,
    houseNumber: a.houseNumber,
    houseNumberAddition: a.houseNumberAddition,
    postcode: a.postcode,
    city: a.city,
    country: a.country,
  });
  return {
    delivery: delivery ? postal(delivery) : named,
    billing: billing && delivery && billing.id !== delivery.id ? postal(billing) : null,
  };
}

/** The cart's idempotency key: made when the summary first renders, the same for every later render. */
export function idempotencyKey(app: AppContext, cartId: string): string {
  const kept = app.session.get("checkoutKey");
  if (kept && kept.cartId === cartId && !kept.orderId) return kept.key;
  const key = crypto.randomUUID();
  app.session.set("checkoutKey", { cartId, key });
  return key;
}

/** betaling for a placed order that is not paid: its payment state, asked of the core API (owner only). */
export async function loadRetry(app: AppContext, language: Language, orderId: string) {
  if (!isOrderId(orderId)) throw data(null, { status: 404 });
  const payment = await askOrder(app, orderId, (access) => app.orders.payment({ params: { publicId: orderId }, ...access }));
  if (payment.paymentStatus === "paid" || payment.paymentStatus === "invoice") throw redirect(successPath(language, orderId));
  if (payment.paymentStatus === "open") throw redirect(paymentReturnPath(language, orderId));
  return { step: "betaling" as const, payment };
}

/**
 * The core API's refusal of a step as messages: its issue paths are our field names; an issue about
 * no field (or none at all) is the form's message.
 */
export function refusalMessages(error: CoreApiError): { errors: FieldErrors; message: FlashMessage | null } {
  const errors: FieldErrors = {};
  for (const issue of error.body?.error.issues ?? []) {
    errors[issue.path || "form"] ??=
      issue.message.startsWith("account.") || issue.message.startsWith("checkout.")
        ? { key: issue.message }
        : issue.path.endsWith("postcode")
          ? { key: "account.errors.postcode" }
          : { key: "account.errors.format" };
  }
  const { form, ...fields } = errors;
  const formWide = form ?? (Object.keys(fields).length === 0 ? { key: "checkout.errors.refused" } : null);
  return { errors: fields, message: formWide ? { kind: "error", ...formWide } : null };
}

/**
 * Places the order (terms accepted, with the summary's idempotency key: a resubmit is the same order).
 * Prices changed → the summary again with 'Prijzen bijgewerkt'; placed → the provider's payment page
 * (the checkoutUrl the core API gave, the only other site we ever send a shopper to), or for an
 * invoice order straight to checkout/success.
 */
export async function placeOrder(app: AppContext, request: Request, language: Language, cart: Cart, fields: Record<string, string>) {
  const form = checkoutForm("samenvatting");
  const values = keptCheckoutValues(fields);
  const parsed = PlaceOrderForm.safeParse(fields);
  if (!parsed.success) return refuseForm({ form, message: null, errors: checkoutFieldErrors(parsed.error), values });
  const { idempotencyKey } = parsed.data;
  let placed: PlacedOrder;
  try {
    placed = await app.checkout.placeOrder({
      params: { cartId: cart.id },
      body: { idempotencyKey, acceptTerms: true, returnUrl: returnUrl(app, request, language) },
    });
  } catch (error) {
    if (!(error instanceof CoreApiError)) throw error;
    // Refused because prices changed: the 409's details are the changes (contract/checkout.ts PriceChanged).
    const changed = PriceValidation.safeParse(error.body?.error.details);
    if (error.status === 409 && changed.success) {
      const snapshots = new Map(cart.transactionLines.map((line) => [line.productVariantId, { name: line.name, unitPrice: line.metadata.unitPriceSnapshot }]));
      const priceChanges = visiblePriceChanges(changed.data.changes, snapshots);
      await acknowledgePrices(app, cart);
      return refuseForm<PlaceOrderExtra>({ form, message: { kind: "error", key: "checkout.errors.pricesChanged" }, values, priceChanges }, 409);
    }
    if (error.status === 409 && error.body?.error.code === "insufficient_stock") {
      await forgetCartProducts(app, cart);
      return refuseForm({ form, message: { kind: "error", key: "checkout.errors.stock" }, values }, 409);
    }
    // The shop cannot take online payments now: nothing was placed; the message says so.
    if (error.status === 409 && error.body?.error.issues?.some((issue) => issue.message === "checkout.payment.unavailable")) {
      return refuseForm({ form, message: { kind: "error", key: "checkout.payment.unavailable" }, values }, 409);
    }
    if (error.status === 400) return refuseForm({ form, message: { kind: "error", key: "checkout.errors.incomplete" }, values }, 400);
    throw error;
  }
  const { order, accessToken, checkoutUrl } = placed;
  rememberOrder(app, { id: order.id, token: accessToken });
  await forgetCartProducts(app, cart);
  app.session.unset("cartId");
  app.session.unset("cartPriceValidatedAt");
  app.session.set("checkoutKey", { cartId: cart.id, key: idempotencyKey, orderId: order.id });
  app.log.info("checkout.placed", { order: order.id, payment: checkoutUrl ? "provider" : "invoice" });
  if (checkoutUrl) throw toProvider(checkoutUrl);
  throw redirect(successPath(language, order.id), 303);
}

/** The shopper has seen the new prices: the core API remembers them, so the next placement goes through. */
async function acknowledgePrices(app: AppContext, cart: Cart) {
  const lines = cart.transactionLines.map((line) => ({ variantId: line.productVariantId, unitPrice: line.metadata.unitPriceSnapshot, qty: line.quantity }));
  await app.cart
    .validatePrices({ params: { cartId: cart.id }, body: { lines, acknowledge: true } })
    .catch((error: unknown) => app.log.warn("checkout.price-acknowledge-failed", { error: String(error) }));
}

/** A document redirect (never a client-side navigation) to the payment page the core API named. */
function toProvider(checkoutUrl: string) {
  const url = URL.canParse(checkoutUrl) ? new URL(checkoutUrl) : null;
  const path = checkoutUrl.startsWith("/") && !checkoutUrl.startsWith("//");
  if (!path && (!url || (url.protocol !== "https:" && url.protocol !== "http:"))) throw new Error("checkoutUrl is not a web address");
  return redirectDocument(checkoutUrl, 303);
}

/** betaling?order=…: pay an unpaid order again (a new payment at the provider). */
export async function retryPayment(app: AppContext, request: Request, language: Language, fields: Record<string, string>) {
  const orderId = fields.orderId;
  if (!isOrderId(orderId) || !orderAccess(app, orderId)) throw data(null, { status: 404 });
  const result = await askOrder(app, orderId, (access) =>
    app.orders.retryPayment({ params: { publicId: orderId }, body: { returnUrl: returnUrl(app, request, language, orderId) }, ...access }),
  ).catch((error: unknown) => {
    // Paid in the meantime (or no longer payable): the return page tells what the order's state is.
    if (error instanceof CoreApiError && error.status === 409) return null;
    throw error;
  });
  if (!result) throw redirect(paymentReturnPath(language, orderId), 303);
  throw toProvider(result.checkoutUrl);
}
