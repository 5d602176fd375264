import { POPUP_COOKIE, POPUP_MAX_AGE_SECONDS } from "~/chrome/overlays/newsletter-popup";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, type Consent, type ConsentChoice, consentCookieValue, cookieValue, parseConsent } from "~/domain/consent";

// The consent cookies (ADR 0023): the choice itself, and — only after 'Accepteren' — the pseudonymous
// token Algolia's insights events carry; and the newsletter popup's "done with" cookie (ADR 0024). Neither is signed: they hold nothing but the shopper's own
// choice and a random id, and a hand-made value only changes what this one browser gets.

/** The random, pseudonymous id of a shopper who accepted insights (Algolia's userToken). */
export const INSIGHTS_TOKEN_COOKIE = "etalage_insights";

/** The shopper's choice, from the request's cookies (no cookie, or an unknown value: not decided). */
export function readConsent(request: Request): Consent {
  return parseConsent(cookieValue(request.headers.get("cookie"), CONSENT_COOKIE));
}

/** The insights token, only when the shopper consented to insights and the token looks like ours. */
export function insightsToken(request: Request): string | null {
  if (!readConsent(request).insights) return null;
  const token = cookieValue(request.headers.get("cookie"), INSIGHTS_TOKEN_COOKIE);
  return token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : null;
}

function cookie(name: string, value: string, maxAge: number, env: Env): string {
  const secure = env.ENVIRONMENT === "production" ? "; Secure" : "";
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The Set-Cookie headers a choice sends: the choice, and the insights token made (accepted; an
 * existing one kept) or removed (declined — no token exists without consent).
 */
export function consentCookies(request: Request, choice: ConsentChoice, env: Env): string[] {
  const cookies = [cookie(CONSENT_COOKIE, consentCookieValue(choice), CONSENT_MAX_AGE_SECONDS, env)];
  if (choice === "all") {
    const existing = cookieValue(request.headers.get("cookie"), INSIGHTS_TOKEN_COOKIE);
    const token = existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing) ? existing : crypto.randomUUID().replaceAll("-", "");
    cookies.push(cookie(INSIGHTS_TOKEN_COOKIE, token, CONSENT_MAX_AGE_SECONDS, env));
  } else {
    cookies.push(cookie(INSIGHTS_TOKEN_COOKIE, "", 0, env));
  }
  return cookies;
}

/** The newsletter popup's cookie value ('closed', 'subscribed'), or null. */
export function readPopupCookie(request: Request): string | null {
  return cookieValue(request.headers.get("cookie"), POPUP_COOKIE);
}

/** The Set-Cookie header that keeps the newsletter popup away (closed, or signed up from it). */
export function popupDoneCookie(value: "closed" | "subscribed", env: Env): string {
  return cookie(POPUP_COOKIE, value, POPUP_MAX_AGE_SECONDS, env);
}
