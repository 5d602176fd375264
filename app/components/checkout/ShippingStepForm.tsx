import type { Cart } from "@commerce/contract/cart";
import type { CheckoutState } from "@commerce/contract/checkout";
import { FormError, SelectField } from "~/components/forms/Field";
import * as layout from "~/components/layout/layout.css";
import { formatPrice } from "~/domain/money";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import * as css from "./checkout.css";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CheckoutFormName } from "~/forms/checkout";

const FORM_ID: CheckoutFormName<"bezorging"> = "checkout-bezorging";

/** Step bezorging: the shop's shipping methods with their prices and free-shipping thresholds, or pick-up at a branch. */
export function ShippingStepForm({ cart, state }: { cart: Cart; state: CheckoutState }) {
  const t = useT();
  const language = useLanguage();
  const form = useShopForm(FORM_ID);
  const { errors, values, busy } = form;
  // What each option costs this cart, on the shopper's price basis: the core API's figures.
  const shown = new Map(cart.summary.shippingOptions.map((option) => [option.id, option]));
  const chosen = values?.shippingMethodId ?? String(state.shipping?.shippingMethodId ?? cart.shipping.chosenId ?? "");
  const hasPickup = cart.shipping.options.some((option) => option.kind === "pickup") && state.branches.length > 0;
  const methodError = errors.shippingMethodId;
  return (
    <form.fetcher.Form key={form.key} method="post" className={css.form} aria-label={t("checkout.steps.bezorging")}>
      <FormError error={form.answer?.message ?? undefined} />
      <fieldset className={css.fieldset} aria-describedby={methodError ? `${FORM_ID}-shippingMethodId-error` : undefined}>
        <legend className={css.legend}>{t("checkout.shipping.methods")}</legend>
        {cart.shipping.options.length === 0 ? <p className={css.plain}>{t("checkout.shipping.none")}</p> : null}
        <ul className={css.options}>
          {cart.shipping.options.map((option) => {
            const cost = shown.get(option.id)?.costCents ?? 0;
            const freeFrom = shown.get(option.id)?.freeFromCents;
            return (
              <li key={option.id}>
                <label className={css.option}>
                  <input
                    type="radio"
                    name="shippingMethodId"
                    value={option.id}
                    defaultChecked={chosen === String(option.id)}
                    required
                    aria-invalid={methodError ? true : undefined}
                  />
                  <span>
                    {option.name}
                    {option.kind === "pickup" ? <span className={css.optionNote}>{t("checkout.shipping.pickup")}</span> : null}
                    {freeFrom != null && cost > 0 ? (
                      <span className={css.optionNote}>{t("checkout.shipping.freeFrom", { amount: formatPrice(freeFrom, language) })}</span>
                    ) : null}
                  </span>
                  <strong>{cost === 0 ? t("checkout.shipping.free") : formatPrice(cost, language)}</strong>
                </label>
              </li>
            );
          })}
        </ul>
        {methodError ? (
          <p id={`${FORM_ID}-shippingMethodId-error`} className={css.fieldError}>
            {t(methodError.key as MessageKey, methodError.values)}
          </p>
        ) : null}
      </fieldset>
      {hasPickup ? (
        <SelectField
          formId={FORM_ID}
          name="branchId"
          label={t("checkout.shipping.branch")}
          error={errors.branchId}
          defaultValue={values?.branchId ?? String(state.shipping?.branchId ?? state.branches[0]?.id ?? "")}
        >
          {state.branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name} — {branch.address}, {branch.city}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className={css.actions}>
        <button type="submit" className={layout.button} disabled={busy}>
          {t("checkout.continue")}
        </button>
      </div>
    </form.fetcher.Form>
  );
}
