import { useFetcher, useLocation } from "react-router";
import { FormError } from "~/components/forms/Field";
import * as forms from "~/components/forms/forms.css";
import { NewPasswordFields } from "~/components/forms/NewPasswordFields";
import * as layout from "~/components/layout/layout.css";
import type { FieldErrors } from "~/forms/form";
import type { FlashMessage } from "~/domain/flash";
import { useLanguage, useT } from "~/i18n";

type Answer = { ok: boolean; message: FlashMessage; errors: FieldErrors };

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
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  const errors = answer?.ok === false ? answer.errors : {};
  return (
    <section aria-labelledby="guest-account-title" className={forms.form}>
      <h2 id="guest-account-title">{t("auth.guestAccountTitle")}</h2>
      <p>{t("auth.guestAccountIntro", { email })}</p>
      <fetcher.Form method="post" action={`/${language}/auth/guest-account`} className={forms.form} noValidate>
        {answer && !answer.ok && !errors.password && !errors.confirm ? <FormError error={{ key: answer.message.key, values: answer.message.values }} /> : null}
        <input type="hidden" name="orderId" value={orderId} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <NewPasswordFields formId="guest-account" email={email} errors={errors} />
        <button type="submit" className={layout.button} disabled={fetcher.state !== "idle"}>
          {t("auth.submitGuestAccount")}
        </button>
      </fetcher.Form>
    </section>
  );
}
