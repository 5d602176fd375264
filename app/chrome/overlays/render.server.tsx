import { ConsentBanner } from "~/chrome/overlays/ConsentBanner";
import { NewsletterPopup } from "~/chrome/overlays/NewsletterPopup";
import { NewsletterIntro, NewsletterSignup, type SignupNewsletter } from "~/chrome/overlays/NewsletterSignup";
import { ShadowBar, type ShadowSession } from "~/chrome/overlays/ShadowBar";
import { type Consent, isConsentPage } from "~/domain/consent";
import type { Language } from "~/domain/languages";
import { type PopupNewsletter, popupHiddenOn } from "~/chrome/overlays/newsletter-popup";
import type { TFunction } from "~/i18n";
import { isOfflinePage } from "~/chrome/offline/rules";
import { renderFragment } from "../fragment.server";

/**
 * The page's overlay fragment (ADR 0024, 0025, 0052), one at a time: the cookie banner until the
 * shopper chose (not on the cookie page itself, which shows the same choice), then the newsletter
 * popup — except on the pages it never covers (the checkout flow, the cookie and newsletter pages).
 * Plain forms with no behaviour: no code in the shell. Empty when the page shows neither.
 */
export function overlayFragment(input: { pathname: string; t: TFunction; language: Language; consent: Consent; popup: PopupNewsletter | null }): string {
  const { t, language } = input;
  // The offline page (ADR 0065) is shown without a connection: no overlay of forms that need one covers it.
  if (isOfflinePage(input.pathname)) return "";
  if (!input.consent.decided && !isConsentPage(input.pathname)) return renderFragment(<ConsentBanner t={t} language={language} />);
  if (input.popup && !popupHiddenOn(input.pathname)) return renderFragment(<NewsletterPopup t={t} language={language} popup={input.popup} />);
  return "";
}

/** The signup of the /{lang}/newsletter page with the newsletter's intro, as HTML like the footer's (no code in the page's JavaScript). */
export function signupMarkup(t: TFunction, language: Language, newsletter: SignupNewsletter): string {
  return renderFragment(
    <>
      <NewsletterIntro html={newsletter.intro} />
      <NewsletterSignup t={t} language={language} identifier={newsletter.identifier} place="page" />
    </>,
  );
}

/** The shadow bar of staff acting for a customer, as a fragment like the footer (no code in every page's JavaScript). */
export function shadowBarFragment(t: TFunction, language: Language, shadow: ShadowSession | null): string {
  return shadow ? renderFragment(<ShadowBar t={t} language={language} shadow={shadow} />) : "";
}
