import { type Cart, PriceValidation } from "@commerce/contract/cart";
import { type CheckoutState, type PlacedOrder, PostalAddressInput } from "@commerce/contract/checkout";
import { forgetCartProducts } from "~/server/catalogue.server";
import { COUNTRIES } from "@commerce/contract/customers";
import { data, redirect, redirectDocument } from "react-router";
import {
  AddressForm,
  addressFormInput,
  checkoutFieldErrors,
  ContactForm,
  keptCheckoutValues,
  PaymentForm,
  PlaceOrderForm,
  shippingForm,
} from "~/domain/checkout-forms";
import { checkoutStep, guardStep, nextStep, progressSteps, type StoredStep } from "@commerce/rules/checkout-steps";
import type { FieldErrors } from "~/forms/form";
import { htmlConstraints } from "~/forms/form";
import type { Language } from "~/domain/languages";
import { type PriceChange, visiblePriceChanges } from "@commerce/rules/price-validation";
import type { CheckoutStep } from "@commerce/rules/checkout-steps";
import { loadCart, validateCartPrices } from "~/server/cart.server";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { formFields } from "~/server/forms.server";
import { askOrder, isOrderId, orderAccess, rememberOrder } from "./orders.server";

/** What a step's form answers when it is refused: the messages per field, the input kept. */
export type CheckoutFormAnswer = {
  ok: false;
  errors: FieldErrors;
  values: Record<string, string>;
  /** Placing was refused because prices changed: what changed ('Prijzen bijgewerkt'). */
  priceChanges?: PriceChange[];
};

export const checkoutPath = (language: Language, step: CheckoutStep) => `/${language}/checkout/${step}`;
const successPath = (language: Language, orderId: string) => `/${language}/checkout/success?order=${encodeURIComponent(orderId)}`;
const bagPath = (language: Language) => `/${language}/shopping-bag`;

/** The payment provider sends the payer back here (the core API adds the order id). */
function returnUrl(request: Request, language: Language, orderId?: string): string {
  const url = new URL(`/${language}/checkout/payment/return`, new URL(request.url).origin);
  if (orderId) url.searchParams.set("order", orderId);
  return url.toString();
}

function checkoutState(app: AppContext, cart: Cart) {
  return app.checkout.state({ params: { cartId: cart.id } });
}

/** Invoice customers never see betaling: the session's category says so, and so does the core API. */
function paysOnInvoice(app: AppContext, state: CheckoutState): boolean {
  return Boolean(app.customer?.invoicePayment) || state.invoicePayment;
}

/**
 * A checkout step's page, after its guards: an empty cart → the shopping bag; an unknown step →
 * gegevens; betaling for an invoice customer → samenvatting; a step whose earlier steps are not
 * complete → the first incomplete one. The cart is read priced (prices recalculated on every step).
 */
export async function loadCheckoutStep(app: AppContext, request: Request, language: Language, segment: string | undefined) {
  const step = checkoutStep(segment);
  // An unknown step is step one (spec §4): send the shopper to its real url.
  if (step !== segment) throw redirect(checkoutPath(language, step));
  const url = new URL(request.url);
  // betaling?order=… pays an order that was placed but not paid (failed, cancelled, expired).
  const retryOrder = url.searchParams.get("order");
  if (step === "betaling" && retryOrder !== null) return { kind: "retry" as const, ...(await loadRetry(app, language, retryOrder)) };

  const cart = await loadCart(app);
  if (!cart || cart.transactionLines.length === 0) throw redirect(bagPath(language));
  const state = await checkoutState(app, cart);
  const invoicePayment = paysOnInvoice(app, state);
  const guard = guardStep(step, { empty: false, complete: state.complete, invoicePayment });
  if (guard) throw redirect(guard.redirectTo === "shopping-bag" ? bagPath(language) : checkoutPath(language, guard.redirectTo));

  const priceChanges = await validateCartPrices(app, cart);
  return {
    kind: "step" as const,
    step,
    steps: progressSteps(invoicePayment),
    cart,
    state,
    priceChanges,
    contact: step === "gegevens" ? await contactDefaults(app, state) : state.contact,
    address: step === "adres" ? await addressDefaults(app, state) : null,
    countries: COUNTRIES,
    constraints: {
      contact: htmlConstraints(ContactForm),
      address: htmlConstraints(PostalAddressInput),
    },
    idempotencyKey: step === "samenvatting" ? idempotencyKey(app, cart.id) : null,
  };
}

