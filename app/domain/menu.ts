import type { MenuChild, MenuPage, SubmenuKey, SubmenuValues } from "@commerce/contract/menu";

/** A menu link that leaves the shop: http(s) and mailto links never navigate inside (chrome spec §2). */
export function isExternalLink(url: string): boolean {
  return /^(https?:|mailto:)/i.test(url.trim());
}

/** http links of the menu open in a new tab; mailto does not. */
export function opensInNewTab(url: string): boolean {
  return /^https?:/i.test(url.trim());
}

/**
 * Tag and category links of the menu (product-tag/{id}, product-category/{id}, chrome spec §2) are the
 * product overview filtered by that key: products/tag/{id} and products/category/{id}.
 */
const CATALOGUE_LINK = /^\/?product-(tag|category)\/([^/?#]+)(.*)$/;

/**
 * The href of a menu item: external links as they are, internal ones with a leading '/' and under
 * the current language (/{lang}/{path}).
 */
export function menuHref(url: string, language: string): string {
  const trimmed = url.trim();
  if (isExternalLink(trimmed)) return trimmed;
  const catalogue = CATALOGUE_LINK.exec(trimmed);
  const internal = catalogue ? `products/${catalogue[1]}/${catalogue[2]}${catalogue[3]}` : trimmed;
  const path = internal.startsWith("/") ? internal : `/${internal}`;
  if (path === `/${language}` || path.startsWith(`/${language}/`)) return path;
  return `/${language}${path === "/" ? "" : path}`;
}

/**
 * How a drawer item folds (chrome spec §4): an item with both a url and children is always open (its
 * own link stays usable); children without a url make the item a toggle; no children, no fold.
 */
export function drawerFold(item: { url: string; children: readonly unknown[] }): "open" | "toggle" | "none" {
  if (item.children.length === 0) return "none";
  return item.url.trim() === "" ? "toggle" : "open";
}

/** The catalogue lists whose values a menu entry's submenu_key names, and the link each value gets (§2). */
const SUBMENU_LINKS: Record<SubmenuKey, string> = { product_tags: "product-tag", product_categories: "product-category" };

/** The submenu keys the menu uses that name a catalogue list: one call each. An unknown key asks nothing. */
export function submenuKeysOf(pages: readonly Pick<MenuPage, "submenu_key">[]): SubmenuKey[] {
  const keys = new Set<SubmenuKey>();
  for (const page of pages) if (isSubmenuKey(page.submenu_key)) keys.add(page.submenu_key);
  return [...keys];
}

function isSubmenuKey(key: string | null): key is SubmenuKey {
  return key !== null && Object.hasOwn(SUBMENU_LINKS, key);
}

/**
 * A menu entry with submenu_key product_tags or product_categories shows the shop's tags or categories
 * as its children (chrome spec §3), after any children of its own, each linking to the listing filtered
 * by it (product-tag/{identifier}, product-category/{identifier}, §2). An unknown key or an empty list
 * adds none. The children then fold, drop down and sort as any other.
 */
export function withSubmenus(pages: readonly MenuPage[], values: Partial<Record<SubmenuKey, SubmenuValues>>): MenuPage[] {
  return pages.map((page) => {
    const list = isSubmenuKey(page.submenu_key) ? (values[page.submenu_key] ?? []) : [];
    if (list.length === 0) return page;
    const link = SUBMENU_LINKS[page.submenu_key as SubmenuKey];
    const after = page.children.reduce((last, child) => Math.max(last, child.mobile_menu_sort_index), -1) + 1;
    const children: MenuChild[] = list.map((value, i) => ({
      // Ids of their own (below zero) that no stored menu page has: the lists key on them.
      id: -(i + 1),
      title: value.name,
      url: `${link}/${value.identifier}`,
      mobile_menu_sort_index: after + i,
    }));
    return { ...page, children: [...page.children, ...children] };
  });
}
