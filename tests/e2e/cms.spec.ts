import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousAxe } from "./axe";
import { hostUrl, jsEnabled, open, openPage, STADSBAZAAR, submitForm, waitForHydration } from "./support";

// The CMS home's banners carousel and the contact form (issue 22), with JavaScript and without.
// Stadsbazaar's home starts with three banners: a carousel. With JavaScript it turns every 4000 ms
// (chrome spec §9), stands still for reduced motion, a hidden page, hover, focus and its pause button,
// and has previous and next; without JavaScript it is a row that snaps, with a link to each slide.
// The page's clock is Playwright's: the test moves time on, it never waits for it.

const home = () => hostUrl(STADSBAZAAR.host, "/nl/home");
const carousel = (page: Page) => page.locator("[data-carousel]").first();
const dots = (page: Page) => carousel(page).locator("[data-slide-link]");

/** Which slide is current: the index of the dot marked current. */
async function current(page: Page): Promise<number> {
  return dots(page).evaluateAll((all) => all.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
}

/** Whether the carousel turns by itself now. */
const autoplays = (page: Page) => carousel(page).evaluate((el) => el.hasAttribute("data-autoplay"));

for (const width of [1280, 390]) {
  test.describe(`Stadsbazaar's banners carousel at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, actionTimeout: 10_000 });

    test("turns every 4000 ms; hover, focus, pause, a hidden page and reduced motion hold it; previous and next move it", async ({ page }) => {
      test.skip(!jsEnabled(), "without JavaScript it is a row to swipe (below)");
      await page.clock.install({ time: new Date("2026-11-27T12:00:00Z") });
      await page.clock.pauseAt(new Date("2026-11-27T12:00:01Z"));
      await open(page, home());
      // Hydrated and its code loaded (no waitForHydration: it polls by animation frames, which the paused clock holds).
      await expect(carousel(page)).toHaveAttribute("data-carousel-ready", "");
      // The 0 ms recheck starts it.
      await page.clock.runFor(10);
      expect(await autoplays(page)).toBe(true);
      expect(await current(page)).toBe(0);
      await page.mouse.move(1, 1);
      await page.clock.runFor(3900);
      expect(await current(page)).toBe(0);
      await page.clock.runFor(200);
      expect(await current(page)).toBe(1);
      // The slides out of view are out of the tab order.
      expect(
        await carousel(page)
          .locator("[data-slides] > li")
          .evaluateAll((all) => all.map((li) => (li as HTMLElement).inert)),
      ).toEqual([true, false, true]);

      // The pointer over it holds it.
      // (At its foot: over the hero the transparent header covers its top.)
      const row = carousel(page).locator("[data-slides]");
      await row.hover({ position: { x: 20, y: (await row.boundingBox())!.height - 20 } });
      expect(await autoplays(page)).toBe(false);
      await page.clock.runFor(9000);
      expect(await current(page)).toBe(1);
      await page.mouse.move(1, 1);
      expect(await autoplays(page)).toBe(true);

      // Previous and next, by the shopper (round the end).
      await page.getByRole("button", { name: "Volgende banner" }).click();
      expect(await current(page)).toBe(2);
      await page.getByRole("button", { name: "Volgende banner" }).click();
      expect(await current(page)).toBe(0);
      await page.getByRole("button", { name: "Vorige banner" }).click();
      expect(await current(page)).toBe(2);
      // Focus in it holds it; leaving lets it go on.
      expect(await autoplays(page)).toBe(false);
      await page.getByRole("button", { name: "Vorige banner" }).blur();
      await page.mouse.move(1, 1);
      expect(await autoplays(page)).toBe(true);

      // Paused, it stays until played again.
      const pause = page.getByRole("button", { name: "Carrousel pauzeren" });
      await pause.click();
      await expect(pause).toHaveAttribute("aria-pressed", "true");
      await pause.blur();
      await page.mouse.move(1, 1);
      await page.clock.runFor(12000);
      expect(await current(page)).toBe(2);
      await pause.click();
      await expect(pause).toHaveAttribute("aria-pressed", "false");
      await pause.blur();
      await page.mouse.move(1, 1);

      // A hidden page holds it, and it goes on when the page shows again.
      await setHidden(page, true);
      expect(await autoplays(page)).toBe(false);
      await page.clock.runFor(9000);
      expect(await current(page)).toBe(2);
      await setHidden(page, false);
      expect(await autoplays(page)).toBe(true);
      await page.clock.runFor(4000);
      expect(await current(page)).toBe(0);

      // Reduced motion stops it; the buttons still move it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expect.poll(() => autoplays(page)).toBe(false);
      await page.clock.runFor(9000);
      expect(await current(page)).toBe(0);
      await page.getByRole("button", { name: "Volgende banner" }).click();
      expect(await current(page)).toBe(1);
    });

    test("with reduced motion from the start it never turns by itself, also after the 1000 ms recheck", async ({ page }) => {
      test.skip(!jsEnabled(), "without JavaScript nothing moves at all");
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install({ time: new Date("2026-11-27T12:00:00Z") });
      await page.clock.pauseAt(new Date("2026-11-27T12:00:01Z"));
      await open(page, home());
      await expect(carousel(page)).toHaveAttribute("data-carousel-ready", "");
      await page.clock.runFor(1100);
      expect(await autoplays(page)).toBe(false);
      await page.clock.runFor(12000);
      expect(await current(page)).toBe(0);
    });

    test("every slide can be reached and followed; without JavaScript by its numbered link", async ({ page }) => {
      await open(page, home());
      const slides = carousel(page).locator("[data-slides] > li");
      await expect(slides).toHaveCount(3);
      const row = () => carousel(page).locator("[data-slides]").boundingBox() as Promise<{ x: number; width: number }>;
      // The row the browser code scrolls frame by frame is composited (docs/performance.md §18); a
      // shopper's own swipe without JavaScript needs no hint.
      await expect(carousel(page).locator("[data-slides]")).toHaveCSS("will-change", jsEnabled() ? "scroll-position" : "auto");
      if (!jsEnabled()) {
        // The numbered links scroll the row to their slide.
        await dots(page).nth(2).click();
        await expect(page).toHaveURL(/#banner-\d+-3$/);
        await expect.poll(async () => Math.abs(Math.round((await slides.nth(2).boundingBox())!.x - (await row()).x))).toBeLessThanOrEqual(1);
      } else {
        await waitForHydration(page);
        await expect(carousel(page)).toHaveAttribute("data-carousel-ready", "");
        await dots(page).nth(2).click();
        // A button-like link with JavaScript: it moves the row, it does not change the url.
        await expect(page).toHaveURL(/\/nl\/home$/);
        expect(await current(page)).toBe(2);
      }
      // Each slide fills the row's width: one banner at a time, nothing cut off to the side.
      const box = (await slides.nth(0).boundingBox())!;
      expect(Math.abs(box.width - (await row()).width)).toBeLessThanOrEqual(1);
      // A slide is a link to where it leads, named by its picture's description.
      await expect(slides.nth(0).getByRole("link")).toHaveAttribute("href", "/nl/products/category/kleding");
      await expect(slides.nth(0).getByRole("link")).toHaveText("Grachtenpanden in de avond");
    });
  });
}

test("after a client-side switch of language the carousel has its controls once, and they work", async ({ page }) => {
  test.skip(!jsEnabled(), "without JavaScript a language switch loads the page");
  await open(page, home());
  await waitForHydration(page);
  await expect(carousel(page)).toHaveAttribute("data-carousel-ready", "");
  await page.getByRole("banner").getByRole("link", { name: /^en/ }).first().click();
  await expect(page).toHaveURL(/\/en\/home$/);
  await expect(carousel(page)).toHaveAttribute("aria-label", "Welcome to the Stadsbazaar");
  await expect(carousel(page)).toHaveAttribute("data-carousel-ready", "");
  await expect(page.getByRole("button", { name: "Next banner" })).toHaveCount(1);
  await page.getByRole("button", { name: "Next banner" }).click();
  expect(await current(page)).toBe(1);
});

/** The page as hidden or shown (another tab), as the browser reports it. */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test.describe("the contact form", () => {
  const SENT = "Bedankt voor je bericht! We antwoorden zo snel mogelijk.";

  test("mails the shop: the message arrives in the outbox, with the translated confirmation", async ({ page }) => {
    const marker = `e2e-${test.info().project.name}-${Date.now()}`;
    await openPage(page, "/nl/contact");
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Bericht versturen" }) });
    await form.getByLabel("Je naam").fill("Eva Pieters");
    await form.getByLabel("Je e-mailadres").fill("eva@example.test");
    await form.getByLabel("Je bericht").fill(`Hebben jullie de trui ook in maat L?\n${marker}`);
    await submitForm(page, "/nl/contact", () => form.getByRole("button", { name: "Bericht versturen" }).click(), { text: SENT });
    await expect(page.getByRole("status").filter({ hasText: SENT })).toBeVisible();
    if (jsEnabled()) {
      // The form is ready for the next message.
      await expect(form.getByLabel("Je bericht")).toHaveValue("");
      await expectNoSeriousAxe(page);
    }
    await open(page, "/dev/outbox");
    const mail = page.locator("li", { hasText: marker });
    await expect(mail).toContainText("klantenservice@noordzeemode.nl");
    await expect(mail).toContainText("Bericht via de website van Eva Pieters");
    await expect(mail).toContainText("Van: Eva Pieters <eva@example.test>");
  });

  test("bad input: a translated message under each field, what was typed kept, nothing sent", async ({ page }) => {
    await openPage(page, "/nl/contact");
    const form = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Bericht versturen" }) });
    await form.getByLabel("Je e-mailadres").fill("geen-adres");
    await form.getByLabel("Je bericht").fill("Kort");
    await form.getByRole("button", { name: "Bericht versturen" }).click();
    await expect(form.getByText("Vul je naam in (hoogstens 100 tekens).")).toBeVisible();
    await expect(form.getByText("Vul een geldig e-mailadres in.")).toBeVisible();
    await expect(form.getByText("Schrijf een bericht van 10 tot 5000 tekens.")).toBeVisible();
    await expect(form.getByLabel("Je e-mailadres")).toHaveValue("geen-adres");
    await expect(form.getByLabel("Je e-mailadres")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status").filter({ hasText: SENT })).toHaveCount(0);
  });
});
