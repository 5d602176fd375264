import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseStickyButton, STICKY_ICONS, stickyButtonCss, stickyButtonSize } from "~/chrome/widgets/sticky-button";
import { isCheckoutFlow } from "~/domain/navigation";
import { LANGUAGES } from "~/domain/languages";
import { stickyHiddenPattern, stickyLink } from "~/chrome/widgets/sticky-button-visibility";
import { stickyHelp } from "~/chrome/widgets/sticky-help.server";
import type { TFunction } from "~/i18n";

/** What StickyHelp does with the pattern on each page. */
const visibleBy = (pattern: string, pathname: string) => !new RegExp(pattern).test(pathname);

/** Shown on this page? (a disabled button shows nowhere) */
const stickyButtonVisible = (config: ReturnType<typeof parseStickyButton>, pathname: string) =>
  config.enabled && visibleBy(stickyHiddenPattern(config), pathname);
const isDetailPage = (pathname: string) => !visibleBy(stickyHiddenPattern(parse({ enabled: true, action: "popup" })), pathname);

const parse = (value: unknown) => parseStickyButton(JSON.stringify(value));

describe("sticky_button: its text and icon read on its colour (issue 19)", () => {
  it("keeps the shop's colours when they read, else picks one that does", () => {
    const css = (value: unknown) => stickyButtonCss(parse({ enabled: true, ...(value as object) }));
    expect(css({ color: "#1d4b54", iconColor: "#ffffff", textColor: "#ffffff" })).toContain("--etalage-sb-icon:#ffffff;--etalage-sb-text:#ffffff");
    // Burgundy text on a burgundy button, a white icon on the default sky blue (2.8:1).
    expect(css({ color: "#8a2c3b", textColor: "#7a3b5c" })).toContain("--etalage-sb-text:#ffffff");
    expect(css({})).toContain("--etalage-sb-icon:#1d1d1d");
  });
});

