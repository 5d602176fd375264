import { describe, expect, it } from "vitest";
import { MenuPages } from "@commerce/contract/menu";
import { isExternalLink, menuHref, opensInNewTab } from "~/domain/menu";
import { formatPrice } from "~/domain/money";
import { languageLinks } from "~/domain/language-links";
import { documentTitle, SEO_DESCRIPTION_MAX, seoDescription } from "~/domain/seo";
import { firstSetting, isOn, jsonSetting, settingsMap } from "~/domain/settings";

describe("settings", () => {
  it("are on only for 'true' or '1'", () => {
    expect(isOn("true")).toBe(true);
    expect(isOn("1")).toBe(true);
    expect(isOn("yes")).toBe(false);
    expect(isOn(undefined)).toBe(false);
  });
  it("ignore invalid JSON", () => {
    expect(jsonSetting("{not json")).toBeUndefined();
    expect(jsonSetting('{"a":1}')).toEqual({ a: 1 });
  });
  it("take the first key that has a value; empty values count as absent", () => {
    const map = settingsMap([
      { key_: "ecommerce_footer_color", value_: "" },
      { key_: "footer_color", value_: "light" },
    ]);
    expect(firstSetting(map, "ecommerce_footer_color", "footer_color")).toBe("light");
  });
});

describe("menu links", () => {
  it("get a leading '/' and the language", () => {
    expect(menuHref("products", "nl")).toBe("/nl/products");
    expect(menuHref("/pagina/over-ons", "en")).toBe("/en/pagina/over-ons");
    expect(menuHref("/nl/home", "nl")).toBe("/nl/home");
  });
  it("send tag and category links to the filtered product overview", () => {
    expect(menuHref("product-tag/sale", "nl")).toBe("/nl/products/tag/sale");
    expect(menuHref("/product-category/jurken", "en")).toBe("/en/products/category/jurken");
  });
  it("leave http(s) and mailto links alone; http opens in a new tab", () => {
    expect(menuHref("https://instagram.com/x", "nl")).toBe("https://instagram.com/x");
    expect(isExternalLink("mailto:info@x.nl")).toBe(true);
    expect(opensInNewTab("mailto:info@x.nl")).toBe(false);
    expect(opensInNewTab("http://x.nl")).toBe(true);
  });
});

describe("menu items named by label", () => {
  const page = {
    id: 1,
    url: "/products",
    position: "left",
    isInDesktopHeader: true,
    desktopHeaderSortIndex: 0,
    isInMobileMenu: true,
    mobilMenuSortIndex: 0,
    submenu_key: null,
  };
  it("take label as their title when they have no title (chrome spec §3); a title wins", () => {
    const [labelled, titled] = MenuPages.parse([
      { ...page, label: "Nieuw", children: [{ id: 2, label: "Jurken", url: "/jurken", mobile_menu_sort_index: 0 }] },
      { ...page, id: 3, title: "Sale", label: "ignored", children: [] },
    ]);
    expect(labelled?.title).toBe("Nieuw");
    expect(labelled?.children[0]?.title).toBe("Jurken");
    expect(titled?.title).toBe("Sale");
  });
  it("without either, an item is refused", () => {
    expect(MenuPages.safeParse([{ ...page, children: [] }]).success).toBe(false);
  });
});

describe("seo", () => {
  it("gives a canonical link, an alternate per language and x-default", () => {
    const links = languageLinks("https://shop.nl", "/nl/products/jurk", ["nl", "en"], "nl", "nl");
    expect(links.canonical).toBe("https://shop.nl/nl/products/jurk");
    expect(links.alternates).toEqual([
      { hrefLang: "nl", href: "https://shop.nl/nl/products/jurk" },
      { hrefLang: "en", href: "https://shop.nl/en/products/jurk" },
      { hrefLang: "x-default", href: "https://shop.nl/nl/products/jurk" },
    ]);
  });
  it("caps a description from a text block at 160 characters", () => {
    expect(SEO_DESCRIPTION_MAX).toBe(160);
    const long = `<p>${"woord ".repeat(60)}</p>`;
    expect(seoDescription(long).length).toBeLessThanOrEqual(160);
    expect(seoDescription("<h2>Kort</h2><p>en goed</p>")).toBe("Kort en goed");
  });
});

