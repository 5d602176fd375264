import { expect, test } from "@playwright/test";
import { BREIWERK, framesDrawn, HUISRAAD, hostUrl, jsEnabled, NOORDZEE, onHost, STADSBAZAAR, STAPVAST, waitForHydration } from "./support";
import { shopCookies } from "./shop-cookies";

// A home page does not move once a shopper sees it (issue 21: CLS 0). With JavaScript the header lies
// over the hero (Stapvast, Stadsbazaar), the promo banners and the phone's banner sections turn (Breiwerk,
// Stadsbazaar) and the selling points rotate: each has its final layout from the first paint (the header's
// first frame over the hero written while the page is parsed, hero-start.ts; the carousels' layout by
// `@media (scripting: enabled)`), so nothing of the page's flow moves when the code starts after hydration.
// Without JavaScript nothing starts, and nothing may move either.

/** The cookie choice made: 'Afwijzen' (necessary cookies only). */
const CHOICE = { etalage_consent: "v1.necessary" };

type Shift = { value: number; moved: string[] };

/** The page's flow from the top: a shift that moves any of these up or down is one a shopper sees. */
const FLOW = 'body > main, body > header, [data-fragment="promo"], [data-fragment="usps"], [data-fragment="openOrder"]';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px every demo shop's home keeps its place as it loads: no shift moves the header, the rows above it or the page's content`, async ({
    browser,
  }, testInfo) => {
    for (const shop of [NOORDZEE, STADSBAZAAR, STAPVAST, HUISRAAD, BREIWERK]) {
      // The cookie choice made (a variant of the cached page), the newsletter popup not closed (that
      // cookie makes a page the shopper's own): a shopper's first visit after the cookie banner.
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
        storageState: { cookies: shopCookies(CHOICE, [shop.host]), origins: [] },
      });
      await context.addInitScript((flow) => {
        const shifts: Shift[] = [];
        (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
        // What the first frame has: every row above the content (ADR 0078: no frame before the last of
        // them is parsed; a frame of a half-parsed page showed a hero's header without the rows above it).
        requestAnimationFrame(() => {
          (window as unknown as { __firstFrameWhole: boolean }).__firstFrameWhole = document.getElementById("above-main") !== null;
        });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
          })[]) {
            // A move up or down of the flow's parts, or a move sideways in the page's own content.
            const moved = entry.sources.flatMap((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              const upOrDown = Math.abs(source.previousRect.y - source.currentRect.y) >= 1;
              const sideways = Math.abs(source.previousRect.x - source.currentRect.x) >= 1;
              const part = (upOrDown && element?.closest(flow)) || (sideways && element?.closest("body > main")) || null;
              return part ? [part.getAttribute("data-fragment") ?? part.tagName.toLowerCase()] : [];
            });
            shifts.push({ value: entry.value, moved });
          }
        }).observe({ type: "layout-shift", buffered: true });
      }, FLOW);
      // The page as most shoppers get it, whole from the edge cache (ADR 0051): a rendered one streams,
      // and a browser under load may paint a part before the rest has arrived, which no code can prevent.
      const url = hostUrl(shop.host, "/nl/home");
      const direct = onHost(shop.host, "/nl/home");
      await context.request.get(direct.url, { headers: { ...direct.headers, cookie: `etalage_consent=${CHOICE.etalage_consent}` } });
      const page = await context.newPage();
      expect((await page.goto(url))?.headers()["x-etalage-page-cache"], `${shop.name}: from the edge cache`).toBe("hit");
      if (jsEnabled()) await waitForHydration(page);
      // Every chunk the page loads after hydration (the header's scroll code, the carousels') has run.
      await page.waitForLoadState("networkidle");
      await framesDrawn(page);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
      if (jsEnabled()) {
        const whole = await page.evaluate(() => (window as unknown as { __firstFrameWhole?: boolean }).__firstFrameWhole);
        expect(whole, `${shop.name}: the first frame has the rows above the content`).toBe(true);
      }
      expect(
        shifts.filter((shift) => shift.moved.length > 0),
        `${shop.name}: shifts that moved the page's flow`,
      ).toEqual([]);
      await context.close();
    }
  });
}
