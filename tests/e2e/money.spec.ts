import { expect, type Locator, type Page, test } from "@playwright/test";
import { cartLink, clickInView, expectNoReload, hostUrl, jsEnabled, message, open, openPage, STADSBAZAAR, submitForm } from "./support";
import { demoAccount } from "./operator";

// Issue 10, "Money on screen": every view of a cart or an order shows the same rows, and they add up to
// the total shown, to the cent — with and without JavaScript, in Dutch and in English, incl. and excl. VAT.

const CART = "/nl/cart";
/** Smart casual heren: three items for a fixed € 229,95 (€ 259,85 separately). */
const FIXED_BUNDLE = { slug: "smart-casual-heren", name: "Smart casual heren" };

type Row = { label: string; text: string };

/** The rows of the totals (<dt>/<dd> pairs of the <dl> in `where`), as the shopper reads them. */
async function rowsOf(where: Locator): Promise<Row[]> {
  const list = where
    .locator("dl")
    .filter({ has: where.page().locator("dt") })
    .last();
  const labels = await list.locator("dt").allTextContents();
  const values = await list.locator("dd").allTextContents();
  return labels.map((label, i) => ({ label: label.trim(), text: (values[i] ?? "").trim() }));
}

/** "€ 1.229,95" / "-€ 23,00" / "€1,229.95" / "Gratis" → cents (signed). */
function cents(text: string, language: "nl" | "en" = "nl"): number {
  if (/^(Gratis|Free)$/.test(text)) return 0;
  const digits = language === "nl" ? text.replace(/[^\d,-]/g, "").replace(",", ".") : text.replace(/[^\d.-]/g, "");
  return Math.round(Number(digits) * 100);
}

const SUMS = /^(Totaal te betalen|Total to pay|Totaal excl\. BTW|Total excl\. VAT|Totaal)$/;

/** The rows shown add up: every term (subtotal, − discount, + shipping, + VAT) to the total to pay. */
function expectRowsAddUp(rows: Row[], language: "nl" | "en" = "nl") {
  const terms = rows.filter((row) => !SUMS.test(row.label));
  const total = rows.at(-1)!;
  expect(total.label).toMatch(/^(Totaal te betalen|Total to pay|Totaal)$/);
  const sum = terms.reduce((acc, row) => acc + cents(row.text, language), 0);
  expect(sum, JSON.stringify(rows)).toBe(cents(total.text, language));
  const excl = rows.find((row) => /^(Totaal excl\. BTW|Total excl\. VAT)$/.test(row.label));
  if (excl) {
    const beforeVat = terms.filter((row) => !/^(BTW|VAT)$/.test(row.label)).reduce((acc, row) => acc + cents(row.text, language), 0);
    expect(beforeVat, JSON.stringify(rows)).toBe(cents(excl.text, language));
  }
}

const amounts = (rows: Row[]) => rows.map((row) => row.text.replace(/\s/g, " "));

async function addFixedBundle(page: Page) {
  await openPage(page, `/nl/bundles/${FIXED_BUNDLE.slug}`);
  await submitForm(page, CART, () => page.getByRole("button", { name: "Bundel in winkelmand" }).click(), {
    text: "De bundel is toegevoegd aan je winkelmand.",
  });
  await expect(cartLink(page, 3)).toBeAttached();
}

async function applyCoupon(page: Page, where: Locator, code: string) {
  const field = where.getByLabel("Kortingscode", { exact: true });
  if (!(await field.isVisible())) await where.getByText("Kortingscode? Klik hier").click();
  await field.fill(code);
  await submitForm(page, CART, () => field.press("Enter"), { text: `De kortingscode ${code} is toegepast.` });
  // With JavaScript the rows change in place once the fetcher's answer has been rendered.
  await expect(where.locator("dt", { hasText: /^Korting$/ })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await open(page, "/nl/auth/login");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("main").getByRole("button", { name: "Inloggen" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /^welkom, / })).toBeVisible();
}

