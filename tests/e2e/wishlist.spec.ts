import { expect, type Page, test } from "@playwright/test";
import { baseUrl, expectNoReload, mainNavigation, openPage, submitForm, wishlistLink } from "./support";

// The wishlist (issue #3): a heart toggle on product cards and on the product page (a form: a fetcher
// with JavaScript, a POST answered 303 with a flash message without), the count in the header and the
// wishlist page. Anonymous: it is kept with the session.

const WISHLIST = "/nl/wishlist";
const PRODUCT = { slug: "linnen-blouse", name: "Linnen blouse" } as const;

function heart(page: Page, saved: boolean) {
  const name = saved ? `Verwijder van verlanglijst: ${PRODUCT.name}` : `Bewaar ${PRODUCT.name} op je verlanglijst`;
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

async function save(page: Page) {
  await submitForm(page, WISHLIST, () => heart(page, false).click(), { text: "Bewaard op je verlanglijst." });
  await expect(heart(page, true)).toHaveAttribute("aria-pressed", "true");
  await expect(heart(page, false)).toHaveCount(0);
  await expect(wishlistLink(page, 1)).toBeVisible();
}

async function unsave(page: Page) {
  await submitForm(page, WISHLIST, () => heart(page, true).click(), { text: "Verwijderd van je verlanglijst." });
  await expect(wishlistLink(page, 0)).toBeVisible();
}

test.describe("wishlist", () => {
  test("the heart on a product card saves the product; the wishlist page shows it; the heart again removes it", async ({ page }) => {
    await openPage(page, "/nl/products");
    await expect(wishlistLink(page, 0)).toBeVisible();
    await expect(heart(page, false)).toHaveAttribute("aria-pressed", "false");
    await save(page);

    await wishlistLink(page, 1).click();
    await expect(page).toHaveURL(new URL(WISHLIST, baseUrl()).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Verlanglijst");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: PRODUCT.name })).toHaveAttribute("href", `/nl/products/${PRODUCT.slug}`);
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(1);

    // Removing it from the wishlist page empties the list.
    await unsave(page);
    await expect(main.getByRole("link", { name: PRODUCT.name })).toHaveCount(0);
    await expect(main).toContainText("Je verlanglijst is nog leeg.");

    // Back on the overview the card's heart is off again.
    await mainNavigation(page).getByRole("link", { name: "Nieuw", exact: true }).click();
    await expect(page).toHaveURL(new URL("/nl/products", baseUrl()).href);
    await expect(heart(page, false)).toHaveAttribute("aria-pressed", "false");
    await expectNoReload(page);
  });

  test("the heart on the product detail page saves and removes the product", async ({ page }) => {
    await openPage(page, `/nl/products/${PRODUCT.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PRODUCT.name);
    await expect(heart(page, false)).toHaveAttribute("aria-pressed", "false");
    await save(page);
    await expectNoReload(page);

    // It is kept with the session: a fresh load of the page and the wishlist page show it.
    await openPage(page, `/nl/products/${PRODUCT.slug}`);
    await expect(heart(page, true)).toHaveAttribute("aria-pressed", "true");
    await expect(wishlistLink(page, 1)).toBeVisible();
    await openPage(page, WISHLIST);
    await expect(page.getByRole("main").getByRole("link", { name: PRODUCT.name })).toBeVisible();

    await openPage(page, `/nl/products/${PRODUCT.slug}`);
    await unsave(page);
    await expect(heart(page, false)).toHaveAttribute("aria-pressed", "false");
    await expectNoReload(page);
  });
});
