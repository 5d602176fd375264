import { expect, type Page, test } from "@playwright/test";
import { cartLink, expectNoReload, hostUrl, jsEnabled, NOORDZEE, open, openPage, STADSBAZAAR, submitForm } from "./support";

// Issue 10: the header fits its content from 1024 px up in both shops, and the mobile menu closes
// when a link in it is chosen (chrome spec §4). Issue 12: the bar's items sit in their own wrappers
// (header > div > div[data-i]); Noordzee's page links are in the second row (fancy, nav below),
// Stadsbazaar's behind the menu button (modern-minimal, hamburger with the fullscreen menu).

/** How the header bar lays out: measured in the page (evaluate works with the page's scripts off). */
async function measureHeader(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("header > div") as HTMLElement;
    const input = document.querySelector<HTMLInputElement>("#header-search");
    // The placeholder fits when the same text as a value does not scroll.
    let placeholder = { text: "", fits: false };
    if (input) {
      const before = input.value;
      input.value = input.placeholder;
      placeholder = { text: input.placeholder, fits: input.scrollWidth <= input.clientWidth };
      input.value = before;
    }
    // The page links: in the bar or in the second row (not the language switch, not the closed drawer).
    const nav = [...document.querySelectorAll<HTMLElement>("header nav:not([data-lang])")].find(
      (n) => n.checkVisibility() && n.querySelector(":scope > ul > li > a"),
    );
    const items = nav ? [...nav.querySelectorAll<HTMLElement>(":scope > ul > li")] : [];
    const visible = [...bar.children].filter((child) => (child as HTMLElement).offsetParent !== null && child.getBoundingClientRect().width > 0);
    const centres = visible.map((child) => {
      const box = child.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    });
    const menuButton = document.querySelector<HTMLElement>("header details[data-drawer] > summary");
    return {
      menuButton: Boolean(menuButton?.checkVisibility()),
      placeholder,
      navItems: items.length,
      navTops: [...new Set(items.map((item) => item.offsetTop))],
      centres,
      barHeight: bar.getBoundingClientRect().height,
      minHeight: Number.parseFloat(getComputedStyle(bar).minHeight),
      tallest: Math.max(...visible.map((child) => child.getBoundingClientRect().height)),
      overflows: bar.scrollWidth > bar.clientWidth,
    };
  });
}

test.describe("the header fits from 1024 px up", () => {
  for (const shop of [NOORDZEE, STADSBAZAAR]) {
    for (const width of [1024, 1280, 1440]) {
      test(`${shop.name} at ${width} px: the whole search placeholder shows and the menu is one line`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        for (const language of ["nl", "en"]) {
          await open(page, hostUrl(shop.host, `/${language}/home`));
          // Measure the laid-out page: without scripts DOMContentLoaded comes before the stylesheet.
          await page.waitForLoadState("load");
          const header = await measureHeader(page);
          const where = `${shop.name} ${width}px /${language}`;
          expect(header.placeholder.text, where).not.toBe("");
          expect(header.placeholder.fits, `${where}: placeholder "${header.placeholder.text}" is cut off`).toBe(true);
          if (shop === STADSBAZAAR) {
            // Hamburger mode: the pages are behind the menu button, on a desktop too.
            expect(header.menuButton, where).toBe(true);
            expect(header.navItems, where).toBe(0);
          } else {
            expect(header.navItems, where).toBeGreaterThan(3);
            expect(header.navTops, `${where}: every menu item on one line`).toHaveLength(1);
          }
          // One row: logo, menu, search and icons share their vertical centre, and the bar is no
          // taller than its tallest part or its minimum (the settings' header height, 70 or 84 px).
          expect(Math.max(...header.centres) - Math.min(...header.centres), `${where}: one row`).toBeLessThanOrEqual(2);
          expect(header.barHeight, where).toBeLessThanOrEqual(Math.max(header.minHeight, header.tallest) + 1);
          expect(header.overflows, `${where}: nothing sticks out of the bar`).toBe(false);
        }
      });
    }
  }
});