describe("money", () => {
  it("formats whole cents per language, only at the edge", () => {
    expect(formatPrice(1295, "nl")).toBe("€\u00a012,95");
    expect(formatPrice(1295, "en")).toBe("€12.95");
    expect(formatPrice(123456, "nl")).toBe("€\u00a01.234,56");
    expect(formatPrice(0, "en")).toBe("€0.00");
  });
});

describe("cart display settings", async () => {
  const { cartDisplay } = await import("~/domain/cart-display");
  it("free-shipping progress and payment icons follow their settings ('true' or '1')", () => {
    const on = settingsMap([
      { key_: "ecommerce_cart_show_free_shipping_progress", value_: "true" },
      { key_: "cart_show_payment_icons", value_: "1" },
    ]);
    expect(cartDisplay(on)).toEqual({ showFreeShippingProgress: true, showPaymentIcons: true });
    const ecommerceWins = settingsMap([
      { key_: "cart_show_payment_icons", value_: "true" },
      { key_: "ecommerce_cart_show_payment_icons", value_: "false" },
    ]);
    expect(cartDisplay(ecommerceWins)).toEqual({ showFreeShippingProgress: false, showPaymentIcons: false });
  });
});

describe("document titles", () => {
  it("are '{page} | {shop}'", () => {
    expect(documentTitle("Producten", "Noordzee Mode")).toBe("Producten | Noordzee Mode");
    expect(documentTitle("Campagne: Zomer", "Stadsbazaar")).toBe("Campagne: Zomer | Stadsbazaar");
  });

  it("carry the shop's name once when the page's title has it already (CMS meta titles)", () => {
    expect(documentTitle("Algemene voorwaarden | Noordzee Mode", "Noordzee Mode")).toBe("Algemene voorwaarden | Noordzee Mode");
    expect(documentTitle("Terms and conditions | Noordzee Mode", "Noordzee Mode")).toBe("Terms and conditions | Noordzee Mode");
    expect(documentTitle("Noordzee Mode – kleding met de kust in je hoofd", "Noordzee Mode")).toBe("kleding met de kust in je hoofd | Noordzee Mode");
    expect(documentTitle("Contact — noordzee mode", "Noordzee Mode")).toBe("Contact | Noordzee Mode");
    expect(documentTitle("Noordzee Mode: Contact | Noordzee Mode", "Noordzee Mode")).toBe("Contact | Noordzee Mode");
    expect(documentTitle("Over Noordzee Mode", "Noordzee Mode")).toBe("Over Noordzee Mode");
    expect(documentTitle("Draagtas Stadsbazaar", "Stadsbazaar")).toBe("Draagtas Stadsbazaar");
  });

  it("keep a name that only starts like the shop's", () => {
    expect(documentTitle("Noordzee Mode-collectie", "Noordzee Mode")).toBe("Noordzee Mode-collectie");
    expect(documentTitle("Stadsbazaars", "Stadsbazaar")).toBe("Stadsbazaars | Stadsbazaar");
  });

  it("are the shop's name alone for a page without a title of its own, or one that is only the name", () => {
    expect(documentTitle(undefined, "Noordzee Mode")).toBe("Noordzee Mode");
    expect(documentTitle("", "Noordzee Mode")).toBe("Noordzee Mode");
    expect(documentTitle("Noordzee Mode", "Noordzee Mode")).toBe("Noordzee Mode");
    expect(documentTitle(" Noordzee Mode | Noordzee Mode ", "Noordzee Mode")).toBe("Noordzee Mode");
  });

  it("are the page's title alone when the shop is not known", () => {
    expect(documentTitle("Er ging iets mis", undefined)).toBe("Er ging iets mis");
    expect(documentTitle("Er ging iets mis", "")).toBe("Er ging iets mis");
  });

  it("take a shop name with signs that mean something in a pattern as plain text", () => {
    expect(documentTitle("Jassen | Mode (& meer)*", "Mode (& meer)*")).toBe("Jassen | Mode (& meer)*");
    expect(documentTitle("Jassen", "Mode (& meer)*")).toBe("Jassen | Mode (& meer)*");
    expect(documentTitle("Jassen | Mode x meer", "Mode (& meer)*")).toBe("Jassen | Mode x meer | Mode (& meer)*");
  });
});