/** What the contact form starts with: what was stored, else the signed-in customer's own details. */
async function contactDefaults(app: AppContext, state: CheckoutState) {
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
async function addressDefaults(app: AppContext, state: CheckoutState): Promise<{ delivery: AddressDefault; billing: AddressDefault | null }> {
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
function idempotencyKey(app: AppContext, cartId: string): string {
  const kept = app.session.get("checkoutKey");
  if (kept && kept.cartId === cartId && !kept.orderId) return kept.key;
  const key = crypto.randomUUID();
  app.session.set("checkoutKey", { cartId, key });
  return key;
}

/** betaling for a placed order that is not paid: its payment state, asked of the core API (owner only). */
async function loadRetry(app: AppContext, language: Language, orderId: string) {
  if (!isOrderId(orderId)) throw data(null, { status: 404 });
  const payment = await askOrder(app, orderId, (access) => app.orders.payment({ params: { publicId: orderId }, ...access }));
  if (payment.paymentStatus === "paid" || payment.paymentStatus === "invoice") throw redirect(successPath(language, orderId));
  if (payment.paymentStatus === "open") throw redirect(`/${language}/checkout/payment/return?order=${encodeURIComponent(orderId)}`);
  return { step: "betaling" as const, payment };
}

/** A refused form: the same page again, 400 (or the status given), the messages per field and the input. */
function refuse(errors: FieldErrors, fields: Record<string, string>, status = 400, extra: Partial<CheckoutFormAnswer> = {}) {
  return data<CheckoutFormAnswer>({ ok: false, errors, values: keptCheckoutValues(fields), ...extra }, { status });
}

/** The core API's refusal of a step as messages: its issue paths are our field names. */
function refusalErrors(error: CoreApiError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.body?.error.issues ?? []) {
    errors[issue.path || "form"] ??= issue.message.startsWith("account.") || issue.message.startsWith("checkout.")
      ? { key: issue.message }
      : issue.path.endsWith("postcode")
        ? { key: "account.errors.postcode" }
        : { key: "account.errors.format" };
  }
  if (Object.keys(errors).length === 0) errors.form = { key: "checkout.errors.refused" };
  return errors;
}

/**
 * POST to a step: the step's form, validated by its one schema, stored on the cart by the core API;
 * then 303 to the next step (a plain form post and a React Router navigation alike). Bad input: 400
 * with a message per field, the input kept, nothing stored.
 */
export async function handleCheckoutStep(app: AppContext, request: Request, language: Language, segment: string | undefined) {
  const step = checkoutStep(segment);
  if (step !== segment) throw redirect(checkoutPath(language, step), 303);
  const fields = await formFields(request);
  if (fields.intent === "retry-payment") return retryPayment(app, request, language, fields);

  const cart = await loadCart(app);
  if (!cart || cart.transactionLines.length === 0) {
    // A second "place order" after the first one went through: the same order, never a second.
    const kept = app.session.get("checkoutKey");
    if (step === "samenvatting" && kept?.orderId && kept.key === fields.idempotencyKey) {
      throw redirect(`/${language}/checkout/payment/return?order=${encodeURIComponent(kept.orderId)}`, 303);
    }
    throw redirect(bagPath(language), 303);
  }
  const state = await checkoutState(app, cart);
  const invoicePayment = paysOnInvoice(app, state);
  // A post to a step the shopper may not be at (yet) goes where its page would send them.
  const guard = guardStep(step, { empty: false, complete: state.complete, invoicePayment });
  if (guard) throw redirect(guard.redirectTo === "shopping-bag" ? bagPath(language) : checkoutPath(language, guard.redirectTo), 303);

  if (step === "samenvatting") return placeOrder(app, request, language, cart, fields);

  const parsed = parseStep(step, fields, cart, state);
  if (!parsed.success) return refuse(checkoutFieldErrors(parsed.error), fields);
  try {
    await app.checkout.saveStep({ params: { cartId: cart.id, step }, body: parsed.data });
  } catch (error) {
    if (error instanceof CoreApiError && error.status === 400) return refuse(refusalErrors(error), fields);
    throw error;
  }
  throw redirect(checkoutPath(language, nextStep(step, invoicePayment) ?? "samenvatting"), 303);
}

function parseStep(step: StoredStep, fields: Record<string, string>, cart: Cart, state: CheckoutState) {
  switch (step) {
    case "gegevens":
      return ContactForm.safeParse(fields);
    case "adres":
      return AddressForm.safeParse(addressFormInput(fields));
    case "bezorging":
      return shippingForm(cart.shipping.options, state.branches).safeParse(fields);
    case "betaling":
      return PaymentForm.refine((form) => state.paymentMethods.some((m) => m.code === form.method), {
        path: ["method"],
        message: "checkout.errors.paymentMethod",
      }).safeParse(fields);
  }
}

/**
 * Places the order (terms accepted, with the summary's idempotency key: a resubmit is the same order).
 * Prices changed → the summary again with 'Prijzen bijgewerkt'; placed → the provider's payment page
 * (the checkoutUrl the core API gave, the only other site we ever send a shopper to), or for an
 * invoice order straight to checkout/success.
 */
async function placeOrder(app: AppContext, request: Request, language: Language, cart: Cart, fields: Record<string, string>) {
  const parsed = PlaceOrderForm.safeParse(fields);
  if (!parsed.success) return refuse(checkoutFieldErrors(parsed.error), fields);
  const { idempotencyKey } = parsed.data;
  let placed: PlacedOrder;
  try {
    placed = await app.checkout.placeOrder({
      params: { cartId: cart.id },
      body: { idempotencyKey, acceptTerms: true, returnUrl: returnUrl(request, language) },
    });
  } catch (error) {
    if (!(error instanceof CoreApiError)) throw error;
    // Refused because prices changed: the 409's details are the changes (contract/checkout.ts PriceChanged).
    const changed = PriceValidation.safeParse(error.body?.error.details);
    if (error.status === 409 && changed.success) {
      const snapshots = new Map(cart.transactionLines.map((line) => [line.productVariantId, { name: line.name, unitPrice: line.metadata.unitPriceSnapshot }]));
      const priceChanges = visiblePriceChanges(changed.data.changes, snapshots);
      await acknowledgePrices(app, cart);
      return refuse({ form: { key: "checkout.errors.pricesChanged" } }, fields, 409, { priceChanges });
    }
    if (error.status === 409 && error.body?.error.code === "insufficient_stock") {
      await forgetCartProducts(app, cart);
      return refuse({ form: { key: "checkout.errors.stock" } }, fields, 409);
    }
    if (error.status === 400) return refuse({ form: { key: "checkout.errors.incomplete" } }, fields, 400);
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
async function retryPayment(app: AppContext, request: Request, language: Language, fields: Record<string, string>) {
  const orderId = fields.orderId;
  if (!isOrderId(orderId) || !orderAccess(app, orderId)) throw data(null, { status: 404 });
  const result = await askOrder(app, orderId, (access) =>
    app.orders.retryPayment({ params: { publicId: orderId }, body: { returnUrl: returnUrl(request, language, orderId) }, ...access }),
  ).catch((error: unknown) => {
    // Paid in the meantime (or no longer payable): the return page tells what the order's state is.
    if (error instanceof CoreApiError && error.status === 409) return null;
    throw error;
  });
  if (!result) throw redirect(`/${language}/checkout/payment/return?order=${encodeURIComponent(orderId)}`, 303);
  throw toProvider(result.checkoutUrl);
}
