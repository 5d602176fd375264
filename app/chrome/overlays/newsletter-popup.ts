import type { Consent } from "~/domain/consent";

// The newsletter popup (chrome spec §2, §4 "visible when the core service says so; closed by its close
// button"; issue 13, ADR 0024). Pure rules, no I/O.

/** The cookie that remembers the popup is done with: closed by its button, or signed up from it. */
export const POPUP_COOKIE = "etalage_newsletter_popup";
export const POPUP_COOKIE_VALUES = ["closed", "subscribed"] as const;
/** How long a closed popup stays away: 90 days. */
export const POPUP_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export type PopupLayout = "BACKGROUND" | "TWO_COLUMN";
export type PopupNewsletter = { identifier: string; header: string | null; bodyText: string | null; imageUrl: string | null; layout: PopupLayout };

type Newsletter = {
  identifier: string;
  isDefault: boolean;
  showPopup: boolean;
  popupLayout: PopupLayout;
  popupHeader: string | null;
  popupBodyText: string | null;
  popupImageUrl: string | null;
};

/** Whether the shopper is done with the popup (closed it, or signed up from it): the cookie says so. */
export function popupDone(popupCookie: string | null): boolean {
  return (POPUP_COOKIE_VALUES as readonly string[]).includes(popupCookie ?? "");
}

/**
 * The newsletter whose popup shows, or null. The core API says which (`showPopup`, the default one
 * first); the shopper has not closed it nor signed up from it (the cookie); and it waits for the cookie
 * choice (consent first: never two overlays at once). A popup with neither header nor text shows nothing.
 */
export function popupNewsletter(newsletters: readonly Newsletter[] | null, shopper: { consent: Consent; popupCookie: string | null }): PopupNewsletter | null {
  if (!newsletters || !shopper.consent.decided) return null;
  if (popupDone(shopper.popupCookie)) return null;
  const candidates = newsletters.filter((n) => n.showPopup && (n.popupHeader || n.popupBodyText));
  const chosen = candidates.find((n) => n.isDefault) ?? candidates[0];
  if (!chosen) return null;
  return {
    identifier: chosen.identifier,
    header: chosen.popupHeader,
    bodyText: chosen.popupBodyText,
    imageUrl: chosen.popupImageUrl,
    layout: chosen.popupLayout,
  };
}

/**
 * Pages the popup never covers: the checkout flow (and the bag; isCheckoutFlow), the cookie page, the
 * newsletter's own pages — as a regular expression over the path, which the popup carries for the
 * shell to hide it after a client navigation (data-hide, ADR 0052).
 */
export const POPUP_HIDDEN_PATTERN = "^/+(?:checkout(?:/|$)|[^/]+/+(?:checkout|shopping-bag|cookies|newsletter)(?:/|$))";

export function popupHiddenOn(pathname: string): boolean {
  return new RegExp(POPUP_HIDDEN_PATTERN).test(pathname);
}
