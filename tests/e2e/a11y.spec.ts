import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "./axe";
import { BREIWERK, expectLang, expectOneH1, HUISRAAD, hostUrl, jsEnabled, open, SEED, STADSBAZAAR, STAPVAST, waitForHydration } from "./support";

// Accessibility of the main screens. With JavaScript on, axe checks WCAG 2.1 A and AA and fails on
// any serious or critical violation. axe itself needs scripts in the page, so the `no-js` run checks
// the same pages' static HTML basics instead: one h1, a language, alt on every image, a label on
// every form field.

const PAGES: ReadonlyArray<readonly [name: string, url: () => string]> = [
  ["/nl/home", () => "/nl/home"],
  ["/en/home", () => "/en/home"],
  ["/nl/products", () => "/nl/products"],
  ["product detail", () => `/nl/products/${SEED.product.slug}`],
  ["/nl/pagina/algemene-voorwaarden", () => "/nl/pagina/algemene-voorwaarden"],
  ["/nl/contact", () => "/nl/contact"],
  ["/nl/shopping-bag", () => "/nl/shopping-bag"],
  ["/nl/wishlist", () => "/nl/wishlist"],
  ["/auth/login", () => "/auth/login"],
  ["/nl/auth/forgot", () => "/nl/auth/forgot"],
  ["/nl/auth/reset (dead link)", () => "/nl/auth/reset?oobCode=onbekend"],
  ["/nl/auth/invite (dead link)", () => "/nl/auth/invite?token=onbekend-onbekend-onbekend"],
  ["/nl/404", () => "/nl/404"],
  ["stadsbazaar /nl/home", () => hostUrl(STADSBAZAAR.host, "/nl/home")],
  // Bundles (issue 10): the bundle page, the overview's bundle cards, a product page's bundle block.
  ["bundle detail", () => `/nl/bundles/${SEED.bundleSlug}`],
  ["/nl/products (only bundles)", () => "/nl/products?filters=kind%3Abundles"],
  ["stadsbazaar product in a bundle", () => hostUrl(STADSBAZAAR.host, "/nl/products/mok-goedemorgen")],
  // The small shops (their own header themes: ultimate-shape, modern-cool): home and a product.
  ["stapvast /nl/home", () => hostUrl(STAPVAST.host, "/nl/home")],
  ["stapvast product", () => hostUrl(STAPVAST.host, "/nl/products/chelsea-boot")],
  ["huisraad /nl/home", () => hostUrl(HUISRAAD.host, "/nl/home")],
  ["huisraad product", () => hostUrl(HUISRAAD.host, "/nl/products/vaas-bol")],
  ["breiwerk /nl/home", () => hostUrl(BREIWERK.host, "/nl/home")],
  ["breiwerk product", () => hostUrl(BREIWERK.host, "/nl/products/kabeltrui")],
  // A CMS page with a hero picture and text in every header theme (issue 22).
  ["/nl/pagina/over-ons", () => "/nl/pagina/over-ons"],
  ["stadsbazaar /nl/pagina/over-ons", () => hostUrl(STADSBAZAAR.host, "/nl/pagina/over-ons")],
  ["stapvast /nl/pagina/over-ons", () => hostUrl(STAPVAST.host, "/nl/pagina/over-ons")],
  ["huisraad /nl/pagina/over-ons", () => hostUrl(HUISRAAD.host, "/nl/pagina/over-ons")],
  ["breiwerk /nl/pagina/over-ons", () => hostUrl(BREIWERK.host, "/nl/pagina/over-ons")],
  // A campaign page in every header theme (fancy, modern-minimal, ultimate-shape, modern-cool, simple).
  ["campaign page", () => `/nl/campaign/${SEED.campaign.id}`],
  ["stadsbazaar campaign page", () => hostUrl(STADSBAZAAR.host, "/nl/campaign/21")],
  ["stapvast campaign page", () => hostUrl(STAPVAST.host, "/nl/campaign/31")],
  ["huisraad campaign page", () => hostUrl(HUISRAAD.host, "/nl/campaign/41")],
  ["breiwerk campaign page", () => hostUrl(BREIWERK.host, "/nl/campaign/51")],
  // The page the service worker shows offline (ADR 0065), for a page not seen and for a cart change.
  ["/nl/offline", () => "/nl/offline"],
  ["stadsbazaar /en/offline?reason=cart", () => hostUrl(STADSBAZAAR.host, "/en/offline?reason=cart")],
];

const SERIOUS = new Set(["serious", "critical"]);

// The account area, as a signed-in customer sees it (a business customer: company, invoices).
const ACCOUNT_PAGES = ["gegevens", "carts", "orders", "invoices", "reservations", "subscriptions"] as const;

