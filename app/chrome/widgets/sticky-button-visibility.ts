import { DEFAULT_LANGUAGE, isLanguage, type Language, pathWithoutLanguage } from "~/domain/languages";
import { CHECKOUT_FLOW_PATTERN } from "~/domain/navigation";

// Where the sticky help button shows and where its link leads (chrome spec §2 "Other strips and
// overlays", §4 "Sticky help button"). Pure and zod-free; run on the server (sticky-help.server.ts).

/** The parts of the parsed setting these rules read (sticky-button.ts). */
export type StickyRulesInput = {
  enabled: boolean;
  action: "link" | "chat" | "popup";
  link: { url: string; openInNewTab: boolean };
  exclude: { inCheckout: boolean; paths: string[]; whenOnTargetPage: boolean };
};

/** An address outside the shop: opened externally, never navigated to inside it (§2). */
export function isExternalUrl(url: string): boolean {
  return /^(?:https?:|mailto:|tel:)/i.test(url);
}

/** "/nl/contact/" and "/contact" are the same page: the path without language, query or end slash. */
function pagePath(path: string): string {
  const bare = pathWithoutLanguage(path.split(/[?#]/)[0] ?? "/");
  return bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An optional language prefix (/nl, /en). */
const LANG = "(?:/(?:nl|en))?";
/** Product and bundle detail: /{lang}/products/{slug}, /{lang}/bundles/{slug} (not the filtered listing). */
const DETAIL = `^${LANG}/(?:products|bundles)/[^/]+/?$`;
/**
 * The purchase's pages full of fields and buttons down to the screen's bottom edge — the bag, the
 * checkout steps, payment and its return, an order (/{lang}/orders/{id}) — where a floating widget
 * would cover a label or a button (issue 19, ADR 0035): no floating widget shows there, whatever the
 * the setting says (so the sticky button's exclude.inCheckout is always in force there).
 */
export const PURCHASE_PAGES = `${CHECKOUT_FLOW_PATTERN}|^${LANG}/orders/[^/]+`;

/**
 * Where the button is hidden (§2), as one regular expression over the page's path: product and bundle
 * detail (they have their own call to action at the bottom of the screen), the purchase's pages
 * (always: PURCHASE_PAGES), the excluded prefixes (whole segments, with or without the language), and its own target
 * page. Built on the server; the browser, which decides again on every navigation (the root loader does
 * not revalidate then), only tests it — a few bytes in the shell every page loads.
 */
export function stickyHiddenPattern(config: StickyRulesInput): string {
  const parts = [DETAIL, PURCHASE_PAGES];
  for (const prefix of config.exclude.paths) {
    const clean = prefix.replace(/\/+$/, "");
    parts.push(`^${LANG}${escapeRegExp(clean)}(?:/|$)`);
  }
  if (config.exclude.whenOnTargetPage && config.action === "link" && !isExternalUrl(config.link.url)) {
    const target = pagePath(config.link.url);
    parts.push(target === "/" ? `^${LANG}/?$` : `^${LANG}${escapeRegExp(target)}/?$`);
  }
  return parts.join("|");
}

export type StickyLink =
  /** Another site (or mail, phone): an <a>, http(s) in a new tab. */
  | { kind: "external"; href: string; newTab: boolean }
  /** A page of the shop in a new tab: the full address from origin, language and path (§4). */
  | { kind: "new-tab"; href: string }
  /** A page of the shop, navigated to inside it. */
  | { kind: "internal"; to: string };

/** Where the link action leads (§4): external when it starts with http, else internal. */
export function stickyLink(link: StickyRulesInput["link"], origin: string, language: string | undefined): StickyLink {
  if (isExternalUrl(link.url)) return { kind: "external", href: link.url, newTab: /^https?:/i.test(link.url) };
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const path = link.url.startsWith("/") ? link.url : `/${link.url}`;
  // A path that names its language already keeps it.
  const first = path.split("/")[1];
  const local = isLanguage(first) ? path : `/${lang}${path === "/" ? "" : path}`;
  if (link.openInNewTab) return { kind: "new-tab", href: `${origin}${local}` };
  return { kind: "internal", to: local };
}
