import { Link } from "react-router";
import { href } from "~/domain/paths";
import { Field, FormError } from "~/components/forms/Field";
import * as layout from "~/components/layout/layout.css";
import type { InputConstraints } from "~/forms/form";
import { useLanguage, useT } from "~/i18n";
import * as css from "./checkout.css";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CheckoutFormName } from "~/forms/checkout";

const FORM_ID: CheckoutFormName<"gegevens"> = "checkout-gegevens";

type Contact = { email: string; firstName: string; lastName: string; phone: string } | null;

/** Step gegevens: e-mail, first and last name, phone — as a guest, or prefilled for a customer. */
export function ContactStepForm({ contact, constraints, signedIn }: { contact: Contact; constraints: Record<string, InputConstraints>; signedIn: boolean }) {
  const t = useT();
  const language = useLanguage();
  const form = useShopForm(FORM_ID);
  const { errors, values, busy } = form;
  const field = (name: "email" | "firstName" | "lastName" | "phone") => ({
    formId: form.formId,
    name,
    error: errors[name],
    constraints: constraints[name],
    defaultValue: values?.[name] ?? contact?.[name] ?? "",
  });
  return (
    <form.fetcher.Form key={form.key} method="post" className={css.form} aria-label={t("checkout.steps.gegevens")}>
      <p className={css.plain}>{t("checkout.contact.intro")}</p>
      {signedIn ? null : (
        <p className={css.plain}>
          {t("checkout.contact.guest")}{" "}
          <Link
            to={`${href("/:lang/auth/login", { lang: language })}?returnUrl=${encodeURIComponent(href("/:lang/checkout/:step", { lang: language, step: "gegevens" }))}`}
          >
            {t("checkout.contact.signIn")}
          </Link>
        </p>
      )}
      <FormError error={form.answer?.message ?? undefined} />
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
    </form.fetcher.Form>
  );
}
