import { Form, Link } from "react-router";
import { Field, FormError } from "~/components/forms/Field";
import * as layout from "~/components/layout/layout.css";
import type { InputConstraints } from "~/forms/form";
import { useLanguage, useT } from "~/i18n";
import * as css from "./checkout.css";
import { useStepForm } from "./useStepForm";

type Contact = { email: string; firstName: string; lastName: string; phone: string } | null;

/** Step gegevens: e-mail, first and last name, phone — as a guest, or prefilled for a customer. */
export function ContactStepForm({ contact, constraints, signedIn }: { contact: Contact; constraints: Record<string, InputConstraints>; signedIn: boolean }) {
  const t = useT();
  const language = useLanguage();
  const { errors, values, busy, key } = useStepForm();
  const field = (name: "email" | "firstName" | "lastName" | "phone") => ({
    formId: "checkout-gegevens",
    name,
    error: errors[name],
    constraints: constraints[name],
    defaultValue: values?.[name] ?? contact?.[name] ?? "",
  });
  return (
    <Form key={key} method="post" className={css.form} aria-label={t("checkout.steps.gegevens")}>
      <p className={css.plain}>{t("checkout.contact.intro")}</p>
      {signedIn ? null : (
        <p className={css.plain}>
          {t("checkout.contact.guest")}{" "}
          <Link to={`/${language}/auth/login?returnUrl=${encodeURIComponent(`/${language}/checkout/gegevens`)}`}>{t("checkout.contact.signIn")}</Link>
        </p>
      )}
      <FormError error={errors.form} />
      <Field {...field("email")} type="email" label={t("checkout.contact.email")} hint={t("checkout.contact.emailHint")} autoComplete="email" />
      <div className={css.row}>
        <Field {...field("firstName")} label={t("checkout.contact.firstName")} autoComplete="given-name" />
        <Field {...field("lastName")} label={t("checkout.contact.lastName")} autoComplete="family-name" />
      </div>
      <Field {...field("phone")} type="tel" label={t("checkout.contact.phone")} autoComplete="tel" />
      <div className={css.actions}>
        <button type="submit" className={layout.button} disabled={busy}>
          {t("checkout.continueTo", { step: t("checkout.steps.adres") })}
        </button>
      </div>
    </Form>
  );
}
