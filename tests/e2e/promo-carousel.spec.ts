import { expect, type Page, test } from "@playwright/test";
import { BREIWERK, hostUrl, jsEnabled, open } from "./support";

// The promo banners' carousel (chrome spec §9: autoplay 4000 ms, a 3000 ms slide): Breiwerk's home
// shows two banners (its Wolweken code's banner shows only on that code's products). With JavaScript
// they rotate, one at a time; the pointer over them, focus in them or the pause button hold them
// (WCAG 2.2.2). With reduced motion, and without JavaScript, they stand stacked, each readable.
// The page's clock is Playwright's: the test moves time on, it never waits for it.

const home = () => hostUrl(BREIWERK.host, "/nl/home");
const IDS = [52, 53];
const banners = (page: Page) => page.locator("[data-banners]");
// The fragment holds every candidate of every page (ADR 0052): this page's are the ones not hidden.
const slide = (page: Page, id: number) => page.locator(`[data-banner="${id}"]:not([hidden])`);

/** Which banner the carousel shows: the one slide of this page that is not inert. */
async function current(page: Page): Promise<number[]> {
  return page
    .locator("[data-banner]:not([hidden])")
    .evaluateAll((all) => all.filter((el) => !(el as HTMLElement).inert).map((el) => Number(el.getAttribute("data-banner"))));
}

/** Each banner stands in full on the screen (none off to the side, none on another), its text readable. */
async function expectStacked(page: Page) {
  const width = page.viewportSize()!.width;
  const boxes = [];
  for (const id of IDS) {
    await expect(slide(page, id)).toBeVisible();
    await expect(slide(page, id)).not.toHaveText("");
    const box = (await slide(page, id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
    boxes.push(box);
  }
  expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height - 1);
}

for (const width of [1280, 390]) {
  test.describe(`Breiwerk's banners at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("rotate every 4000 ms, one at a time; hover, focus and the pause button hold them", async ({ page }) => {
      test.skip(!jsEnabled(), "without JavaScript they stand stacked (below)");
      // The page's time stands still from the start: only runFor moves it.
      await page.clock.install({ time: new Date("2026-11-27T12:00:00Z") });
      await page.clock.pauseAt(new Date("2026-11-27T12:00:01Z"));
      await open(page, home());
      await expect(banners(page)).toHaveAttribute("data-rotating", "");
      expect(await current(page)).toEqual([52]);
      const pause = page.getByRole("button", { name: "Banners pauzeren" });
      await expect(pause).toBeVisible();
      await expect(pause).toHaveAttribute("aria-pressed", "false");
      // Every slide slides in 3000 ms.
      expect(await slide(page, 53).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("3s");

      await page.clock.runFor(3900);
      expect(await current(page)).toEqual([52]);
      await page.clock.runFor(200);
      expect(await current(page)).toEqual([53]);
      await expect(slide(page, 53)).toHaveCSS("transform", /matrix\(1, 0, 0, 1, -\d+/);

      // The pointer over them holds them; leaving lets them go on.
      await banners(page).hover();
      await page.clock.runFor(8000);
      expect(await current(page)).toEqual([53]);
      await page.mouse.move(width / 2, 700);
      await page.clock.runFor(4000);
      expect(await current(page)).toEqual([52]);

      // Paused, they stay, also once the pointer and the focus have left; played, they go on.
      await pause.click();
      await expect(pause).toHaveAttribute("aria-pressed", "true");
      await page.mouse.move(width / 2, 700);
      await pause.blur();
      await page.clock.runFor(12000);
      expect(await current(page)).toEqual([52]);
      await pause.click();
      await expect(pause).toHaveAttribute("aria-pressed", "false");
      await page.mouse.move(width / 2, 700);
      await pause.blur();
      await page.clock.runFor(4000);
      expect(await current(page)).toEqual([53]);
    });

    test("stand still and stacked with reduced motion, and without JavaScript: every banner readable", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, home());
      await page.waitForLoadState("load");
      if (jsEnabled()) await expect(banners(page)).toHaveAttribute("data-rotate", "banners");
      await expect(banners(page)).not.toHaveAttribute("data-rotating");
      await expect(page.locator("[data-carousel-pause]")).toHaveCount(0);
      await expectStacked(page);
    });
  });
}
