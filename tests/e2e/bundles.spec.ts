import { expect, type Page, test } from "@playwright/test";
import { currentPath, hostUrl, jsEnabled, NOORDZEE, open, STADSBAZAAR, waitForHydration } from "./support";

// Issue 10: a shopper finds a bundle — from the product overview (a bundle card, and the filter for
// bundles), from the page of a product in it, and from home — in both shops, with JavaScript on and
// off; and the bundle's price reads as a saving, never as a price rise.

const SHOPS = [
  {
    ...NOORDZEE,
    bundle: { slug: "zomerse-strandlook", name: "Zomerse strandlook", was: /€\s?204,80/, now: /€\s?194,80/ },
    product: { slug: "linnen-blouse", name: "Linnen blouse" },
    bundles: 4,
  },
  {
    ...STADSBAZAAR,
    bundle: { slug: "cadeaupakket-koffieliefhebber", name: "Cadeaupakket koffieliefhebber", was: /€\s?37,85/, now: /€\s?32,95/ },
    product: { slug: "mok-goedemorgen", name: "Mok Goedemorgen" },
    bundles: 4,
  },
] as const;

type Shop = (typeof SHOPS)[number];

async function visit(page: Page, shop: Shop, path: string) {
  await open(page, hostUrl(shop.host, path));
  if (jsEnabled()) await waitForHydration(page);
}

/** The bundle's own page, as the link led there. */
async function expectBundlePage(page: Page, shop: Shop) {
  await expect(page).toHaveURL(new RegExp(`/nl/bundles/${shop.bundle.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(shop.bundle.name);
  await expect(page.getByRole("button", { name: "Bundel in winkelmand" })).toBeVisible();
}

for (const shop of SHOPS) {
  test.describe(`${shop.name}: bundles a shopper can reach`, () => {
    test("the overview shows bundle cards among the products; a card opens its bundle", async ({ page }) => {
      await visit(page, shop, "/nl/products");
      const main = page.getByRole("main");
      await expect(main).toContainText(new RegExp(`\\d+ producten en ${shop.bundles} bundels`));
      const bundleLink = page.getByRole("link", { name: new RegExp(`^Bundel: ${shop.bundle.name}`) });
      const card = main.locator(bundleLink);
      await expect(card).toBeVisible();
      // Among the product cards: bundles and products share one grid.
      const grid = main.getByRole("list").filter({ has: bundleLink });
      expect(await grid.getByRole("link", { name: /^Bundel: / }).count()).toBeGreaterThan(0);
      expect(await grid.locator('a[href*="/nl/products/"]').count()).toBeGreaterThan(0);
      // The price reads as a saving: the old price struck through, then the price paid.
      await expect(card.locator("del")).toHaveText(new RegExp(`Van\\s*${shop.bundle.was.source}`));
      await expect(card.locator("ins")).toHaveText(new RegExp(`Voor\\s*${shop.bundle.now.source}`));
      await card.click();
      await expectBundlePage(page, shop);
      await expect(page.getByRole("main").locator("del")).toHaveText(shop.bundle.was);
      await expect(page.getByRole("main").locator("ins")).toHaveText(shop.bundle.now);
    });

    test("the filter 'Alleen bundels' lists only the bundles", async ({ page }) => {
      await visit(page, shop, "/nl/products");
      const filters = page.getByRole("form", { name: "Filters" });
      await filters.getByLabel("Toon", { exact: true }).selectOption({ label: "Alleen bundels" });
      await filters.getByRole("button", { name: "Toon producten" }).click();
      await expect(page).toHaveURL(/[?&]filters=kind%3Abundles$/);
      const main = page.getByRole("main");
      await expect(main.getByText(`${shop.bundles} bundels`, { exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: /^Bundel: / })).toHaveCount(shop.bundles);
      await expect(main.locator('a[href*="/nl/products/"]')).toHaveCount(0);
      await expect(filters.getByLabel("Toon", { exact: true })).toHaveValue("bundles");
      await main.getByRole("link", { name: new RegExp(`^Bundel: ${shop.bundle.name}`) }).click();
      await expectBundlePage(page, shop);
    });

    test("a product page links the bundle it is part of", async ({ page }) => {
      await visit(page, shop, `/nl/products/${shop.product.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(shop.product.name);
      const look = page.getByRole("region", { name: "Shop de look" });
      const link = look.getByRole("link", { name: new RegExp(`^Onderdeel van bundel ${shop.bundle.name}`) });
      await expect(link).toBeVisible();
      await link.click();
      await expectBundlePage(page, shop);
    });

    test("home links to the shop's bundles", async ({ page }) => {
      await visit(page, shop, "/nl/home");
      const look = page
        .getByRole("main")
        .locator("section")
        .filter({ has: page.getByRole("heading", { name: "Shop de look" }) });
      await expect(look.getByRole("link")).toHaveCount(shop.bundles);
      await look.getByRole("link", { name: shop.bundle.name, exact: true }).click();
      await expectBundlePage(page, shop);
      expect(currentPath(page)).toBe(`/nl/bundles/${shop.bundle.slug}`);
    });
  });
}

test("English: the card and the page say 'Was … Now …'", async ({ page }) => {
  await open(page, "/en/products?filters=kind%3Abundles");
  const card = page.getByRole("main").getByRole("link", { name: /^Bundle: Summer beach look/ });
  await expect(card.locator("del")).toHaveText(/Was\s*€204\.80/);
  await expect(card.locator("ins")).toHaveText(/Now\s*€194\.80/);
  await expect(page.getByRole("main")).toContainText("4 bundles");
});
