import type { PostalAddressInput } from "@commerce/contract/checkout";
import { CheckboxField, Field, FormError, SelectField } from "~/components/forms/Field";
import * as layout from "~/components/layout/layout.css";
import type { FieldErrors, InputConstraints } from "~/forms/form";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./checkout.css";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CheckoutFormName } from "~/forms/checkout";

type Address = Partial<PostalAddressInput>;
const FORM_ID: CheckoutFormName<"adres"> = "checkout-adres";

/** Step adres: the delivery address and, when it differs, the billing address (NL/BE postcode rules). */
export function AddressStepForm({
  delivery,
  billing,
  constraints,
  countries,
}: {
  delivery: Address;
  billing: Address | null;
  constraints: Record<string, InputConstraints>;
  countries: readonly string[];
}) {
  const t = useT();
  const form = useShopForm(FORM_ID);
  const { errors, values, busy } = form;
  const differentBilling = values ? values.differentBilling === "on" : billing !== null;
  // Hidden billing fields must not stop the form: they are required only by the server, when ticked.
  const optional = Object.fromEntries(Object.entries(constraints).map(([name, c]) => [name, { ...c, required: undefined }]));
  return (
    <form.fetcher.Form key={form.key} method="post" className={css.form} aria-label={t("checkout.steps.adres")}>
      <FormError error={form.answer?.message ?? undefined} />
      <AddressFieldset
        prefix="delivery"
        legend={t("checkout.address.delivery")}
        address={delivery}
        values={values}
        errors={errors}
        constraints={constraints}
        countries={countries}
      />
      <CheckboxField formId={FORM_ID} name="differentBilling" label={t("checkout.address.differentBilling")} defaultChecked={differentBilling} />
      <div className={css.billing}>
        <AddressFieldset
          prefix="billing"
          legend={t("checkout.address.billing")}
          address={billing ?? { country: delivery.country ?? "NL" }}
          values={values}
          errors={errors}
          constraints={optional}
          countries={countries}
        />
      </div>
      <div className={css.actions}>
        <button type="submit" className={layout.button} disabled={busy}>
          {t("checkout.continueTo", { step: t("checkout.steps.bezorging") })}
        </button>
      </div>
    </form.fetcher.Form>
  );
}

function AddressFieldset({
  prefix,
  legend,
  address,
  values,
  errors,
  constraints,
  countries,
}: {
  prefix: "delivery" | "billing";
  legend: string;
  address: Address;
  values: Record<string, string> | undefined;
  errors: FieldErrors;
  constraints: Record<string, InputConstraints>;
  countries: readonly string[];
}) {
  const t = useT();
  const field = (name: keyof PostalAddressInput & string) => ({
    formId: FORM_ID,
    name: `${prefix}.${name}`,
    error: errors[`${prefix}.${name}`],
    constraints: constraints[name],
    defaultValue: values?.[`${prefix}.${name}`] ?? (address[name] as string | null | undefined) ?? "",
  });
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      <div className={css.row}>
        <Field {...field("firstName")} label={t("account.profile.firstName")} autoComplete={`${prefix === "delivery" ? "shipping" : "billing"} given-name`} />
        <Field {...field("lastName")} label={t("account.profile.lastName")} autoComplete={`${prefix === "delivery" ? "shipping" : "billing"} family-name`} />
      </div>
      <Field {...field("companyName")} label={t("account.profile.companyName")} autoComplete="organization" optional />
      <div className={css.row}>
        <Field {...field("postcode")} label={t("account.addresses.postcode")} autoComplete={`${prefix === "delivery" ? "shipping" : "billing"} postal-code`} />
        <Field {...field("houseNumber")} label={t("account.addresses.houseNumber")} inputMode="numeric" />
        <Field {...field("houseNumberAddition")} label={t("account.addresses.houseNumberAddition")} optional />
      </div>
      <Field {...field("street")} label={t("account.addresses.street")} autoComplete={`${prefix === "delivery" ? "shipping" : "billing"} address-line1`} />
      <div className={css.row}>
        <Field {...field("city")} label={t("account.addresses.city")} autoComplete={`${prefix === "delivery" ? "shipping" : "billing"} address-level2`} />
        <SelectField
          formId={FORM_ID}
          name={`${prefix}.country`}
          label={t("account.addresses.country")}
          error={errors[`${prefix}.country`]}
          defaultValue={values?.[`${prefix}.country`] ?? address.country ?? "NL"}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`account.countries.${code}` as MessageKey)}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  );
}
