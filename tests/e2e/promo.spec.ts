import { axeBuilder } from "./axe";
import { expect, type Page, test } from "@playwright/test";
import { cartLink, expectNoReload, framesDrawn, hostUrl, jsEnabled, message, open, openPage, STADSBAZAAR, submitForm, waitForHydration } from "./support";

// Issue 13 "Promo bar and banners" (chrome spec §2, §4): the active promo code's bar only on the pages
// its product list allows, a banner's close button remembered (a cookie: also without JavaScript), the
// ADD_PROMOCODE button asking first (a dialog, or a confirmation page without JavaScript) and applying
// the code through the cart form, then clearing it. Both projects: js (fetchers) and no-js (303).
// The ones the page shows: the promotions fragment keeps the other pages' candidates hidden (ADR 0052).
const bar = (page: Page) => page.locator("[data-promo-bar]").filter({ visible: true });
const banner = (page: Page, id: number) => page.locator(`[data-banner="${id}"]`).filter({ visible: true });
const NOORDZEE_BANNER = 11;

async function addBlouse(page: Page) {
  await openPage(page, "/nl/products/linnen-blouse");
  await submitForm(page, "/nl/cart", () => page.getByRole("button", { name: "In winkelmand" }).click(), { text: /is toegevoegd aan je winkelmand\./ });
  await expect(cartLink(page)).toBeVisible();
}

test.describe("promo bar", () => {
  test("Noordzee's ZOMER20 (no product list) shows on every page with its text and colour", async ({ page }) => {
    await open(page, "/nl/home");
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText("Zomersale: 20% korting op alles met code ZOMER20");
    await expect(bar(page)).toHaveCSS("background-color", "rgb(29, 75, 84)");
    expect((await bar(page).boundingBox())?.height ?? 0).toBeLessThanOrEqual(64);
    await open(page, "/nl/products/linnen-blouse");
    await expect(bar(page)).toBeVisible();
  });

  test("hides once the header has shrunk (the header motion sets data-shrunk on <html>)", async ({ page }) => {
    await open(page, "/nl/home");
    await expect(bar(page)).toBeVisible();
    if (jsEnabled()) {
      // Scrolled past the sticky header's shrink once its motion has started (it owns data-shrunk).
      await expect(page.locator("header[data-motion=sticky]")).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(page.locator("html[data-shrunk]")).toHaveCount(1);
      await expect(bar(page)).toBeHidden();
    }
  });

  test("the shorter default text under 768 px (both texts in the markup)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/nl/home");
    await expect(bar(page).getByText("20% korting: ZOMER20")).toBeVisible();
    await expect(bar(page).getByText("Zomersale: 20% korting op alles met code ZOMER20")).toBeHidden();
  });

  test("Stadsbazaar's BAZAAR15 only on a product of its list, not on another", async ({ page }) => {
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/products/mok-goedemorgen"));
    await expect(bar(page)).toContainText("Bazaar Weken: 15% korting op geselecteerde cadeaus met code BAZAAR15");
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/products/oversized-t-shirt-stadslogo"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    await expect(bar(page)).toHaveCount(0);
    // On the page its href leads to, the banner is minimised: its text only.
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/products/tag/cadeautip"));
    await expect(banner(page, 21)).toHaveAttribute("data-minimised", "");
    await expect(banner(page, 21).locator("[data-sections]")).toHaveCount(0);
    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    // The banner itself has no code, so no list: it shows everywhere, its sections too.
    await expect(banner(page, 21)).toContainText("Bazaar Weken: 15% korting op geselecteerde cadeaus");
    await expect(banner(page, 21).getByRole("link", { name: "Nieuw in wonen: handgemaakte mokken" })).toHaveAttribute(
      "href",
      "/nl/products/category/keuken-tafel",
    );
  });
});

