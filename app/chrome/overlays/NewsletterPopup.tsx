import type { Language } from "~/domain/languages";
import { POPUP_HIDDEN_PATTERN, type PopupNewsletter } from "~/chrome/overlays/newsletter-popup";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import { NewsletterSignup } from "./NewsletterSignup";

/**
 * The newsletter popup (chrome spec §2): image, header, body text, the signup for its newsletter (its
 * identifier) and 'Sluiten'. A server-rendered <dialog open> (rendered into the overlay fragment:
 * app/chrome/overlays/render.server.tsx), so it shows and closes without JavaScript — the close button posts,
 * a cookie keeps it closed — and ships no code. With JavaScript its forms post as fetchers
 * (data-fetcher: ~/components/forms/server-forms.ts).
 */
export function NewsletterPopup({ t, language, popup }: { t: TFunction; language: Language; popup: PopupNewsletter }) {
  return (
    <dialog
      open
      aria-labelledby="newsletter-popup-title"
      data-newsletter-popup={popup.identifier}
      data-layout={popup.layout}
      data-part="overlay"
      data-hide={POPUP_HIDDEN_PATTERN}
    >
      {popup.imageUrl ? <img src={popup.imageUrl} alt="" width={320} height={240} /> : null}
      <div>
        <h2 id="newsletter-popup-title">{popup.header ?? t("newsletter.title")}</h2>
        {popup.bodyText ? <p>{popup.bodyText}</p> : null}
        <NewsletterSignup t={t} language={language} identifier={popup.identifier} place="popup" />
      </div>
      <form method="post" action={href("/:lang/newsletter/popup", { lang: language })} data-fetcher="">
        <button type="submit">{t("newsletter.close")}</button>
      </form>
    </dialog>
  );
}
