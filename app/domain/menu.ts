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
