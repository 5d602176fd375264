import { expect, type Page, test } from "@playwright/test";
import { baseUrl, openPage, routerIdle } from "./support";

// A form never loses what a shopper typed (issue 19). The sequence that emptied postcode and
// huisnummer with JavaScript: on gegevens an invalid e-mail the browser refuses, corrected, on to
// adres, where the four address fields are filled at once; without JavaScript a refused post (400)
// comes back with every typed value in its field.

/** A Noordzee t-shirt in stock (tests/core-api/checkout-support.ts), put in the bag through the cart form's post. */
const TSHIRT = 100035;

async function fillBag(page: Page) {
  const added = await page.request.post(new URL("/nl/cart", baseUrl()).href, {
    form: { intent: "add", variantId: String(TSHIRT), quantity: "1" },
    headers: { origin: baseUrl().origin },
    maxRedirects: 0,
  });
  expect(added.status()).toBe(303);
}

const uniqueEmail = () => `typist-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

test("typed address fields stay filled after the browser refused the e-mail on gegevens", async ({ page }) => {
  await fillBag(page);
  await openPage(page, "/nl/checkout/gegevens");
  const email = page.getByLabel("E-mailadres");
  await email.fill("jan@");
  await page.getByRole("button", { name: "Verder naar Adres" }).click();
  // The browser refuses the post (the page's evaluate runs even without the page's own JavaScript).
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await expect(page).toHaveURL(/\/nl\/checkout\/gegevens/);
  await page.getByLabel("E-mailadres").fill(uniqueEmail());
  await page.getByLabel("Voornaam").fill("Jan");
  await page.getByLabel("Achternaam").fill("Jansen");
  await page.getByLabel("Telefoonnummer").fill("06 12345678");
  await page.getByRole("button", { name: "Verder naar Adres" }).click();
  await expect(page).toHaveURL(new URL("/nl/checkout/adres", baseUrl()).href);

  const delivery = page.getByRole("group", { name: "Bezorgadres" });
  await delivery.getByLabel("Postcode").fill("2584bl");
  await delivery.getByLabel("Huisnummer").fill("12");
  await delivery.getByLabel("Straat").fill("Keizerstraat");
  await delivery.getByLabel("Plaats").fill("Den Haag");
  // What a shopper sees just before pressing the button, once the page has nothing left to load (a late
  // answer rendering the form again emptied fields).
  await routerIdle(page);
  await expect(delivery.getByLabel("Postcode")).toHaveValue("2584bl");
  await expect(delivery.getByLabel("Huisnummer")).toHaveValue("12");
  await expect(delivery.getByLabel("Straat")).toHaveValue("Keizerstraat");
  await expect(delivery.getByLabel("Plaats")).toHaveValue("Den Haag");
  await page.getByRole("button", { name: "Verder naar Bezorging" }).click();
  await expect(page).toHaveURL(new URL("/nl/checkout/bezorging", baseUrl()).href);
});

test("a refused address keeps every typed value in its field", async ({ page }) => {
  await fillBag(page);
  await openPage(page, "/nl/checkout/gegevens");
  await page.getByLabel("E-mailadres").fill(uniqueEmail());
  await page.getByLabel("Voornaam").fill("Jan");
  await page.getByLabel("Achternaam").fill("Jansen");
  await page.getByLabel("Telefoonnummer").fill("06 12345678");
  await page.getByRole("button", { name: "Verder naar Adres" }).click();
  await expect(page).toHaveURL(new URL("/nl/checkout/adres", baseUrl()).href);

  const delivery = page.getByRole("group", { name: "Bezorgadres" });
  // A postcode the browser lets through and the server refuses (not a Dutch postcode).
  await delivery.getByLabel("Postcode").fill("12345");
  await delivery.getByLabel("Huisnummer").fill("12");
  await delivery.getByLabel("Straat").fill("Keizerstraat");
  await delivery.getByLabel("Plaats").fill("Den Haag");
  await page.getByRole("button", { name: "Verder naar Bezorging" }).click();
  await expect(delivery.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/nl\/checkout\/adres/);
  await expect(delivery.getByLabel("Postcode")).toHaveValue("12345");
  await expect(delivery.getByLabel("Huisnummer")).toHaveValue("12");
  await expect(delivery.getByLabel("Straat")).toHaveValue("Keizerstraat");
  await expect(delivery.getByLabel("Plaats")).toHaveValue("Den Haag");
  // Corrected, the shopper goes on. With JavaScript, while the answer is on its way (held back here)
  // the form keeps what was typed: it is not remounted with the page's old values. (Without it the
  // browser keeps the page it posted from until the answer comes.)
  if (!test.info().project.use.javaScriptEnabled) {
    await delivery.getByLabel("Postcode").fill("2584bl");
    await page.getByRole("button", { name: "Verder naar Bezorging" }).click();
    await expect(page).toHaveURL(new URL("/nl/checkout/bezorging", baseUrl()).href);
    return;
  }
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/nl\/checkout\/adres/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await delivery.getByLabel("Postcode").fill("2584bl");
  await page.getByRole("button", { name: "Verder naar Bezorging" }).click();
  // The post is on its way (the form is busy): the moment the old key remounted the form.
  await expect(page.getByRole("button", { name: "Verder naar Bezorging" })).toBeDisabled();
  await expect(delivery.getByLabel("Postcode")).toHaveValue("2584bl");
  await expect(delivery.getByLabel("Huisnummer")).toHaveValue("12");
  await expect(delivery.getByLabel("Straat")).toHaveValue("Keizerstraat");
  release();
  await expect(page).toHaveURL(new URL("/nl/checkout/bezorging", baseUrl()).href);
});

test("the progress marker shows the shop's logo at its own aspect ratio", async ({ page }) => {
  await fillBag(page);
  await openPage(page, "/nl/checkout/gegevens");
  const logo = page.getByTestId("checkout-marker").locator("img");
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { natural, shown } = await logo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return { natural: img.naturalWidth / img.naturalHeight, shown: box.width / box.height };
  });
  expect(Math.abs(shown - natural) / natural).toBeLessThan(0.05);
  // Inside its marker, not cut off.
  const marker = await page.getByTestId("checkout-marker").boundingBox();
  const box = await logo.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(marker!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(marker!.x + marker!.width + 0.5);
});
