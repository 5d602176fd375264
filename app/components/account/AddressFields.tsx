import type { Address } from "@commerce/contract/addresses";
import type { FieldErrors, InputConstraints } from "~/forms/form";
import { type MessageKey, useT } from "~/i18n";
import * as css from "./account.css";
import { CheckboxField, Field, SelectField } from "~/components/forms/Field";

type AddressDefaults = Partial<Omit<Address, "id">>;

/** The fields of an address (add and edit share them); values are what was typed, else the address. */
export function AddressFields({
  formId,
  address,
  errors,
  values,
  constraints,
  countries,
}: {
  formId: string;
  /** The countries the shop delivers to (from the loader: the contract stays out of the browser's bundle). */
  countries: readonly string[];
  address: AddressDefaults;
  errors: FieldErrors;
  values: Record<string, string> | undefined;
  constraints: Record<string, InputConstraints>;
}) {
  const t = useT();
  const text = (name: keyof AddressDefaults) => values?.[name] ?? (address[name] as string | null | undefined) ?? "";
  const checked = (name: "isDefaultShipping" | "isDefaultBilling") => (values ? values[name] === "on" : Boolean(address[name]));
  const field = (name: keyof AddressDefaults & string) => ({
    formId,
    name,
    error: errors[name],
    constraints: constraints[name],
    defaultValue: text(name),
  });
  return (
    <>
      <Field {...field("label")} label={t("account.addresses.label")} hint={t("account.addresses.labelHint")} optional />
      <div className={css.fieldRow}>
        <Field {...field("firstName")} label={t("account.profile.firstName")} autoComplete="given-name" />
        <Field {...field("lastName")} label={t("account.profile.lastName")} autoComplete="family-name" />
      </div>
      <Field {...field("companyName")} label={t("account.profile.companyName")} autoComplete="organization" optional />
      <div className={css.fieldRow}>
        <Field {...field("postcode")} label={t("account.addresses.postcode")} autoComplete="postal-code" />
        <Field {...field("houseNumber")} label={t("account.addresses.houseNumber")} inputMode="numeric" />
        <Field {...field("houseNumberAddition")} label={t("account.addresses.houseNumberAddition")} optional />
      </div>
      <Field {...field("street")} label={t("account.addresses.street")} autoComplete="address-line1" />
      <div className={css.fieldRow}>
        <Field {...field("city")} label={t("account.addresses.city")} autoComplete="address-level2" />
        <SelectField formId={formId} name="country" label={t("account.addresses.country")} error={errors.country} defaultValue={text("country") || "NL"}>
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`account.countries.${code}` as MessageKey)}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxField formId={formId} name="isDefaultShipping" label={t("account.addresses.defaultShipping")} defaultChecked={checked("isDefaultShipping")} />
      <CheckboxField formId={formId} name="isDefaultBilling" label={t("account.addresses.defaultBilling")} defaultChecked={checked("isDefaultBilling")} />
    </>
  );
}

/** An address as it is written on an envelope. */
export function AddressText({ address }: { address: Omit<Address, "id" | "label" | "isDefaultShipping" | "isDefaultBilling"> }) {
  const t = useT();
  const addition = address.houseNumberAddition ? ` ${address.houseNumberAddition}` : "";
  return (
    <address className={css.address}>
      {address.firstName} {address.lastName}
      <br />
      {address.companyName ? (
        <>
          {address.companyName}
          <br />
        </>
      ) : null}
      {address.street} {address.houseNumber}
      {addition}
      <br />
      {address.postcode} {address.city}
      <br />
      {t(`account.countries.${address.country}` as MessageKey)}
    </address>
  );
}
