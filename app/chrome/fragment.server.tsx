import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The one way the server writes HTML outside the page's React tree (ADR 0052): every chrome fragment
 * (footer, USP strip, help button, partner launcher, overlays, promotions, shadow bar), every form's
 * re-rendered answer and the plain pages are React components rendered here, so every text and
 * attribute is escaped by React — no template strings, no hand escaping. The only raw HTML inside is
 * what the CMS cleaner let through (dangerouslySetInnerHTML on a cleaned value, named at its use).
 */
export function renderFragment(element: ReactElement): string {
  return renderToStaticMarkup(element);
}
