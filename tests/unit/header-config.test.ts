import type { MenuPage } from "@commerce/contract/menu";
import { describe, expect, it } from "vitest";
import { DROPDOWNS, dropdownFor, headerConfig, headerControls, megaColumns } from "~/chrome/header/rules/config";
import { drawerFold, menuHref } from "~/domain/menu";
import { mobileMenu } from "~/domain/navigation";
import { settingsMap } from "~/domain/settings";
import { backgroundTone, headerItemsTone, imageLightness, imageUrl, LIGHTNESS_SAMPLE_PX, themeFromSettings } from "~/domain/theme";

const settings = (pairs: Record<string, string>) => settingsMap(Object.entries(pairs).map(([key_, value_]) => ({ key_, value_ })));

const page = (id: number, extra: Partial<MenuPage> = {}): MenuPage => ({
  id,
  title: `Pagina ${id}`,
  url: `pagina/${id}`,
  position: "left",
  children: [],
  isInDesktopHeader: true,
  desktopHeaderSortIndex: id,
  isInMobileMenu: true,
  mobilMenuSortIndex: id,
  submenu_key: null,
  ...extra,
});

describe("the header theme", () => {
  it.each(["simple", "fancy", "ultimate-shape", "modern-cool", "modern-minimal"])("%s is a theme", (theme) => {
    expect(headerConfig(settings({ theme }), []).theme).toBe(theme);
  });
  it("an unknown or missing theme is simple", () => {
    expect(headerConfig(settings({ theme: "brutalist" }), []).theme).toBe("simple");
    expect(headerConfig(settings({}), []).theme).toBe("simple");
  });
});

describe("a failing header setup", () => {
  it("falls back to the simple header with empty pages and default settings, never a throw", () => {
    const broken = [null] as unknown as MenuPage[];
    const config = headerConfig(settings({ theme: "fancy", ecommerce_header_settings: '{"logoPosition":"center"}' }), broken);
    expect(config.theme).toBe("simple");
    expect(config.pages).toEqual({ desktop: [], mobile: [] });
    expect(config.settings.logoPosition).toBe("left");
    expect(config.dropdown).toBe(DROPDOWNS.simple);
  });
  it("survives settings that cannot be read at all", () => {
    const throwing = {
      get: () => {
        throw new Error("gone");
      },
    } as unknown as ReturnType<typeof settings>;
    expect(headerConfig(throwing, [page(1)])).toMatchObject({ theme: "simple", searchEnabled: false, pages: { desktop: [], mobile: [] } });
  });
  it("works normally otherwise: settings parsed and pages in order", () => {
    const config = headerConfig(settings({ theme: "fancy", ecommerce_header_settings: '{"logoPosition":"center"}' }), [page(2), page(1)]);
    expect(config.theme).toBe("fancy");
    expect(config.settings.logoPosition).toBe("center");
    expect(config.pages.desktop.map((p) => p.id)).toEqual([1, 2]);
  });
});

describe("professional search", () => {
  it.each([
    ["true", true],
    ["1", true],
    ["yes", false],
    ["false", false],
    ["TRUE", false],
  ])("professional_search_enabled %s → %s", (value, expected) => {
    expect(headerConfig(settings({ professional_search_enabled: value }), []).searchEnabled).toBe(expected);
  });
  it("is off without the setting", () => {
    expect(headerConfig(settings({}), []).searchEnabled).toBe(false);
  });
});

describe("header colours and image", () => {
  it("take ecommerce_header_background_color before header_background_color, and header_color for the text", () => {
    expect(headerConfig(settings({ header_background_color: "#222222" }), []).colors.background).toBe("#222222");
    const both = settings({ header_background_color: "#222222", ecommerce_header_background_color: "#8a2c3b", header_color: "#fefefe" });
    expect(headerConfig(both, []).colors).toMatchObject({ background: "#8a2c3b", text: "#fefefe" });
  });
  it("default to white for the simple header and purple for the fancy one", () => {
    expect(themeFromSettings(settings({})).headerBackground).toBe("#ffffff");
    expect(themeFromSettings(settings({ theme: "fancy" })).headerBackground).toBe("#5b2a86");
    expect(themeFromSettings(settings({ theme: "fancy" })).headerText).toBe("#ffffff");
  });
  it("take the image from ecommerce_header_background_image before header_background_image", () => {
    expect(headerConfig(settings({ header_background_image: "/media/b.jpg" }), []).colors.backgroundImage).toBe("/media/b.jpg");
    const both = settings({ header_background_image: "/media/b.jpg", ecommerce_header_background_image: "https://cdn.test/a.jpg" });
    expect(headerConfig(both, []).colors.backgroundImage).toBe("https://cdn.test/a.jpg");
  });
  it("accept only a root-relative path or an http(s) url as the image (it goes into a CSS url())", () => {
    expect(imageUrl("/media/a.jpg")).toBe("/media/a.jpg");
    expect(imageUrl("javascript:alert(1)")).toBeNull();
    expect(imageUrl("/a.jpg);background:red")).toBeNull();
    expect(imageUrl("//evil.test/a.jpg")).toBeNull();
    expect(imageUrl('/a.jpg" onload')).toBeNull();
  });
  it("read the items colour mode auto, light or dark; anything else is auto", () => {
    for (const mode of ["auto", "light", "dark"]) {
      expect(headerConfig(settings({ ecommerce_header_items_color_mode: mode }), []).colors.itemsColorMode).toBe(mode);
    }
    expect(headerConfig(settings({ ecommerce_header_items_color_mode: "neon" }), []).colors.itemsColorMode).toBe("auto");
  });
});

