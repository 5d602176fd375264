import { expect, type Page, test } from "@playwright/test";
import { hostUrl, jsEnabled, lookShot, NOORDZEE, open, openPage, scrollOffTop, STADSBAZAAR, submitForm, waitForHydration } from "./support";

// Issue 19: floating widgets (the partner launcher 'Doe de Doop test', the sticky help button) never
// cover a form field, a label, a button or an open overlay: none on the purchase's pages, room for them
// under the footer, out of the way while the search preview is open, and not over the first screen
// while a page is at its top.

const widgets = (page: Page) => page.locator("[data-sticky-help], a[data-launcher]");

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The page's controls and texts a floating widget covers where it stands now. */
async function covered(page: Page, selector: string): Promise<string[]> {
  const boxes = await widgets(page).evaluateAll((els) =>
    els.filter((el) => getComputedStyle(el).visibility !== "hidden").map((el) => el.getBoundingClientRect().toJSON() as Box),
  );
  const targets = await page
    .locator(selector)
    .evaluateAll((els) =>
      els
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ text: `${el.tagName} ${el.textContent?.trim().slice(0, 30)}`, box: el.getBoundingClientRect().toJSON() as Box })),
    );
  return targets.filter((target) => boxes.some((box) => overlap(box, target.box))).map((target) => target.text);
}

test.describe("at 1280 × 900", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Noordzee: no launcher and no help button on the checkout's steps", async ({ page }) => {
    await openPage(page, "/nl/products/linnen-blouse");
    await submitForm(page, "/nl/cart", () => page.getByRole("button", { name: "In winkelmand" }).click(), {
      text: "Linnen blouse is toegevoegd aan je winkelmand.",
    });
    await openPage(page, "/nl/checkout/gegevens");
    await expect(page.getByRole("button", { name: /^Verder naar/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Doe de Doop test" })).toHaveCount(0);
    await expect(page.locator("[data-sticky-help]")).toBeHidden();
  });

  for (const shop of [NOORDZEE, STADSBAZAAR]) {
    test(`${shop.name}: at the page's end the widgets cover nothing of the footer`, async ({ page }) => {
      await open(page, hostUrl(shop.host, "/nl/home"));
      if (jsEnabled()) await waitForHydration(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(widgets(page).first()).toBeVisible();
      await expect.poll(() => covered(page, "footer :is(a, button, input, label, p, li, h2, span, dt, dd, img)")).toEqual([]);
    });
  }
});

test.describe("at 1280 × 800, the first screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Noordzee's hero ends below the fold with its words and 'Ontdek meer' at the bottom left, where the
  // wheel's and the partner's launchers stand; Stadsbazaar's 'Contact' pill stood on its h1.
  for (const shop of [NOORDZEE, STADSBAZAAR]) {
    test(`${shop.name}: at the page's top no widget covers its heading or a control; from the first scroll on they stand`, async ({ page }) => {
      await open(page, hostUrl(shop.host, "/nl/home"));
      if (jsEnabled()) await waitForHydration(page);
      const all = page.locator("[data-sticky-help], a[data-launcher], [data-wheel-launcher]");
      // The wheel's launcher comes after hydration, once the browser is idle (ADR 0061).
      if (jsEnabled() && shop === NOORDZEE) await expect(page.locator("[data-wheel-launcher]")).toHaveCount(1, { timeout: 10_000 });
      await expect.poll(() => all.evaluateAll((els) => els.filter((el) => el.checkVisibility({ visibilityProperty: true })).length)).toBe(0);
      await scrollOffTop(page);
      await expect(widgets(page).first()).toBeVisible();
      if (jsEnabled() && shop === NOORDZEE) await expect(page.locator("[data-wheel-launcher]")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(widgets(page).first()).toBeHidden();
    });
  }
});

test.describe("the wheel's launcher beside a help button at the bottom left", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Stadsbazaar with a wheel: its launcher stands above the 'Contact' pill, not on it", async ({ page, request }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    // Stadsbazaar has no wheel of its own: it is given Noordzee's, as the browser asks for it.
    const wheels = await (await request.get("/nl/wheel")).text();
    await page.route("**/nl/wheel", (route) => route.fulfill({ contentType: "application/json", body: wheels }));
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    await waitForHydration(page);
    const launcher = page.locator("[data-wheel-launcher]");
    await expect(launcher).toHaveCount(1, { timeout: 10_000 });
    await scrollOffTop(page);
    await expect(launcher).toBeVisible();
    const pill = (await page.locator("[data-sticky-help][data-pos=bottom-left]").boundingBox())!;
    const wheel = (await launcher.boundingBox())!;
    expect(overlap(pill, wheel)).toBe(false);
    expect(wheel.y + wheel.height).toBeLessThanOrEqual(pill.y);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Noordzee: with the search preview open no widget sits over its cards", async ({ page }) => {
    test.skip(!jsEnabled(), "the live preview needs JavaScript");
    await open(page, "/nl/home");
    await waitForHydration(page);
    await expect(widgets(page)).toHaveCount(2);
    await page.locator("#header-search").click();
    await page.getByRole("combobox", { name: "Zoek in de winkel" }).fill("linnen");
    const options = page.getByRole("listbox", { name: "Zoekresultaten" }).getByRole("option");
    await expect(options.nth(4)).toBeVisible();
    await expect.poll(() => covered(page, "[role=option]")).toEqual([]);
    await lookShot(page, "search-preview-390");
  });
});
