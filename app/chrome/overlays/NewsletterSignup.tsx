import type { FieldError, FormAnswer } from "~/forms/form";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { MessageKey, TFunction } from "~/i18n";

/** The newsletter an embedded signup names (chrome spec §7: identifier, title and htmlContent). */
export type SignupNewsletter = {
  identifier: string;
  /** The newsletter's own words above the form (htmlContent), cleaned by the core API; null when none. */
  intro: string | null;
};

/**
 * The newsletter's intro (htmlContent) above an embedded signup: HTML the core API has cleaned
 * (commerce/html/clean-html.ts), as the CMS's text blocks.
 */
export function NewsletterIntro({ html }: { html: string | null }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the core API answers the text cleaned by a real parser to an allow-list (commerce/html/clean-html.ts).
  return <div data-newsletter-intro="" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The newsletter signup (footer, popup, the newsletter page): an e-mail field, a honeypot, one button,
 * in its part (data-part) with its answer. A plain form posting to /{lang}/newsletter: 303 back to the
 * page (the Referer) with the message in the flash, or — a bad address — the newsletter page with the
 * message. With JavaScript a fetcher (data-fetcher: ~/components/forms/server-forms.ts) whose answer is
 * this component again, rendered by the server with the answer (ADR 0052): a field's message under the
 * field, a refusal in a status line after the form; a signup that went through gives way to its answer.
 * No hooks: it is rendered to HTML on the server (app/chrome/fragment.server.tsx), so none of it ships
 * in every page's JavaScript. `place` keeps the ids of two signups on one page apart and tells the
 * page which form a bad post came from.
 */
export function NewsletterSignup({
  t,
  language,
  identifier,
  place,
  answer,
}: {
  t: TFunction;
  language: Language;
  identifier: string;
  place: string;
  answer?: FormAnswer;
}) {
  const id = `newsletter-${place}`;
  const error: FieldError | undefined = answer?.errors?.email;
  // A field the shopper cannot see (the newsletter's identifier): its message is the form's.
  const message = answer?.message ?? answer?.errors?.identifier ?? null;
  const status = message ? (
    <p data-form-answer="" role="status" tabIndex={-1}>
      {t(message.key as MessageKey, message.values)}
    </p>
  ) : null;
  if (answer?.ok) {
    return (
      <div data-part={`signup-${place}`} data-done="">
        {status}
      </div>
    );
  }
  return (
    <div data-part={`signup-${place}`}>
      <form method="post" action={href("/:lang/newsletter", { lang: language })} data-newsletter-signup={place} data-fetcher="">
        <input type="hidden" name="identifier" value={identifier} />
        <input type="hidden" name="place" value={place} />
        <div data-honeypot="" aria-hidden="true">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t("forms.honeypot")}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <label htmlFor={`${id}-email`}>{t("newsletter.email")}</label>
        <div>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={answer?.values?.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-email-error` : undefined}
          />
          <button type="submit">{t("newsletter.submit")}</button>
        </div>
        {error ? (
          <p id={`${id}-email-error`} data-field-error="">
            {t(error.key as MessageKey, error.values)}
          </p>
        ) : null}
      </form>
      {status}
    </div>
  );
}
