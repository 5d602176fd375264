import type { Language } from "./languages";

/** Old shop paths that lead to the product overview (spec §2). */
export const PRODUCT_OVERVIEW_ALIASES = ["webshop", "shop/all", "shop/basics", "shop/musthaves"] as const;

/** The account's first page; the bare account path leads here. */
export const ACCOUNT_HOME = "gegevens";
export const ACCOUNT_PAGES = ["gegevens", "carts", "orders", "invoices", "reservations", "subscriptions"] as const;

/**
 * Where an anonymous shopper who opens a page that needs sign-in goes: the login page with a
 * returnUrl back, except for the root, which needs no way back (spec §4).
 */
export function loginRedirect(language: Language, pathname: string, search: string): string {
  const login = `/${language}/auth/login`;
  if (pathname === "/" || pathname === "") return login;
  return `${login}?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}
