import { describe, expect, it } from "vitest";
import { parseHeaderSettings } from "~/chrome/header/rules/settings";

/** The header settings from an object (as the setting's JSON text). */
const parse = (value: unknown) => parseHeaderSettings(JSON.stringify(value));

describe("ecommerce_header_settings: invalid input is ignored, never thrown", () => {
  it("gives the defaults for no setting, invalid JSON and a JSON value that is not an object", () => {
    const defaults = parseHeaderSettings(undefined);
    for (const text of ["{not json", "[1,2]", "42", "null", '"left"']) expect(parseHeaderSettings(text)).toEqual(defaults);
    expect(defaults).toMatchObject({
      logoPosition: "left",
      navPlacement: "inline",
      navMode: "inline",
      navBelowAlignment: "left",
      maxWidth: "container",
      stickyHeader: true,
      searchPlacement: { desktop: "topbar", mobile: "drawer" },
      fullscreenMenu: false,
      logoOverlapHero: false,
      logoOverlapScale: 1.5,
      headerHeight: { mode: "normal", maxPx: 70, minPx: 40 },
    });
  });

  it("keeps the valid fields when one field has the wrong type", () => {
    const settings = parse({ logoPosition: "center", navMode: 3, stickyHeader: "yes", fullscreenMenu: true });
    expect(settings.logoPosition).toBe("center");
    expect(settings.navMode).toBe("inline");
    expect(settings.stickyHeader).toBe(true);
    expect(settings.fullscreenMenu).toBe(true);
  });
});

describe("the layout words", () => {
  it.each([
    ["logoPosition", ["left", "center"], "right", "left"],
    ["navPlacement", ["inline", "below"], "above", "inline"],
    ["navMode", ["below", "inline", "hamburger"], "drawer", "inline"],
    ["navBelowAlignment", ["left", "center", "right", "space"], "justify", "left"],
    ["maxWidth", ["full", "container"], "wide", "container"],
  ] as const)("%s takes %j; anything else is the default", (field, words, unknown, fallback) => {
    for (const word of words) expect(parse({ [field]: word })[field]).toBe(word);
    expect(parse({ [field]: unknown })[field]).toBe(fallback);
  });

  it("reads the booleans stickyHeader, fullscreenMenu and logoOverlapHero", () => {
    expect(parse({ stickyHeader: false, fullscreenMenu: true, logoOverlapHero: true })).toMatchObject({
      stickyHeader: false,
      fullscreenMenu: true,
      logoOverlapHero: true,
    });
  });

  it("reads searchPlacement per device: desktop topbar|navbar|off, mobile drawer|navbar|off", () => {
    expect(parse({ searchPlacement: { desktop: "navbar", mobile: "off" } }).searchPlacement).toEqual({ desktop: "navbar", mobile: "off" });
    expect(parse({ searchPlacement: { desktop: "off", mobile: "navbar" } }).searchPlacement).toEqual({ desktop: "off", mobile: "navbar" });
    // A desktop word on mobile (and the reverse) is unknown there.
    expect(parse({ searchPlacement: { desktop: "drawer", mobile: "topbar" } }).searchPlacement).toEqual({ desktop: "topbar", mobile: "drawer" });
    expect(parse({ searchPlacement: "off" }).searchPlacement).toEqual({ desktop: "topbar", mobile: "drawer" });
  });
});

describe("logoOverlapScale: clamped to 1..3, default 1.5", () => {
  it.each([
    [2.2, 2.2],
    [0.5, 1],
    [7, 3],
    [1, 1],
    [3, 3],
    ["2", 1.5],
    [null, 1.5],
  ])("%j → %d", (value, expected) => {
    expect(parse({ logoOverlapScale: value }).logoOverlapScale).toBe(expected);
  });
});

describe("headerHeight: small 56/36, normal 70/40, large 84/52, custom with min 60 % of max", () => {
  it.each([
    ["small", 56, 36],
    ["normal", 70, 40],
    ["large", 84, 52],
  ])("%s is %d/%d", (mode, maxPx, minPx) => {
    expect(parse({ headerHeight: { mode } }).headerHeight).toEqual({ mode, maxPx, minPx });
  });

  it("an unknown mode or a wrong type is normal", () => {
    expect(parse({ headerHeight: { mode: "huge" } }).headerHeight).toEqual({ mode: "normal", maxPx: 70, minPx: 40 });
    expect(parse({ headerHeight: "large" }).headerHeight).toEqual({ mode: "normal", maxPx: 70, minPx: 40 });
  });

  it("custom takes valuePx as the maximum and 60 % of it as the minimum", () => {
    expect(parse({ headerHeight: { mode: "custom", valuePx: 100 } }).headerHeight).toEqual({ mode: "custom", maxPx: 100, minPx: 60 });
  });

  it("custom without a usable valuePx is 70 (minimum 42)", () => {
    expect(parse({ headerHeight: { mode: "custom" } }).headerHeight).toEqual({ mode: "custom", maxPx: 70, minPx: 42 });
    expect(parse({ headerHeight: { mode: "custom", valuePx: "90" } }).headerHeight).toEqual({ mode: "custom", maxPx: 70, minPx: 42 });
    expect(parse({ headerHeight: { mode: "custom", valuePx: -5 } }).headerHeight).toEqual({ mode: "custom", maxPx: 70, minPx: 42 });
  });

  it("custom with minPx takes it, never above the maximum", () => {
    expect(parse({ headerHeight: { mode: "custom", valuePx: 100, minPx: 50 } }).headerHeight).toEqual({ mode: "custom", maxPx: 100, minPx: 50 });
    expect(parse({ headerHeight: { mode: "custom", valuePx: 100, minPx: 120 } }).headerHeight).toEqual({ mode: "custom", maxPx: 100, minPx: 100 });
    expect(parse({ headerHeight: { mode: "custom", valuePx: 100, minPx: 0 } }).headerHeight).toEqual({ mode: "custom", maxPx: 100, minPx: 60 });
  });
});

