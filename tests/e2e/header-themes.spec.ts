import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { hostUrl, jsEnabled, NOORDZEE, open, STADSBAZAAR, waitForHydration } from "./support";

// Issue 12: the header renders from the shop's settings. Noordzee: the fancy header (centred logo,
// page links in a 48 px second row with the mega menu). Stadsbazaar: modern-minimal, hamburger mode
// with the fullscreen menu on a desktop. Each journey runs with JavaScript on and off (the projects).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function visit(page: Page, host: string, path: string) {
  await open(page, hostUrl(host, path));
  await page.waitForLoadState("load");
  if (jsEnabled()) await waitForHydration(page);
}

const drawerOf = (page: Page) => page.locator("header details[data-drawer]");

for (const shop of [NOORDZEE, STADSBAZAAR]) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`${shop.name} at ${viewport.width} px: a screenshot of the header, and axe finds nothing serious in it`, async ({ page }, info) => {
      await page.setViewportSize(viewport);
      await visit(page, shop.host, "/nl/products");
      const header = page.getByRole("banner");
      // Kept as a test artefact (test-results/…/header-*.png): each theme on both viewports.
      const path = info.outputPath(`header-${shop.name.replaceAll(" ", "-")}-${viewport.width}.png`);
      await header.screenshot({ path });
      await info.attach(`header ${shop.name} ${viewport.width}`, { path, contentType: "image/png" });
      if (!jsEnabled()) return; // axe needs scripts in the page
      const results = await new AxeBuilder({ page }).include("header").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}

test.describe("Noordzee, fancy: the second row and the mega menu", () => {
  test.use({ viewport: DESKTOP });

  test("the logo is centred, the page links sit in a 48 px row below the bar", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/home");
    const logo = page.getByRole("banner").getByRole("link", { name: /Noordzee Mode – naar de homepage/ });
    const box = (await logo.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThan(40);
    const row = page.locator("header > nav");
    await expect(row).toBeVisible();
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await expect(row.getByRole("link", { name: "Dames", exact: true })).toBeVisible();
    // The fancy mega menu: 4 pages on the left, then the right ones (Sale, Over ons).
    await expect(row.locator(":scope > ul > li > a")).toHaveText(["Nieuw", "Dames", "Heren", "Accessoires", "Sale", "Over ons"]);
  });

  test("a dropdown opens by keyboard (its <details>), and its link leads on", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/home");
    const row = page.locator("header > nav");
    const jurken = row.getByRole("link", { name: "Jurken", exact: true });
    await expect(jurken).toBeHidden();
    await row.getByRole("link", { name: "Dames", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(row.getByLabel("Submenu Dames")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(jurken).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(jurken).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/nl\/products\/category\/jurken$/);
  });

  test("a dropdown opens on hover and closes after the pointer leaves", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/home");
    const row = page.locator("header > nav");
    const overhemden = row.getByRole("link", { name: "Overhemden", exact: true });
    await row.getByRole("link", { name: "Heren", exact: true }).hover();
    await expect(overhemden).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(overhemden).toBeHidden();
  });
});

test.describe("Stadsbazaar, hamburger mode: the fullscreen menu", () => {
  test.use({ viewport: DESKTOP });

  test("the menu button opens the fullscreen menu; choosing a link closes it", async ({ page }) => {
    await visit(page, STADSBAZAAR.host, "/nl/home");
    const drawer = drawerOf(page);
    const menu = drawer.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu).toBeHidden();
    await drawer.locator(":scope > summary").click();
    await expect(menu).toBeVisible();
    const panel = (await drawer.locator(":scope > div").boundingBox())!;
    expect(panel.width).toBeGreaterThanOrEqual(DESKTOP.width - 1);
    expect(panel.height).toBeGreaterThanOrEqual(DESKTOP.height - 1);
    await menu.getByRole("link", { name: "Wonen", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/products\/category\/wonen$/);
    await expect(menu).toBeHidden();
  });

  test("the social links show (the shop set facebook and instagram, not tiktok)", async ({ page }) => {
    await visit(page, STADSBAZAAR.host, "/nl/home");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://www.instagram.com/stadsbazaar");
    await expect(header.getByRole("link", { name: "Facebook" })).toHaveAttribute("target", "_blank");
    await expect(header.getByRole("link", { name: "TikTok" })).toHaveCount(0);
  });
});

