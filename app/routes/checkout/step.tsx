import type { Route } from "./+types/step";
import { AddressStepForm } from "~/components/checkout/AddressStepForm";
import { CheckoutProgress } from "~/components/checkout/CheckoutProgress";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { ContactStepForm } from "~/components/checkout/ContactStepForm";
import { PaymentStepForm, RetryPaymentForm } from "~/components/checkout/PaymentStepForm";
import { ReviewStep } from "~/components/checkout/ReviewStep";
import { ShippingStepForm } from "~/components/checkout/ShippingStepForm";
import * as css from "~/components/checkout/checkout.css";
import { PriceNotice } from "~/components/cart/PriceNotice";
import { PageFrame } from "~/components/layout/PageFrame";
import { pageMeta } from "~/seo";
import { getApp } from "~/server/context";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { handleCheckoutStep, loadCheckoutStep } from "./checkout.server";

/**
 * checkout/{step}: gegevens, adres, bezorging, betaling, samenvatting. The loader guards the step
 * (empty cart, unknown step, forward jump, invoice customers and betaling) and reads the priced cart;
 * the action validates the step's form with its one schema and answers 303 to the next step.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const page = await loadCheckoutStep(getApp(context), request, language, params.step);
  const t = serverT(context);
  const title =
    page.kind === "retry" ? t("checkout.payment.retryTitle", { number: page.payment.number }) : `${t("checkout.title")}: ${t(`checkout.steps.${page.step}`)}`;
  return { title, signedIn: getApp(context).customer !== null, ...page };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return handleCheckoutStep(getApp(context), request, languageOf(params), params.step);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches, loaderData?.title),
  { name: "robots", content: "noindex" },
];

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

type StepData = Extract<Route.ComponentProps["loaderData"], { kind: "step" }> & { title: string; signedIn: boolean };

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