test("the account area of a signed-in customer is accessible", async ({ page }) => {
  // Nine pages, each checked by axe (about 3 s a page): more than the 30 s of one journey.
  test.setTimeout(90_000);
  await open(page, "/nl/auth/login");
  await page.getByLabel("E-mailadres").fill("inkoop@bedrijf-a.test");
  await page.getByLabel("Wachtwoord", { exact: true }).fill("Noordzee-pieter-2026");
  await page.getByRole("main").getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(/\/nl\/account\/gegevens$/);
  const details: string[] = [];
  for (const child of ACCOUNT_PAGES) {
    await open(page, `/nl/account/${child}`);
    await check(page);
    // One detail page of each list: an order, an invoice, a subscription.
    const first = page.getByRole("main").locator('a[href*="/orders/"], a[href*="/account/invoices/"], a[href*="/account/subscriptions/"]').first();
    if ((await first.count()) > 0) details.push((await first.getAttribute("href"))!);
  }
  expect(details.length, "orders, invoices and subscriptions link to their detail pages").toBeGreaterThanOrEqual(3);
  for (const href of new Set(details)) {
    await open(page, href);
    await check(page);
  }
});

test("the checkout's first step, with a cart, is accessible", async ({ page }) => {
  await open(page, `/nl/products/${SEED.product.slug}`);
  await page.getByRole("button", { name: "In winkelmand" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is toegevoegd aan je winkelmand" })).toBeVisible();
  await open(page, "/nl/checkout/gegevens");
  await expect(page).toHaveURL(/\/nl\/checkout\/gegevens$/);
  await check(page);
});

async function check(page: Page) {
  if (jsEnabled()) {
    await waitForHydration(page);
    await expectNoSeriousAxeViolations(page);
  } else {
    await expectStaticBasics(page);
  }
}

for (const [name, url] of PAGES) {
  test(`${name} is accessible`, async ({ page }) => {
    await open(page, url());
    if (jsEnabled()) {
      // The page as the shopper uses it: hydrated, images loaded.
      await waitForHydration(page);
      await page.waitForLoadState("load");
      await expectNoSeriousAxeViolations(page);
    } else {
      await expectStaticBasics(page);
    }
  });
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  const serious = results.violations.filter((violation) => SERIOUS.has(violation.impact ?? ""));
  const report = serious
    .map((violation) => {
      const [node] = violation.nodes;
      const target = node ? node.target.join(" ") : "(no node)";
      const summary = node?.failureSummary?.replace(/\s+/g, " ").trim() ?? violation.help;
      const html = node ? node.html.replace(/\s+/g, " ").slice(0, 200) : "";
      return `- ${violation.id} (${violation.impact}, ${violation.nodes.length}×) at ${target}: ${summary}\n    ${html}\n    ${violation.helpUrl}`;
    })
    .join("\n");
  expect(
    serious.map((violation) => violation.id),
    `serious or critical axe violations on ${page.url()}:\n${report}\n`,
  ).toEqual([]);
}

async function expectStaticBasics(page: Page) {
  await expectOneH1(page);
  await expect(page.locator("html")).toHaveAttribute("lang", /^(nl|en)$/);
  await expectLang(page, new URL(page.url()).pathname.startsWith("/en/") ? "en" : "nl");
  await expect(page, "the document has a title").toHaveTitle(/\S/);
  await expect(page.locator("img:not([alt])"), "every image has an alt attribute").toHaveCount(0);
  await expect(page.locator("main#main"), "one main landmark the skip link leads to").toHaveCount(1);
  await expect(page.locator('a[href="#main"]')).toHaveCount(1);

  // Every form field has a label: <label for>, a wrapping label, aria-label or aria-labelledby.
  const fields = page.locator('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea');
  const count = await fields.count();
  for (let i = 0; i < count; i++) {
    const field = fields.nth(i);
    const id = await field.getAttribute("id");
    const labelled =
      (await field.getAttribute("aria-label")) !== null ||
      (await field.getAttribute("aria-labelledby")) !== null ||
      (id !== null && (await page.locator(`label[for="${id}"]`).count()) > 0) ||
      (await page.locator("label").filter({ has: field }).count()) > 0;
    expect(labelled, `form field ${id ?? i} has a label`).toBe(true);
  }

  // Links and buttons have an accessible name (text, aria-label or an image with alt).
  const unnamed = page.getByRole("link", { name: /^$/ }).or(page.getByRole("button", { name: /^$/ }));
  await expect(unnamed, "every link and button has a name").toHaveCount(0);
}