describe("sticky_button: the spec's defaults (chrome §3, §9)", () => {
  it("gives every default for no setting, invalid JSON and JSON that is no object — and is disabled then", () => {
    const defaults = parseStickyButton(undefined);
    for (const text of ["{not json", "[1,2]", "42", "null", '"on"']) expect(parseStickyButton(text)).toEqual(defaults);
    expect(defaults).toEqual({
      enabled: false,
      position: "bottom-right",
      shape: "circle",
      size: "medium",
      customWidth: 56,
      customHeight: 56,
      color: "#0EA5E9",
      icon: "chat",
      iconColor: "#ffffff",
      display: "icon",
      text: "",
      imageUrl: null,
      imageFit: "contain",
      textColor: "#ffffff",
      textWeight: 600,
      textSize: 14,
      animation: "none",
      action: "link",
      link: { url: "/contact", openInNewTab: false },
      chat: { type: "whatsapp", url: "https://wa.me/31600000000" },
      popup: { title: null, bodyHtml: "" },
      exclude: { inCheckout: false, paths: [], whenOnTargetPage: true },
    });
  });

  it("keeps the valid fields when others are invalid (field by field)", () => {
    const config = parse({ enabled: true, position: "middle", color: "red", size: "large", animation: "spin", action: "popup" });
    expect(config).toMatchObject({ enabled: true, position: "bottom-right", color: "#0EA5E9", size: "large", animation: "none", action: "popup" });
  });

  it.each([
    ["position", ["bottom-left", "bottom-right", "top-left", "top-right"], "center", "bottom-right"],
    ["size", ["small", "medium", "large", "custom"], "huge", "medium"],
    ["display", ["icon", "text", "image"], "video", "icon"],
    ["imageFit", ["contain", "cover"], "fill", "contain"],
    ["animation", ["none", "pulse", "bounce", "wiggle"], "spin", "none"],
    ["action", ["link", "chat", "popup"], "call", "link"],
    ["icon", ["chat", "help", "mail", "phone"], "rocket", "chat"],
  ])("%s takes %j, else the default", (field, allowed, wrong, fallback) => {
    for (const value of allowed) expect(parse({ [field]: value })[field as "size"]).toBe(value);
    expect(parse({ [field]: wrong })[field as "size"]).toBe(fallback);
  });

  it("every icon the setting may name is a symbol of the sprite (a missing one draws nothing)", () => {
    const sprite = readFileSync(path.resolve(import.meta.dirname, "../../app/components/icons.svg"), "utf8");
    for (const icon of STICKY_ICONS) expect(sprite).toContain(`<symbol id="${icon}" viewBox="0 0 24 24"`);
  });

  it("shape: circle and pill, any other word is rounded", () => {
    expect(parse({ shape: "circle" }).shape).toBe("circle");
    expect(parse({ shape: "pill" }).shape).toBe("pill");
    expect(parse({ shape: "square" }).shape).toBe("rounded");
    expect(parse({ shape: 3 }).shape).toBe("circle");
  });

  it("sizes 40, 56, 72 px; custom width and height default to 56 and are clamped", () => {
    expect(stickyButtonSize(parse({ size: "small" }))).toEqual({ width: 40, height: 40 });
    expect(stickyButtonSize(parse({}))).toEqual({ width: 56, height: 56 });
    expect(stickyButtonSize(parse({ size: "large" }))).toEqual({ width: 72, height: 72 });
    expect(stickyButtonSize(parse({ size: "custom" }))).toEqual({ width: 56, height: 56 });
    expect(stickyButtonSize(parse({ size: "custom", customWidth: 120, customHeight: "48" }))).toEqual({ width: 120, height: 48 });
    expect(stickyButtonSize(parse({ size: "custom", customWidth: 5000, customHeight: 1 }))).toEqual({ width: 160, height: 24 });
    expect(stickyButtonSize(parse({ size: "custom", customWidth: "wide", customHeight: null }))).toEqual({ width: 56, height: 56 });
  });

  it("colours are hex only (they go into CSS); text weight 600 by default, text size clamped", () => {
    expect(parse({ color: "#123456", iconColor: "#abc", textColor: "#FFF" })).toMatchObject({ color: "#123456", iconColor: "#abc", textColor: "#FFF" });
    expect(parse({ color: "red;}body{display:none", textColor: "url(x)" })).toMatchObject({ color: "#0EA5E9", textColor: "#ffffff" });
    expect(parse({ textWeight: 700 }).textWeight).toBe(700);
    expect(parse({ textWeight: 2000 }).textWeight).toBe(600);
    expect(parse({ textWeight: "bold" }).textWeight).toBe(600);
    expect(parse({ textSize: 18 }).textSize).toBe(18);
    expect(parse({ textSize: 99 }).textSize).toBe(32);
    expect(parse({ textSize: 2 }).textSize).toBe(10);
  });

  it("links: a path or a web, mail or phone address; a script address gives the default link", () => {
    expect(parse({ link: { url: "/pagina/faq", openInNewTab: true } }).link).toEqual({ url: "/pagina/faq", openInNewTab: true });
    expect(parse({ link: { url: "javascript:alert(1)" } }).link).toEqual({ url: "/contact", openInNewTab: false });
    expect(parse({ link: { url: "//evil.test" } }).link.url).toBe("/contact");
    expect(parse({ chat: { type: "whatsapp", url: "javascript:x" } }).chat.url).toBe("https://wa.me/31600000000");
    expect(parse({ imageUrl: "javascript:x" }).imageUrl).toBeNull();
    expect(parse({ imageUrl: "https://cdn.test/a.png" }).imageUrl).toBe("https://cdn.test/a.png");
  });

  it("popup: a title (empty → the translated default) and a body; exclusions keep only paths", () => {
    expect(parse({ popup: { title: "Vragen?", bodyHtml: "<p>x</p>" } }).popup).toEqual({ title: "Vragen?", bodyHtml: "<p>x</p>" });
    expect(parse({ popup: { title: "  " } }).popup.title).toBeNull();
    expect(parse({ exclude: { inCheckout: true, paths: ["/account", 3, "wishlist"] } }).exclude).toEqual({
      inCheckout: true,
      paths: ["/account"],
      whenOnTargetPage: true,
    });
  });

  it("writes its colours and sizes as custom properties", () => {
    const css = stickyButtonCss(parse({ enabled: true, color: "#112233", size: "custom", customWidth: 100, textWeight: 700 }));
    expect(css).toBe(
      ":root{--etalage-sb-bg:#112233;--etalage-sb-icon:#ffffff;--etalage-sb-text:#ffffff;--etalage-sb-weight:700;--etalage-sb-size:14px;--etalage-sb-w:100px;--etalage-sb-h:56px}",
    );
  });
});