async function signOut(page: Page) {
  await open(page, "/nl/account/gegevens");
  await clickInView(page.getByRole("button", { name: "Uitloggen" }));
  await expect(page).toHaveURL(/\/nl\/home$/);
  await expect(message(page, "Je bent uitgelogd.")).toBeVisible();
}

/** A signed-in customer's cart lives on between tests: start from an empty one. */
async function emptyCart(page: Page) {
  await open(page, "/nl/shopping-bag");
  const clear = page.getByRole("main").getByRole("button", { name: "Leeg maken" });
  if (await clear.count()) {
    await clear.click();
    await expect(page.getByRole("main")).toContainText("Je winkelmand is leeg.");
  }
}

test.describe("totals that add up", () => {
  test("a fixed-price bundle with a coupon: the bag, the mini cart, English and the checkout show the same rows, and they add up", async ({ page }) => {
    await addFixedBundle(page);
    await openPage(page, "/nl/shopping-bag");
    const bag = page.getByRole("main");
    await applyCoupon(page, bag, "WELKOM10");

    // The subtotal holds the set price once; what the set saves is a note, not a second deduction.
    const dutch = await rowsOf(bag);
    expect(dutch.map((row) => row.label)).toEqual(["Subtotaal", "Korting", "Verzendkosten (vanaf)", "Totaal te betalen"]);
    expect(amounts(dutch)).toEqual(["€ 229,95", "-€ 23,00", "Gratis", "€ 206,95"]);
    expectRowsAddUp(dutch);
    await expect(bag.getByText("Bundelkorting van € 29,90 is al verrekend in de prijzen.")).toBeVisible();
    await expect(bag.getByRole("region", { name: FIXED_BUNDLE.name })).toContainText(/Besparing: -€\s29,90/);

    // English: the same rows in English words, the same amounts.
    await open(page, "/en/shopping-bag");
    const english = await rowsOf(page.getByRole("main"));
    expect(english.map((row) => row.label)).toEqual(["Subtotal", "Discount", "Shipping (from)", "Total to pay"]);
    expect(english.map((row) => cents(row.text, "en"))).toEqual(dutch.map((row) => cents(row.text)));
    expectRowsAddUp(english, "en");

    if (jsEnabled()) {
      // The mini cart shows exactly the bag's rows (a click before hydration follows the link to the bag).
      await openPage(page, "/nl/home");
      await cartLink(page, 3).click();
      const drawer = page.getByRole("dialog", { name: "Winkelmand" });
      await expect(drawer.getByText("Winkelmand laden…")).toHaveCount(0);
      await expect(drawer.locator("dt").first()).toBeVisible();
      // Read until the drawer's totals stand (its list may still be replaced as the cart arrives).
      await expect.poll(() => rowsOf(drawer)).toEqual(dutch);
    }

    // The checkout summary: shipping only when it is not zero (spec §2); the rest is the bag's.
    await open(page, "/nl/checkout/gegevens");
    const summary = page.getByRole("complementary", { name: "Je bestelling" });
    const checkout = await rowsOf(summary);
    expect(checkout.map((row) => row.label)).toEqual(["Subtotaal", "Korting", "Totaal te betalen"]);
    expect(amounts(checkout)).toEqual(["€ 229,95", "-€ 23,00", "€ 206,95"]);
    expectRowsAddUp(checkout);
  });

  test("a business customer reads every amount excl. VAT, shipping and the free-shipping progress included", async ({ page }) => {
    const business = demoAccount("inkoop@bedrijf-a.test");
    await signIn(page, business.email, business.password);
    await emptyCart(page);
    await openPage(page, "/nl/products/basic-t-shirt-dames");
    await submitForm(page, CART, () => page.getByRole("button", { name: "In winkelmand" }).click(), {
      text: "Basic T-shirt biologisch katoen is toegevoegd aan je winkelmand.",
    });
    await open(page, "/nl/shopping-bag");
    const bag = page.getByRole("main");
    await expect(bag.getByText("Prijzen getoond: excl. BTW")).toBeVisible();
    const rows = await rowsOf(bag);
    // € 19,95 incl. is € 16,49 excl.; shipping € 4,95 incl. is € 4,09 excl.; one subtotal row only.
    expect(rows.map((row) => row.label)).toEqual(["Subtotaal", "Verzendkosten (vanaf)", "Totaal excl. BTW", "BTW", "Totaal te betalen"]);
    expect(amounts(rows)).toEqual(["€ 16,49", "€ 4,09", "€ 20,58", "€ 4,32", "€ 24,90"]);
    expectRowsAddUp(rows);
    // Free shipping from € 50 incl.: € 30,05 to go incl. is € 24,83 excl.
    await expect(bag.getByText("Nog € 24,83 tot gratis verzending")).toBeVisible();
    await emptyCart(page);
    await signOut(page);
  });

  test("the order page names the payment method as the betaling step does, and its rows add up", async ({ page }) => {
    const anna = demoAccount("anna@noordzee.test");
    await signIn(page, anna.email, anna.password);
    await open(page, "/nl/account/orders");
    const links = page.getByRole("main").getByRole("link", { name: /^Bestelling .+ bekijken$/ });
    const count = await links.count();
    expect(count).toBeGreaterThan(1);
    const methods = new Set<string>();
    for (let i = 0; i < count; i++) {
      await open(page, "/nl/account/orders");
      await links.nth(i).click();
      await expect(page).toHaveURL(/\/nl\/orders\//);
      const method = page
        .getByRole("main")
        .locator("dt", { hasText: /^Betaalmethode$/ })
        .locator("xpath=following-sibling::dd[1]");
      methods.add(((await method.textContent()) ?? "").trim());
      expectRowsAddUp(await rowsOf(page.getByRole("region", { name: "Totaal van de bestelling" })));
    }
    expect([...methods].sort()).toEqual(["Creditcard", "iDEAL"]);
    await signOut(page);
  });
});

// Issue 19: the product page shows the price, price per kg and stock of the size chosen, and the bag
// charges what it showed. Stadsbazaar's coffee: 500 g € 12,95 (€ 25,90 per kg), 1 kg € 23,95.
test("a product page shows the chosen size's price, and the bag charges that price", async ({ page }) => {
  const coffee = hostUrl(STADSBAZAAR.host, "/nl/products/koffiebonen-huisblend");
  await openPage(page, coffee);
  const price = page.getByTestId("product-price");
  const sizes = page.getByRole("navigation", { name: "Kies je maat" });
  await expect(sizes.getByRole("link", { name: "500 g", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(price).toContainText(/€\s12,95/);
  await expect(price).toContainText(/€\s25,90 per kg/);

  await sizes.getByRole("link", { name: "1 kg", exact: true }).click();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await expect(sizes.getByRole("link", { name: "1 kg", exact: true })).toHaveAttribute("aria-current", "true");
  await expect(price).toContainText(/€\s23,95/);
  await expect(price).toContainText(/€\s23,95 per kg/);
  await expect(page.getByText("Nog 4 op voorraad")).toBeVisible();
  // With JavaScript the choice swaps the price in place: no document load.
  await expectNoReload(page);

  await submitForm(page, "/nl/cart", () => page.getByRole("button", { name: "In winkelmand" }).click(), {
    text: "Koffiebonen Huisblend is toegevoegd aan je winkelmand.",
  });
  await open(page, hostUrl(STADSBAZAAR.host, "/nl/shopping-bag"));
  const line = page.getByRole("main").getByRole("listitem").filter({ hasText: "Koffiebonen Huisblend" });
  await expect(line).toContainText("1 kg");
  await expect(line).toContainText(/€\s23,95/);
  // The bag's price per kg is the chosen size's too (it showed the product's € 25,90 of 500 g).
  await expect(line).toContainText(/€\s23,95 per kg/);
  await expect(line).not.toContainText("25,90");
  const rows = await rowsOf(page.getByRole("main"));
  expect(rows.at(-1)!.text.replace(/\s/g, " ")).toBe("€ 23,95");
});