test.describe("the drawer on a phone", () => {
  test.use({ viewport: PHONE });

  test("Stadsbazaar: title, foldable items, 'continue shopping', wishlist and languages; a language keeps the path", async ({ page }) => {
    // A product page: forward mode, where the drawer adds 'continue shopping' (§2; the overview is root).
    await visit(page, STADSBAZAAR.host, "/nl/products/t-shirt-grachtenprint");
    const drawer = drawerOf(page);
    await drawer.locator(":scope > summary").click();
    const panel = drawer.locator(":scope > div");
    await expect(panel.getByText("Stadsbazaar", { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Verder winkelen" })).toHaveAttribute("href", "/nl/products");
    // An item with a url and children is always open: its children show at once.
    await expect(panel.getByRole("link", { name: "Decoratie", exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Verlanglijst/ })).toBeVisible();
    await panel.getByRole("navigation", { name: "Kies een taal" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/products\/t-shirt-grachtenprint$/);
    await expect(drawer).not.toHaveAttribute("open");
  });

  test("Noordzee: the search shows in the bar, the drawer holds the pages", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/home");
    await expect(page.locator("#header-search")).toBeVisible();
    const drawer = drawerOf(page);
    await drawer.locator(":scope > summary").click();
    await drawer.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Sale", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/products\/tag\/sale$/);
    await expect(drawer).not.toHaveAttribute("open");
  });
});

test.describe("the checkout-flow header", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`at ${viewport.width} px the shopping bag shows no search, wishlist or account (both shops)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const shop of [NOORDZEE, STADSBAZAAR]) {
        await visit(page, shop.host, "/nl/shopping-bag");
        const header = page.getByRole("banner");
        await expect(page.locator("#header-search")).toHaveCount(0);
        await expect(header.getByRole("link", { name: /^Verlanglijst/ })).toBeHidden();
        await expect(header.getByRole("link", { name: /^Inloggen/ })).toHaveCount(0);
        // Neither shop has the simple header: the cart stays.
        await expect(header.getByRole("link", { name: /^Winkelmand/ })).toBeVisible();
        // Elsewhere all of them show.
        await visit(page, shop.host, "/nl/products");
        await expect(page.locator("#header-search")).toBeVisible();
        await expect(header.getByRole("link", { name: /^Inloggen/ })).toBeVisible();
      }
    });
  }
});

test.describe("the wishlist heart", () => {
  test.use({ viewport: DESKTOP });

  test("beats (600 ms) when the count grows, not on a page load, and not with reduced motion", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript a saved product loads a new page: nothing grows in place");
    await visit(page, NOORDZEE.host, "/nl/products/linnen-blouse");
    const heart = page.locator("header [data-i=wishlist] > a");
    await expect(heart).not.toHaveAttribute("data-grow");
    await page.getByRole("main").getByRole("button", { name: "Bewaar Linnen blouse op je verlanglijst", exact: true }).click();
    await expect(heart).toHaveAttribute("aria-label", "Verlanglijst, 1 product");
    await expect(heart).toHaveAttribute("data-grow", "");
    const animation = () => heart.locator("svg").evaluate((svg) => `${getComputedStyle(svg).animationName} ${getComputedStyle(svg).animationDuration}`);
    expect(await animation()).toMatch(/ 0\.6s$/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toMatch(/^none /);
    // Removing it shrinks the count: no beat.
    await page.getByRole("main").getByRole("button", { name: "Verwijder van verlanglijst: Linnen blouse", exact: true }).click();
    await expect(heart).toHaveAttribute("aria-label", "Verlanglijst, 0 producten");
    await expect(heart).not.toHaveAttribute("data-grow");
  });
});
