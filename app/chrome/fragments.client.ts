import type { FragmentName } from "./fragments";

// A client navigation to another language (the language switch): the chrome's fragments are the
// document's, in its language (ADR 0052), and the root's data carries none. So the new page's own
// HTML is fetched once and each slot takes its new content — loaded only when the language changes.
// The theme's style stays (the same shop: the same colours).

const REFILLED: readonly FragmentName[] = ["shadowBar", "promo", "header", "openOrder", "usps", "footer", "widgets", "overlay"];

/**
 * Fills every slot from the page at `url` as the server renders it; false when that page cannot be had.
 * With `theme`, the theme's style takes the new page's rules too (a preview's theme applied again, ADR
 * 0060): its text only, in this document's own nonce'd element.
 */
export async function refillFragments(url: string, { theme = false } = {}): Promise<boolean> {
  const response = await fetch(url, { headers: { accept: "text/html" }, credentials: "same-origin" });
  if (!response.ok) return false;
  const html = await response.text();
  // The page's body up to its scripts: its <style> and <script> carry that answer's nonce, not this
  // document's, and a parsed copy would break this page's CSP (a console error for each).
  if (theme) refillThemeStyle(html);
  const start = html.indexOf("<body");
  const next = new DOMParser().parseFromString(html.slice(start, html.indexOf("<script", start)), "text/html");
  for (const name of REFILLED) {
    const slot = document.querySelector(`[data-fragment="${name}"]`);
    const fresh = next.querySelector(`[data-fragment="${name}"]`);
    if (slot && fresh) slot.innerHTML = fresh.innerHTML;
  }
  return true;
}

/** The theme's rules from a page's HTML into this document's theme style (its nonce stays this document's). */
function refillThemeStyle(html: string) {
  const head = new DOMParser().parseFromString(html.slice(0, html.indexOf("<body")), "text/html");
  const fresh = head.querySelector('style[data-fragment="theme"]');
  const style = document.querySelector('style[data-fragment="theme"]');
  if (fresh && style) style.textContent = fresh.textContent;
}