describe("where the sticky button shows (chrome §2)", () => {
  const on = (extra: object = {}) => parse({ enabled: true, ...extra });

  it("not when disabled", () => {
    expect(stickyButtonVisible(parse({}), "/nl/home")).toBe(false);
    expect(stickyButtonVisible(on(), "/nl/home")).toBe(true);
  });

  it("knows every language prefix of the shop", () => {
    for (const language of LANGUAGES) expect(isDetailPage(`/${language}/products/zomerjurk-12`)).toBe(true);
  });

  it("not on product or bundle detail; on listings (also the filtered one)", () => {
    expect(isDetailPage("/nl/products/zomerjurk-12")).toBe(true);
    expect(isDetailPage("/en/bundles/strandset-3")).toBe(true);
    expect(isDetailPage("/nl/products")).toBe(false);
    expect(isDetailPage("/nl/products/kleur/blauw")).toBe(false);
    expect(stickyButtonVisible(on(), "/nl/products/zomerjurk-12")).toBe(false);
    expect(stickyButtonVisible(on(), "/nl/products")).toBe(true);
  });

  it("the checkout flow is the one the open-order notice and the header know (isCheckoutFlow)", () => {
    const hidesInCheckout = stickyHiddenPattern(on({ action: "popup", exclude: { inCheckout: true } }));
    const paths = [
      "/nl/checkout",
      "/nl/checkout/adres",
      "/checkout/success",
      "/checkout/payment/return",
      "/en/shopping-bag",
      "/nl/home",
      "/nl/products",
      "/nl/pagina/checkout",
      "/nl/shopping-bags",
      "/nl/account",
    ];
    for (const path of paths) expect([path, !visibleBy(hidesInCheckout, path)]).toEqual([path, isCheckoutFlow(path)]);
  });

  it("never on the purchase's pages, configured or not: bag, checkout, payment, an order (issue 19)", () => {
    for (const config of [on(), on({ exclude: { inCheckout: true } }), on({ exclude: { inCheckout: false } })]) {
      for (const path of ["/nl/checkout/adres", "/nl/shopping-bag", "/checkout/payment/return", "/nl/orders/1042", "/en/orders/1042"]) {
        expect([path, stickyButtonVisible(config, path)]).toEqual([path, false]);
      }
      for (const path of ["/nl/home", "/nl/account/orders", "/nl/pagina/orders"]) expect([path, stickyButtonVisible(config, path)]).toEqual([path, true]);
    }
  });

  it("not under an excluded prefix (whole segments, with or without the language)", () => {
    const config = on({ exclude: { paths: ["/account", "/nl/wishlist"] } });
    expect(stickyButtonVisible(config, "/nl/account")).toBe(false);
    expect(stickyButtonVisible(config, "/en/account/orders")).toBe(false);
    expect(stickyButtonVisible(config, "/nl/accountancy")).toBe(true);
    expect(stickyButtonVisible(config, "/nl/wishlist")).toBe(false);
    expect(stickyButtonVisible(config, "/en/wishlist")).toBe(true);
  });

  it("not on its own target page, unless whenOnTargetPage is false; popups have no target", () => {
    expect(stickyButtonVisible(on(), "/nl/contact")).toBe(false);
    expect(stickyButtonVisible(on(), "/en/contact/")).toBe(false);
    expect(stickyButtonVisible(on({ exclude: { whenOnTargetPage: false } }), "/nl/contact")).toBe(true);
    expect(stickyButtonVisible(on({ link: { url: "/pagina/faq" } }), "/nl/pagina/faq")).toBe(false);
    expect(stickyButtonVisible(on({ link: { url: "/pagina/faq" } }), "/nl/contact")).toBe(true);
    expect(stickyButtonVisible(on({ action: "popup" }), "/nl/contact")).toBe(true);
    expect(stickyButtonVisible(on({ link: { url: "https://help.test/contact" } }), "/nl/contact")).toBe(true);
  });
});

