import { describe, expect, it } from "vitest";
import { DEFAULT_BANNER_FONT_SIZE_PX, hexColour, parseBannerStyles, parseIncludedProducts, parseSections, safeUrl } from "@commerce/rules/promo";
import {
  bannerCodeState,
  cartCode,
  DISMISSED_COOKIE,
  dismissedIds,
  isMinimised,
  MAX_DISMISSED,
  productIdFromPath,
  showsOnPage,
  withDismissed,
} from "~/chrome/promo/promo";
import { bannerLink, discountText } from "~/chrome/promo/texts";
import { formatPrice } from "~/domain/money";
import { BANNER_CAROUSEL, SECTIONS_CAROUSEL } from "~/chrome/promo/promo.client";

// Promo bar and banners (issue 13, chrome spec §3–§5, §8, §9): each parser, default and rule.
const plain = (value: unknown) => (typeof value === "string" ? value : null);

describe("included_products (§4: missing, unparsable or empty = every page)", () => {
  it("reads a JSON list of ids (numbers or digit strings), once each", () => {
    expect(parseIncludedProducts('[2020, 2022, "2034", 2020]')).toEqual([2020, 2022, 2034]);
    expect(parseIncludedProducts([5, 6])).toEqual([5, 6]);
  });
  it("is every page (null) when missing, unparsable, not a list, empty or without a valid id", () => {
    for (const raw of [null, undefined, "", "[1, 2", '{"a":1}', "42", "[]", '["x", -3, 1.5, 0]']) expect(parseIncludedProducts(raw), String(raw)).toBeNull();
  });
});

describe("customStyles (§5, §8, §9: invalid ignored, default 14 px)", () => {
  it("reads font_family, font_size (number or px) and color", () => {
    expect(parseBannerStyles('{"font_family":"Georgia, serif","font_size":"15px","color":"#F4EDE0"}')).toEqual({
      fontFamily: "Georgia, serif",
      fontSizePx: 15,
      color: "#f4ede0",
    });
    expect(parseBannerStyles('{"font_size":18}').fontSizePx).toBe(18);
  });
  it("falls back to no styles and 14 px for invalid JSON or a non-object", () => {
    for (const raw of ["{oops", "[]", "null", "12", null])
      expect(parseBannerStyles(raw)).toEqual({ fontFamily: null, fontSizePx: DEFAULT_BANNER_FONT_SIZE_PX, color: null });
  });
  it("ignores each invalid field on its own (CSS injection, absurd sizes, named colours)", () => {
    expect(parseBannerStyles('{"font_family":"x;}body{display:none","font_size":"2000px","color":"red"}')).toEqual({
      fontFamily: null,
      fontSizePx: 14,
      color: null,
    });
    expect(parseBannerStyles('{"font_size":"4px"}').fontSizePx).toBe(14);
    expect(parseBannerStyles('{"font_size":"1em"}').fontSizePx).toBe(14);
  });
});

describe("sections (§3)", () => {
  it("sorts by order, reads the position in any case, NONE without an image or for an unknown one", () => {
    const sections = parseSections(
      JSON.stringify([
        { text: "B", imageUrl: "/b.svg", imagePosition: "right", linkUrl: "x", order: 2 },
        { text: "A", imageUrl: "/a.svg", imagePosition: "LEFT", order: 1 },
        { text: "C", imagePosition: "LEFT", order: 3 },
        { text: "D", imageUrl: "/d.svg", imagePosition: "top", order: 4 },
      ]),
      plain,
    );
    expect(sections.map((s) => [s.text, s.imagePosition])).toEqual([
      ["A", "LEFT"],
      ["B", "RIGHT"],
      ["C", "NONE"],
      ["D", "NONE"],
    ]);
  });
  it("drops entries that are not objects or hold nothing; invalid JSON is no sections", () => {
    expect(parseSections('[1, null, "x", {}, {"text":"ok"}]', plain).map((s) => s.text)).toEqual(["ok"]);
    expect(parseSections("[oops", plain)).toEqual([]);
    expect(parseSections('{"text":"x"}', plain)).toEqual([]);
  });
  it("drops unsafe links and images", () => {
    const [section] = parseSections(JSON.stringify([{ text: "x", imageUrl: "javascript:alert(1)", linkUrl: "//evil.example" }]), plain);
    expect(section).toMatchObject({ imageUrl: null, linkUrl: null, imagePosition: "NONE" });
  });
});

describe("urls and colours", () => {
  it("keeps web addresses and shop paths only", () => {
    expect(safeUrl("https://x.nl/a")).toBe("https://x.nl/a");
    expect(safeUrl("product-tag/cadeautip")).toBe("product-tag/cadeautip");
    expect(safeUrl("/nl/products")).toBe("/nl/products");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example", 'a"b', "", 5]) expect(safeUrl(bad)).toBeNull();
  });
  it("keeps plain hex colours only", () => {
    expect(hexColour(" #1D4B54 ")).toBe("#1d4b54");
    expect(hexColour("red")).toBeNull();
    expect(hexColour("#12345;")).toBeNull();
  });
  it("reads a banner link as the menu does: under the language, tag and category links as the filtered overview", () => {
    expect(bannerLink("product-tag/cadeautip", "nl")).toBe("/nl/products/tag/cadeautip");
    expect(bannerLink("product-category/keuken-tafel", "en")).toBe("/en/products/category/keuken-tafel");
    expect(bannerLink("pagina/over-ons", "nl")).toBe("/nl/pagina/over-ons");
    expect(bannerLink("/nl/products", "nl")).toBe("/nl/products");
    expect(bannerLink("https://x.nl/a", "nl")).toBe("https://x.nl/a");
    expect(bannerLink(null, "nl")).toBeNull();
  });
});

