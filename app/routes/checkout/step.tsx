import type { Cart } from "@commerce/contract/cart";
import { type CheckoutState, PostalAddressInput } from "@commerce/contract/checkout";
import { COUNTRIES } from "@commerce/contract/customers";
import { checkoutStep, guardStep, nextStep, progressSteps, type StoredStep } from "@commerce/rules/checkout-steps";
import { redirect } from "react-router";
import type { Route } from "./+types/step";
import { PriceNotice } from "~/components/cart/PriceNotice";
import { AddressStepForm } from "~/components/checkout/AddressStepForm";
import * as css from "~/components/checkout/checkout.css";
import { CheckoutProgress } from "~/components/checkout/CheckoutProgress";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { ContactStepForm } from "~/components/checkout/ContactStepForm";
import { PaymentStepForm, RetryPaymentForm } from "~/components/checkout/PaymentStepForm";
import { ReviewStep } from "~/components/checkout/ReviewStep";
import { ShippingStepForm } from "~/components/checkout/ShippingStepForm";
import { PageFrame } from "~/components/layout/PageFrame";
import { AddressForm, addressFormInput, checkoutFieldErrors, checkoutForm, ContactForm, keptCheckoutValues, PaymentForm, shippingForm } from "~/forms/checkout";
import { htmlConstraints } from "~/forms/form";
import { pageMeta } from "~/seo";
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
 * checkout/{step}: gegevens, adres, bezorging, betaling, samenvatting. The loader guards the step
 * (empty cart, unknown step, forward jump, invoice customers and betaling) and reads the priced cart;
 * the action validates the step's form with its one schema (app/forms/checkout.ts) and answers 303 to
 * the next step — with JavaScript a fetcher's answer, followed as a navigation.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const app = getApp(context);
  const language = languageOf(params);
  const t = serverT(context);
  const step = checkoutStep(params.step);
  // An unknown step is step one (spec §4): send the shopper to its real url.
  if (step !== params.step) throw redirect(checkoutPath(language, step));
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
export async function action({ params, request, context }: Route.ActionArgs) {
  const app = getApp(context);
  const language = languageOf(params);
  const step = checkoutStep(params.step);
  if (step !== params.step) throw redirect(checkoutPath(language, step), 303);
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
  const parsed = parseStep(step, fields, cart, state);
  if (!parsed.success) return refuseForm({ form, message: null, errors: checkoutFieldErrors(parsed.error), values });
  try {
    await app.checkout.saveStep({ params: { cartId: cart.id, step }, body: parsed.data });
  } catch (error) {
    if (error instanceof CoreApiError && error.status === 400) return refuseForm({ form, ...refusalMessages(error), values });
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

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

export default function CheckoutStepPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "retry") {
    return (
      <PageFrame title={loaderData.title}>
        <RetryPaymentForm payment={loaderData.payment} />
      </PageFrame>
    );
  }
  return <StepPage data={loaderData} />;
}

type StepData = Extract<Route.ComponentProps["loaderData"], { kind: "step" }>;

function StepPage({ data }: { data: StepData }) {
  const { step, steps, cart, state } = data;
  return (
    <PageFrame title={data.title}>
      <CheckoutProgress steps={steps} current={step} />
      <div className={css.layout}>
        <div>
          {step !== "samenvatting" ? <PriceNotice changes={data.priceChanges} /> : null}
          {step === "gegevens" ? <ContactStepForm contact={data.contact} constraints={data.constraints.contact} signedIn={data.signedIn} /> : null}
          {step === "adres" ? (
            <AddressStepForm
              delivery={data.address?.delivery ?? {}}
              billing={data.address?.billing ?? null}
              constraints={data.constraints.address}
              countries={data.countries}
            />
          ) : null}
          {step === "bezorging" ? <ShippingStepForm cart={cart} state={state} /> : null}
          {step === "betaling" ? <PaymentStepForm state={state} /> : null}
          {step === "samenvatting" && data.idempotencyKey ? (
            <ReviewStep cart={cart} state={state} steps={steps} idempotencyKey={data.idempotencyKey} priceChanges={data.priceChanges} />
          ) : null}
        </div>
        <CheckoutSummary cart={cart} />
      </div>
    </PageFrame>
  );
}
