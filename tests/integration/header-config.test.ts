import { describe, expect, it } from "vitest";
import type { HeaderShell } from "~/chrome/shell";
import { HOST_A, HOST_B, HOST_C, HOST_D, singleFetch, visit } from "./support";

// The header's config (issue 12: the header themes render from it). Since ADR 0072 the server renders
// the header from it (its HTML, the theme's <style>), and the root's data carries only what the browser
// reads of it: the theme, its parsed settings and colours, its classes.

/** The root loader's data (the single-fetch answer of a client navigation, decoded). */
async function rootHeader(host: string): Promise<HeaderShell> {
  const response = await visit("/nl/home.data?_routes=root", { host });
  expect(response.status).toBe(200);
  return ((await singleFetch(response)) as { root: { data: { header: HeaderShell } } }).root.data.header;
}

/** The home page's <header> and the theme's <style>. */
async function rendered(host: string): Promise<{ header: string; style: string }> {
  const html = await (await visit("/nl/home", { host })).text();
  return {
    header: /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "",
    style: /<style[^>]*data-fragment="theme"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "",
  };
}

/** The bar's items, in the markup's order. */
const barItems = (header: string) => [...header.matchAll(/<div data-i="([^"]+)"/g)].map((m) => m[1]);

/** Whether the texts stand in this order in the markup. */
function inOrder(markup: string, texts: readonly string[]): boolean {
  let at = 0;
  for (const text of texts) {
    const next = markup.indexOf(`>${text}<`, at);
    if (next < 0) return false;
    at = next + 1;
  }
  return true;
}

describe("the header's config (issue 12: the header themes render from it)", () => {
  it("each demo shop's theme and parsed ecommerce_header_settings, in the root's data and the header it renders", async () => {
    const a = await rootHeader(HOST_A);
    const b = await rootHeader(HOST_B);
    // Noordzee: the fancy header (centred logo, page links in the second row, the mega menu: 100 ms).
    expect(a.theme).toBe("fancy");
    expect(a.settings.logoPosition).toBe("center");
    expect(a.settings.headerHeight).toEqual({ mode: "normal", maxPx: 70, minPx: 40 });
    const noordzee = await rendered(HOST_A);
    expect(noordzee.header).toMatch(/<nav aria-label="Hoofdmenu" data-align="[a-z]+"><ul>/);
    // Stadsbazaar: modern-minimal in hamburger mode with the fullscreen menu.
    expect(b.theme).toBe("modern-minimal");
    expect(b.settings.logoPosition).toBe("left");
    expect(b.settings.fullscreenMenu).toBe(true);
    expect(b.settings.headerHeight).toEqual({ mode: "large", maxPx: 84, minPx: 52 });
    expect(b.colors.itemsColorMode).toBe("light");
    const stadsbazaar = await rendered(HOST_B);
    // The bar as the server renders it, and the header's classes picked in the loader.
    expect(barItems(stadsbazaar.header)).toEqual(
      expect.arrayContaining(["nav", "logo", "search", "instagram", "facebook", "language", "account", "wishlist", "cart"]),
    );
    expect(b.className.split(" ").length).toBeGreaterThanOrEqual(4);
    expect(stadsbazaar.header).toContain(`<header class="${b.className}"`);
    // Hamburger mode: no page links in the bar or a second row, only behind the menu button.
    expect(stadsbazaar.header).not.toMatch(/<\/details><nav aria-label="Hoofdmenu">/);
    expect(stadsbazaar.header).not.toMatch(/<nav aria-label="Hoofdmenu" data-align=/);
  });

  it("the small shops' themes: Stapvast ultimate-shape with inline links, Huisraad modern-cool with the search in a row", async () => {
    const c = await rootHeader(HOST_C);
    const d = await rootHeader(HOST_D);
    expect(c.theme).toBe("ultimate-shape");
    expect(c.settings.logoPosition).toBe("left");
    const stapvast = await rendered(HOST_C);
    // The page links in the bar (after the drawer), the search in the bar, dropdowns closing after 1000 ms.
    const inline = stapvast.header.split('</details><nav aria-label="Hoofdmenu">')[1]?.split("</nav>")[0] ?? "";
    // The latest campaign first (ADR 0061), then the shop's pages; Schoenen's children in its dropdown.
    expect(inOrder(inline, ["Campagne: Najaarsstart", "Schoenen", "Sneakers", "Boots", "Echt leer", "Tassen", "Accessoires", "Sale", "Over ons"])).toBe(true);
    expect(barItems(stapvast.header)).toContain("search");
    expect(stapvast.style).toContain("--etalage-dd:1000ms");
    expect(d.theme).toBe("modern-cool");
    expect(d.searchEnabled).toBe(true);
    expect(d.settings.headerHeight).toEqual({ mode: "small", maxPx: 56, minPx: 36 });
    const huisraad = await rendered(HOST_D);
    expect(barItems(huisraad.header)).toEqual(expect.arrayContaining(["logo", "nav", "contact", "instagram", "language", "wishlist", "account", "cart"]));
    expect(barItems(huisraad.header)).not.toContain("search");
    // The search in the second row.
    expect(huisraad.header).toMatch(/<nav aria-label="Hoofdmenu"[^>]*>[\s\S]*<form[^>]*data-search="row"/);
  });

  it("writes the header's numbers, items colour and each bar item's place into the theme's <style>", async () => {
    // The theme's style is a fragment of the document (ADR 0052), not the root's data.
    const a = (await rendered(HOST_A)).style;
    const b = (await rendered(HOST_B)).style;
    expect(a).toContain("--etalage-header-h:70px;--etalage-dd:100ms");
    expect(b).toContain("--etalage-header-h:84px;--etalage-dd:1000ms");
    // Items colour mode light: white items on Stadsbazaar's header.
    expect(b).toContain("--etalage-header-text:#ffffff");
    // Noordzee's centred logo sits in the true middle on both breakpoints.
    expect(a).toMatch(/header \[data-i="logo"\]\{--d:1;--dv:flex;--dm:0;--dp:absolute;--dx:-50%;--m:1;--mv:flex;--mm:0;--mp:absolute;--mx:-50%\}/);
  });
});
