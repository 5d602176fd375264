import { useLocation } from "react-router";
import { href } from "~/domain/paths";
import { FormMessage } from "~/components/FormMessage";
import * as forms from "~/components/forms/forms.css";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import { useShopForm } from "~/components/forms/useShopForm";
import * as layout from "~/components/layout/layout.css";
import { useLanguage, useT } from "~/i18n";

/**
 * On the order confirmation a guest can keep their details: choose a password, and the order's
 * e-mail becomes an account (the order then shows in the account). A fetcher with JavaScript, a plain
 * form post (303 with a flash) without; once signed in the page drops the form and the welcome shows
 * as a flash message.
 */
export function GuestAccountForm({ orderId, email }: { orderId: string; email: string }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const form = useShopForm("guest-account");
  // A refusal about the passwords shows under them; any other once above the form.
  const aboutPasswords = Boolean(form.errors.password || form.errors.confirm);
  return (
    <section aria-labelledby="guest-account-title" className={forms.form}>
      <h2 id="guest-account-title">{t("auth.guestAccountTitle")}</h2>
      <p>{t("auth.guestAccountIntro", { email })}</p>
      <form.fetcher.Form method="post" action={href("/:lang/auth/guest-account", { lang: language })} className={forms.form} noValidate>
        {form.answer?.ok === false && !aboutPasswords ? <FormMessage answer={form.answer} errorClassName={forms.formError} /> : null}
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <NewPasswordFields formId={form.formId} email={email} errors={form.errors} />
        <button type="submit" className={layout.button} disabled={form.busy}>
          {t("auth.submitGuestAccount")}
        </button>
      </form.fetcher.Form>
    </section>
  );
}
