import type { Cart } from "@commerce/contract/cart";
import type { CheckoutState } from "@commerce/contract/checkout";
import { Link } from "react-router";
import { href } from "~/domain/paths";
import { PriceNotice } from "~/components/cart/PriceNotice";
import { FormError } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import * as layout from "~/components/layout/layout.css";
import type { PriceChange } from "@commerce/rules/price-validation";
import type { CheckoutStep } from "@commerce/rules/checkout-steps";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import * as css from "./checkout.css";
import { AddressText } from "~/components/account/AddressFields";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CheckoutFormName, PlaceOrderExtra } from "~/forms/checkout";

const FORM_ID: CheckoutFormName<"samenvatting"> = "checkout-samenvatting";

/**
 * Step samenvatting: everything on one page, each part with a way back to its step; the terms
 * (with a link to pagina/algemene-voorwaarden) and "place order". The idempotency key makes a
 * resubmit — a double click, the back button — the same order.
 */
export function ReviewStep({
  cart,
  state,
  steps,
  idempotencyKey,
  priceChanges,
}: {
  cart: Cart;
  state: CheckoutState;
  steps: readonly CheckoutStep[];
  idempotencyKey: string;
  priceChanges: readonly PriceChange[];
}) {
  const t = useT();
  const language = useLanguage();
  const form = useShopForm<PlaceOrderExtra>(FORM_ID);
  const invoice = !steps.includes("betaling");
  const shipping = cart.shipping.options.find((o) => o.id === state.shipping?.shippingMethodId);
  const branch = state.branches.find((b) => b.id === state.shipping?.branchId);
  const payment = state.paymentMethods.find((m) => m.code === state.payment?.method);
  const termsError = form.errors.acceptTerms;
  // A placement refused because prices changed answers what changed (the answer's Extra).
  const refusedChanges = form.answer?.priceChanges ?? [];
  const changes = refusedChanges.length > 0 ? refusedChanges : priceChanges;
  return (
    <div className={css.review}>
      <PriceNotice changes={changes} />
      <ReviewBlock step="gegevens" title={t("checkout.review.contact")}>
        {state.contact ? (
          <p className={css.plain}>
            {state.contact.firstName} {state.contact.lastName}
            <br />
            {state.contact.email}
            <br />
            {state.contact.phone}
          </p>
        ) : null}
      </ReviewBlock>
      <ReviewBlock step="adres" title={t("checkout.review.address")}>
        {state.address ? (
          <>
            <AddressText address={state.address.delivery} />
            {state.address.billing ? (
              <>
                <strong>{t("checkout.address.billing")}</strong>
                <AddressText address={state.address.billing} />
              </>
            ) : (
              <p className={css.plain}>{t("checkout.review.billingSame")}</p>
            )}
          </>
        ) : null}
      </ReviewBlock>
      <ReviewBlock step="bezorging" title={t("checkout.review.shipping")}>
        <p className={css.plain}>
          {shipping?.name}
          {branch ? ` — ${branch.name}, ${branch.address}, ${branch.city}` : null}
        </p>
      </ReviewBlock>
      <ReviewBlock step={invoice ? null : "betaling"} title={t("checkout.review.payment")}>
        <p className={css.plain}>{invoice ? t("checkout.review.invoice") : payment?.name}</p>
      </ReviewBlock>
      <form.fetcher.Form key={form.key} method="post" className={css.form} aria-label={t("checkout.steps.samenvatting")}>
        <FormError error={form.answer?.message ?? form.errors.idempotencyKey} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <div className={forms.checkbox}>
          <input
            id={`${FORM_ID}-acceptTerms`}
            name="acceptTerms"
            type="checkbox"
            required
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${FORM_ID}-acceptTerms-error` : undefined}
          />
          <label htmlFor={`${FORM_ID}-acceptTerms`}>
            {t("checkout.review.acceptBefore")}{" "}
            <Link to={href("/:lang/pagina/:slug", { lang: language, slug: "algemene-voorwaarden" })} target="_blank">
              {t("checkout.review.terms")}
            </Link>
          </label>
        </div>
        {termsError ? (
          <p id={`${FORM_ID}-acceptTerms-error`} className={css.fieldError}>
            {t(termsError.key as MessageKey, termsError.values)}
          </p>
        ) : null}
        <div className={css.actions}>
          <button type="submit" className={layout.button} disabled={form.busy}>
            {form.busy ? t("checkout.review.placing") : t(invoice ? "checkout.review.placeInvoice" : "checkout.review.place")}
          </button>
        </div>
      </form.fetcher.Form>
    </div>
  );
}

function ReviewBlock({ step, title, children }: { step: CheckoutStep | null; title: string; children: React.ReactNode }) {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={css.reviewBlock} aria-label={title}>
      <div className={css.reviewHead}>
        <h2 className={css.reviewTitle}>{title}</h2>
        {step ? (
          <Link to={href("/:lang/checkout/:step", { lang: language, step })} aria-label={t("checkout.review.changeStep", { name: title })}>
            {t("checkout.review.change")}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
