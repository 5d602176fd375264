import { expect, type Page, test } from "@playwright/test";
import { hostUrl, jsEnabled, NOORDZEE, open, STADSBAZAAR, waitForHydration } from "./support";

// Issue 12, the header's motion (chrome spec §4, §9; cart-checkout-routing spec §4): Stadsbazaar's
// home lies its header transparent over the hero (the setting is on, the banners come first); Noordzee's
// sticky header shrinks. Without JavaScript the header is simply solid. The scroll code is one chunk
// that loads after hydration (header-motion.client.ts), never with the first load.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function visit(page: Page, host: string, path: string) {
  await open(page, hostUrl(host, path));
  await page.waitForLoadState("load");
  if (jsEnabled()) await waitForHydration(page);
}

/** What the test reads of the header as the browser draws it. */
async function headerLook(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("body > header, header") as HTMLElement;
    const style = getComputedStyle(header);
    const link = header.querySelector("[data-i=cart] > a") as HTMLElement;
    const logo = header.querySelector("[data-i=logo] img") as HTMLElement | null;
    const bar = header.querySelector(":scope > div") as HTMLElement;
    return {
      background: style.backgroundColor,
      position: style.position,
      linkColor: getComputedStyle(link).color,
      logoHeight: logo ? Number.parseFloat(getComputedStyle(logo).height) : null,
      barHeight: bar.getBoundingClientRect().height,
      barTransition: getComputedStyle(bar).transitionDuration,
      motion: header.dataset.motion ?? null,
      shrunk: document.documentElement.hasAttribute("data-shrunk"),
      itemsVar: getComputedStyle(document.documentElement).getPropertyValue("--etalage-header-text").trim(),
      minHeight: Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--etalage-header-min")),
    };
  });
}

/** The alpha of a computed colour: rgb(…) is 1; rgba(…, a) and color(srgb … / a) say it. */
function alpha(color: string): number {
  const slash = color.match(/\/\s*([\d.]+)\)$/);
  if (slash) return Number(slash[1]);
  const rgba = color.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/);
  if (rgba) return Number(rgba[1]);
  if (color === "transparent") return 0;
  return 1;
}

/** #rrggbb as the browser's computed rgb(). */
function rgb(hex: string): string {
  const c = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${c(1)}, ${c(3)}, ${c(5)})`;
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`Stadsbazaar's home at ${viewport.width} px: the header over the hero`, () => {
    test.use({ viewport });

    test("transparent with white links at the top, solid and shrunk past twice the threshold (350 px)", async ({ page }) => {
      await visit(page, STADSBAZAAR.host, "/nl/home");
      if (!jsEnabled()) {
        // Without JavaScript the header is simply solid, in the page's flow.
        const look = await headerLook(page);
        expect(alpha(look.background)).toBe(1);
        expect(look.motion).toBeNull();
        expect(look.position).not.toBe("fixed");
        return;
      }
      // Issue 19: its first block (banners) has a title above its pictures: the header would lie over
      // that text, so it stays solid and sticky, below the promo rows (tests/e2e/header-layout.spec.ts).
      await expect.poll(async () => (await headerLook(page)).motion).toBe("sticky");
      expect(alpha((await headerLook(page)).background)).toBe(1);
      test.skip(true, "no demo shop's home starts with a picture under the header (issue 19)");
      await expect.poll(async () => (await headerLook(page)).motion).toBe("hero");
      const top = await headerLook(page);
      expect(top.position).toBe("fixed");
      expect(alpha(top.background)).toBe(0);
      expect(top.linkColor).toBe("rgb(255, 255, 255)");
      expect(top.logoHeight).toBe(50);
      expect(top.shrunk).toBe(false);
      // The logo: the white variant (the shop's light logo) or the normal one whitened by CSS.
      const logoIsWhite = await page.evaluate(() => {
        const img = document.querySelector("header [data-i=logo] img") as HTMLImageElement;
        return getComputedStyle(img).filter.includes("invert") || img.src.includes("light");
      });
      expect(logoIsWhite).toBe(true);

      // Half way between the threshold and twice it: half faded in.
      await scrollTo(page, 525);
      await expect.poll(async () => alpha((await headerLook(page)).background)).toBeCloseTo(0.5, 1);

      await scrollTo(page, 800);
      await expect.poll(async () => alpha((await headerLook(page)).background)).toBe(1);
      const past = await headerLook(page);
      // The links take the solid header's items colour (Stadsbazaar: items colour mode light, white on
      // its burgundy header; a shop with a light header gets dark ones, see tests/unit/header-scroll).
      expect(past.linkColor).toBe(rgb(past.itemsVar));
      expect(past.logoHeight).toBe(30);
      expect(past.barHeight).toBeGreaterThanOrEqual(past.minHeight);
      expect(past.barHeight).toBeLessThan(top.barHeight);
      expect(past.shrunk).toBe(true);

      // Back at the top it is transparent again.
      await scrollTo(page, 0);
      await expect.poll(async () => alpha((await headerLook(page)).background)).toBe(0);
    });
  });
}

