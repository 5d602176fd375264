import { expect, type Locator, type Page, test } from "@playwright/test";
import { baseUrl, currentPath, jsEnabled, message, open, openPage, submitForm } from "./support";

// A guest buys a cart with a bundle and a coupon through all five checkout steps and pays with each
// outcome of the test provider; forward jumps and unknown steps are redirected; a double submit makes
// one order. Every test runs with JavaScript (React Router navigations) and without (plain forms, 303s).

const CART = "/nl/cart";
const BUNDLE = { slug: "basics-set", name: "Basics set", tshirt: { name: "T-shirt biologisch katoen heren" }, socks: { name: "Gestreepte sokken" } };
const COUPON = "WELKOM10";
/** A code with an influencer: their logo shows beside the store logo while the cart holds it (chrome spec §3). */
const INFLUENCER = { code: "SANNE15", name: "Sanne aan Zee" };

/** A bundle from its page (the cart form, as a shopper uses it), then a coupon through the same cart form. */
async function fillCart(page: Page, code = COUPON) {
  await openPage(page, `/nl/bundles/${BUNDLE.slug}`);
  // Every run places orders: choose a variant that is still in stock.
  await chooseInStock(page.getByLabel(BUNDLE.tshirt.name));
  await chooseInStock(page.getByLabel(new RegExp(`^${BUNDLE.socks.name}`)));
  await submitForm(page, CART, () => page.getByRole("button", { name: "Bundel in winkelmand" }).click(), {
    text: "De bundel is toegevoegd aan je winkelmand.",
  });
  const coupon = await page.request.post(new URL(CART, baseUrl()).href, {
    form: { intent: "apply-coupon", code },
    headers: { origin: baseUrl().origin },
    maxRedirects: 0,
  });
  expect(coupon.status()).toBe(303);
}

/** The variants cart.spec.ts steps up and down: orders here must not eat their stock. */
const RESERVED_FOR_CART_SPEC = ["wit · M", "marineblauw · 41-46"];

async function chooseInStock(select: Locator) {
  const values = await select.locator("option:not([disabled])").evaluateAll(
    (options, reserved) =>
      options
        .filter((o) => !reserved.some((label) => o.textContent?.startsWith(label)))
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean),
    RESERVED_FOR_CART_SPEC,
  );
  expect(values.length).toBeGreaterThan(0);
  await select.selectOption(values[Math.floor(Math.random() * values.length)]!);
}

/** Submits a step's form and expects to land on the next step. */
async function continueTo(page: Page, button: string | RegExp, next: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(new URL(`/nl/checkout/${next}`, baseUrl()).href);
  await expect(page.getByRole("navigation", { name: "Voortgang van het afrekenen" }).locator('[aria-current="step"]')).toContainText(stepName(next));
}

const stepName = (step: string) =>
  ({ gegevens: "Gegevens", adres: "Adres", bezorging: "Bezorging", betaling: "Betaling", samenvatting: "Samenvatting" })[step]!;

/** Through gegevens, adres, bezorging and betaling to the summary, as a guest. */
async function toSummary(page: Page, email: string) {
  await openPage(page, "/nl/checkout/gegevens");
  const summary = page.getByRole("complementary", { name: "Je bestelling" });
  await expect(summary).toContainText("Prijzen getoond: incl. BTW");
  await expect(summary).toContainText(BUNDLE.name);
  await expect(summary).toContainText("Bundel × 1");
  await expect(summary).toContainText("Korting");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Voornaam").fill("Jan");
  await page.getByLabel("Achternaam").fill("Jansen");
  await page.getByLabel("Telefoonnummer").fill("06 12345678");
  await continueTo(page, "Verder naar Adres", "adres");

  const delivery = page.getByRole("group", { name: "Bezorgadres" });
  await expect(delivery.getByLabel("Voornaam")).toHaveValue("Jan");
  await delivery.getByLabel("Postcode").fill("2584bl");
  await delivery.getByLabel("Huisnummer").fill("12");
  await delivery.getByLabel("Straat").fill("Keizerstraat");
  await delivery.getByLabel("Plaats").fill("Den Haag");
  await continueTo(page, "Verder naar Bezorging", "bezorging");

  await page.getByRole("radio", { name: /PostNL/ }).check();
  await continueTo(page, "Verder", "betaling");
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await continueTo(page, "Verder naar Samenvatting", "samenvatting");
  const main = page.getByRole("main");
  await expect(main).toContainText("2584 BL");
  await expect(main).toContainText("PostNL");
  await expect(main.getByRole("link", { name: "algemene voorwaarden" })).toHaveAttribute("href", "/nl/pagina/algemene-voorwaarden");
}

