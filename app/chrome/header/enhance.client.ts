import { isLanguage } from "~/domain/languages";
import { languageLinks, pathInLanguage } from "~/domain/language-links";
import { isCheckoutFlow } from "~/domain/navigation";
import type { ShellData } from "../shell";
import { type BackRule, backHref } from "./rules/back";
import * as M from "./marks";
import { isCurrentLink } from "./rules/current-link";

// The header's browser code beyond its events (ADR 0072), loaded at the first client navigation or
// revalidation: the server's HTML (HeaderContent.tsx) is kept in step by its marks (marks.ts), never
// rendered again here.

/** The HTML of the header the shopper's parts were last taken from: each revalidation's once. */
let swapped: string | undefined;
/** The same for the open-order strip (~/chrome/open-order). */
let swappedOrder: string | undefined;

/**
 * After a client navigation, a revalidation of the root's data or both: the page's marks for the page
 * now shown, and the shopper's parts from the header the revalidation rendered.
 */
export function inStep(header: HTMLElement, page: Page, data: ShellData, navigated: false | { focusMain: boolean }) {
  if (data.headerHtml && data.headerHtml !== swapped) {
    swapped = data.headerHtml;
    swapParts(header, data.headerHtml);
  }
  // The open-order strip under the header follows the shopper too (a sign-in shows it, a sign-out ends it).
  if (data.openOrderHtml !== undefined && data.openOrderHtml !== swappedOrder) {
    swappedOrder = data.openOrderHtml;
    const strip = document.querySelector('[data-fragment="openOrder"]');
    if (strip) strip.innerHTML = data.openOrderHtml;
  }
  markPage(header, page, data.backRules);
  if (!navigated) return;
  markHead(page.pathname, data);
  // With JavaScript the header stays on screen across a navigation: the drawer closes (chrome spec §4).
  for (const drawer of all(header, "details[data-drawer]")) drawer.removeAttribute("open");
  // As after a page load, a keyboard or screen-reader user goes on with the new page's content.
  if (navigated.focusMain) document.getElementById("main")?.focus({ preventScroll: true });
}

type Page = { pathname: string; search: string };

/**
 * What depends on the page, as the server renders it for that page: the checkout's simplified header,
 * the current menu link, the language links, the back link and 'continue shopping', the forms' way back
 * without JavaScript.
 */
function markPage(header: HTMLElement, { pathname, search }: Page, backRules: readonly BackRule[]) {
  const checkout = isCheckoutFlow(pathname);
  for (const el of all(header, `[${M.CHECKOUT}]`)) el.hidden = checkout || (el.hasAttribute("data-clear-host") && !el.firstElementChild);
  for (const link of all<HTMLAnchorElement>(header, `a[${M.NAV}]`)) {
    const current = isCurrentLink(link.getAttribute("href") ?? "", pathname);
    link.classList.toggle("active", current);
    if (current) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  for (const link of all<HTMLAnchorElement>(header, `a[${M.REPLACE}][hreflang]`)) {
    if (isLanguage(link.hreflang)) link.href = pathInLanguage(pathname, search, link.hreflang);
  }
  const back = backHref(pathname, backRules);
  for (const link of all<HTMLAnchorElement>(header, "a[data-back]")) {
    link.hidden = back === null;
    if (back) link.href = back;
  }
  for (const link of all(header, `[${M.FORWARD}]`)) link.hidden = back === null;
  for (const input of all<HTMLInputElement>(header, "input[name=redirectTo]")) input.value = pathname + search;
}

/**
 * After a revalidation of the root's data: each of the shopper's parts (counts, account, co-brand,
 * clear-cart) from the header the server rendered anew; the wishlist heart beats when its count grew.
 */
function swapParts(header: HTMLElement, html: string) {
  const fresh = document.createElement("template");
  fresh.innerHTML = html;
  const now = all(header, `[${M.PART}]`);
  const next = all(fresh.content, `[${M.PART}]`);
  if (now.length !== next.length) return;
  now.forEach((old, i) => {
    const part = next[i] as HTMLElement;
    if (old.getAttribute(M.PART) !== part.getAttribute(M.PART) || old.isEqualNode(part)) return;
    if (part.getAttribute(M.PART)?.startsWith("wishlist") && count(part) > count(old)) part.dataset.grow = "";
    old.replaceWith(part);
  });
}

/**
 * The document's canonical and alternate-language links for the page now shown (the server wrote them
 * for the first, ~/chrome/seo/LanguageLinks.tsx): after every client navigation, with the header's marks, so
 * no page's first JavaScript carries their rules.
 */
function markHead(pathname: string, data: ShellData) {
  const { canonical, alternates } = languageLinks(data.origin, pathname, data.languages, data.language, data.defaultLanguage);
  document.querySelector('link[rel="canonical"]')?.setAttribute("href", canonical);
  for (const link of alternates) document.querySelector(`link[rel="alternate"][hreflang="${link.hrefLang}"]`)?.setAttribute("href", link.href);
}

function all<E extends Element = HTMLElement>(root: Element | DocumentFragment, selector: string): E[] {
  return [...root.querySelectorAll<E>(selector)];
}

const count = (link: Element) => Number(link.querySelector("b")?.textContent ?? 0);
