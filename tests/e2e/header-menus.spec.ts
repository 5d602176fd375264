import { expect, type Page, test } from "@playwright/test";
import { cartLink, currentPath, expectNoReload, hostUrl, jsEnabled, message, open, openPage, STADSBAZAAR, submitForm, waitForHydration } from "./support";

// Issue 21 §4, the chrome's last rows: sub-menus from the catalogue (a menu entry's submenu_key), the
// listing's focus=true ('continue shopping') and the header's clear-cart button. Each with JavaScript
// (client navigation, fetchers) and without (links, <details>, a POST answered 303 with a flash).

/** Noordzee's 'Thema's' (submenu_key product_tags): the shop's tags that a product carries, by name. */
const TAGS = {
  nl: ["Basics", "Bestseller", "Duurzaam", "Linnen", "Musthaves", "Nieuw", "Sale"],
  en: ["Basics", "Bestseller", "Linen", "Must-haves", "New", "Sale", "Sustainable"],
};

/** The desktop dropdown of an entry without a page of its own: its title is the dropdown's button. */
function titledDropdown(page: Page, title: string) {
  return page.locator("header > nav > ul > li > details[data-title]").filter({ has: page.locator("summary", { hasText: title }) });
}

test.describe("sub-menus from the catalogue (submenu_key)", () => {
  test("desktop: 'Thema's' drops down the shop's tags, each opening the listing filtered by it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/nl/home");
    const themes = titledDropdown(page, "Thema's");
    // Closed until asked (a click; CSS also opens it on hover and focus).
    await expect(themes.locator("a")).toHaveCount(TAGS.nl.length);
    await expect(themes.locator("a").first()).toBeHidden();
    await themes.locator("summary").click();
    await expect(themes.getByRole("link")).toHaveText(TAGS.nl);
    await expect(themes.getByRole("link", { name: "Duurzaam" })).toHaveAttribute("href", "/nl/products/tag/duurzaam");
    await themes.getByRole("link", { name: "Duurzaam" }).click();
    await expect(page).toHaveURL(/\/nl\/products\/tag\/duurzaam$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Producten: Duurzaam");
    await expectNoReload(page);
  });

  test("desktop, in English: the tags' English names, under the English listing", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "/en/home");
    const themes = titledDropdown(page, "Themes");
    await themes.locator("summary").click();
    await expect(themes.getByRole("link")).toHaveText(TAGS.en);
    await expect(themes.getByRole("link", { name: "Sustainable" })).toHaveAttribute("href", "/en/products/tag/duurzaam");
  });

  test("phone: the drawer folds 'Thema's' open to the tags", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, "/nl/home");
    const drawer = page.locator("header details[data-drawer]");
    await drawer.locator(":scope > summary").click();
    const themes = drawer.locator("li > details").filter({ has: page.locator(":scope > summary", { hasText: "Thema's" }) });
    await expect(themes.locator("a").first()).toBeHidden();
    await themes.locator(":scope > summary").click();
    await expect(themes.getByRole("link")).toHaveText(TAGS.nl);
    await themes.getByRole("link", { name: "Linnen" }).click();
    await expect(page).toHaveURL(/\/nl\/products\/tag\/linnen$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Producten: Linnen");
    await expect(drawer).not.toHaveAttribute("open");
  });

  test("Stadsbazaar's 'Alle categorieën' lists its top categories in the shop's order", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    // A click on the menu during hydration was once lost under load (CI): the drawer stayed shut.
    if (jsEnabled()) await waitForHydration(page);
    const drawer = page.locator("header details[data-drawer]");
    await drawer.locator(":scope > summary").click();
    const all = drawer.locator("li > details").filter({ has: page.locator(":scope > summary", { hasText: "Alle categorieën" }) });
    await all.locator(":scope > summary").click();
    await expect(all.getByRole("link")).toHaveText(["Kleding", "Accessoires", "Wonen", "Papierwaren & boeken", "Eten & drinken"]);
    await expect(all.getByRole("link", { name: "Wonen" })).toHaveAttribute("href", "/nl/products/category/wonen");
  });
});

