import { renderToStaticMarkup } from "react-dom/server";
import { ConsentBanner } from "~/chrome/overlays/ConsentBanner";
import { NewsletterPopup } from "~/chrome/overlays/NewsletterPopup";
import { NewsletterIntro, NewsletterSignup, type SignupNewsletter } from "~/chrome/overlays/NewsletterSignup";
import { ShadowBar, type ShadowSession } from "~/chrome/overlays/ShadowBar";
import { type Consent, isConsentPage } from "~/domain/consent";
import type { Language } from "~/domain/languages";
import { type PopupNewsletter, popupHiddenOn } from "~/chrome/overlays/newsletter-popup";
import type { TFunction } from "~/i18n";
import type { OverlaysHtml } from "~/chrome/shell";
import type { FooterData } from "~/chrome/footer/data";
import { footerMarkup } from "~/chrome/footer/render.server";

/**
 * The cookie banner, the newsletter popup and the footer (with the link that reopens the cookie
 * choice and the newsletter signup) as finished HTML (ADR 0024, 0025): plain
 * forms with no behaviour, rendered here once per page so the browser's shell carries none of their
 * code (every page's JavaScript budget; they added 0.9 KB gzip as components). The root puts them in
 * the page as they are. Each is null when the page does not show it: the banner once the shopper chose
 * (and on the cookie page itself, which shows the same choice), the popup on the pages it never covers
 * (the checkout flow, the cookie and newsletter pages).
 */
export function overlayMarkup(input: {
  pathname: string;
  t: TFunction;
  language: Language;
  consent: Consent;
  popup: PopupNewsletter | null;
  newsletter: SignupNewsletter | null;
  footer: FooterData;
  showPaymentIcons: boolean;
}): OverlaysHtml {
  const { t, language } = input;
  return {
    consentBanner: input.consent.decided || isConsentPage(input.pathname) ? null : renderToStaticMarkup(<ConsentBanner t={t} language={language} />),
    newsletterPopup:
      input.popup && !popupHiddenOn(input.pathname) ? renderToStaticMarkup(<NewsletterPopup t={t} language={language} popup={input.popup} />) : null,
    footer: footerMarkup({ t, language, footer: input.footer, showPaymentIcons: input.showPaymentIcons, newsletter: input.newsletter }),
  };
}

/** The signup of the /{lang}/newsletter page with the newsletter's intro, as HTML like the footer's (no code in the page's JavaScript). */
export function signupMarkup(t: TFunction, language: Language, newsletter: SignupNewsletter): string {
  return renderToStaticMarkup(
    <>
      <NewsletterIntro html={newsletter.intro} />
      <NewsletterSignup t={t} language={language} identifier={newsletter.identifier} place="page" />
    </>,
  );
}

/** The shadow bar of staff acting for a customer, as HTML like the footer (no code in every page's JavaScript). */
export function shadowBarMarkup(t: TFunction, language: Language, shadow: ShadowSession): string {
  return renderToStaticMarkup(<ShadowBar t={t} language={language} shadow={shadow} />);
}
