import { describe, expect, it } from "vitest";
import { NO_CONSENT, parseConsent } from "~/domain/consent";
import { popupHiddenOn, popupNewsletter } from "~/chrome/overlays/newsletter-popup";
import { NewsletterConfirmForm, NewsletterSignupForm } from "~/forms/newsletter";

const letter = (over: Partial<Parameters<typeof popupNewsletter>[0] extends readonly (infer N)[] | null ? N : never> = {}) => ({
  identifier: "nieuwsbrief",
  isDefault: true,
  showPopup: true,
  popupLayout: "TWO_COLUMN" as const,
  popupHeader: "Blijf op de hoogte",
  popupBodyText: "Tekst",
  popupImageUrl: "/media/x.svg",
  ...over,
});
const decided = parseConsent("v1.necessary");

describe("the newsletter popup's rule", () => {
  it("shows the default newsletter's popup once the cookie choice is made", () => {
    expect(popupNewsletter([letter({ identifier: "ander", isDefault: false }), letter()], { consent: decided, popupCookie: null })).toEqual({
      identifier: "nieuwsbrief",
      header: "Blijf op de hoogte",
      bodyText: "Tekst",
      imageUrl: "/media/x.svg",
      layout: "TWO_COLUMN",
    });
  });

  it("waits for the cookie choice (consent first), whatever it is", () => {
    expect(popupNewsletter([letter()], { consent: NO_CONSENT, popupCookie: null })).toBeNull();
    expect(popupNewsletter([letter()], { consent: parseConsent("v1.all"), popupCookie: null })).not.toBeNull();
  });

  it("stays away once closed or signed up from, not for another cookie value", () => {
    expect(popupNewsletter([letter()], { consent: decided, popupCookie: "closed" })).toBeNull();
    expect(popupNewsletter([letter()], { consent: decided, popupCookie: "subscribed" })).toBeNull();
    expect(popupNewsletter([letter()], { consent: decided, popupCookie: "x" })).not.toBeNull();
  });

  it("only when the core API says so, and only with something to say", () => {
    expect(popupNewsletter([letter({ showPopup: false })], { consent: decided, popupCookie: null })).toBeNull();
    expect(popupNewsletter([letter({ popupHeader: null, popupBodyText: null })], { consent: decided, popupCookie: null })).toBeNull();
    expect(popupNewsletter(null, { consent: decided, popupCookie: null })).toBeNull();
    expect(popupNewsletter([], { consent: decided, popupCookie: null })).toBeNull();
  });

  it("never covers the checkout flow, the bag, the cookie page or the newsletter's own pages", () => {
    for (const path of [
      "/nl/checkout",
      "/nl/checkout/adres",
      "/checkout/success",
      "/nl/shopping-bag",
      "/nl/cookies",
      "/nl/newsletter",
      "/en/newsletter/bevestigen",
    ]) {
      expect(popupHiddenOn(path), path).toBe(true);
    }
    for (const path of ["/nl/home", "/nl/products", "/en/products/jurk-1"]) expect(popupHiddenOn(path), path).toBe(false);
  });
});

describe("the newsletter forms", () => {
  it("takes an identifier and a real address", () => {
    expect(NewsletterSignupForm.safeParse({ identifier: "nieuwsbrief", email: " a@b.nl " }).success).toBe(true);
    for (const email of ["", "a@b", "geen", `${"a".repeat(250)}@b.nl`])
      expect(NewsletterSignupForm.safeParse({ identifier: "n", email }).success, email).toBe(false);
    expect(NewsletterSignupForm.safeParse({ identifier: "", email: "a@b.nl" }).success).toBe(false);
  });

  it("takes only a 43-character base64url token", () => {
    expect(NewsletterConfirmForm.safeParse({ token: "A".repeat(43) }).success).toBe(true);
    for (const token of ["A".repeat(42), "A".repeat(44), `${"A".repeat(42)}=`]) expect(NewsletterConfirmForm.safeParse({ token }).success).toBe(false);
  });
});
