import { describe, expect, it } from "vitest";
import type { HeaderConfig } from "~/chrome/header/rules/config";
import { HOST_A, HOST_B, HOST_C, HOST_D, singleFetch, visit } from "./support";

/** The root loader's data (the single-fetch answer of a client navigation, decoded). */
async function rootData(host: string): Promise<Record<string, unknown>> {
  const response = await visit("/nl/home.data?_routes=root", { host });
  expect(response.status).toBe(200);
  return ((await singleFetch(response)) as { root: { data: Record<string, unknown> } }).root.data;
}

describe("the root loader's header config (issue 12: the header themes render from it)", () => {
  it("carries each demo shop's theme and parsed ecommerce_header_settings", async () => {
    const a = (await rootData(HOST_A)).header as HeaderConfig;
    const b = (await rootData(HOST_B)).header as HeaderConfig;
    // Noordzee: the fancy header (centred logo, page links in the second row, the mega menu).
    expect(a.theme).toBe("fancy");
    expect(a.settings.logoPosition).toBe("center");
    expect(a.settings.headerHeight).toEqual({ mode: "normal", maxPx: 70, minPx: 40 });
    expect(a.dropdown).toMatchObject({ kind: "mega", closeDelayMs: 100 });
    expect(a.nav).toBe("below");
    // Stadsbazaar: modern-minimal in hamburger mode with the fullscreen menu.
    expect(b.theme).toBe("modern-minimal");
    expect(b.settings.logoPosition).toBe("left");
    expect(b.settings.fullscreenMenu).toBe(true);
    expect(b.settings.headerHeight).toEqual({ mode: "large", maxPx: 84, minPx: 52 });
    expect(b.colors.itemsColorMode).toBe("light");
    expect(b.dropdown).toMatchObject({ kind: "dropdown", closeDelayMs: 1000 });
    expect(b.nav).toBe("hamburger");
    // The bar as the browser renders it: its items, and the header's classes picked in the loader.
    expect((b as unknown as { bar: { item: string }[] }).bar.map((e) => e.item)).toEqual(
      expect.arrayContaining(["nav", "logo", "search", "instagram", "facebook", "language", "account", "wishlist", "cart"]),
    );
    expect((b as unknown as { className: string }).className.split(" ").length).toBeGreaterThanOrEqual(4);
  });

  it("carries the small shops' themes: Stapvast ultimate-shape with inline links, Huisraad modern-cool with the search in a row", async () => {
    const c = (await rootData(HOST_C)).header as HeaderConfig & { bar: { item: string }[] };
    const d = (await rootData(HOST_D)).header as HeaderConfig & { bar: { item: string }[] };
    expect(c.theme).toBe("ultimate-shape");
    expect(c.settings.logoPosition).toBe("left");
    expect(c.nav).toBe("bar");
    expect(c.search.at).toBe("bar");
    expect(c.dropdown).toMatchObject({ kind: "dropdown", closeDelayMs: 1000 });
    // The latest campaign first (ADR 0061), then the shop's pages.
    expect(c.pages.desktop.map((p) => p.title)).toEqual(["Campagne: Najaarsstart", "Schoenen", "Tassen", "Accessoires", "Sale", "Over ons"]);
    expect(c.pages.desktop[1]?.children.map((p) => p.title)).toEqual(["Sneakers", "Boots", "Echt leer"]);
    expect(d.theme).toBe("modern-cool");
    expect(d.nav).toBe("bar");
    expect(d.searchEnabled).toBe(true);
    expect(d.search).toEqual({ at: "row", desktop: true, mobile: true });
    expect(d.settings.headerHeight).toEqual({ mode: "small", maxPx: 56, minPx: 36 });
    expect(d.bar.map((e) => e.item)).toEqual(expect.arrayContaining(["logo", "nav", "contact", "instagram", "language", "wishlist", "account", "cart"]));
    expect(d.bar.map((e) => e.item)).not.toContain("search");
  });

  it("writes the header's numbers, items colour and each bar item's place into the theme's <style>", async () => {
    // The theme's style is a fragment of the document (ADR 0052), not the root's data.
    const themeStyle = async (host: string) =>
      /<style[^>]*data-fragment="theme"[^>]*>([\s\S]*?)<\/style>/.exec(await (await visit("/nl/home", { host })).text())?.[1] ?? "";
    const a = await themeStyle(HOST_A);
    const b = await themeStyle(HOST_B);
    expect(a).toContain("--etalage-header-h:70px;--etalage-dd:100ms");
    expect(b).toContain("--etalage-header-h:84px;--etalage-dd:1000ms");
    // Items colour mode light: white items on Stadsbazaar's header.
    expect(b).toContain("--etalage-header-text:#ffffff");
    // Noordzee's centred logo sits in the true middle on both breakpoints.
    expect(a).toMatch(/header \[data-i="logo"\]\{--d:1;--dv:flex;--dm:0;--dp:absolute;--dx:-50%;--m:1;--mv:flex;--mm:0;--mp:absolute;--mx:-50%\}/);
  });
});
