import type { MenuPage } from "@commerce/contract/menu";
import { drawerFold, isExternalLink, menuHref, opensInNewTab } from "~/domain/menu";
import type { HeaderConfig } from "./config";
import { type HeaderControls, headerControls } from "./controls";
import type { HeaderItem } from "./placements";

/**
 * The header as the browser renders it, worked out in the loader (ADR 0017: the page's JavaScript
 * renders, it does not recompute): menu links with their final href and how they open, each drawer
 * item's fold, the bar without the items this shop never shows, and the items the checkout flow hides.
 * The header then ships none of the link, fold or controls rules to the browser.
 */
export type MenuLinkView = { id: number; title: string; href: string /** 1 leaves the shop, 2 in a new tab. */; out?: 1 | 2 };
export type MenuPageView = MenuLinkView & { fold: "open" | "toggle" | "none"; children: MenuLinkView[] };

export function headerView(header: HeaderConfig, language: string) {
  const hiddenOnPages = hidden(headerControls("/", header.theme, header));
  return {
    ...header,
    bar: header.bar.filter((entry) => !hiddenOnPages.includes(entry.item)),
    /** Items hidden on the checkout-flow pages (§2): the header checks the path, the rules are here. */
    checkoutHidden: hidden(headerControls(`/${language}/checkout`, header.theme, header)),
    pages: sharedPageViews(header.pages, language),
    /** The contact link (the fallback /contact, §2) and the social links the shop set. */
    links: socialLinks(header, language),
  };
}

export type HeaderView = ReturnType<typeof headerView>;

function hidden(controls: HeaderControls): HeaderItem[] {
  return (Object.keys(controls) as (keyof HeaderControls)[]).filter((item) => !controls[item]);
}

/**
 * The desktop and phone menus list mostly the same pages and links: the same link is the same object
 * in both, so the page's hydration data (which keeps an object once, however often it is referred to)
 * carries it once.
 */
function sharedPageViews(pages: HeaderConfig["pages"], language: string): { desktop: MenuPageView[]; mobile: MenuPageView[] } {
  const links = new Map<string, MenuLinkView>();
  const link = (item: { id: number; title: string; url: string }) => {
    const key = `${item.id}\u0000${item.title}\u0000${item.url}`;
    const known = links.get(key);
    if (known) return known;
    const view = linkView(item, language);
    links.set(key, view);
    return view;
  };
  const pageView = (page: MenuPage): MenuPageView => ({ ...link(page), fold: drawerFold(page), children: page.children.map(link) });
  return { desktop: pages.desktop.map(pageView), mobile: pages.mobile.map(pageView) };
}

function linkView(item: { id: number; title: string; url: string }, language: string): MenuLinkView {
  const view: MenuLinkView = { id: item.id, title: item.title, href: menuHref(item.url, language) };
  if (isExternalLink(item.url)) view.out = opensInNewTab(item.url) ? 2 : 1;
  return view;
}

function socialLinks(header: HeaderConfig, language: string): Partial<Record<HeaderItem, MenuLinkView>> {
  const links: Partial<Record<HeaderItem, MenuLinkView>> = { contact: linkView({ id: 0, title: "", url: "contact" }, language) };
  for (const item of ["facebook", "instagram", "tiktok"] as const) {
    const url = header.extras[item];
    if (url) links[item] = linkView({ id: 0, title: "", url }, language);
  }
  return links;
}
