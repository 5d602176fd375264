import { renderToStaticMarkup } from "react-dom/server";
import { NewsletterSignup } from "~/chrome/overlays/NewsletterSignup";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import { FooterContent } from "./Footer";
import type { FooterData } from "./data";

/**
 * The whole footer as finished HTML (ADR 0024, 0025): the root puts it in the page's <footer> as it is,
 * so the browser's shell carries none of its code. The overlays' markup carries it
 * (app/chrome/overlays/render.server.tsx: `overlays.footer` of the root's data).
 */
export function footerMarkup(input: {
  t: TFunction;
  language: Language;
  footer: FooterData;
  showPaymentIcons: boolean;
  newsletterIdentifier: string | null;
}): string {
  const { t, language } = input;
  return renderToStaticMarkup(
    <FooterContent
      t={t}
      language={language}
      footer={input.footer}
      showPaymentIcons={input.showPaymentIcons}
      extras={<FooterExtras t={t} language={language} newsletterIdentifier={input.newsletterIdentifier} />}
    />,
  );
}

/** The footer's last column: the link that reopens the cookie choice, and the newsletter signup when the shop has one. */
function FooterExtras({ t, language, newsletterIdentifier }: { t: TFunction; language: Language; newsletterIdentifier: string | null }) {
  return (
    <>
      <p>
        <a href={href("/:lang/cookies", { lang: language })} data-consent-reopen="">
          {t("consent.footerLink")}
        </a>
      </p>
      {newsletterIdentifier ? (
        <section aria-labelledby="footer-newsletter" data-footer-slot="newsletter" data-newsletter={newsletterIdentifier}>
          <h2 id="footer-newsletter">{t("newsletter.title")}</h2>
          <NewsletterSignup t={t} language={language} identifier={newsletterIdentifier} place="footer" />
        </section>
      ) : null}
    </>
  );
}
