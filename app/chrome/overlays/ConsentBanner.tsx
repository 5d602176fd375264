import type { ComponentType } from "react";
import type { FormProps } from "react-router";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import * as layout from "~/components/layout/layout.css";

// The cookie choice's markup. It has no behaviour and no hooks: the banner is rendered to HTML by the
// server into the page's overlay fragment (app/chrome/overlays/render.server.tsx, ADR 0052) and put in the page as it is, so none of it ships in every
// page's JavaScript (the budget); the /{lang}/cookies page renders the same form in its own route code.

/**
 * 'Accepteren' and 'Afwijzen': one plain form posting to /{lang}/cookies, which answers 303 back to the
 * page it came from (the Referer: same-origin only). In the banner, with JavaScript, it posts as a
 * fetcher (data-fetcher: ~/components/forms/server-forms.ts) and the banner's part answers: the page's
 * overlay after the choice (ADR 0052). The cookie page posts it through its own fetcher (`Form`).
 */
export function ConsentForm({ t, language, Form }: { t: TFunction; language: Language; Form?: "form" | ComponentType<FormProps> }) {
  const As = Form ?? "form";
  return (
    <As method="post" action={href("/:lang/cookies", { lang: language })} data-consent-form="" data-fetcher={Form ? undefined : ""}>
      <button type="submit" name="choice" value="all" className={layout.button}>
        {t("consent.accept")}
      </button>
      <button type="submit" name="choice" value="necessary" className={layout.buttonSecondary}>
        {t("consent.decline")}
      </button>
    </As>
  );
}

/** The cookie banner (chrome spec §2): until the shopper chose; fixed at the bottom, no layout shift. */
export function ConsentBanner({ t, language }: { t: TFunction; language: Language }) {
  return (
    <section aria-labelledby="consent-title" data-consent-banner="" data-part="overlay">
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
