import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import * as layout from "~/components/layout/layout.css";

// The cookie choice's markup. It has no behaviour and no hooks: the banner is rendered to HTML by the
// root loader (app/chrome/overlays/render.server.tsx) and put in the page as it is, so none of it ships in every
// page's JavaScript (the budget); the /{lang}/cookies page renders the same form in its own route code.

/**
 * 'Accepteren' and 'Afwijzen': one plain form posting to /{lang}/cookies, which answers 303 back to the
 * page it came from (the Referer: same-origin only). With JavaScript it posts as a fetcher (data-fetcher:
 * ~/components/forms/server-forms.ts): the root revalidates, the banner goes, nothing reloads.
 */
export function ConsentForm({ t, language }: { t: TFunction; language: Language }) {
  return (
    <form method="post" action={href("/:lang/cookies", { lang: language })} data-consent-form="" data-fetcher="">
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
export function ConsentBanner({ t, language }: { t: TFunction; language: Language }) {
  return (
    <section aria-labelledby="consent-title" data-consent-banner="">
      <div>
        <p>
          <strong id="consent-title">{t("consent.title")}</strong> {t("consent.text")}{" "}
          <a href={href("/:lang/cookies", { lang: language })}>{t("consent.more")}</a>
        </p>
        <ConsentForm t={t} language={language} />
      </div>
    </section>
  );
}
