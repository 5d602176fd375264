import type { MenuPage } from "@commerce/contract/menu";
import { describe, expect, it } from "vitest";
import { headerConfig } from "~/chrome/header/rules/config";
import { headerView } from "~/chrome/header/rules/view";
import { submenuKeysOf, withSubmenus } from "~/domain/menu";
import { settingsMap } from "~/domain/settings";

const page = (id: number, submenu_key: string | null, children: MenuPage["children"] = [], url = "products"): MenuPage => ({
  id,
  title: `Page ${id}`,
  url,
  position: "left",
  children,
  isInDesktopHeader: true,
  desktopHeaderSortIndex: id,
  isInMobileMenu: true,
  mobilMenuSortIndex: id,
  submenu_key,
});
const TAGS = [
  { identifier: "sale", name: "Sale" },
  { identifier: "linnen", name: "Linnen" },
];
const CATEGORIES = [{ identifier: "dames", name: "Dames" }];

describe("sub-menus from the catalogue (chrome §3 submenu_key)", () => {
  it("asks once for each known key the menu uses, and never for an unknown one", () => {
    expect(submenuKeysOf([page(1, "product_tags"), page(2, "product_tags"), page(3, "product_categories"), page(4, "brands"), page(5, null)])).toEqual([
      "product_tags",
      "product_categories",
    ]);
    expect(submenuKeysOf([page(1, "toString"), page(2, "__proto__")])).toEqual([]);
  });

  it("gives an entry the shop's tags or categories as children, linked to the filtered listing", () => {
    const [tags, categories] = withSubmenus([page(1, "product_tags"), page(2, "product_categories")], { product_tags: TAGS, product_categories: CATEGORIES });
    expect(tags?.children.map((c) => [c.title, c.url])).toEqual([
      ["Sale", "product-tag/sale"],
      ["Linnen", "product-tag/linnen"],
    ]);
    expect(categories?.children.map((c) => c.url)).toEqual(["product-category/dames"]);
    // The views link them as every tag and category link: the overview filtered by it.
    const view = headerView(headerConfig(settingsMap([]), withSubmenus([page(1, "product_tags")], { product_tags: TAGS })), "en");
    expect(view.pages.desktop[0]?.children.map((c) => c.href)).toEqual(["/en/products/tag/sale", "/en/products/tag/linnen"]);
    expect(view.pages.mobile[0]?.fold).toBe("open");
    // An entry without a page of its own (the demo shops' 'Thema's') folds as a toggle in the drawer.
    const toggle = headerView(headerConfig(settingsMap([]), withSubmenus([page(1, "product_tags", [], "")], { product_tags: TAGS })), "nl");
    expect(toggle.pages.mobile[0]?.fold).toBe("toggle");
  });

  it("keeps the entry's own children first, then the catalogue's, each with its own key", () => {
    const own = { id: 9, title: "Own", url: "pagina/x", mobile_menu_sort_index: 4 };
    const [entry] = withSubmenus([page(1, "product_tags", [own])], { product_tags: TAGS });
    expect(entry?.children.map((c) => c.title)).toEqual(["Own", "Sale", "Linnen"]);
    expect(entry?.children.map((c) => c.mobile_menu_sort_index)).toEqual([4, 5, 6]);
    expect(new Set(entry?.children.map((c) => c.id)).size).toBe(3);
  });

  it("shows no sub-menu for an unknown key, an empty list or a failed call", () => {
    const pages = [page(1, "brands"), page(2, "product_tags"), page(3, "product_categories")];
    const result = withSubmenus(pages, { product_tags: [] });
    expect(result.map((p) => p.children.length)).toEqual([0, 0, 0]);
    const view = headerView(headerConfig(settingsMap([]), result), "nl");
    expect(view.pages.mobile.map((p) => p.fold)).toEqual(["none", "none", "none"]);
  });
});