describe("which page shows a promo (§2, §4)", () => {
  it("reads the product id from /products/{slug}-{id}", () => {
    expect(productIdFromPath("/nl/products/linnen-blouse-1001")).toBe(1001);
    expect(productIdFromPath("/products/mok-2020/")).toBe(2020);
    expect(productIdFromPath("/nl/products/linnen-blouse")).toBeNull();
    expect(productIdFromPath("/nl/products")).toBeNull();
  });
  it("shows everywhere without a list, only on listed product pages with one", () => {
    expect(showsOnPage(null, null)).toBe(true);
    expect(showsOnPage([], 5)).toBe(true);
    expect(showsOnPage([2020, 2022], 2022)).toBe(true);
    expect(showsOnPage([2020, 2022], 2021)).toBe(false);
    expect(showsOnPage([2020, 2022], null)).toBe(false);
  });
  it("minimises a banner when the current url contains its href", () => {
    expect(isMinimised("product-tag/cadeautip", "/nl/product-tag/cadeautip?page=2")).toBe(true);
    expect(isMinimised("/product-tag/cadeautip", "/nl/product-tag/cadeautip")).toBe(true);
    expect(isMinimised("product-tag/cadeautip", "/nl/products")).toBe(false);
    expect(isMinimised(null, "/nl")).toBe(false);
    expect(isMinimised("  ", "/nl")).toBe(false);
  });
});

describe("the discount (§2)", () => {
  it("is a percentage for PERCENTAGE and a euro amount for VALUE", () => {
    expect(discountText({ type: "PERCENTAGE", amount: 20 }, "nl")).toBe("20%");
    expect(discountText({ type: "PERCENTAGE", amount: 12.5 }, "nl")).toBe("12,5%");
    expect(discountText({ type: "VALUE", amount: 5 }, "nl")).toBe(formatPrice(500, "nl"));
    expect(discountText({ type: "VALUE", amount: 5 }, "nl")).toMatch(/^€\s5,00$/);
    expect(discountText({ type: "VALUE", amount: 7.5 }, "en")).toBe("€7.50");
  });
});

describe("the dismissal cookie", () => {
  it("reads the closed ids, ignoring anything else", () => {
    expect(dismissedIds(`a=1; ${DISMISSED_COOKIE}=11.21.x.21; b=2`)).toEqual([11, 21]);
    expect(dismissedIds(null)).toEqual([]);
    expect(dismissedIds(`${DISMISSED_COOKIE}=<script>`)).toEqual([]);
  });
  it("adds an id once, newest last, and keeps at most MAX_DISMISSED", () => {
    expect(withDismissed([11, 21], 11)).toEqual([21, 11]);
    const many = Array.from({ length: MAX_DISMISSED }, (_, i) => i + 1);
    expect(withDismissed(many, 99)).toHaveLength(MAX_DISMISSED);
    expect(withDismissed(many, 99).at(-1)).toBe(99);
  });
});

describe("carousel timings (§9)", () => {
  it("are 4000/3000 ms for the banners and 3500/600 ms for the sections on a phone", () => {
    expect(BANNER_CAROUSEL).toEqual({ autoplayMs: 4000, speedMs: 3000 });
    expect(SECTIONS_CAROUSEL).toEqual({ autoplayMs: 3500, speedMs: 600 });
  });
});

// Issue 19: with WELKOM10 in the cart the ZOMER20 banner said 'toegepast' and its remove button removed WELKOM10.
describe("an ADD_PROMOCODE banner's state follows the cart's own code (§2)", () => {
  it("offers its code while the cart carries none", () => {
    expect(bannerCodeState("ZOMER20", null)).toBe("add");
  });
  it("is 'toegepast' only when the cart's code is its own, whatever the case", () => {
    expect(bannerCodeState("ZOMER20", "ZOMER20")).toBe("applied");
    expect(bannerCodeState("ZOMER20", "zomer20")).toBe("applied");
    expect(bannerCodeState("zomer20 ", "ZOMER20")).toBe("applied");
  });
  it("says another code is active (disabled), never 'toegepast', when the cart carries a different code", () => {
    expect(bannerCodeState("ZOMER20", "WELKOM10")).toBe("other-applied");
    expect(bannerCodeState("ZOMER20", "ZOMER2")).toBe("other-applied");
  });
  it("reads the cart's one code from its promo codes or its coupons", () => {
    const none = { promocodes: [], couponsCreated: [] };
    expect(cartCode(null)).toBeNull();
    expect(cartCode(none)).toBeNull();
    const amount = { type: "PERCENTAGE" as const, amount: 10, branding: null };
    expect(cartCode({ ...none, couponsCreated: [{ cardCode: "WELKOM10", ...amount }] })).toBe("WELKOM10");
    expect(cartCode({ ...none, promocodes: [{ code: "ZOMER20", ...amount }] })).toBe("ZOMER20");
  });
});
