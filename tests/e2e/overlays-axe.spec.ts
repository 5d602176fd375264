import { type Browser, expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "./axe";
import { shopCookies } from "./shop-cookies";
import { BREIWERK, cartLink, hostUrl, HUISRAAD, jsEnabled, lookShot, NOORDZEE, open, scrollOffTop, STADSBAZAAR, STAPVAST, waitForHydration } from "./support";

// Issue 19, "Tests that look": axe with every widget overlay open — the mini cart with a product in it,
// the cookie banner, the newsletter popup, the help popup, the promo confirmation dialog — in all five
// shops, colour contrast included; with JavaScript the overlays, without it their server-HTML forms.
// Every button and link in an overlay has the shop's body font (Noordzee's mini cart fell back to the
// fancy header's serif) and the footer's buttons stand out from the footer (Stadsbazaar's 'Inschrijven'
// was burgundy on burgundy). One page load per shop per overlay; a screenshot of each is attached.
// (The header's menus and the search preview are tested with the header.)

const SHOPS = [
  { ...NOORDZEE, key: "noordzee", product: "linnen-blouse", newsletterPopup: true, helpPopup: true, promoDialog: true },
  { ...STADSBAZAAR, key: "stadsbazaar", product: "oversized-t-shirt-stadslogo", newsletterPopup: true, helpPopup: false, promoDialog: false },
  { ...STAPVAST, key: "stapvast", product: "canvas-sneaker-laag", newsletterPopup: false, helpPopup: false, promoDialog: false },
  { ...HUISRAAD, key: "huisraad", product: "mok-ribbel", newsletterPopup: false, helpPopup: false, promoDialog: false },
  { ...BREIWERK, key: "breiwerk", product: "kabeltrui", newsletterPopup: false, helpPopup: false, promoDialog: false },
] as const;

/**
 * axe on one overlay (a CSS selector), colour contrast included. Without JavaScript axe cannot run in
 * the page itself, so the page's HTML as the browser got it (scripts left out) is shown again in a
 * page with scripts, at the same address (its styles and images load as they did).
 */
async function expectAccessible(page: Page, browser: Browser, ...selectors: string[]) {
  let target = page;
  const html = jsEnabled() ? null : await page.content();
  if (html !== null) {
    // (A new context takes the project's options: scripts back on for axe.)
    const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
    target = await context.newPage();
    await target.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html.replace(/<script\b[\s\S]*?<\/script>/gi, "") }));
    await target.goto(page.url());
  }
  // A page of one frame (the copy too) runs axe in itself, with no second page for axe's bookkeeping (axe.ts).
  const axe = axeBuilder(target);
  for (const selector of selectors) axe.include(selector);
  const results = await axe.analyze();
  if (html !== null) await target.context().close();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map((v) => `- ${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("; ")}`).join("\n");
  expect(
    serious.map((v) => v.id),
    `axe on ${selectors.join(", ")} at ${page.url()}:\n${report}`,
  ).toEqual([]);
}

/**
 * Every button, link and text in the overlay has the page's body font, and its headings the page's
 * heading font (the shop's typography, ADR 0059: the page's h1 has it) — not the header theme's or the
 * browser's serif.
 */
async function expectShopFont(page: Page, selector: string) {
  const fonts = await page.locator(selector).evaluate((overlay) => {
    const body = getComputedStyle(document.body).fontFamily;
    const headings = getComputedStyle(document.querySelector("h1") ?? document.body).fontFamily;
    return [...overlay.querySelectorAll("button, a, h2, p")]
      .filter((el) => getComputedStyle(el).fontFamily !== (el.tagName === "H2" ? headings : body))
      .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}": ${getComputedStyle(el).fontFamily}`);
  });
  expect(fonts, `not in the shop's font in ${selector}`).toEqual([]);
}

