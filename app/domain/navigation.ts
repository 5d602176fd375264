import type { MenuPage } from "@contract/menu";

/** Top-level pages of the desktop header, by their desktop sort index. */
export function desktopMenu(pages: readonly MenuPage[]): MenuPage[] {
  return pages.filter((p) => p.isInDesktopHeader).sort((a, b) => a.desktopHeaderSortIndex - b.desktopHeaderSortIndex);
}

/** Pages of the mobile menu, by their mobile sort index (children come sorted from the core API). */
export function mobileMenu(pages: readonly MenuPage[]): MenuPage[] {
  return pages.filter((p) => p.isInMobileMenu).sort((a, b) => a.mobilMenuSortIndex - b.mobilMenuSortIndex);
}
