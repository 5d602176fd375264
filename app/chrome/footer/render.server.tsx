import { NewsletterIntro, NewsletterSignup, type SignupNewsletter } from "~/chrome/overlays/NewsletterSignup";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import type { TFunction } from "~/i18n";
import { renderFragment } from "../fragment.server";
import { FooterContent } from "./Footer";
import type { FooterData } from "./data";

/**
 * The whole footer as the page's footer fragment (ADR 0024, 0025, 0052): it depends on the shop, its
 * settings and the language only, so it is rendered once per shop and language in the public cache
 * (~/chrome/fragments.server.tsx) and the browser's shell carries none of its code.
 */
export function footerFragment(input: {
  t: TFunction;
  language: Language;
  footer: FooterData;
  showPaymentIcons: boolean;
  newsletter: SignupNewsletter | null;
}): string {
  const { t, language } = input;
  return renderFragment(
    <FooterContent
      t={t}
      language={language}
      footer={input.footer}
      showPaymentIcons={input.showPaymentIcons}
      extras={<FooterExtras t={t} language={language} newsletter={input.newsletter} />}
    />,
  );
}

/** The footer's last column: the link that reopens the cookie choice, and the newsletter signup when the shop has one. */
function FooterExtras({ t, language, newsletter }: { t: TFunction; language: Language; newsletter: SignupNewsletter | null }) {
  return (
    <>
      <p>
        <a href={href("/:lang/cookies", { lang: language })} data-consent-reopen="">
          {t("consent.footerLink")}
        </a>
      </p>
      {newsletter ? (
        <section aria-labelledby="footer-newsletter" data-footer-slot="newsletter" data-newsletter={newsletter.identifier}>
          <h2 id="footer-newsletter">{t("newsletter.title")}</h2>
          <NewsletterIntro html={newsletter.intro} />
          <NewsletterSignup t={t} language={language} identifier={newsletter.identifier} place="footer" />
        </section>
      ) : null}
    </>
  );
}