for (const shop of SHOPS) {
  test.describe(`${shop.name}: overlays`, () => {
    // axe over an overlay takes seconds on a busy machine (and, without JavaScript, a second page).
    test.slow();
    test.describe("with the cookie choice to make", () => {
      test.use({ storageState: { cookies: [], origins: [] } });

      test("the cookie banner, the floating widgets and the footer", async ({ page, browser }) => {
        await open(page, hostUrl(shop.host, "/nl/home"));
        if (jsEnabled()) await waitForHydration(page);
        const banner = page.locator("[data-consent-banner]");
        await expect(banner.getByRole("button", { name: "Accepteren" })).toBeVisible();
        await lookShot(page, `${shop.key}-cookie-banner`);
        await expectShopFont(page, "[data-consent-banner]");

        // The footer: its buttons stand out from it (3:1, WCAG 1.4.11) and read (axe), its logos have names.
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        await lookShot(page, `${shop.key}-footer`);
        const signup = footer.getByRole("button", { name: "Inschrijven" });
        await expect(signup).toBeVisible();
        const contrast = await signup.evaluate((button) => {
          const rgb = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
          const lum = (colour: string) => {
            const [r, g, b] = rgb(colour).map((c) => {
              const v = c / 255;
              return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
            }) as [number, number, number];
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const [a, b] = [lum(getComputedStyle(button).backgroundColor), lum(getComputedStyle(button.closest("footer") as Element).backgroundColor)].sort(
            (x, y) => y - x,
          ) as [number, number];
          return (a + 0.05) / (b + 0.05);
        });
        expect(contrast, "the 'Inschrijven' button against the footer").toBeGreaterThanOrEqual(3);
        await expect(footer.locator('img:not([alt]), img[alt=""]')).toHaveCount(0);
        // One axe run over the banner, the floating widgets (their text on their colour) and the footer.
        const widgets = (await page.locator("[data-floating-widgets]").count()) > 0 ? ["[data-floating-widgets]"] : [];
        await expectAccessible(page, browser, "[data-consent-banner]", ...widgets, "footer");
      });
    });

    test.describe("with the cookie choice made", () => {
      test.use({ storageState: { cookies: shopCookies({ etalage_consent: "v1.necessary" }), origins: [] } });

      test("the newsletter popup", async ({ page, browser }) => {
        test.skip(!shop.newsletterPopup, "this shop's newsletter has no popup");
        await open(page, hostUrl(shop.host, "/nl/home"));
        if (jsEnabled()) await waitForHydration(page);
        const popup = page.locator("dialog[data-newsletter-popup]");
        await expect(popup.getByRole("button", { name: "Inschrijven" })).toBeVisible();
        await lookShot(page, `${shop.key}-newsletter-popup`);
        await expectAccessible(page, browser, "dialog[data-newsletter-popup]");
        await expectShopFont(page, "dialog[data-newsletter-popup]");
      });
    });

    test("the help popup", async ({ page, browser }) => {
      test.skip(!shop.helpPopup, "this shop's help button is a link, not a popup");
      await open(page, hostUrl(shop.host, "/nl/home"));
      if (jsEnabled()) await waitForHydration(page);
      await scrollOffTop(page);
      await page.locator("[data-sticky-help] summary").click();
      // With JavaScript a modal dialog; without it the disclosure's panel.
      const selector = jsEnabled() ? "dialog[aria-labelledby=sticky-help-dialog-title]" : "[data-sticky-panel]";
      await expect(page.locator(selector)).toBeVisible();
      await lookShot(page, `${shop.key}-help-popup`);
      await expectAccessible(page, browser, selector);
      await expectShopFont(page, selector);
    });

    test("the promo confirmation dialog", async ({ page, browser }) => {
      test.skip(!shop.promoDialog, "this shop's demo banners add no code");
      await open(page, hostUrl(shop.host, "/nl/products"));
      // The page's own (the promotions fragment keeps other pages' banners hidden, ADR 0052).
      const add = page.locator("[data-promo-add]").filter({ visible: true }).first();
      await expect(add).toBeVisible();
      if (jsEnabled()) await waitForHydration(page);
      await add.click();
      // With JavaScript the dialog; without it the confirmation page it stands for.
      const selector = jsEnabled() ? "dialog[data-promo-dialog][open]" : "main";
      await expect(page.locator(selector).getByRole("button").first()).toBeVisible();
      await lookShot(page, `${shop.key}-promo-dialog`);
      await expectAccessible(page, browser, selector);
    });

    test("the mini cart with a product in it", async ({ page, browser }) => {
      test.skip(!jsEnabled(), "without JavaScript the cart button opens the shopping bag page (cart.spec.ts)");
      await open(page, hostUrl(shop.host, `/nl/products/${shop.product}`));
      await waitForHydration(page);
      await page.getByRole("button", { name: "In winkelmand" }).click();
      await expect(cartLink(page, 1)).toBeVisible();
      await cartLink(page, 1).click();
      const drawer = page.getByRole("dialog", { name: "Winkelmand" });
      await expect(drawer.getByRole("link", { name: "Afrekenen" })).toBeVisible();
      await expect(drawer.getByText("Winkelmand laden…")).toHaveCount(0);
      await lookShot(page, `${shop.key}-mini-cart`);
      await expectAccessible(page, browser, "dialog[aria-labelledby=mini-cart-title]");
      await expectShopFont(page, "dialog[aria-labelledby=mini-cart-title]");
    });
  });
}