test.describe("Noordzee's sticky header: the shrink", () => {
  test.use({ viewport: DESKTOP });

  test("its home keeps the solid header over its hero: the shop's setting is off", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/home");
    if (jsEnabled()) await expect.poll(async () => (await headerLook(page)).motion).toBe("sticky");
    const look = await headerLook(page);
    expect(alpha(look.background)).toBe(1);
    expect(look.position).not.toBe("fixed");
  });

  test("shrinks after 60 px, stays down to the hysteresis and grows back below it", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/products");
    const start = await headerLook(page);
    expect(alpha(start.background)).toBe(1);
    expect(start.shrunk).toBe(false);
    if (!jsEnabled()) {
      await scrollTo(page, 200);
      expect((await headerLook(page)).shrunk).toBe(false);
      return;
    }
    await expect.poll(async () => (await headerLook(page)).motion).toBe("sticky");
    await scrollTo(page, 55);
    await page.waitForTimeout(400);
    expect((await headerLook(page)).shrunk).toBe(false);

    await scrollTo(page, 80);
    await expect.poll(async () => (await headerLook(page)).shrunk).toBe(true);
    await expect.poll(async () => (await headerLook(page)).logoHeight ?? 30).toBe(30);
    await expect.poll(async () => (await headerLook(page)).barHeight).toBeLessThan(start.barHeight);

    // Up to 20 px: above the threshold minus the hysteresis (50 − 40 = 10), still shrunk (past the cooldown).
    await page.waitForTimeout(400);
    await scrollTo(page, 20);
    await page.waitForTimeout(400);
    expect((await headerLook(page)).shrunk).toBe(true);

    await scrollTo(page, 0);
    await expect.poll(async () => (await headerLook(page)).shrunk).toBe(false);
    await expect.poll(async () => (await headerLook(page)).barHeight).toBe(start.barHeight);
  });

  test("eases the shrink, but not with reduced motion (end states only)", async ({ page }) => {
    test.skip(!jsEnabled(), "the shrink needs JavaScript");
    await visit(page, NOORDZEE.host, "/nl/products");
    await expect.poll(async () => (await headerLook(page)).motion).toBe("sticky");
    expect((await headerLook(page)).barTransition).not.toBe("0s");

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect((await headerLook(page)).barTransition).toBe("0s");
    await scrollTo(page, 80);
    await expect.poll(async () => (await headerLook(page)).shrunk).toBe(true);
    // No transition: the bar has its end height at once, and keeps it.
    const now = (await headerLook(page)).barHeight;
    await page.waitForTimeout(300);
    expect((await headerLook(page)).barHeight).toBe(now);
  });
});

test.describe("the scroll code loads after hydration, never with the first load", () => {
  test.use({ viewport: DESKTOP });

  test("it is not in the page's HTML; with JavaScript it is fetched once the page has hydrated", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (/header-motion/.test(request.url())) fetched.push(request.url());
    });
    const response = await open(page, hostUrl(NOORDZEE.host, "/nl/products"));
    expect(await response.text()).not.toContain("header-motion");
    await page.waitForLoadState("load");
    if (!jsEnabled()) {
      expect(fetched).toEqual([]);
      return;
    }
    await waitForHydration(page);
    await expect.poll(() => fetched.length).toBe(1);
  });
});
