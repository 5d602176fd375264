// Cookie consent (chrome spec §2 "Other strips and overlays", §4 "Cookies"; ADR 0023). The shopper
// chooses once: accept everything, or decline what is optional. The choice lives in a cookie of its
// own that a form post sets, so it holds without JavaScript. Pure rules, no I/O.

/** The cookie that remembers the choice. */
export const CONSENT_COOKIE = "etalage_consent";
/** How long a choice holds before the banner asks again: 180 days (a common, short-enough period). */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The two answers of the banner: 'Accepteren' (all categories) and 'Afwijzen' (necessary only). */
export const CONSENT_CHOICES = ["all", "necessary"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/**
 * The categories and what each one loads — shown on the banner's page and in the README. Necessary is
 * always on; the two optional ones only with 'Accepteren'.
 */
export const CONSENT_CATEGORIES = ["necessary", "analytics", "insights"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** What the storefront may do for this shopper. `decided` false: the banner shows, nothing optional runs. */
export type Consent = { decided: boolean; analytics: boolean; insights: boolean };

export const NO_CONSENT: Consent = { decided: false, analytics: false, insights: false };

/** The cookie's value for a choice (versioned: a later change of categories can ask again). */
export function consentCookieValue(choice: ConsentChoice): string {
  return `v1.${choice}`;
}

/** The choice a cookie value holds; anything unknown (an old version, a hand-made value) counts as no choice. */
export function parseConsent(value: string | null | undefined): Consent {
  if (value === "v1.all") return { decided: true, analytics: true, insights: true };
  if (value === "v1.necessary") return { decided: true, analytics: false, insights: false };
  return NO_CONSENT;
}

/** A value out of a Cookie header by name (first wins), or null. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The consent page: the banner does not show on top of the page that shows the same choice. */
export function isConsentPage(pathname: string): boolean {
  const [, second] = pathname.split("/").filter(Boolean);
  return second === "cookies";
}