describe("the background image's lightness (16×16 sample, light above 0.5)", () => {
  const pixels = (rgba: [number, number, number, number]) => Array.from({ length: LIGHTNESS_SAMPLE_PX * LIGHTNESS_SAMPLE_PX }, () => rgba).flat();

  it("is 1 for white and 0 for black", () => {
    expect(imageLightness(pixels([255, 255, 255, 255]))).toBe(1);
    expect(imageLightness(pixels([0, 0, 0, 255]))).toBe(0);
  });
  it("is light only above 0.5", () => {
    expect(backgroundTone(imageLightness(pixels([255, 255, 255, 255])))).toBe("light");
    expect(backgroundTone(0.5)).toBe("dark");
    expect(backgroundTone(0.51)).toBe("light");
    // Mid grey averages to a luminance of about 0.22: dark.
    expect(backgroundTone(imageLightness(pixels([128, 128, 128, 255])))).toBe("dark");
  });
  it("weighs each pixel by its alpha: transparent pixels do not count", () => {
    const half = [...pixels([255, 255, 255, 255]).slice(0, 512), ...pixels([0, 0, 0, 0]).slice(0, 512)];
    expect(imageLightness(half)).toBe(1);
  });
  it("is unknown when sampling fails: no data, a broken buffer, or only transparent pixels", () => {
    expect(imageLightness(null)).toBeNull();
    expect(imageLightness([])).toBeNull();
    expect(imageLightness([255, 255, 255])).toBeNull();
    expect(imageLightness(pixels([255, 255, 255, 0]))).toBeNull();
    expect(backgroundTone(null)).toBe("unknown");
  });
  it("decides the items' tone in auto mode; light and dark modes are taken as they are", () => {
    expect(headerItemsTone("auto", "light", "#1d1d1d")).toBe("dark");
    expect(headerItemsTone("auto", "dark", "#ffffff")).toBe("light");
    expect(headerItemsTone("auto", "unknown", "#1d1d1d")).toBe("light");
    expect(headerItemsTone("auto", "unknown", "#ffffff")).toBe("dark");
    expect(headerItemsTone("light", "light", "#ffffff")).toBe("light");
    expect(headerItemsTone("dark", "dark", "#1d1d1d")).toBe("dark");
  });
});

describe("dropdown close delays per theme", () => {
  it("250 ms in the simple header", () => {
    expect(dropdownFor("simple")).toEqual({ kind: "dropdown", closeDelayMs: 250 });
  });
  it("100 ms in the fancy mega menu, with up to 4 pages left and 3 right", () => {
    expect(dropdownFor("fancy")).toEqual({ kind: "mega", closeDelayMs: 100, leftPages: 4, rightPages: 3 });
    const pages = [1, 2, 3, 4, 5].map((id) => page(id)).concat([6, 7, 8, 9].map((id) => page(id, { position: "right" })));
    const columns = megaColumns(pages);
    expect(columns.left.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(columns.right.map((p) => p.id)).toEqual([6, 7, 8]);
  });
  it.each(["ultimate-shape", "modern-cool", "modern-minimal"] as const)("1000 ms in the desktop variant (%s)", (theme) => {
    expect(dropdownFor(theme).closeDelayMs).toBe(1000);
  });
});

describe("the checkout-flow header", () => {
  const options = { searchEnabled: true };
  it.each(["/nl/shopping-bag", "/nl/checkout/gegevens", "/en/checkout/samenvatting", "/nl/checkout/payment/return", "/checkout/success"])(
    "%s: no search, wishlist or account; the simple theme also hides language and cart",
    (path) => {
      expect(headerControls(path, "fancy", options)).toEqual({ search: false, wishlist: false, account: false, language: true, cart: true });
      expect(headerControls(path, "simple", options)).toEqual({ search: false, wishlist: false, account: false, language: false, cart: false });
    },
  );
  it("shows everything elsewhere, search only when enabled", () => {
    expect(headerControls("/nl/products", "simple", options)).toEqual({ search: true, wishlist: true, account: true, language: true, cart: true });
    expect(headerControls("/nl/products", "simple", { searchEnabled: false }).search).toBe(false);
  });
  it("hides the cart in the fancy header when shopping is disabled", () => {
    expect(headerControls("/nl/products", "fancy", { searchEnabled: true, shoppingDisabled: true }).cart).toBe(false);
    expect(headerControls("/nl/products", "simple", { searchEnabled: true, shoppingDisabled: true }).cart).toBe(true);
  });
});

describe("menu items", () => {
  it("get a leading '/' and the language; tag and category links go to the filtered overview", () => {
    expect(menuHref("pagina/over-ons", "nl")).toBe("/nl/pagina/over-ons");
    expect(menuHref("product-tag/sale", "nl")).toBe("/nl/products/tag/sale");
    expect(menuHref("product-category/jurken", "en")).toBe("/en/products/category/jurken");
  });
  it("sort the mobile children by mobile_menu_sort_index", () => {
    const child = (id: number, index: number) => ({ id, title: `k${id}`, url: `k/${id}`, mobile_menu_sort_index: index });
    const [parent] = mobileMenu([page(1, { children: [child(1, 3), child(2, 1), child(3, 2)] })]);
    expect(parent?.children.map((c) => c.id)).toEqual([2, 3, 1]);
  });
  it("fold in the drawer: a url with children is always open, children without a url toggle", () => {
    expect(drawerFold({ url: "pagina/dames", children: [{}] })).toBe("open");
    expect(drawerFold({ url: "", children: [{}] })).toBe("toggle");
    expect(drawerFold({ url: "  ", children: [{}] })).toBe("toggle");
    expect(drawerFold({ url: "pagina/dames", children: [] })).toBe("none");
  });
});
