import * as forms from "~/components/forms/forms.css";
import { type Address, COUNTRIES } from "@commerce/contract/addresses";
import type { Customer } from "@commerce/contract/customers";
import { useEffect, useRef } from "react";
import { href } from "~/domain/paths";
import type { z } from "zod";
import type { Route } from "./+types/gegevens";
import { AddressFields, AddressText } from "~/components/account/AddressFields";
import * as css from "~/components/account/account.css";
import { FormMessage } from "~/components/FormMessage";
import { Field } from "~/components/forms/Field";
import { useShopForm } from "~/components/forms/useShopForm";
import { StatusBadge } from "~/components/account/StatusBadge";
import { PageFrame } from "~/components/layout/PageFrame";
import type { FlashMessage } from "~/domain/flash";
import { AddressForm, AddressId, GegevensIntent, PasswordForm, ProfileForm } from "~/forms/account";
import { fieldErrors, htmlConstraints, type InputConstraints, keptValues } from "~/forms/form";
import { useLanguage, useT } from "~/i18n";
import { pageMeta } from "~/seo";
import { changePassword } from "~/server/auth.server";
import { getApp } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { answerForm, refuseForm } from "~/server/form-answer.server";
import { formFields } from "~/server/forms.server";
import { languageOf } from "~/server/language.server";
import { serverT } from "~/server/t.server";
import { askAccount, askAccountForm } from "./account.server";

