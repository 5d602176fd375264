import { expect, test } from "@playwright/test";
import { CHROME, clippedText, MAY_CLIP, offScreen, overlaps, runTogether, tooWide, wideFindings } from "./look";

// The geometry checks of layout-look.spec.ts (tests/e2e/look.ts) on pages made to be broken, and on
// the same pages mended: each check must find the fault, or the layout test could never fail.

test.use({ viewport: { width: 390, height: 700 } });

const frame = (body: string) => `<!doctype html><html><head><style>body{margin:0;font:16px/1.4 sans-serif}</style></head><body>${body}</body></html>`;

test.describe("look checks (self-test)", () => {
  test("overlaps: finds a header drawn over the promo bar, and a widget over a label; not boxes side by side", async ({ page }) => {
    await page.setContent(
      frame(`
        <div data-promo-bar style="height:40px">Nieuw: 10% korting met ZOMER20</div>
        <header style="position:absolute;top:0;left:0;right:0;height:60px;background:#fff8">Logo</header>
        <main><label for="plaats" style="position:fixed;bottom:10px;left:10px">Plaats</label><input id="plaats"></main>
        <a data-launcher href="#" style="position:fixed;bottom:0;left:0;padding:20px">Doe de test</a>`),
    );
    expect(await overlaps(page, CHROME.header, CHROME.promoRows)).toHaveLength(1);
    const covered = await overlaps(page, CHROME.floating, CHROME.controls, { withinViewport: true });
    expect(covered.map((o) => o.below)).toEqual([expect.stringContaining("Plaats")]);

    await page.setContent(
      frame(`
        <div data-promo-bar style="height:40px">Nieuw</div><header style="height:60px">Logo</header>
        <main><label>Plaats <input></label></main>
        <a data-launcher href="#" style="position:fixed;bottom:0;left:0">Doe de test</a>`),
    );
    expect(await overlaps(page, CHROME.header, CHROME.promoRows)).toEqual([]);
    expect(await overlaps(page, CHROME.floating, CHROME.controls, { withinViewport: true })).toEqual([]);
  });

  test("tooWide: finds an element past the right edge and a page that scrolls sideways; not a carousel's slides", async ({ page }) => {
    await page.setContent(frame(`<main><div style="width:600px">Te breed</div></main>`));
    const wide = await tooWide(page);
    expect(wide.scrollWidth).toBeGreaterThan(wide.innerWidth);
    expect(wideFindings(wide)).toEqual([expect.stringContaining("scrolls sideways"), expect.stringContaining("Te breed")]);

    // Hidden by the page (html overflow-x hidden): no sideways scroll, but the content is still cut off.
    await page.setContent(
      frame(
        `<style>html,body{overflow-x:hidden}</style><ul style="display:flex;white-space:nowrap"><li>TRUIEN</li><li>VESTEN</li><li>ACCESSOIRES</li><li>SOKKEN</li><li>MUTSEN</li><li>SJAALS</li><li>WANTEN</li><li>DEKENS</li><li>GAREN</li><li>PATRONEN</li></ul>`,
      ),
    );
    expect(wideFindings(await tooWide(page))).not.toEqual([]);

    await page.setContent(
      frame(`<main><div style="display:flex;overflow-x:auto;gap:8px">${"<div style='flex:0 0 300px'>kaart</div>".repeat(4)}</div>
        <nav style="position:fixed;top:0;left:100%;width:300px">gesloten lade</nav></main>`),
    );
    expect(wideFindings(await tooWide(page))).toEqual([]);
  });

  test("offScreen: finds menu items that run off the screen inside a scrolling panel; not items that fit", async ({ page }) => {
    const menu = (direction: string) =>
      frame(`<details open data-drawer><summary>Menu</summary><nav style="position:fixed;inset:0;overflow-y:auto">
        <ul style="display:flex;flex-direction:${direction}">${["TRUIEN", "VESTEN", "ACCESSOIRES", "SOKKEN", "MUTSEN", "SJAALS", "WANTEN", "DEKENS"].map((i) => `<li><a href="#">${i}</a></li>`).join("")}</ul></nav></details>`);
    await page.setContent(menu("row"));
    expect(wideFindings(await tooWide(page)), "the panel scrolls: tooWide leaves it out").toEqual([]);
    expect(await offScreen(page, "[data-drawer] a[href]")).not.toEqual([]);
    await page.setContent(menu("column"));
    expect(await offScreen(page, "[data-drawer] a[href]")).toEqual([]);
  });

  test("runTogether: finds menu items with no space between them; not items apart or stacked", async ({ page }) => {
    await page.setContent(frame(`<nav><a href="#">SALE</a><a href="#">KLEDING</a></nav>`));
    expect(await runTogether(page, "nav a")).toEqual([expect.stringContaining('"SALE" and "KLEDING"')]);
    await page.setContent(
      frame(
        `<nav style="display:flex;gap:16px"><a href="#">SALE</a><a href="#">KLEDING</a></nav><nav id="b"><a href="#" style="display:block">Eén</a><a href="#" style="display:block">Twee</a></nav>`,
      ),
    );
    expect(await runTogether(page, "nav a")).toEqual([]);
  });

  test("clippedText: finds text cut off by a box that hides overflow; not allow-listed, visually hidden or off-slide text", async ({ page }) => {
    await page.setContent(
      frame(`<main>
        <button style="width:80px;height:40px;overflow:hidden;white-space:nowrap">Verder naar Bezorging</button>
        <p style="height:1.4em;overflow:hidden;width:200px">Twee regels tekst die niet op een regel passen in deze smalle doos</p>
      </main>`),
    );
    const found = await clippedText(page);
    expect(found).toEqual([expect.stringContaining("Verder naar Bezorging"), expect.stringContaining("Twee regels")]);

    await page.setContent(
      frame(`<main>
        <span ${MAY_CLIP} style="display:block;width:80px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Een lange productnaam met ellips</span>
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Alleen voor schermlezers</span>
        <div style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:flex"><span style="flex:0 0 200px">Dia een</span><span style="flex:0 0 200px">Dia twee</span></div></div>
        <button style="width:200px">Verder</button>
      </main>`),
    );
    expect(await clippedText(page)).toEqual([]);
  });
});