test.describe("the listing's focus=true ('continue shopping')", () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px the listing opens with its search field open and focused`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await open(page, "/nl/products?focus=true");
      await expect(page.locator("#filter-q")).toBeFocused();
      await expect(page.locator("#filter-q")).toBeVisible();
      // The same listing: every product is there.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Producten");
    });
  }

  test("without focus=true nothing takes the focus", async ({ page }) => {
    await open(page, "/nl/products");
    await expect(page.locator("#filter-q")).not.toBeFocused();
  });

  test("the empty bag's 'Verder winkelen' leads there", async ({ page }) => {
    await openPage(page, "/nl/shopping-bag");
    const link = page.getByRole("main").getByRole("link", { name: "Verder winkelen" });
    await expect(link).toHaveAttribute("href", "/nl/products?focus=true");
    await link.click();
    await expect(page).toHaveURL(/\/nl\/products\?focus=true$/);
    await expect(page.locator("#filter-q")).toBeFocused();
    await expectNoReload(page);
  });
});

test.describe("the header's clear-cart button", () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px: it shows with items, asks first, then empties the bag`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openPage(page, "/nl/products/basic-t-shirt-dames");
      const header = page.getByRole("banner");
      // Beside the cart on a desktop; in the drawer on a phone (the bar has no room beside the centred logo).
      const phone = width < 1024;
      const clear = phone ? header.locator("[data-drawer] details[data-clear-cart]") : header.locator("[data-i=cart] details[data-clear-cart]");
      await expect(header.locator("details[data-clear-cart]")).toHaveCount(0);
      await submitForm(page, "/nl/cart", () => page.getByRole("button", { name: "In winkelmand" }).click(), {
        text: "Basic T-shirt biologisch katoen is toegevoegd aan je winkelmand.",
      });
      await expect(cartLink(page, 1)).toBeAttached();
      if (phone) {
        await expect(header.locator("[data-i=cart] details[data-clear-cart]")).toBeHidden();
        await header.locator("details[data-drawer] > summary").click();
      } else {
        await expect(header.locator("[data-drawer] details[data-clear-cart]")).toBeHidden();
      }
      const ask = clear.locator(":scope > summary");
      await expect(ask).toHaveAccessibleName("Winkelmand leegmaken");
      await expect(ask).toBeVisible();
      // One click only asks.
      await ask.click();
      await expect(clear.getByText("Je winkelmand leegmaken? Alle artikelen worden verwijderd.")).toBeVisible();
      await expect(cartLink(page, 1)).toBeAttached();
      await submitForm(page, "/nl/cart", () => clear.getByRole("button", { name: "Ja, leegmaken" }).click(), {
        text: "Je winkelmand is leeggemaakt.",
      });
      await expect(cartLink(page, 0)).toBeAttached();
      await expect(header.locator("details[data-clear-cart]")).toHaveCount(0);
      expect(currentPath(page)).toBe("/nl/products/basic-t-shirt-dames");
      if (!jsEnabled()) await expect(message(page, "Je winkelmand is leeggemaakt.")).toBeVisible();
    });
  }

  test("not on the bag page, which has its own 'Leeg maken'", async ({ page }) => {
    await openPage(page, "/nl/products/basic-t-shirt-dames");
    await submitForm(page, "/nl/cart", () => page.getByRole("button", { name: "In winkelmand" }).click(), {
      text: "Basic T-shirt biologisch katoen is toegevoegd aan je winkelmand.",
    });
    await expect(page.getByRole("banner").locator("[data-i=cart] details[data-clear-cart]")).toHaveCount(1);
    await open(page, "/nl/shopping-bag");
    await expect(page.getByRole("main").getByRole("button", { name: "Leeg maken" })).toBeVisible();
    // The simplified header of the checkout flow hides it (a client navigation away shows it again).
    await expect(page.getByRole("banner").locator("details[data-clear-cart]:visible")).toHaveCount(0);
  });
});