/** Places the order: the test provider's hosted page on the shop's own origin. */
async function placeOrder(page: Page) {
  await page.getByLabel(/Ik ga akkoord met de/).check();
  await page.getByRole("button", { name: "Bestelling plaatsen en betalen" }).click();
  await expect(page).toHaveURL(/\/payments\/test\/tst_/);
}

const uniqueEmail = () => `gast-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

test.describe("checkout", () => {
  test("a guest buys a bundle with an influencer's code through all five steps and pays; the influencer's logo goes with the cart", async ({ page }) => {
    await fillCart(page, INFLUENCER.code);
    await toSummary(page, uniqueEmail());
    const influencerLogo = page.getByRole("banner").getByRole("img", { name: INFLUENCER.name, exact: true });
    await expect(influencerLogo).toBeVisible();
    // Only earlier steps are links; the summary reached, all four before it are.
    const bar = page.getByRole("navigation", { name: "Voortgang van het afrekenen" });
    await expect(bar.getByRole("link")).toHaveCount(4);
    await placeOrder(page);
    await page.getByRole("button", { name: "Betaald" }).click();
    await expect(page).toHaveURL(/\/nl\/checkout\/success\?order=/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bedankt voor je bestelling");
    await expect(page.getByRole("main")).toContainText("Je bestelnummer is");
    // The cart became an order: no cart, no code, no influencer beside the store logo (spec §4).
    await expect(influencerLogo).toHaveCount(0);
    await page.getByRole("link", { name: "Bestelling bekijken" }).click();
    await expect(page).toHaveURL(/\/nl\/orders\//);
    await expect(page.getByRole("main")).toContainText(BUNDLE.tshirt.name);
  });

  test("after paying, the guest makes an account from the confirmation and finds the order in it", async ({ page }) => {
    const email = uniqueEmail();
    await fillCart(page);
    await toSummary(page, email);
    await placeOrder(page);
    await page.getByRole("button", { name: "Betaald" }).click();
    await expect(page).toHaveURL(/\/nl\/checkout\/success\?order=/);
    const offer = page.getByRole("region", { name: "Maak een account aan" });
    await expect(offer).toContainText(email);
    await offer.getByLabel("Nieuw wachtwoord", { exact: true }).fill("Gast-wachtwoord-1");
    await offer.getByLabel("Herhaal het nieuwe wachtwoord").fill("Gast-wachtwoord-1");
    await offer.getByRole("button", { name: "Account aanmaken" }).click();
    await expect(message(page, "Welkom, Jan! Je account is aangemaakt en je bestelling staat erin.")).toBeVisible();
    // The success page has the checkout flow's header (no account icon, spec §2): the greeting shows on the account's pages.
    await open(page, "/nl/account/orders");
    await expect(page.getByRole("banner").getByRole("link", { name: /^welkom, Jan/ })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Bestelling / })).toHaveCount(1);
  });

  for (const [outcome, button, text] of [
    ["failed", "Mislukt", "Je betaling is mislukt."],
    ["cancelled", "Geannuleerd", "Je hebt de betaling geannuleerd."],
    ["expired", "Verlopen", "De betaling is verlopen voordat die klaar was."],
  ] as const) {
    test(`a ${outcome} payment goes back to betaling with the message; paying again succeeds`, async ({ page }) => {
      await fillCart(page);
      await toSummary(page, uniqueEmail());
      await placeOrder(page);
      await page.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(/\/nl\/checkout\/betaling\?order=/);
      await expect(message(page, text, "alert")).toBeVisible();
      await page.getByRole("button", { name: "Opnieuw betalen" }).click();
      await expect(page).toHaveURL(/\/payments\/test\/tst_/);
      await page.getByRole("button", { name: "Betaald" }).click();
      await expect(page).toHaveURL(/\/nl\/checkout\/success\?order=/);
    });
  }

  test("forward jumps and unknown steps are redirected", async ({ page }) => {
    await open(page, "/nl/checkout/samenvatting");
    expect(currentPath(page)).toBe("/nl/shopping-bag");
    await fillCart(page);
    await open(page, "/nl/checkout/samenvatting");
    expect(currentPath(page)).toBe("/nl/checkout/gegevens");
    await open(page, "/nl/checkout/kassa");
    expect(currentPath(page)).toBe("/nl/checkout/gegevens");
    await open(page, "/nl/checkout");
    expect(currentPath(page)).toBe("/nl/checkout/gegevens");
    // Bad input stays on the step with the message under the field, what was typed kept (the browser
    // lets "jan@example" through; the server's schema does not).
    await openPage(page, "/nl/checkout/gegevens");
    await page.getByLabel("E-mailadres").fill("jan@example");
    await page.getByLabel("Voornaam").fill("Jan");
    await page.getByLabel("Achternaam").fill("Jansen");
    await page.getByLabel("Telefoonnummer").fill("06 12345678");
    await page.getByRole("button", { name: "Verder naar Adres" }).click();
    const email = page.getByLabel("E-mailadres");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in/);
    expect(currentPath(page)).toBe("/nl/checkout/gegevens");
    await expect(email).toHaveValue("jan@example");
    await expect(page.getByLabel("Voornaam")).toHaveValue("Jan");
    await email.fill("jan@example.test");
    await continueTo(page, "Verder naar Adres", "adres");
    await open(page, "/nl/checkout/betaling");
    expect(currentPath(page)).toBe("/nl/checkout/adres");
  });

  test("a double submit makes one order", async ({ page }) => {
    const email = uniqueEmail();
    await fillCart(page);
    await toSummary(page, email);
    await page.getByLabel(/Ik ga akkoord met de/).check();
    await page.getByRole("button", { name: "Bestelling plaatsen en betalen" }).dblclick();
    await expect(page).toHaveURL(/\/payments\/test\/tst_/);
    // One confirmation mail for this address: one order (the development outbox).
    await open(page, "/dev/outbox");
    await expect(page.getByRole("main").getByText(email, { exact: true })).toHaveCount(1);
  });
});

test("with JavaScript the finished step's check mark flashes from 300 ms after the move, for 1000 ms (spec §4)", async ({ page }) => {
  test.skip(!jsEnabled(), "the flash is motion JavaScript adds; without it the bar simply shows the step done");
  await fillCart(page);
  await openPage(page, "/nl/checkout/gegevens");
  await page.getByLabel("E-mailadres").fill("flash@example.com");
  await page.getByLabel("Voornaam").fill("Jan");
  await page.getByLabel("Achternaam").fill("Jansen");
  await page.getByLabel("Telefoonnummer").fill("06 12345678");
  // The page's clock stands still from here: only runFor moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await continueTo(page, "Verder naar Adres", "adres");
  const finished = page.getByRole("navigation", { name: "Voortgang van het afrekenen" }).locator("li").first().locator("[aria-hidden]").first();
  await expect(finished).toHaveText("✓");
  await page.clock.runFor(299);
  await expect(finished).not.toHaveAttribute("data-flash");
  await page.clock.runFor(1);
  await expect(finished).toHaveAttribute("data-flash", "");
  await page.clock.runFor(999);
  await expect(finished).toHaveAttribute("data-flash", "");
  await page.clock.runFor(1);
  await expect(finished).not.toHaveAttribute("data-flash");
});
