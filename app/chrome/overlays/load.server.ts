import { footerNewsletter } from "~/chrome/footer/footer";
import type { FooterCalls, FooterData } from "~/chrome/footer/data";
import { cartDisplay } from "~/domain/cart-display";
import { readPopupCookie } from "~/server/consent.server";
import type { AppContext } from "~/server/context";
import type { ChromePage } from "../page.server";
import type { Newsletters } from "@commerce/contract/store";
import { popupNewsletter } from "./newsletter-popup";
import type { SignupNewsletter } from "./NewsletterSignup";
import { overlayMarkup, shadowBarMarkup } from "./render.server";

/**
 * The overlays' part of the root's data, as HTML (ADR 0023, 0024, 0025, 0028): the shadow bar of staff
 * acting for this customer, and the cookie banner, the newsletter popup (the core API asks for it; not
 * closed; after the cookie choice) and the whole footer with its signup. No core-API call of its own:
 * the popup reads the footer's newsletters.
 */
export function loadOverlays(
  { request, app, language, t, consent, settings }: ChromePage,
  { newsletters, footer }: { newsletters: FooterCalls["newsletters"]; footer: FooterData },
) {
  const shadow = shadowSession(app);
  return {
    /** Staff acting for this customer: the shadow bar (HTML) names both and offers Stop. */
    shadowBar: shadow ? shadowBarMarkup(t, language, shadow) : null,
    overlays: overlayMarkup({
      pathname: new URL(request.url).pathname,
      t,
      language,
      consent,
      popup: popupNewsletter(newsletters, { consent, popupCookie: readPopupCookie(request) }),
      newsletter: signupNewsletter(footerNewsletter(newsletters)),
      footer,
      showPaymentIcons: cartDisplay(settings).showPaymentIcons,
    }),
  };
}

/** The newsletter an embedded signup names: its identifier and its intro (htmlContent). */
export function signupNewsletter(newsletter: Pick<Newsletters[number], "identifier" | "htmlContent"> | null): SignupNewsletter | null {
  return newsletter ? { identifier: newsletter.identifier, intro: newsletter.htmlContent ?? null } : null;
}

function shadowSession(app: AppContext) {
  const shadow = app.session.get("shadow");
  const customer = app.customer;
  if (!shadow || !customer) return null;
  return {
    staffName: shadow.staffName,
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerNumber: customer.number,
    companyName: customer.companyName,
  };
}
