import { describe, expect, it } from "vitest";
import { barEntries, navRow, searchSpot } from "~/chrome/header/rules/bar";
import { headerConfig } from "~/chrome/header/rules/config";
import { parseHeaderSettings } from "~/chrome/header/rules/settings";
import { headerView } from "~/chrome/header/rules/view";
import { settingsMap } from "~/domain/settings";

const settings = (pairs: Record<string, string>) => settingsMap(Object.entries(pairs).map(([key_, value_]) => ({ key_, value_ })));
const NO_EXTRAS = { facebook: null, instagram: null, tiktok: null, currency: null };
const header = (json: object) => parseHeaderSettings(JSON.stringify(json));
const entry = (entries: ReturnType<typeof barEntries>, item: string) => entries.find((e) => e.item === item);

describe("the bar's items and their places (bar.ts)", () => {
  const s = header({
    logoPosition: "center",
    navMode: "inline",
    placements: {
      desktop: { left: ["nav"], center: ["logo"], right: ["cart", "wishlist", "facebook", "currency"] },
      mobile: { left: ["nav"], center: ["logo"], right: ["cart"] },
    },
    icons: { order: ["wishlist", "cart"] },
  });

  it("places each item once, in its order per breakpoint, a lone centre item in the true middle", () => {
    const entries = barEntries(s, NO_EXTRAS, searchSpot(s, false));
    expect(entries.map((e) => e.item)).toEqual(["nav", "logo", "wishlist", "cart"]);
    expect(entry(entries, "logo")?.style).toMatchObject({ "--d": 1, "--dp": "absolute", "--dx": "-50%", "--mp": "absolute" });
    // The right side opens with margin-left auto; the icons in icons.order (wishlist before cart).
    expect(entry(entries, "wishlist")?.style).toMatchObject({ "--d": 2, "--dm": "auto", "--mv": "none" });
    expect(entry(entries, "cart")?.style).toMatchObject({ "--d": 3, "--dm": 0, "--m": 2, "--mm": "auto", "--mv": "flex" });
  });

  it("a social item shows only with a link, the currency only when set", () => {
    expect(barEntries(s, NO_EXTRAS, searchSpot(s, false)).map((e) => e.item)).not.toContain("facebook");
    const items = barEntries(s, { ...NO_EXTRAS, facebook: "https://facebook.com/x", currency: "EUR" }, searchSpot(s, false)).map((e) => e.item);
    expect(items).toContain("facebook");
    expect(items).toContain("currency");
  });

  it("an icon hidden by icons.visibility leaves the bar", () => {
    const hidden = header({
      ...JSON.parse(JSON.stringify({ placements: { desktop: { left: ["logo"], center: [], right: ["cart", "wishlist"] } } })),
      icons: { visibility: { cart: false } },
    });
    expect(barEntries(hidden, NO_EXTRAS, searchSpot(hidden, false)).map((e) => e.item)).not.toContain("cart");
  });
});

describe("where the search goes (searchSpot)", () => {
  it("nowhere when professional search is off or both placements are off", () => {
    expect(searchSpot(header({}), false).at).toBe("none");
    expect(searchSpot(header({ searchPlacement: { desktop: "off", mobile: "off" } }), true).at).toBe("none");
  });
  it("the second row for a desktop navbar; the bar for topbar; the drawer only when the desktop has it off", () => {
    expect(searchSpot(header({ searchPlacement: { desktop: "navbar", mobile: "off" } }), true)).toEqual({ at: "row", desktop: true, mobile: false });
    expect(searchSpot(header({ searchPlacement: { desktop: "topbar", mobile: "navbar" } }), true)).toEqual({ at: "bar", desktop: true, mobile: true });
    expect(searchSpot(header({ searchPlacement: { desktop: "off", mobile: "drawer" } }), true)).toEqual({ at: "drawer", desktop: false, mobile: true });
  });
  it("an unplaced search that should show opens the right side", () => {
    const s = header({ placements: { desktop: { left: ["logo"], center: [], right: ["cart"] } } });
    const entries = barEntries(s, NO_EXTRAS, searchSpot(s, true));
    expect(entries.slice(0, 3).map((e) => e.item)).toEqual(["logo", "search", "cart"]);
    expect(entry(entries, "search")?.style).toMatchObject({ "--d": 1, "--dm": "auto" });
  });
});

describe("the page links' row (navRow)", () => {
  it("hamburger keeps them behind the button; below (mode or placement) in the second row; else the bar", () => {
    expect(navRow({ navMode: "hamburger", navPlacement: "below" })).toBe("hamburger");
    expect(navRow({ navMode: "below", navPlacement: "inline" })).toBe("below");
    expect(navRow({ navMode: "inline", navPlacement: "below" })).toBe("below");
    expect(navRow({ navMode: "inline", navPlacement: "inline" })).toBe("bar");
  });
});

describe("the header as the browser gets it (headerView)", () => {
  const menu = [
    {
      id: 1,
      title: "Dames",
      url: "product-category/dames",
      position: "left",
      children: [{ id: 2, title: "Jurken", url: "https://x.test/j", mobile_menu_sort_index: 0 }],
      isInDesktopHeader: true,
      desktopHeaderSortIndex: 0,
      isInMobileMenu: true,
      mobilMenuSortIndex: 0,
      submenu_key: null,
    },
    {
      id: 3,
      title: "Merken",
      url: "",
      position: "left",
      children: [{ id: 4, title: "A", url: "mailto:a@x.test", mobile_menu_sort_index: 0 }],
      isInDesktopHeader: false,
      desktopHeaderSortIndex: 1,
      isInMobileMenu: true,
      mobilMenuSortIndex: 1,
      submenu_key: null,
    },
  ] as never;

  it("gives links their href and how they open, and drawer items their fold", () => {
    const view = headerView(headerConfig(settings({}), menu), "nl");
    expect(view.pages.desktop[0]).toMatchObject({ href: "/nl/products/category/dames", fold: "open", children: [{ href: "https://x.test/j", out: 2 }] });
    expect(view.pages.mobile[1]).toMatchObject({ fold: "toggle", children: [{ out: 1 }] });
    expect(view.links.contact).toEqual({ id: 0, title: "", href: "/nl/contact" });
  });

  it("the checkout flow hides search, wishlist and account; the simple header also language and cart", () => {
    expect(headerView(headerConfig(settings({}), []), "nl").checkoutHidden.sort()).toEqual(["account", "cart", "language", "search", "wishlist"]);
    expect(headerView(headerConfig(settings({ theme: "fancy" }), []), "nl").checkoutHidden.sort()).toEqual(["account", "search", "wishlist"]);
  });

  it("shoppingDisabled (ecommerce_shopping_disabled) takes the cart out of the fancy header only", () => {
    const items = (theme: string) => headerView(headerConfig(settings({ theme, ecommerce_shopping_disabled: "true" }), []), "nl").bar.map((e) => e.item);
    expect(items("fancy")).not.toContain("cart");
    expect(items("simple")).toContain("cart");
  });
});
