import { expect, type Page, test } from "@playwright/test";
import { baseUrl, currentPath, expectScreen, hostUrl, jsEnabled, NOORDZEE, onHost, open, SEED, STADSBAZAAR, waitForHydration } from "./support";

// The CMS home page and the product overview.

/** Every image in the page content has an alt attribute: a text, or empty for a decorative one. */
async function expectImagesDescribedOrDecorative(page: Page) {
  const images = page.getByRole("main").locator("img");
  const count = await images.count();
  for (let i = 0; i < count; i++) {
    const alt = await images.nth(i).getAttribute("alt");
    expect(alt, `image ${await images.nth(i).getAttribute("src")} has an alt attribute`).not.toBeNull();
  }
  return count;
}

test.describe("home", () => {
  for (const tenant of [
    { ...NOORDZEE, home: SEED.noordzee },
    { ...STADSBAZAAR, home: SEED.stadsbazaar },
  ]) {
    test(`${tenant.name}: the CMS blocks render, in Dutch and in English`, async ({ page }) => {
      const response = await open(page, hostUrl(tenant.host, "/nl/home"));
      expect(response.status()).toBe(200);
      await expectScreen(page);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tenant.home.homeHeading.nl);
      for (const text of tenant.home.homeTexts.nl) await expect(main).toContainText(text);
      const images = await expectImagesDescribedOrDecorative(page);
      expect(images, "the home page shows images").toBeGreaterThan(0);
      // Every image is served (none is broken), on the shop's own host: a shop's media are its own.
      const sources = new Set(await main.locator("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? "")));
      for (const src of sources) {
        const { url, headers } = onHost(tenant.host, new URL(src, baseUrl()).pathname);
        const media = await page.request.get(url, { headers });
        expect(media.status(), src).toBe(200);
        expect(media.headers()["content-type"], src).toMatch(/^image\//);
      }

      // The same page in English.
      await open(page, hostUrl(tenant.host, "/en/home"));
      await expectScreen(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tenant.home.homeHeading.en);
      for (const text of tenant.home.homeTexts.en) await expect(page.getByRole("main")).toContainText(text);
    });
  }
});

test.describe("product overview", () => {
  test("shows product cards with Dutch prices", async ({ page }) => {
    await open(page, "/nl/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Producten");
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first()).toContainText(/€\s?\d+,\d{2}/);
    await expect(page.getByRole("main")).toContainText(`${SEED.productCount} producten`);
    const product = page.getByRole("main").getByRole("link", { name: SEED.product.name.nl });
    await expect(product).toHaveAttribute("href", `/nl/products/${SEED.product.slug}`);
    await expect(product).toContainText(SEED.product.price.nl);
    await expectImagesDescribedOrDecorative(page);
  });

  test("English prices use the English format", async ({ page }) => {
    await open(page, "/en/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
    await expect(page.getByRole("main").getByRole("link", { name: SEED.product.name.en })).toContainText(SEED.product.price.en);
  });

  test("a product card opens the product", async ({ page }) => {
    await open(page, "/nl/products");
    if (jsEnabled()) await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: SEED.product.name.nl }).click();
    await expect(page).toHaveURL(new URL(`/nl/products/${SEED.product.slug}`, baseUrl()).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEED.product.name.nl);
    await expect(page.getByRole("main")).toContainText(SEED.product.price.nl);
  });

  test("pagination links go to the next and previous page", async ({ page }) => {
    await open(page, "/nl/products");
    if (jsEnabled()) await waitForHydration(page);
    const pages = Math.ceil(SEED.productCount / 24);
    expect(pages, "the demo shop has more than one page of products").toBeGreaterThan(1);
    const main = page.getByRole("main");
    const firstPageNames = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(firstPageNames).toHaveLength(24);
    await expect(main.getByText(`Pagina 1 van ${pages}`)).toBeVisible();
    await expect(main.getByRole("link", { name: "Vorige pagina" })).toHaveCount(0);

    await main.getByRole("link", { name: "Volgende pagina" }).click();
    await expect(page).toHaveURL(new URL("/nl/products?page=2", baseUrl()).href);
    await expect(main.getByText(`Pagina 2 van ${pages}`)).toBeVisible();
    const secondPageNames = await main.getByRole("heading", { level: 2 }).allTextContents();
    expect(secondPageNames.length).toBeGreaterThan(0);
    expect(secondPageNames.filter((name) => firstPageNames.includes(name))).toEqual([]);

    // Back to the first page: its own url, without a page parameter.
    await main.getByRole("link", { name: "Vorige pagina" }).click();
    await expect(page).toHaveURL(new URL("/nl/products", baseUrl()).href);
    await expect(main.getByText(`Pagina 1 van ${pages}`)).toBeVisible();
    expect(currentPath(page)).toBe("/nl/products");
  });

  test("each shop shows only its own products", async ({ page }) => {
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/products"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Producten");
    await expect(page.getByRole("main").getByRole("link", { name: SEED.product.name.nl })).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: SEED.stadsbazaar.productName })).toBeVisible();
  });
});
