import type { CheckoutState, PaymentState } from "@commerce/contract/checkout";
import { FormError } from "~/components/forms/Field";
import * as layout from "~/components/layout/layout.css";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./checkout.css";
import { PayAgainForm } from "./PayAgainForm";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CheckoutFormName } from "~/forms/checkout";

const FORM_ID: CheckoutFormName<"betaling"> = "checkout-betaling";

/** Step betaling: how to pay. */
export function PaymentStepForm({ state }: { state: CheckoutState }) {
  const t = useT();
  const form = useShopForm(FORM_ID);
  const { errors, values, busy } = form;
  const chosen = values?.method ?? state.payment?.method ?? "";
  const error = errors.method;
  // The shop cannot take online payments now (no payment account set up): say so, offer no choice.
  if (state.paymentUnavailable) {
    return (
      <div className={css.form}>
        <p role="alert" className={css.fieldError}>
          {t("checkout.payment.unavailable")}
        </p>
      </div>
    );
  }
  return (
    <form.fetcher.Form key={form.key} method="post" className={css.form} aria-label={t("checkout.steps.betaling")}>
      <FormError error={form.answer?.message ?? undefined} />
      <fieldset className={css.fieldset} aria-describedby={error ? `${FORM_ID}-method-error` : undefined}>
        <legend className={css.legend}>{t("checkout.payment.methods")}</legend>
        <ul className={css.options}>
          {state.paymentMethods.map((method) => (
            <li key={method.code}>
              <label className={css.option}>
                <input
                  type="radio"
                  name="method"
                  value={method.code}
                  defaultChecked={chosen === method.code}
                  required
                  aria-invalid={error ? true : undefined}
                />
                <span>{method.name}</span>
                <span />
              </label>
            </li>
          ))}
        </ul>
        {error ? (
          <p id={`${FORM_ID}-method-error`} className={css.fieldError}>
            {t(error.key as MessageKey, error.values)}
          </p>
        ) : null}
      </fieldset>
      <div className={css.actions}>
        <button type="submit" className={layout.button} disabled={busy}>
          {t("checkout.continueTo", { step: t("checkout.steps.samenvatting") })}
        </button>
      </div>
    </form.fetcher.Form>
  );
}

/** betaling?order=…: the payment of a placed order failed, was cancelled or expired — pay again. */
export function RetryPaymentForm({ payment }: { payment: PaymentState }) {
  const t = useT();
  const reason = payment.paymentStatus as "failed" | "cancelled" | "expired";
  return (
    <div className={css.form}>
      <p role="alert" className={css.fieldError}>
        {t(`checkout.payment.${reason}` as MessageKey)}
      </p>
      {payment.canRetry ? (
        <section className={css.form} aria-label={t("checkout.payment.retryTitle", { number: payment.number })}>
          <p className={css.plain}>{t("checkout.payment.retryText")}</p>
          <PayAgainForm orderId={payment.orderId} className={css.actions} />
        </section>
      ) : (
        <p className={css.plain}>{t("checkout.payment.cannotRetry")}</p>
      )}
    </div>
  );
}
