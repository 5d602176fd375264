import { expect, type Page, test } from "@playwright/test";
import { baseUrl, expectNoReload, message, open, openPage } from "./support";
import { operator } from "./operator";

// Checkout for customers (issue 5): a business customer who pays on invoice never sees the payment
// step; an order staff place in a shadow session records the staff member. JavaScript on and off.

const PRODUCT = { slug: "linnen-blouse", name: "Linnen blouse" };
const BAR = "Voortgang van het afrekenen";

async function addToCart(page: Page) {
  await open(page, `/nl/products/${PRODUCT.slug}`);
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(message(page, `${PRODUCT.name} is toegevoegd aan je winkelmand.`)).toBeVisible();
}

/** gegevens (prefilled for a customer) → adres → bezorging; answers where the shopper lands next. */
async function throughDelivery(page: Page) {
  await open(page, "/nl/checkout/gegevens");
  await expect(page.getByLabel("Voornaam")).not.toHaveValue("");
  await page.getByLabel("Telefoonnummer").fill("06 12345678");
  await page.getByRole("button", { name: /^Verder/ }).click();
  await expect(page).toHaveURL(new URL("/nl/checkout/adres", baseUrl()).href);
  const delivery = page.getByRole("group", { name: "Bezorgadres" });
  await delivery.getByLabel("Postcode").fill("2584bl");
  await delivery.getByLabel("Huisnummer").fill("12");
  await delivery.getByLabel("Straat").fill("Keizerstraat");
  await delivery.getByLabel("Plaats").fill("Den Haag");
  await page.getByRole("button", { name: /^Verder/ }).click();
  await expect(page).toHaveURL(new URL("/nl/checkout/bezorging", baseUrl()).href);
  await page.getByRole("radio", { name: /PostNL/ }).check();
  await page.getByRole("button", { name: /^Verder/ }).click();
}

/** A customer of their own (invited, password set, signed in): tests never share an order history. */
async function signInAsNewCustomer(page: Page, prefix: string, extra: string[] = []) {
  const email = `${prefix}-${test.info().project.name}-${Date.now().toString(36)}@example.test`;
  const invite = operator(["invite", "--email", email, "--first-name", "Bram", "--last-name", "Klant", ...extra]);
  await open(page, invite.path);
  await page.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Bram-wachtwoord-1");
  await page.getByLabel("Herhaal het nieuwe wachtwoord").fill("Bram-wachtwoord-1");
  await page.getByRole("button", { name: "Account activeren" }).click();
  await expect(page).toHaveURL(new URL("/nl/account/gegevens", baseUrl()).href);
}

test.describe("checkout for customers", () => {
  test("a customer who pays on invoice skips the payment step and places the order without paying", async ({ page }) => {
    await signInAsNewCustomer(page, "zakelijk", ["--company", "Bram B.V.", "--category", "business"]);

    await addToCart(page);
    await throughDelivery(page);
    // Straight from bezorging to the summary; the progress bar has no payment step.
    await expect(page).toHaveURL(new URL("/nl/checkout/samenvatting", baseUrl()).href);
    const bar = page.getByRole("navigation", { name: BAR });
    await expect(bar).not.toContainText("Betaling");
    await expect(page.getByText("Prijzen getoond: excl. BTW").first()).toBeVisible();
    // Typing the payment step's url changes nothing: back to the summary.
    await open(page, "/nl/checkout/betaling");
    await expect(page).toHaveURL(new URL("/nl/checkout/samenvatting", baseUrl()).href);

    await page.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole("button", { name: "Bestelling plaatsen", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/checkout\/success\?order=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je bestelling");
    await expect(page.getByRole("main")).toContainText("factuur");
  });

  test("an unpaid order shows under the header until it is paid; the checkout hides the notice", async ({ page }) => {
    await signInAsNewCustomer(page, "open");
    await addToCart(page);
    await throughDelivery(page);
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await page.getByRole("button", { name: /^Verder/ }).click();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole("button", { name: "Bestelling plaatsen en betalen" }).click();
    await expect(page).toHaveURL(/\/payments\/test\/tst_/);
    // The payer walks away from the payment page: the order stays open.
    await open(page, "/nl/products");
    const notice = page.getByRole("region", { name: "Openstaande bestelling" });
    await expect(notice).toContainText("Er staat nog een bestelling open");
    // Hidden on every page of the checkout flow (issue 13).
    for (const path of ["/nl/shopping-bag", "/nl/checkout", "/nl/checkout/gegevens", "/nl/checkout/betaling"]) {
      await open(page, path);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("region", { name: "Openstaande bestelling" }), path).toHaveCount(0);
    }
    // Leaving the checkout flow shows it again; with JavaScript on the client, without a reload.
    await openPage(page, "/nl/shopping-bag");
    await expect(notice).toHaveCount(0);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /naar de homepage$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/nl\/home$/);
    await expect(notice).toContainText("Er staat nog een bestelling open");
    await expectNoReload(page);
    await open(page, "/nl/products");
    await notice.getByRole("link", { name: "Betalen" }).click();
    // The order's payment is still open: the page waits for the provider up to its bound (5 s on the
    // test server, ADR 0066), then says so and offers to pay again.
    await expect(page.getByRole("status")).toHaveText("Je betaling wordt nog verwerkt.", { timeout: 15_000 });
    await page.getByRole("button", { name: "Opnieuw betalen" }).click();
    await expect(page).toHaveURL(/\/payments\/test\/tst_/);
    await page.getByRole("button", { name: "Betaald" }).click();
    await expect(page).toHaveURL(/\/nl\/checkout\/success\?order=/);
    await open(page, "/nl/products");
    await expect(page.getByRole("region", { name: "Openstaande bestelling" })).toHaveCount(0);
  });

  test("an order placed in a shadow session records the staff member", async ({ page }) => {
    const link = operator(["shadow-link", "--staff-id", `s-${test.info().project.name}`, "--staff-name", "Sanne Service", "--customer", "1103"]);
    await open(page, link.path);
    await page.getByRole("button", { name: "Schaduwsessie starten" }).click();
    const shadowBar = page.getByRole("region", { name: "Schaduwmodus" });
    await expect(shadowBar).toContainText("Demo Klant");

    await addToCart(page);
    await throughDelivery(page);
    await expect(page).toHaveURL(new URL("/nl/checkout/betaling", baseUrl()).href);
    await page.getByRole("radio", { name: "iDEAL" }).check();
    await page.getByRole("button", { name: /^Verder/ }).click();
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole("button", { name: "Bestelling plaatsen en betalen" }).click();
    await expect(page).toHaveURL(/\/payments\/test\/tst_/);
    await page.getByRole("button", { name: "Betaald" }).click();
    await expect(page).toHaveURL(/\/nl\/checkout\/success\?order=/);
    await page.getByRole("link", { name: "Bestelling bekijken" }).click();
    await expect(page.getByRole("main")).toContainText("Sanne Service heeft deze bestelling namens jou geplaatst.");
    await expect(shadowBar).toBeVisible();
    await shadowBar.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByRole("region", { name: "Schaduwmodus" })).toHaveCount(0);
  });
});
