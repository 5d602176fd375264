import { useLocation } from "react-router";
import type { FieldError } from "~/forms/form";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { href } from "~/domain/paths";
import { type MessageKey, useLanguage, useT } from "~/i18n";
import * as css from "./newsletter.css";

/**
 * The newsletter signup (footer, popup, the newsletter page): an e-mail field, a honeypot, one button.
 * A plain form posting to /{lang}/newsletter, with JavaScript too: 303 back here with the message in the
 * flash, or — a bad address — the newsletter page with the message under its field (`error`, `email`).
 * No hooks of its own: it is in every page's shell (the JavaScript budget). `place` keeps the ids of
 * two signups on one page apart and tells the page which form a bad post came from.
 */
export function NewsletterSignup({ identifier, place, error, email }: { identifier: string; place: string; error?: FieldError; email?: string }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  const id = `newsletter-${place}`;
  return (
    <form method="post" action={href("/:lang/newsletter", { lang: language })} className={css.signup} data-newsletter-signup={place}>
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
          defaultValue={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit">{t("newsletter.submit")}</button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {t(error.key as MessageKey)}
        </p>
      ) : null}
    </form>
  );
}
