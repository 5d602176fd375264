import type { Cart } from "@commerce/contract/cart";
import { type CheckoutState, PostalAddressInput } from "@commerce/contract/checkout";
import { COUNTRIES } from "@commerce/contract/addresses";
import { type CheckoutStep, guardStep, nextStep, progressSteps, type StoredStep } from "@commerce/rules/checkout-steps";
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "react-router";
import { AddressForm, addressFormInput, checkoutFieldErrors, checkoutForm, ContactForm, keptCheckoutValues, PaymentForm, shippingForm } from "~/forms/checkout";
import { htmlConstraints } from "~/forms/form";
import { loadCart, validateCartPrices } from "~/server/cart.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import {
  addressDefaults,
  bagPath,
  checkoutPath,
  checkoutState,
  contactDefaults,
  idempotencyKey,
  loadRetry,
  paymentReturnPath,
  paysOnInvoice,
  placeOrder,
  refusalMessages,
  retryPayment,
} from "./checkout.server";

/**
 * The five checkout steps (gegevens, adres, bezorging, betaling, samenvatting), each a route module of
 * its own (routes/checkout/steps/*.tsx) so that a step's page loads only its own form; they share this
 * loader and action. The loader guards the step (empty cart, forward jump, invoice customers and
 * betaling) and reads the priced cart; the action validates the step's form with its one schema
 * (app/forms/checkout.ts) and answers 303 to the next step — with JavaScript a fetcher's answer,
 * followed as a navigation. An unknown step is routes/checkout/step.tsx: a redirect to step one.
 */
export async function stepLoader({ params, request, context }: LoaderFunctionArgs, step: CheckoutStep) {
  const app = getApp(context);
  const language = languageOf(params);
  const t = serverT(context);
  // betaling?order=… pays an order that was placed but not paid (failed, cancelled, expired).
  const retryOrder = new URL(request.url).searchParams.get("order");
  if (step === "betaling" && retryOrder !== null) {
    const retry = await loadRetry(app, language, retryOrder);
    return { kind: "retry" as const, title: t("checkout.payment.retryTitle", { number: retry.payment.number }), ...retry };
  }

  const cart = await loadCart(app);
  if (!cart || cart.transactionLines.length === 0) throw redirect(bagPath(language));
  const state = await checkoutState(app, cart);
  const invoicePayment = paysOnInvoice(app, state);
  const guard = guardStep(step, { empty: false, complete: state.complete, invoicePayment });
  if (guard) throw redirect(guard.redirectTo === "shopping-bag" ? bagPath(language) : checkoutPath(language, guard.redirectTo));

  // The cart is read priced: prices are recalculated on entering every step.
  const priceChanges = await validateCartPrices(app, cart);
  return {
    kind: "step" as const,
    title: `${t("checkout.title")}: ${t(`checkout.steps.${step}`)}`,
    signedIn: app.customer !== null,
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

/**
 * POST to a step: the step's form, validated by its one schema, stored on the cart by the core API;
 * then 303 to the next step. Bad input: the same page again, 400, a message per field, what was typed
 * kept, nothing stored (FormAnswer, form "checkout-{step}").
 */
export async function stepAction({ params, request, context }: ActionFunctionArgs, step: CheckoutStep) {
  const app = getApp(context);
  const language = languageOf(params);
  const fields = await formFields(request);
  if (fields.intent === "retry-payment") return retryPayment(app, request, language, fields);

  const cart = await loadCart(app);
  if (!cart || cart.transactionLines.length === 0) {
    // A second "place order" after the first one went through: the same order, never a second.
    const kept = app.session.get("checkoutKey");
    if (step === "samenvatting" && kept?.orderId && kept.key === fields.idempotencyKey) {
      throw redirect(paymentReturnPath(language, kept.orderId), 303);
    }
    throw redirect(bagPath(language), 303);
  }
  const state = await checkoutState(app, cart);
  const invoicePayment = paysOnInvoice(app, state);
  // A post to a step the shopper may not be at (yet) goes where its page would send them.
  const guard = guardStep(step, { empty: false, complete: state.complete, invoicePayment });
  if (guard) throw redirect(guard.redirectTo === "shopping-bag" ? bagPath(language) : checkoutPath(language, guard.redirectTo), 303);

  if (step === "samenvatting") return placeOrder(app, request, language, cart, fields);

  const form = checkoutForm(step);
  const values = keptCheckoutValues(fields);
  // The shop cannot take online payments now (ADR 0046): the step says so, whatever was posted.
  const unavailable = () => refuseForm({ form, message: { kind: "error", key: "checkout.payment.unavailable" }, values }, 409);
  if (step === "betaling" && state.paymentUnavailable) return unavailable();
  const parsed = parseStep(step, fields, cart, state);
  if (!parsed.success) return refuseForm({ form, message: null, errors: checkoutFieldErrors(parsed.error), values });
  try {
    await app.checkout.saveStep({ params: { cartId: cart.id, step }, body: parsed.data });
  } catch (error) {
    if (error instanceof CoreApiError && error.status === 400) return refuseForm({ form, ...refusalMessages(error), values });
    if (error instanceof CoreApiError && error.status === 409 && error.body?.error.issues?.some((i) => i.message === "checkout.payment.unavailable")) {
      return unavailable();
    }
    throw error;
  }
  throw redirect(checkoutPath(language, nextStep(step, invoicePayment) ?? "samenvatting"), 303);
}

/** A step's post, read by the step's schema (bezorging and betaling: only the shop's own methods). */
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

export type StepLoaderData = Awaited<ReturnType<typeof stepLoader>>;
/** What a step's page shows: the step itself (not the payment retry, which only betaling has). */
export type StepPageData = Extract<StepLoaderData, { kind: "step" }>;
