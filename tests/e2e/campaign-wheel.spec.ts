import path from "node:path";
import { axeBuilder } from "./axe";
import { expect, type Page, test } from "@playwright/test";
import { jsEnabled, lookShot, mainNavigation, open, scrollOffTop, SEED, waitForHydration } from "./support";

// Campaigns (spec §2 campaign/{id}: 'Campagne: {name}', a shirt icon, in the desktop header at sort
// index 0) and the wheel of fortune (spec §1, §8; ADR 0061), as a shopper meets them, with JavaScript
// on and off. Screenshots at 1280 and 390 px go to test-results/campaign-wheel/{project}/.

const OUT = path.resolve(import.meta.dirname, "../../test-results/campaign-wheel");
/** The campaign's products, in its order (scripts/seed/tenants/noordzee.ts). */
const CAMPAIGN_PRODUCTS = ["maxi-jurk-duinroos", "linnen-overhemd", "korte-chino", "strohoed-met-lint", "plisse-rok"];

async function screenshot(page: Page, name: string, fullPage = false) {
  await lookShot(page, name, { fullPage, path: path.join(OUT, test.info().project.name, `${name}.png`) });
}

test.describe("the campaign", () => {
  test("is the first link of the desktop header, with its shirt, and opens the campaign page with its products", async ({ page }) => {
    await open(page, "/nl/home");
    if (jsEnabled()) await waitForHydration(page);
    const link = mainNavigation(page).getByRole("link").first();
    await expect(link).toHaveAccessibleName(`Campagne: ${SEED.campaign.name.nl}`);
    await expect(link).toHaveAttribute("href", `/nl/campaign/${SEED.campaign.id}`);
    // The shirt: drawn by the header's CSS before the title, in the link's colour.
    const shirt = await link.evaluate((a) => {
      const before = getComputedStyle(a, "::before");
      return { mask: before.maskImage || before.getPropertyValue("-webkit-mask-image"), width: before.width };
    });
    expect(shirt.mask).toContain("svg");
    expect(shirt.width).toBe("18px");
    await screenshot(page, "header-1280");

    await link.click();
    await expect(page).toHaveURL(`/nl/campaign/${SEED.campaign.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Campagne: ${SEED.campaign.name.nl}`);
    const cards = page.getByRole("main").getByRole("list").getByRole("article");
    await expect(cards).toHaveCount(CAMPAIGN_PRODUCTS.length);
    for (const [i, slug] of CAMPAIGN_PRODUCTS.entries()) await expect(cards.nth(i).getByRole("link").first()).toHaveAttribute("href", `/nl/products/${slug}`);
    await screenshot(page, "campaign-1280", true);
  });

  test("reads in English on /en", async ({ page }) => {
    await open(page, `/en/campaign/${SEED.campaign.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Campaign: ${SEED.campaign.name.en}`);
    await expect(mainNavigation(page, "en").getByRole("link").first()).toHaveAccessibleName(`Campaign: ${SEED.campaign.name.en}`);
  });

  for (const [what, id] of [
    ["switched off", 12],
    ["unknown", 999999],
  ] as const) {
    test(`a campaign that is ${what} is the 404 page`, async ({ page }) => {
      const response = await open(page, `/nl/campaign/${id}`);
      expect(response.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    });
  }

  test("on a phone: the page at 390 px, and the campaign not in the phone's menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/nl/campaign/${SEED.campaign.id}`);
    if (jsEnabled()) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Campagne: ${SEED.campaign.name.nl}`);
    await expect(page.getByRole("main").getByRole("list").getByRole("article")).toHaveCount(CAMPAIGN_PRODUCTS.length);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, "campaign-390", true);
    await page.locator("[data-drawer] > summary").click();
    const drawer = page.locator("[data-drawer]");
    await expect(drawer.getByRole("link", { name: "Nieuw", exact: true })).toBeVisible();
    await expect(drawer.getByRole("link", { name: /^Campagne:/ })).toHaveCount(0);
  });
});

test.describe("the wheel of fortune", () => {
  const launcher = (page: Page) => page.getByRole("button", { name: "Draai aan het rad" });
  const wheel = (page: Page) => page.getByRole("dialog", { name: "Draai en win korting" });

  /** The console's warnings and errors, and the page's uncaught errors. */
  function consoleOf(page: Page) {
    const seen = { warnings: [] as string[], errors: [] as string[] };
    page.on("console", (m) => {
      if (m.type() === "warning") seen.warnings.push(m.text());
      // The browser's own line for an answer that is not 2xx is not the page's: only the page's errors count.
      if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) seen.errors.push(m.text());
    });
    page.on("pageerror", (e) => seen.errors.push(String(e)));
    return seen;
  }

  async function openWheel(page: Page, url = "/nl/home") {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, url);
    await waitForHydration(page);
    // Loaded once the browser is idle after hydration; it stands from the first scroll on (ADR 0035).
    await scrollOffTop(page);
    await expect(launcher(page)).toBeVisible({ timeout: 10_000 });
    await launcher(page).click();
    await expect(wheel(page)).toBeVisible();
  }

  test("without JavaScript nothing of it shows", async ({ page }) => {
    test.skip(jsEnabled(), "the page without JavaScript");
    await open(page, "/nl/home");
    await expect(page.locator("[data-wheel-launcher], dialog[data-wheel]")).toHaveCount(0);
    expect(await page.content()).not.toContain("Draai aan het rad");
  });

  test("a spin: the server's outcome, then the won code goes in the bag through the cart's form", async ({ page }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    const log = consoleOf(page);
    await openWheel(page);
    // The dialog takes the focus, keeps it (Tab goes round) and gives it back on Escape.
    const spin = wheel(page).getByRole("button", { name: "Draai het rad" });
    await expect(spin).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
    }
    await screenshot(page, "wheel-1280");
    const axe = await axeBuilder(page).include("dialog[data-wheel]").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(wheel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await launcher(page).click();
    await spin.click();
    const status = wheel(page).getByRole("status");
    await expect(status).toHaveText(/^Gefeliciteerd! Je wint: (5|10)% korting\.$/);
    const percentage = /(5|10)%/.exec((await status.textContent()) ?? "")![1];
    const code = percentage === "5" ? "RAD5" : "RAD10";
    await expect(wheel(page).locator("[data-wheel-code]")).toHaveText(code);
    await expect(spin).toBeHidden();
    await screenshot(page, "wheel-won-1280");
    await wheel(page).getByRole("button", { name: "Zet de code in je winkelmand" }).click();
    // The cart's own answer: back on the page, the code waits in the (still empty) bag.
    await expect(page).toHaveURL("/nl/home");
    await expect(page.getByRole("status").filter({ hasText: `De kortingscode ${code} staat klaar` })).toBeVisible();
    expect(log.errors).toEqual([]);
  });

  test("a second spin of the same shopper is refused", async ({ page }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    await openWheel(page);
    await wheel(page).getByRole("button", { name: "Draai het rad" }).click();
    await expect(wheel(page).getByRole("status")).toHaveText(/^Gefeliciteerd!/);
    // Another page, the same shopper (the cart in the session cookie).
    await openWheel(page, "/nl/products");
    await wheel(page).getByRole("button", { name: "Draai het rad" }).click();
    await expect(wheel(page).getByRole("status")).toHaveText("Je hebt al aan dit rad gedraaid: iedereen draait één keer.");
    await expect(wheel(page).getByRole("button", { name: "Draai het rad" })).toBeHidden();
    await expect(wheel(page).getByRole("button", { name: "Sluiten" })).toBeFocused();
  });

  test("a failing spin (the core API answering 500) is only a warning in the console", async ({ page }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    const log = consoleOf(page);
    // What the storefront answers when the core API fails (tests/integration/campaign-wheel.test.ts).
    await page.route("**/nl/wheel", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ ok: false, reason: "failed" }) })
        : route.continue(),
    );
    await openWheel(page);
    const spin = wheel(page).getByRole("button", { name: "Draai het rad" });
    await spin.click();
    await expect.poll(() => log.warnings.join("\n")).toContain("wheel of fortune: the spin failed (502)");
    await expect(wheel(page).getByRole("status")).toHaveText("");
    await expect(spin).toBeEnabled();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(log.errors).toEqual([]);
  });

  test("wheels that cannot be loaded: no launcher, a warning in the console, the page as it was", async ({ page }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    const log = consoleOf(page);
    await page.route("**/nl/wheel", (route) => route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ wheels: [] }) }));
    await open(page, "/nl/home");
    await waitForHydration(page);
    await expect.poll(() => log.warnings.join("\n"), { timeout: 10_000 }).toContain("wheel of fortune: not loaded");
    await expect(launcher(page)).toHaveCount(0);
    expect(log.errors).toEqual([]);
  });

  test("not on a product page; back on a browsing page after a client navigation", async ({ page }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/nl/wheel") asked.push(request.url());
    });
    await open(page, `/nl/products/${SEED.product.slug}`);
    await waitForHydration(page);
    // No sleep: once the network is quiet after hydration, the page never asked for the wheels.
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    await expect(page.locator("[data-wheel-launcher]")).toHaveCount(0);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /naar de homepage/ })
      .click();
    await expect(page).toHaveURL("/nl/home");
    // Hidden while the page is at its top (ADR 0035), so counted by its attribute, not its role.
    await expect(page.locator("[data-wheel-launcher]")).toHaveCount(1, { timeout: 10_000 });
    await scrollOffTop(page);
    await expect(launcher(page)).toBeVisible();
  });

  test("at 390 px the wheel fits the screen", async ({ page }) => {
    test.skip(!jsEnabled(), "the wheel needs JavaScript");
    await page.setViewportSize({ width: 390, height: 844 });
    await openWheel(page);
    await screenshot(page, "wheel-390");
    const box = (await wheel(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await wheel(page).getByRole("button", { name: "Draai het rad" }).click();
    await expect(wheel(page).getByRole("status")).toHaveText(/^Gefeliciteerd!/);
    await screenshot(page, "wheel-won-390");
    await page.keyboard.press("Escape");
    await screenshot(page, "launcher-390", true);
  });
});