describe("where the link leads (chrome §4)", () => {
  it("external when it starts with http (a new tab), mail and phone without a new tab", () => {
    expect(stickyLink({ url: "https://help.test", openInNewTab: false }, "https://shop.test", "nl")).toEqual({
      kind: "external",
      href: "https://help.test",
      newTab: true,
    });
    expect(stickyLink({ url: "mailto:a@b.test", openInNewTab: false }, "https://shop.test", "nl")).toEqual({
      kind: "external",
      href: "mailto:a@b.test",
      newTab: false,
    });
  });

  it("internal: under the language; in a new tab from origin, language (default nl) and path", () => {
    expect(stickyLink({ url: "/contact", openInNewTab: false }, "https://shop.test", "en")).toEqual({ kind: "internal", to: "/en/contact" });
    expect(stickyLink({ url: "/contact", openInNewTab: true }, "https://shop.test", "en")).toEqual({ kind: "new-tab", href: "https://shop.test/en/contact" });
    expect(stickyLink({ url: "/contact", openInNewTab: true }, "https://shop.test", undefined)).toEqual({
      kind: "new-tab",
      href: "https://shop.test/nl/contact",
    });
    expect(stickyLink({ url: "/nl/pagina/faq", openInNewTab: false }, "https://shop.test", "en")).toEqual({ kind: "internal", to: "/nl/pagina/faq" });
  });
});

describe("the sticky button as pages show it, worked out once per setting (docs/performance.md §23)", () => {
  const t = ((key: string) => key) as TFunction;
  const setting = (value: object) => JSON.stringify({ enabled: true, action: "link", ...value });

  it("answers the same setting, origin and language with what it worked out before", async () => {
    const value = setting({ text: "Vragen?", link: { url: "/contact", openInNewTab: true } });
    const first = await stickyHelp(value, "https://noordzee.test", "nl", t);
    expect(first?.view.link).toEqual({ href: "https://noordzee.test/nl/contact", newTab: true });
    expect(await stickyHelp(value, "https://noordzee.test", "nl", t)).toBe(first);
  });

  it("works out a changed setting, another shop's origin and another language anew", async () => {
    const value = setting({ text: "Vragen?", link: { url: "/contact", openInNewTab: true } });
    const first = await stickyHelp(value, "https://noordzee.test", "nl", t);
    expect((await stickyHelp(setting({ text: "Hulp nodig?" }), "https://noordzee.test", "nl", t))?.view.label).toBe("Hulp nodig?");
    expect((await stickyHelp(value, "https://stadsbazaar.test", "nl", t))?.view.link?.href).toBe("https://stadsbazaar.test/nl/contact");
    expect((await stickyHelp(value, "https://noordzee.test", "en", t))?.view.link?.href).toBe("https://noordzee.test/en/contact");
    expect(await stickyHelp(JSON.stringify({ enabled: false }), "https://noordzee.test", "nl", t)).toBeNull();
    expect(await stickyHelp(value, "https://noordzee.test", "nl", t)).toBe(first);
  });
});