describe("icons: only wishlist, cart, account and language; hidden ones dropped; all four when none remain", () => {
  it("keeps the given order of the four icons", () => {
    expect(parse({ icons: { order: ["language", "account", "wishlist", "cart"] } }).icons).toEqual(["language", "account", "wishlist", "cart"]);
  });

  it("drops other names and repeats", () => {
    expect(parse({ icons: { order: ["cart", "logo", "search", "cart", 5, "account"] } }).icons).toEqual(["cart", "account"]);
  });

  it("hides an icon whose visibility is false (and only false)", () => {
    expect(parse({ icons: { visibility: { wishlist: false, cart: true, account: "no" }, order: ["wishlist", "cart", "account", "language"] } }).icons).toEqual([
      "cart",
      "account",
      "language",
    ]);
  });

  it("uses the four in the default order without an order", () => {
    expect(parse({}).icons).toEqual(["wishlist", "cart", "account", "language"]);
    expect(parse({ icons: { visibility: { language: false } } }).icons).toEqual(["wishlist", "cart", "account"]);
  });

  it("uses all four when nothing remains", () => {
    expect(parse({ icons: { order: ["logo", "nav"] } }).icons).toEqual(["wishlist", "cart", "account", "language"]);
    expect(parse({ icons: { order: ["cart"], visibility: { cart: false } } }).icons).toEqual(["wishlist", "cart", "account", "language"]);
    expect(parse({ icons: { order: [] } }).icons).toEqual(["wishlist", "cart", "account", "language"]);
  });
});

describe("placements", () => {
  const desktop = (left: unknown[], center: unknown[], right: unknown[]) => ({ placements: { desktop: { left, center, right } } });

  it("accept only the known item names", () => {
    const settings = parse(desktop(["logo", "banner", 7], ["nav"], ["search", "tiktok", "currency", "contact", "<script>"]));
    expect(settings.placements.desktop).toEqual({ left: ["logo"], center: ["nav"], right: ["search", "tiktok", "currency", "contact"] });
  });

  it("drop duplicates within a side, not across sides", () => {
    const settings = parse(desktop(["logo", "logo", "cart"], ["nav"], ["cart", "cart"]));
    expect(settings.placements.desktop).toEqual({ left: ["logo", "cart"], center: ["nav"], right: ["cart"] });
  });

  it("a side that is not a list is empty", () => {
    expect(parse(desktop("logo" as never, ["nav"], ["cart"])).placements.desktop.left).toEqual([]);
  });

  it("remove the nav on desktop unless the mode is inline or hamburger", () => {
    const below = parse({ navMode: "below", ...desktop(["logo", "nav"], ["nav"], ["cart"]) });
    expect(below.placements.desktop).toEqual({ left: ["logo"], center: [], right: ["cart"] });
    const inline = parse({ navMode: "inline", ...desktop(["logo"], ["nav"], ["cart"]) });
    expect(inline.placements.desktop.center).toEqual(["nav"]);
  });

  it("force the nav into the desktop placements in hamburger mode", () => {
    const settings = parse({ navMode: "hamburger", ...desktop(["logo"], [], ["cart"]) });
    expect(settings.placements.desktop).toEqual({ left: ["nav", "logo"], center: [], right: ["cart"] });
    // Already placed: left where it is.
    const placed = parse({ navMode: "hamburger", ...desktop(["logo"], [], ["cart", "nav"]) });
    expect(placed.placements.desktop).toEqual({ left: ["logo"], center: [], right: ["cart", "nav"] });
  });

  it("move the nav off the mobile centre to the left", () => {
    const settings = parse({ placements: { mobile: { left: ["search"], center: ["nav", "logo"], right: ["cart"] } } });
    expect(settings.placements.mobile).toEqual({ left: ["nav", "search"], center: ["logo"], right: ["cart"] });
  });

  it("keep the mobile nav on the right when it is there", () => {
    const settings = parse({ placements: { mobile: { left: ["logo"], center: ["nav"], right: ["cart", "nav"] } } });
    expect(settings.placements.mobile).toEqual({ left: ["logo"], center: [], right: ["cart", "nav"] });
  });

  it("give a bar the setting does not describe the default layout for the logo position", () => {
    expect(parse({}).placements).toEqual({
      desktop: { left: ["logo"], center: ["nav"], right: ["search", "wishlist", "cart", "account", "language"] },
      mobile: { left: ["nav"], center: ["logo"], right: ["search", "wishlist", "cart", "account"] },
    });
    expect(parse({ logoPosition: "center" }).placements.desktop).toEqual({
      left: ["nav"],
      center: ["logo"],
      right: ["search", "wishlist", "cart", "account", "language"],
    });
    // The defaults obey the nav rules too.
    expect(parse({ navMode: "below" }).placements.desktop.center).toEqual([]);
  });
});
