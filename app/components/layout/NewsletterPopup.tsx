import { useLocation } from "react-router";
import type { PopupNewsletter } from "~/domain/newsletter-popup";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import * as css from "./newsletter-popup.css";
import { NewsletterSignup } from "./NewsletterSignup";

/**
 * The newsletter popup (chrome spec §2): image, header, body text, the signup for its newsletter (its
 * identifier) and 'Sluiten'. A server-rendered <dialog open>, so it shows and closes without JavaScript
 * (the close button posts; a cookie keeps it closed); no script of its own.
 */
export function NewsletterPopup({ popup }: { popup: PopupNewsletter }) {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  return (
    <dialog
      open
      className={`${css.popup} ${popup.layout === "BACKGROUND" ? css.background : css.twoColumn}`}
      aria-labelledby="newsletter-popup-title"
      data-newsletter-popup={popup.identifier}
      data-layout={popup.layout}
    >
      {popup.imageUrl ? <img src={popup.imageUrl} alt="" width={320} height={240} /> : null}
      <div className={css.content}>
        <h2 id="newsletter-popup-title">{popup.header ?? t("newsletter.title")}</h2>
        {popup.bodyText ? <p>{popup.bodyText}</p> : null}
        <NewsletterSignup identifier={popup.identifier} place="popup" />
      </div>
      <form method="post" action={href("/:lang/newsletter/popup", { lang: language })} className={css.close}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit">{t("newsletter.close")}</button>
      </form>
    </dialog>
  );
}
