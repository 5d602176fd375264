import type { MenuPage } from "@commerce/contract/menu";
import { desktopMenu, isCheckoutFlow, mobileMenu } from "../navigation";
import { isOn, type Settings } from "../settings";
import { DEFAULT_HEADER_BACKGROUND, type HeaderItemsColorMode, type HeaderTheme, readableTextOn, themeFromSettings } from "../theme";
import { DEFAULT_HEADER_SETTINGS, type HeaderSettings, parseHeaderSettings } from "./settings";

/**
 * Everything a header theme renders from, built once per request from the shop's settings and menu
 * (chrome spec §1–§5). Building it never throws: a failing setup is the simple header with empty pages
 * and default settings (§8 "Header setup fails").
 */
export type HeaderConfig = {
  theme: HeaderTheme;
  settings: HeaderSettings;
  /** Professional search: only for 'true' or '1' (§5). */
  searchEnabled: boolean;
  colors: { background: string; text: string; backgroundImage: string | null; itemsColorMode: HeaderItemsColorMode };
  dropdown: Dropdown;
  pages: { desktop: MenuPage[]; mobile: MenuPage[] };
};

export function headerConfig(settings: Settings, menu: readonly MenuPage[]): HeaderConfig {
  try {
    const theme = themeFromSettings(settings);
    return {
      theme: theme.headerTheme,
      settings: parseHeaderSettings(settings.get("ecommerce_header_settings")),
      searchEnabled: searchEnabled(settings),
      colors: {
        background: theme.headerBackground,
        text: theme.headerText,
        backgroundImage: theme.headerBackgroundImage,
        itemsColorMode: theme.headerItemsColorMode,
      },
      dropdown: dropdownFor(theme.headerTheme),
      pages: { desktop: desktopMenu(menu), mobile: mobileMenu(menu) },
    };
  } catch {
    return fallbackHeader(settings);
  }
}

function searchEnabled(settings: Settings): boolean {
  return isOn(settings.get("professional_search_enabled"));
}

/** The simple header with empty pages; search stays as the shop set it when that much can be read. */
function fallbackHeader(settings: Settings): HeaderConfig {
  let search = false;
  try {
    search = searchEnabled(settings);
  } catch {
    // The settings themselves fail: no search either.
  }
  return {
    theme: "simple",
    settings: DEFAULT_HEADER_SETTINGS,
    searchEnabled: search,
    colors: { background: DEFAULT_HEADER_BACKGROUND, text: readableTextOn(DEFAULT_HEADER_BACKGROUND), backgroundImage: null, itemsColorMode: "auto" },
    dropdown: dropdownFor("simple"),
    pages: { desktop: [], mobile: [] },
  };
}

/**
 * How a desktop dropdown closes after the pointer leaves (§9): 250 ms in the simple header, 100 ms in
 * the fancy mega menu (up to 4 pages on the left and 3 on the right, §2), 1000 ms in the desktop
 * variant. The spec does not say which themes are "the desktop variant": we give it to the three
 * newer themes (ultimate-shape, modern-cool, modern-minimal), whose layouts the next session builds.
 */
export const DROPDOWNS = {
  simple: { kind: "dropdown", closeDelayMs: 250 },
  fancyMega: { kind: "mega", closeDelayMs: 100, leftPages: 4, rightPages: 3 },
  desktop: { kind: "dropdown", closeDelayMs: 1000 },
} as const;
export type Dropdown = (typeof DROPDOWNS)[keyof typeof DROPDOWNS];

export function dropdownFor(theme: HeaderTheme): Dropdown {
  if (theme === "simple") return DROPDOWNS.simple;
  if (theme === "fancy") return DROPDOWNS.fancyMega;
  return DROPDOWNS.desktop;
}

/** The mega menu's columns: the left pages (at most 4) and the right pages (at most 3), by their position. */
export function megaColumns(pages: readonly MenuPage[]): { left: MenuPage[]; right: MenuPage[] } {
  return {
    left: pages.filter((p) => p.position === "left").slice(0, DROPDOWNS.fancyMega.leftPages),
    right: pages.filter((p) => p.position === "right").slice(0, DROPDOWNS.fancyMega.rightPages),
  };
}

/** Which controls the header shows on a page. */
export type HeaderControls = { search: boolean; wishlist: boolean; account: boolean; language: boolean; cart: boolean };

/**
 * The controls for this page (§2 "Checkout-flow pages"): in the checkout flow (the shopping bag, every
 * checkout step, payment return and success — the same pages where the open-order notice is hidden)
 * the header is simplified: no search, wishlist or account; the simple theme also hides language and
 * cart. Elsewhere everything shows, search only when enabled and the cart not in the fancy header of a
 * shop whose shopping is disabled (§5).
 */
export function headerControls(pathname: string, theme: HeaderTheme, options: { searchEnabled: boolean; shoppingDisabled?: boolean }): HeaderControls {
  const cart = !(theme === "fancy" && options.shoppingDisabled);
  if (isCheckoutFlow(pathname)) {
    const simple = theme === "simple";
    return { search: false, wishlist: false, account: false, language: !simple, cart: cart && !simple };
  }
  return { search: options.searchEnabled, wishlist: true, account: true, language: true, cart };
}
