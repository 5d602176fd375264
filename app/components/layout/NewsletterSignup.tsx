import { useLocation } from "react-router";
import { FormMessage } from "~/components/FormMessage";
import { useShopForm } from "~/components/forms/useShopForm";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import * as css from "./newsletter.css";

/**
 * The newsletter signup (footer, popup, the newsletter page): an e-mail field, a honeypot, one button.
 * It posts to /{lang}/newsletter: without JavaScript 303 back here with the message in the flash (or,
 * for a bad address, the newsletter page with the message under the field); with it a fetcher.
 * `place` keeps the field ids of two signups on one page apart.
 */
export function NewsletterSignup({ identifier, place, email }: { identifier: string; place: string; email?: string }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const form = useShopForm("newsletter", place);
  const id = `newsletter-${place}`;
  const error = form.errors.email ?? form.errors.identifier;
  return (
    <form.fetcher.Form
      method="post"
      action={href("/:lang/newsletter", { lang: language })}
      className={css.signup}
      key={form.key}
      data-newsletter-signup={place}
    >
      <input type="hidden" name="identifier" value={identifier} />
      <input type="hidden" name="place" value={place} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <div className={css.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t("forms.honeypot")}</label>
        <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <label htmlFor={`${id}-email`}>{t("newsletter.email")}</label>
      <div className={css.row}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={form.values?.email ?? email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" disabled={form.busy}>
          {t("newsletter.submit")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {t(error.key as "newsletter.errors.email")}
        </p>
      ) : null}
      <FormMessage answer={form.answer?.ok ? form.answer : undefined} />
    </form.fetcher.Form>
  );
}