test.describe("after a client navigation (the root loader does not run again: the shell picks per page)", () => {
  test("BAZAAR15's bar appears on a product of its list reached by a link, and goes on leaving it", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript every page is a document the server renders for its own url");
    await openPage(page, hostUrl(STADSBAZAAR.host, "/nl/products"));
    await expect(bar(page)).toHaveCount(0);
    await page.locator('main a[href="/nl/products/mok-goedemorgen"]').first().click();
    await expect(page).toHaveURL(/\/nl\/products\/mok-goedemorgen$/);
    await expect(bar(page)).toContainText("BAZAAR15");
    await expectNoReload(page);
    await page.goBack();
    await expect(bar(page)).toHaveCount(0);
    await expectNoReload(page);
  });
});

test.describe("promo banners", () => {
  test("closing a banner lasts: it stays closed after a reload", async ({ page }) => {
    await openPage(page, "/nl/home");
    await expect(banner(page, NOORDZEE_BANNER)).toBeVisible();
    const posted = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/nl/promo/dismiss"));
    await banner(page, NOORDZEE_BANNER).getByRole("button", { name: "Banner sluiten" }).click();
    const response = await posted;
    if (jsEnabled()) expect(new URL(response.url()).pathname).toBe("/nl/promo/dismiss.data");
    else expect(response.status()).toBe(303);
    await expect(banner(page, NOORDZEE_BANNER)).toHaveCount(0);
    await expect(page).toHaveURL(/\/nl\/home$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(banner(page, NOORDZEE_BANNER)).toHaveCount(0);
    // The promo bar is not a banner: it stays.
    await expect(bar(page)).toBeVisible();
  });

  test("another shop's banner id is refused and nothing is remembered", async ({ page }) => {
    await open(page, "/nl/home");
    const answer = await page.request.post("/nl/promo/dismiss", { form: { bannerId: "21" }, headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
    expect(answer.status()).toBe(400);
    expect(answer.headers()["set-cookie"] ?? "").not.toContain("etalage_promo_closed");
  });

  test("ADD_PROMOCODE asks first, applies ZOMER20 through the cart form ('toegepast', the bag's discount), and clears it", async ({ page }) => {
    await addBlouse(page);
    const add = banner(page, NOORDZEE_BANNER).getByRole("link", { name: "Voeg 'ZOMER20' toe" });
    await add.click();
    if (jsEnabled()) {
      const dialog = page.getByRole("dialog", { name: "Kortingscode toevoegen?" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("Wil je de kortingscode ZOMER20 aan je winkelmand toevoegen?");
      await submitForm(page, "/nl/cart", () => dialog.getByRole("button", { name: "Ja, toevoegen" }).click(), { text: "" });
      await expect(dialog).toBeHidden();
    } else {
      await expect(page).toHaveURL(/\/nl\/promo\/code\/ZOMER20\?back=/);
      await expect(page.getByRole("heading", { level: 1, name: "Kortingscode toevoegen?" })).toBeVisible();
      await page.getByRole("button", { name: "Ja, toevoegen" }).click();
      await expect(page).toHaveURL(/\/nl\/products\/linnen-blouse$/);
    }
    const applied = banner(page, NOORDZEE_BANNER).getByRole("button", { name: "toegepast" });
    await expect(applied).toBeVisible();
    await expect(applied).toBeDisabled();
    await open(page, "/nl/shopping-bag");
    const main = page.getByRole("main");
    await expect(main.getByText("ZOMER20", { exact: true })).toBeVisible();
    await expect(main.getByText(/korting/i).first()).toBeVisible();
    if (jsEnabled()) await openPage(page, "/nl/shopping-bag");
    await banner(page, NOORDZEE_BANNER).getByRole("button", { name: "Code verwijderen" }).click();
    await expect(banner(page, NOORDZEE_BANNER).getByRole("link", { name: "Voeg 'ZOMER20' toe" })).toBeVisible();
    await expect(main.getByText("ZOMER20", { exact: true })).toHaveCount(0);
  });

  test("axe finds nothing serious with the banners shown, and with the confirmation dialog open", async ({ page }) => {
    test.skip(!jsEnabled(), "axe itself needs scripts in the page (the no-js run checks the markup above)");
    for (const url of ["/nl/home", hostUrl(STADSBAZAAR.host, "/nl/products/mok-goedemorgen")]) {
      await open(page, url);
      await expect(page.locator("[data-banner]").first()).toBeVisible();
      const results = await axeBuilder(page).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    await openPage(page, "/nl/home");
    await banner(page, NOORDZEE_BANNER).getByRole("link", { name: "Voeg 'ZOMER20' toe" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});

/** A code put in the cart as the bag's coupon form does (the page's cookies: the same shopper). */
async function applyCode(page: Page, code: string) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post("/nl/cart", { form: { intent: "apply-coupon", code }, headers: { origin }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
}

// Issue 19: "Voeg 'ZOMER20' toe" → "Ja, toevoegen" with an empty bag got a 404 (no JavaScript: "Dit artikel
// staat (niet meer) in je winkelmand.").
test.describe("a banner's code with an empty bag", () => {
  test("waits in the bag: the banner says 'toegepast', and the first product gets the discount", async ({ page }) => {
    await openPage(page, "/nl/home");
    await banner(page, NOORDZEE_BANNER).getByRole("link", { name: "Voeg 'ZOMER20' toe" }).click();
    if (jsEnabled()) {
      const dialog = page.getByRole("dialog", { name: "Kortingscode toevoegen?" });
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/nl/cart.data");
      await submitForm(page, "/nl/cart", () => dialog.getByRole("button", { name: "Ja, toevoegen" }).click(), { text: "" });
      expect((await answered).status()).toBe(200);
    } else {
      await page.getByRole("button", { name: "Ja, toevoegen" }).click();
      await expect(page).toHaveURL(/\/nl\/home$/);
      await expect(message(page, "De kortingscode ZOMER20 staat klaar: hij geldt zodra je iets in je winkelmand legt.")).toBeVisible();
      await expect(page.getByText("Dit artikel staat (niet meer) in je winkelmand.")).toHaveCount(0);
    }
    await expect(banner(page, NOORDZEE_BANNER).getByRole("button", { name: "toegepast", exact: true })).toBeDisabled();
    await addBlouse(page);
    await open(page, "/nl/shopping-bag");
    const main = page.getByRole("main");
    await expect(main.getByText("ZOMER20", { exact: true })).toBeVisible();
    await expect(main.getByText(/11,99/).first()).toBeVisible();
  });
});

// Issue 19: with WELKOM10 in the cart the ZOMER20 banner said 'toegepast', and its "Code verwijderen" removed WELKOM10.
test.describe("a banner with another code in the cart", () => {
  test("says another code is applied (disabled): no 'toegepast', no remove button", async ({ page }) => {
    await addBlouse(page);
    await applyCode(page, "WELKOM10");
    await openPage(page, "/nl/products");
    const own = banner(page, NOORDZEE_BANNER);
    await expect(own.getByRole("button", { name: "Er is al een andere code toegepast" })).toBeDisabled();
    await expect(own.getByRole("button", { name: "toegepast", exact: true })).toHaveCount(0);
    await expect(own.getByRole("button", { name: "Code verwijderen" })).toHaveCount(0);
    await expect(own.getByRole("link", { name: "Voeg 'ZOMER20' toe" })).toHaveCount(0);
  });

  test("a remove from a page shown before another code replaced ZOMER20 removes nothing and says so", async ({ page }) => {
    await addBlouse(page);
    await applyCode(page, "ZOMER20");
    await openPage(page, "/nl/products");
    await expect(banner(page, NOORDZEE_BANNER).getByRole("button", { name: "toegepast", exact: true })).toBeVisible();
    // Meanwhile (another tab) WELKOM10 replaced it.
    await applyCode(page, "WELKOM10");
    await banner(page, NOORDZEE_BANNER).getByRole("button", { name: "Code verwijderen" }).click();
    if (jsEnabled()) {
      await expect(banner(page, NOORDZEE_BANNER).getByText("De code ZOMER20 staat niet (meer) in je winkelmand.")).toBeVisible();
      await expect(banner(page, NOORDZEE_BANNER).getByRole("button", { name: "Er is al een andere code toegepast" })).toBeDisabled();
      await expectNoReload(page);
    } else {
      await expect(message(page, "De code ZOMER20 staat niet (meer) in je winkelmand.", "alert")).toBeVisible();
    }
    await open(page, "/nl/shopping-bag");
    await expect(page.getByRole("main").getByText("WELKOM10", { exact: true })).toBeVisible();
  });
});

/** What the theme's nonce'd <style> decides in the header: its colours and where each bar item sits. */
async function headerLook(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    if (!header) return null;
    const style = getComputedStyle(header);
    const items = [...header.querySelectorAll<HTMLElement>("[data-i]")].map((item) => ({
      item: item.dataset.i,
      x: Math.round(item.getBoundingClientRect().x),
      colour: getComputedStyle(item).color,
    }));
    return { background: style.backgroundColor, colour: style.color, items };
  });
}

// Issue 19: closing a banner with JavaScript re-rendered the root's theme <style> with the nonce of the
// revalidation's answer, which the page's CSP does not know: the browser dropped the theme's styles.
test.describe("closing a banner keeps the shop's theme (no CSP error, the header as it was)", () => {
  for (const shop of [
    { name: "Noordzee", host: null, id: NOORDZEE_BANNER },
    { name: "Stadsbazaar", host: STADSBAZAAR.host, id: 21 },
  ]) {
    for (const width of [1280, 390]) {
      test(`${shop.name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        const problems: string[] = [];
        page.on("console", (entry) => {
          if (entry.type() === "error" && /Content Security Policy/i.test(entry.text())) problems.push(entry.text());
        });
        await openPage(page, shop.host ? hostUrl(shop.host, "/nl/products") : "/nl/products");
        await expect(banner(page, shop.id)).toBeVisible();
        // The header as the page's stylesheets draw it: measured once they have loaded (on a busy machine
        // the first look came before, an unstyled header).
        await page.waitForLoadState("load");
        const before = await headerLook(page);
        expect(before?.items.length ?? 0).toBeGreaterThan(0);
        // With JavaScript the root's data comes again after the post (a GET of the page's .data): the new <style>.
        const revalidated = jsEnabled()
          ? page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/nl/products.data")
          : null;
        await banner(page, shop.id).getByRole("button", { name: "Banner sluiten" }).click();
        await expect(banner(page, shop.id)).toHaveCount(0);
        await revalidated;
        // Without JavaScript the 303 loads the page again, where the browser may restore the scroll position
        // (a header over the hero then shows its scrolled colours): compare at the top, as before.
        if (!jsEnabled()) {
          await page.waitForLoadState("load");
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        // React renders the new data, and the browser applies (or refuses) the style, within a few frames:
        // the header comes back as it was (a refused or lost style never does).
        await expect.poll(() => headerLook(page)).toEqual(before);
        expect(problems).toEqual([]);
        await expectNoReload(page);
      });
    }
  }
});

test.describe("the SECTIONS banner on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("rotates its sections with JavaScript (one at a time), stacks them without", async ({ page }) => {
    await openPage(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    const sections = banner(page, 21).locator("[data-sections]");
    const links = sections.getByRole("link");
    await expect(links).toHaveCount(2);
    if (!jsEnabled()) {
      await expect(sections).not.toHaveAttribute("data-rotating");
      await expect(links.nth(0)).toBeVisible();
      await expect(links.nth(1)).toBeVisible();
      return;
    }
    await expect(sections).toHaveAttribute("data-rotating", "");
    // The second slide is beside the first, out of view and out of reach until its turn (3500 ms).
    await expect(links.nth(1)).toHaveAttribute("inert", "");
    await expect(links.nth(0)).toHaveAttribute("inert", "", { timeout: 6000 });
    await expect(links.nth(1)).not.toHaveAttribute("inert", "");
  });

  test("keeps still with reduced motion", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript nothing moves anyway");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    // The motion's code is loaded after hydration and has looked at the page (with motion it starts the
    // rotation at once: the test above): then the sections still stand still.
    await waitForHydration(page);
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => /\/promo\.client-[^/]*\.js$/.test(entry.name)));
    await framesDrawn(page);
    await expect(banner(page, 21).locator("[data-sections]")).not.toHaveAttribute("data-rotating");
  });
});