/** account/gegevens: the customer's details, address book and password. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const [customer, addresses] = await Promise.all([
    askAccount(app, request, language, () => app.account.me()),
    askAccount(app, request, language, () => app.account.addresses()),
  ]);
  return {
    title: serverT(context)("account.pages.gegevens"),
    customer,
    addresses,
    countries: COUNTRIES,
    constraints: {
      profile: htmlConstraints(ProfileForm),
      address: htmlConstraints(AddressForm),
      password: htmlConstraints(PasswordForm),
    },
  };
}

/**
 * POST /{lang}/account/gegevens with an intent: profile, address-add, address-edit, address-delete,
 * password. A bad post answers 400 with the message per field and the input kept (nothing stored);
 * a stored change answers 303 back with a flash message, or data for a fetcher.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = languageOf(params);
  const app = getApp(context);
  const fields = await formFields(request);
  const intent = GegevensIntent.safeParse(fields.intent);
  const back = href("/:lang/account/gegevens", { lang: language });
  // A stored change, or a refusal that no field can fix: 303 back with a flash, or data for a fetcher.
  const answer = (ok: boolean, form: string, target: number | null, message: FlashMessage, status: number) =>
    answerForm(request, app, { ok, form, target, message }, { status, redirectTo: back, fallback: back });
  const done = (form: string, message: FlashMessage) => answer(true, form, null, message, 200);
  const malformed = (form: string) => answer(false, form, null, { kind: "error", key: "account.errors.invalid" }, 400);
  /** The core API refused or failed: an address that is not (or no longer) theirs, bad input, or down. */
  const failed = (form: string, target: number | null, error: CoreApiError) => {
    if (error.notFound) return answer(false, form, target, { kind: "error", key: "account.addresses.notFound" }, 404);
    if (error.body?.error.issues?.some((issue) => issue.path === "addresses" && issue.message === "full")) {
      return answer(false, form, target, { kind: "error", key: "account.addresses.full" }, error.status);
    }
    if (error.status >= 500) return answer(false, form, target, { kind: "error", key: "account.errors.unavailable" }, 502);
    return answer(false, form, target, { kind: "error", key: "account.errors.invalid" }, error.status);
  };
  /** A bad post: the page again with a message per field and what was typed. */
  const invalid = (form: string, target: number | null, error: z.ZodError) =>
    refuseForm({
      form,
      target,
      message: { kind: "error", key: "account.errors.checkFields" },
      errors: fieldErrors(error),
      values: keptValues(fields),
    });
  const call = <T,>(ask: () => Promise<T>) => askAccountForm(app, request, language, ask);

  if (!intent.success) return malformed("unknown");
  switch (intent.data) {
    case "profile": {
      const form = "profile";
      const parsed = ProfileForm.safeParse(fields);
      if (!parsed.success) return invalid(form, null, parsed.error);
      const result = await call(() => app.account.update({ body: parsed.data }));
      if (result instanceof CoreApiError) return failed(form, null, result);
      // The header and the shadow bar show the names (and the header the logo) the session holds.
      const signedIn = app.session.get("customer");
      if (signedIn) {
        const renamed = {
          ...signedIn,
          firstName: result.firstName,
          lastName: result.lastName,
          companyName: result.companyName,
          headerLogo: result.headerCustomerLogo,
        };
        app.session.set("customer", renamed);
        app.customer = renamed;
      }
      return done(form, { kind: "success", key: "account.profile.saved" });
    }
    case "address-add": {
      const form = "address-add";
      const parsed = AddressForm.safeParse(fields);
      if (!parsed.success) return invalid(form, null, parsed.error);
      const result = await call(() => app.account.addAddress({ body: parsed.data }));
      if (result instanceof CoreApiError) return failed(form, null, result);
      return done(form, { kind: "success", key: "account.addresses.added" });
    }
    case "address-edit": {
      const form = "address-edit";
      const id = AddressId.safeParse(fields.addressId);
      if (!id.success) return malformed(form);
      const parsed = AddressForm.safeParse(fields);
      if (!parsed.success) return invalid(form, id.data, parsed.error);
      const result = await call(() => app.account.changeAddress({ params: { id: id.data }, body: parsed.data }));
      if (result instanceof CoreApiError) return failed(form, id.data, result);
      return done(form, { kind: "success", key: "account.addresses.updated" });
    }
    case "address-delete": {
      const form = "address-delete";
      const id = AddressId.safeParse(fields.addressId);
      if (!id.success) return malformed(form);
      const result = await call(() => app.account.deleteAddress({ params: { id: id.data } }));
      if (result instanceof CoreApiError) return failed(form, id.data, result);
      return done(form, { kind: "success", key: "account.addresses.deleted" });
    }
    case "password": {
      const form = "password";
      const parsed = PasswordForm.safeParse(fields);
      if (!parsed.success) return invalid(form, null, parsed.error);
      const outcome = await changePassword(app, request, parsed.data.currentPassword, parsed.data.newPassword);
      switch (outcome) {
        case "changed":
          return done(form, { kind: "success", key: "account.password.changed" });
        case "wrong-password":
          return refuseForm({
            form,
            message: { kind: "error", key: "account.errors.checkFields" },
            errors: { currentPassword: { key: "account.password.wrong" } },
          });
        case "weak":
          return refuseForm({
            form,
            message: { kind: "error", key: "account.errors.checkFields" },
            errors: { newPassword: { key: "account.password.weak" } },
          });
        case "rate-limited":
          return answer(false, form, null, { kind: "error", key: "account.password.rateLimited" }, 429);
        case "unavailable":
          return answer(false, form, null, { kind: "error", key: "account.password.unavailable" }, 503);
      }
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [...pageMeta(matches, loaderData?.title), { name: "robots", content: "noindex" }];

type Constraints = Record<string, InputConstraints>;

export default function GegevensPage({ loaderData }: Route.ComponentProps) {
  const { customer, addresses, constraints, countries } = loaderData;
  return (
    <PageFrame title={loaderData.title}>
      <div className={css.stack}>
        <ProfileSection customer={customer} constraints={constraints.profile} />
        <AddressesSection customer={customer} addresses={addresses} constraints={constraints.address} countries={countries} />
        <PasswordSection constraints={constraints.password} />
      </div>
    </PageFrame>
  );
}

function ProfileSection({ customer, constraints }: { customer: Customer; constraints: Constraints }) {
  const t = useT();
  const language = useLanguage();
  const { fetcher, answer, errors, values, busy, formId } = useShopForm("profile");
  const value = (name: "firstName" | "lastName" | "companyName" | "phone") => values?.[name] ?? customer[name] ?? "";
  return (
    <section className={css.section} aria-labelledby="profile-title">
      <h2 id="profile-title" className={css.sectionTitle}>
        {t("account.profile.title")}
      </h2>
      <dl className={css.facts}>
        <dt className={css.factTerm}>{t("account.profile.email")}</dt>
        <dd className={css.factValue}>{customer.email}</dd>
        <dt className={css.factTerm}>{t("account.profile.customerNumber")}</dt>
        <dd className={css.factValue}>{customer.number}</dd>
        {customer.category ? (
          <>
            <dt className={css.factTerm}>{t("account.profile.category")}</dt>
            <dd className={css.factValue}>{customer.category.name}</dd>
          </>
        ) : null}
      </dl>
      <p className={`${css.muted} ${css.small}`}>{t("account.profile.emailNote")}</p>
      <fetcher.Form method="post" action={href("/:lang/account/gegevens", { lang: language })} className={css.form} aria-labelledby="profile-title">
        <input type="hidden" name="intent" value="profile" />
        <FormMessage answer={answer} className={forms.formSuccess} errorClassName={forms.formError} />
        <div className={css.fieldRow}>
          <Field
            formId={formId}
            name="firstName"
            label={t("account.profile.firstName")}
            autoComplete="given-name"
            defaultValue={value("firstName")}
            error={errors.firstName}
            constraints={constraints.firstName}
          />
          <Field
            formId={formId}
            name="lastName"
            label={t("account.profile.lastName")}
            autoComplete="family-name"
            defaultValue={value("lastName")}
            error={errors.lastName}
            constraints={constraints.lastName}
          />
        </div>
        <Field
          formId={formId}
          name="companyName"
          label={t("account.profile.companyName")}
          autoComplete="organization"
          optional
          defaultValue={value("companyName")}
          error={errors.companyName}
          constraints={constraints.companyName}
        />
        <Field
          formId={formId}
          name="phone"
          type="tel"
          label={t("account.profile.phone")}
          autoComplete="tel"
          optional
          defaultValue={value("phone")}
          error={errors.phone}
          constraints={constraints.phone}
        />
        <div className={css.actions}>
          <button type="submit" className={css.button} disabled={busy}>
            {t("account.profile.save")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

function AddressesSection({
  customer,
  addresses,
  constraints,
  countries,
}: {
  customer: Customer;
  addresses: Address[];
  constraints: Constraints;
  countries: readonly string[];
}) {
  const t = useT();
  // A deleted address takes its card along, and an added one remounts the add form: the outcome of
  // both is told above the list (this section keeps their fetchers, so the answers outlive the forms).
  const removal = useShopForm("address-delete");
  const added = useShopForm("address-add");
  return (
    <section className={css.section} aria-labelledby="addresses-title">
      <h2 id="addresses-title" className={css.sectionTitle}>
        {t("account.addresses.title")}
      </h2>
      <FormMessage answer={removal.answer} className={forms.formSuccess} errorClassName={forms.formError} />
      <FormMessage answer={added.answer?.ok ? added.answer : undefined} className={forms.formSuccess} />
      {addresses.length === 0 ? <p className={css.muted}>{t("account.addresses.empty")}</p> : null}
      {addresses.length > 0 ? (
        <ul className={css.cards}>
          {addresses.map((address) => (
            // A changed address remounts its card: the edit form closes and shows the stored values.
            <li key={JSON.stringify(address)} className={css.card}>
              <AddressCard address={address} constraints={constraints} countries={countries} />
            </li>
          ))}
        </ul>
      ) : null}
      {/* A new address remounts the form: it closes and empties after a successful add. */}
      <AddAddress key={addresses.length} customer={customer} constraints={constraints} countries={countries} />
    </section>
  );
}

function addressName(address: Address, fallback: string): string {
  return address.label ?? `${fallback} ${address.street} ${address.houseNumber}`;
}

function AddressCard({ address, constraints, countries }: { address: Address; constraints: Constraints; countries: readonly string[] }) {
  const t = useT();
  const language = useLanguage();
  const edit = useShopForm("address-edit", address.id);
  // One fetcher for every delete button: the section shows its outcome.
  const remove = useShopForm("address-delete");
  const name = addressName(address, t("account.addresses.unnamed"));
  const titleId = `address-${address.id}-title`;
  return (
    <>
      <h3 id={titleId} className={css.cardTitle}>
        {name}
      </h3>
      {address.isDefaultShipping || address.isDefaultBilling ? (
        <p className={css.actions}>
          {address.isDefaultShipping ? <StatusBadge tone="neutral">{t("account.addresses.isDefaultShipping")}</StatusBadge> : null}
          {address.isDefaultBilling ? <StatusBadge tone="neutral">{t("account.addresses.isDefaultBilling")}</StatusBadge> : null}
        </p>
      ) : null}
      <AddressText address={address} />
      {/* Outside the disclosure: a stored change closes it (the card remounts), the message stays in view. */}
      <FormMessage answer={edit.answer} className={forms.formSuccess} errorClassName={forms.formError} />
      <details className={css.disclosure} open={edit.answer && !edit.answer.ok ? true : undefined}>
        <summary className={css.disclosureSummary}>
          {t("account.addresses.edit")}
          <span className="sr-only">: {name}</span>
        </summary>
        <edit.fetcher.Form
          method="post"
          action={href("/:lang/account/gegevens", { lang: language })}
          className={css.form}
          aria-label={t("account.addresses.editLabel", { name })}
        >
          <input type="hidden" name="intent" value="address-edit" />
          <input type="hidden" name="addressId" value={address.id} />
          <AddressFields formId={edit.formId} countries={countries} address={address} errors={edit.errors} values={edit.values} constraints={constraints} />
          <div className={css.actions}>
            <button type="submit" className={css.button} disabled={edit.busy}>
              {t("account.addresses.editSubmit")}
            </button>
          </div>
        </edit.fetcher.Form>
      </details>
      <remove.fetcher.Form method="post" action={href("/:lang/account/gegevens", { lang: language })}>
        <input type="hidden" name="intent" value="address-delete" />
        <input type="hidden" name="addressId" value={address.id} />
        <button type="submit" className={css.linkButton} disabled={remove.busy} aria-label={t("account.addresses.deleteLabel", { name })}>
          {t("account.addresses.delete")}
        </button>
      </remove.fetcher.Form>
    </>
  );
}

function AddAddress({ customer, constraints, countries }: { customer: Customer; constraints: Constraints; countries: readonly string[] }) {
  const t = useT();
  const language = useLanguage();
  const add = useShopForm("address-add");
  return (
    <>
      <FormMessage answer={add.answer?.ok ? undefined : add.answer} errorClassName={forms.formError} />
      <details className={css.disclosure} open={add.answer && !add.answer.ok ? true : undefined}>
        <summary className={css.disclosureSummary}>{t("account.addresses.add")}</summary>
        <add.fetcher.Form
          method="post"
          action={href("/:lang/account/gegevens", { lang: language })}
          className={css.form}
          aria-label={t("account.addresses.add")}
        >
          <input type="hidden" name="intent" value="address-add" />
          <AddressFields
            formId={add.formId}
            countries={countries}
            address={{ firstName: customer.firstName, lastName: customer.lastName, companyName: customer.companyName, country: "NL" }}
            errors={add.errors}
            values={add.values}
            constraints={constraints}
          />
          <div className={css.actions}>
            <button type="submit" className={css.button} disabled={add.busy}>
              {t("account.addresses.addSubmit")}
            </button>
          </div>
        </add.fetcher.Form>
      </details>
    </>
  );
}

function PasswordSection({ constraints }: { constraints: Constraints }) {
  const t = useT();
  const language = useLanguage();
  const { fetcher, answer, errors, busy, formId } = useShopForm("password");
  const form = useRef<HTMLFormElement>(null);
  // A changed password empties the form (without JavaScript the page comes back empty anyway).
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <section className={css.section} aria-labelledby="password-title">
      <h2 id="password-title" className={css.sectionTitle}>
        {t("account.password.title")}
      </h2>
      <fetcher.Form ref={form} method="post" action={href("/:lang/account/gegevens", { lang: language })} className={css.form} aria-labelledby="password-title">
        <input type="hidden" name="intent" value="password" />
        <FormMessage answer={answer} className={forms.formSuccess} errorClassName={forms.formError} />
        <Field
          formId={formId}
          name="currentPassword"
          type="password"
          label={t("account.password.current")}
          autoComplete="current-password"
          error={errors.currentPassword}
          constraints={constraints.currentPassword}
        />
        <Field
          formId={formId}
          name="newPassword"
          type="password"
          label={t("account.password.new")}
          hint={t("account.password.newHint", { min: constraints.newPassword?.minLength ?? 8 })}
          autoComplete="new-password"
          error={errors.newPassword}
          constraints={constraints.newPassword}
        />
        <Field
          formId={formId}
          name="confirmPassword"
          type="password"
          label={t("account.password.confirm")}
          autoComplete="new-password"
          error={errors.confirmPassword}
          constraints={constraints.confirmPassword}
        />
        <div className={css.actions}>
          <button type="submit" className={css.button} disabled={busy}>
            {t("account.password.submit")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
