import { useLocation } from "react-router";
import { href } from "~/domain/paths";
import { useLanguage, useT } from "~/i18n";
import * as css from "./consent.css";
import * as layout from "./layout.css";

/**
 * The two buttons of the cookie choice: 'Accepteren' and 'Afwijzen', one plain form posting to
 * /{lang}/cookies, which answers 303 back to this page (with JavaScript too: a document post, so the
 * banner's code in every page's shell stays a few elements — the JavaScript budget).
 */
export function ConsentForm() {
  const t = useT();
  const language = useLanguage();
  const location = useLocation();
  return (
    <form method="post" action={href("/:lang/cookies", { lang: language })} className={css.buttons}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" name="choice" value="all" className={layout.button}>
        {t("consent.accept")}
      </button>
      <button type="submit" name="choice" value="necessary" className={layout.buttonSecondary}>
        {t("consent.decline")}
      </button>
    </form>
  );
}

/** The cookie banner (chrome spec §2): until the shopper chose; fixed at the bottom, no layout shift. */
export function ConsentBanner() {
  const t = useT();
  const language = useLanguage();
  return (
    <section className={css.banner} aria-labelledby="consent-title" data-consent-banner="">
      <div className={css.inner}>
        <p className={css.text}>
          <strong id="consent-title">{t("consent.title")}</strong> {t("consent.text")}{" "}
          <a href={href("/:lang/cookies", { lang: language })}>{t("consent.more")}</a>
        </p>
        <ConsentForm />
      </div>
    </section>
  );
}