test("a signed-in customer's header fits too (the greeting shows from 1280 px)", async ({ page }) => {
  // Fatima El Amrani, Stadsbazaar's business customer: the longer menu of the two shops.
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, hostUrl(STADSBAZAAR.host, "/nl/auth/login"));
  await page.getByLabel("E-mailadres").fill("inkoop@bedrijf-b.test");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("Stadsbazaar-fatima-2026");
  await page.getByRole("main").getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/nl\/account\/gegevens$/);
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    await page.waitForLoadState("load");
    const greeting = page.getByRole("banner").getByText("welkom, Fatima");
    if (width >= 1280) {
      await expect(greeting).toBeVisible();
      // The whole greeting: the name is never cut off with an ellipsis.
      expect(await greeting.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    } else await expect(greeting).toBeHidden();
    const header = await measureHeader(page);
    expect(header.placeholder.fits, `${width}px`).toBe(true);
    expect(header.menuButton, `${width}px: Stadsbazaar's pages are behind the menu button`).toBe(true);
    expect(Math.max(...header.centres) - Math.min(...header.centres), `${width}px`).toBeLessThanOrEqual(2);
    expect(header.overflows, `${width}px`).toBe(false);
  }
});

test.describe("the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("choosing a link closes the drawer; the new page shows without it", async ({ page }) => {
    await openPage(page, "/nl/home");
    const drawer = page.locator("header details[data-drawer]");
    const menu = drawer.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu).toBeHidden();
    await drawer.locator(":scope > summary").click();
    await expect(drawer).toHaveAttribute("open", "");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Over ons", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/pagina\/over-ons$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Over ons");
    await expect(drawer).not.toHaveAttribute("open");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    if (jsEnabled()) {
      // The app navigated on the client, so the header stayed: it closed the drawer itself, and focus
      // went on to the new page's content (the chosen link is hidden now).
      await expectNoReload(page);
      await expect(page.locator("main")).toBeFocused();
    }
    // The drawer opens again, and a sub-item closes it too.
    await drawer.locator(":scope > summary").click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Jurken", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/products\/category\/jurken$/);
    await expect(drawer).not.toHaveAttribute("open");
    await expect(menu).toBeHidden();
  });
});

test("the header's icons are drawn from the sprite, which the shop serves as SVG", async ({ page }) => {
  await openPage(page, "/nl/home");
  const uses = await page.locator("header svg use").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("href") ?? ""));
  expect(uses.length).toBeGreaterThan(2);
  const files = new Set(uses.map((href) => href.split("#")[0]));
  expect(files.size).toBe(1);
  const response = await page.request.get(new URL([...files][0] ?? "", page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  const sprite = await response.text();
  for (const id of uses.map((href) => href.split("#")[1])) expect(sprite).toContain(`<symbol id="${id}"`);
});

// ADR 0072: the header is the server's HTML, which the browser keeps in step with the page after a client
// navigation (its marks) and with the shopper after a post (the parts of the header the revalidation renders).
test.describe("the header follows the page and the shopper without a reload", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("back link, language links and counts, then the checkout's simplified header and back out of it", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript every page is a new document with the server's header for it");
    const header = page.getByRole("banner");
    const back = header.locator("a[data-back]");
    const search = header.locator("#header-search").first();
    const path = "/nl/products/basic-t-shirt-dames";
    await openPage(page, path);
    // A product page is a forward page: the back link leads to the overview.
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", "/nl/products");
    // A post as a fetcher: the count and the clear-cart button come from the header rendered anew.
    await expect(header.locator("[data-drawer] details[data-clear-cart]")).toHaveCount(0);
    await submitForm(page, "/nl/cart", () => page.getByRole("button", { name: "In winkelmand" }).click(), { text: /is toegevoegd aan je winkelmand/ });
    await expect(cartLink(page, 1)).toBeVisible();
    await expect(header.locator("[data-drawer] details[data-clear-cart]")).toHaveCount(1);
    // The overview is a root page: no back link; the language link names the overview.
    await back.click();
    await page.waitForURL((url) => url.pathname === "/nl/products");
    await expect(back).toBeHidden();
    await expect(header.locator('a[hreflang="en"]').first()).toHaveAttribute("href", "/en/products");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    await expect(back).toBeVisible();
    await expect(header.locator('a[hreflang="en"]').first()).toHaveAttribute("href", path.replace(/^\/nl/, "/en"));
    // Into the checkout through the mini cart: the simplified header (Noordzee's hides the search), back to the bag.
    await cartLink(page, 1).click();
    await page.getByRole("dialog").getByRole("link", { name: "Afrekenen" }).click();
    await page.waitForURL(/\/nl\/checkout\/gegevens$/);
    await expect(search).toBeHidden();
    await expect(back).toHaveAttribute("href", "/nl/shopping-bag");
    // Back out of it: everything shows again.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === path);
    await expect(search).toBeVisible();
    await expect(back).toHaveAttribute("href", "/nl/products");
    await expectNoReload(page);
  });
});
