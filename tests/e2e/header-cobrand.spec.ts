import { axeBuilder } from "./axe";
import { expect, type Page, test } from "@playwright/test";
import { demoAccount } from "./operator";
import { cartLink, clickInView, jsEnabled, message, open, openPage, submitForm } from "./support";

// Issue 12: co-brand logos beside the store logo (chrome spec §3, §4) — the active code's influencer
// and the signed-in customer's own logo, updated after a code is applied or removed and on sign-in and
// sign-out — and the phone's back-or-menu button (§2). Both projects: JavaScript on (fetchers, client
// navigation: the root loader must revalidate) and off (forms post, 303).
const CART = "/nl/cart";
const INFLUENCER = { code: "SANNE15", name: "Sanne aan Zee" };
const COMPANY = "Strandpaviljoen De Branding";
const PHONE = { width: 390, height: 844 };

const logo = (page: Page, name: string) => page.getByRole("banner").getByRole("img", { name, exact: true });
const storeLogo = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Noordzee Mode – naar de homepage" });

async function addBlouse(page: Page) {
  await openPage(page, "/nl/products/linnen-blouse");
  await submitForm(page, CART, () => page.getByRole("button", { name: "In winkelmand" }).click(), { text: /is toegevoegd aan je winkelmand\./ });
  // A signed-in customer's cart may hold earlier items (the other project's run): any count will do.
  await expect(cartLink(page)).toBeVisible();
}

async function applyCode(page: Page, code: string) {
  const main = page.getByRole("main");
  await main.getByText("Kortingscode? Klik hier").click();
  await main.getByLabel("Kortingscode", { exact: true }).fill(code);
  await submitForm(page, CART, () => main.getByRole("button", { name: "Toepassen" }).click(), { text: `De kortingscode ${code} is toegepast.` });
}

/** Removes the influencer's code from the shopping bag (the page must be open). */
async function removeInfluencerCode(page: Page) {
  const remove = page.getByRole("main").getByRole("button", { name: `Kortingscode ${INFLUENCER.code} verwijderen` });
  await submitForm(page, CART, () => remove.click(), { text: "De kortingscode is verwijderd." });
}

async function signInAsBusiness(page: Page) {
  const business = demoAccount("inkoop@bedrijf-a.test");
  await openPage(page, "/nl/auth/login");
  await page.getByLabel("E-mailadres").fill(business.email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(business.password);
  await page.getByRole("main").getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /^welkom, Pieter/ })).toBeVisible();
}

test.describe("co-brand logos", () => {
  test("the influencer coupon puts the influencer's logo beside the store logo; removing it takes it away", async ({ page }) => {
    await addBlouse(page);
    await openPage(page, "/nl/shopping-bag");
    await expect(logo(page, INFLUENCER.name)).toHaveCount(0);
    await applyCode(page, INFLUENCER.code);
    // Without a reload when JavaScript runs: the root loader revalidated after the fetcher's post.
    await expect(logo(page, INFLUENCER.name)).toBeVisible();
    await expect(logo(page, INFLUENCER.name)).toHaveAttribute("src", "/media/noordzee/logo/influencer.svg");
    // Beside the store logo: in the same bar item, right after it.
    const logoBox = (await storeLogo(page).boundingBox())!;
    const influencerBox = (await logo(page, INFLUENCER.name).boundingBox())!;
    expect(influencerBox.x).toBeGreaterThan(logoBox.x + logoBox.width - 1);
    expect(Math.abs(influencerBox.y + influencerBox.height / 2 - (logoBox.y + logoBox.height / 2))).toBeLessThan(20);
    // It stays on other pages (the cart holds the code).
    await open(page, "/nl/products");
    await expect(logo(page, INFLUENCER.name)).toBeVisible();

    await openPage(page, "/nl/shopping-bag");
    await removeInfluencerCode(page);
    await expect(logo(page, INFLUENCER.name)).toHaveCount(0);
  });

  test("the business customer's logo shows while signed in, and goes on sign-out", async ({ page }) => {
    await openPage(page, "/nl/home");
    await expect(logo(page, COMPANY)).toHaveCount(0);
    await signInAsBusiness(page);
    await expect(logo(page, COMPANY)).toBeVisible();
    await expect(logo(page, COMPANY)).toHaveAttribute("src", "/media/noordzee/logo/customer-1.svg");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^welkom, Pieter/ })
      .click();
    await clickInView(page.getByRole("button", { name: "Uitloggen" }));
    await expect(message(page, "Je bent uitgelogd.")).toBeVisible();
    await expect(logo(page, COMPANY)).toHaveCount(0);
  });

  test("both logos at once: the influencer's first, then the customer's; axe finds nothing serious", async ({ page }) => {
    await signInAsBusiness(page);
    await addBlouse(page);
    await openPage(page, "/nl/shopping-bag");
    await applyCode(page, INFLUENCER.code);
    const logos = page.locator("header [data-cobrand] img");
    await expect(logos).toHaveCount(2);
    await expect(logos.nth(0)).toHaveAttribute("alt", INFLUENCER.name);
    await expect(logos.nth(1)).toHaveAttribute("alt", COMPANY);
    if (jsEnabled()) {
      // axe needs scripts in the page
      const results = await axeBuilder(page).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    // The demo customer's cart keeps no code for other tests.
    await removeInfluencerCode(page);
    await expect(logos).toHaveCount(1);
  });
});

test.describe("the phone's back-or-menu button", () => {
  test.use({ viewport: PHONE });

  test("a product page (forward) shows a back link to the overview before the menu button; home (root) only the menu button", async ({ page }) => {
    await openPage(page, "/nl/products/linnen-blouse");
    const banner = page.getByRole("banner");
    const back = banner.getByRole("link", { name: "Terug", exact: true });
    const menu = banner.locator("details[data-drawer] > summary");
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute("href", "/nl/products");
    // The drawer stays reachable: the menu button shows too, after the back link.
    await expect(menu).toBeVisible();
    expect((await back.boundingBox())!.x).toBeLessThan((await menu.boundingBox())!.x);
    // The centred title: the store's logo, named after the store.
    await expect(banner.getByRole("link", { name: "Noordzee Mode – naar de homepage" })).toBeVisible();

    await back.click();
    await expect(page).toHaveURL(/\/nl\/products$/);
    await expect(back).toHaveCount(0);
    await expect(menu).toBeVisible();

    await open(page, "/nl/home");
    await expect(banner.getByRole("link", { name: "Terug", exact: true })).toHaveCount(0);
    await expect(menu).toBeVisible();
  });

  test("a desktop shows no back link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/nl/products/linnen-blouse");
    await expect(page.getByRole("banner").getByRole("link", { name: "Terug", exact: true })).toBeHidden();
  });
});
