import { expect, type Page, test } from "@playwright/test";
import { baseUrl, expectLang, framesDrawn, jsEnabled, mainNavigation, NOORDZEE, open, SEED, waitForHydration } from "./support";

// With JavaScript on, the server's HTML hydrates without errors and links navigate on the client.
// With JavaScript off, the same journey works with plain links (full page loads).

type Problem = { kind: string; text: string };

/**
 * Page errors and console errors and warnings. The one expected message is Chromium's own report of
 * a document answered with status 404 (the 404 page): that is the status doing its job.
 */
function collectProblems(page: Page): Problem[] {
  const problems: Problem[] = [];
  page.on("pageerror", (error) => problems.push({ kind: "pageerror", text: error.message }));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const source = message.location().url;
    const notFoundDocument = /status of 404/.test(message.text()) && source === page.url() && new URL(source).pathname === "/nl/404";
    if (!notFoundDocument) problems.push({ kind: `console.${message.type()}`, text: `${message.text()} (${source})` });
  });
  return problems;
}

test("menu, language switch and logo navigate without errors (and on the client with JavaScript)", async ({ page }) => {
  const problems = collectProblems(page);
  await open(page, "/nl/home");
  const js = jsEnabled();
  if (js) {
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { __noReload?: boolean }).__noReload = true;
    });
  }
  await expectLang(page, "nl");

  const item = SEED.noordzee.menu[0];
  await mainNavigation(page, "nl").getByRole("link", { name: item.nl, exact: true }).click();
  await expect(page).toHaveURL(new URL(item.href("nl"), baseUrl()).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading.nl);

  await page.getByRole("navigation", { name: "Kies een taal" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new URL(item.href("en"), baseUrl()).href);
  await expectLang(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading.en);
  await expect(mainNavigation(page, "en").getByRole("link", { name: SEED.noordzee.menu[0].en, exact: true })).toBeVisible();

  await page
    .getByRole("banner")
    .getByRole("link", { name: `${NOORDZEE.name} – go to the home page` })
    .click();
  await expect(page).toHaveURL(new URL("/en/home", baseUrl()).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEED.noordzee.homeHeading.en);

  await page.getByRole("navigation", { name: "Choose a language" }).getByRole("link", { name: "Nederlands" }).click();
  await expect(page).toHaveURL(new URL("/nl/home", baseUrl()).href);
  await expectLang(page, "nl");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Algemene voorwaarden" })).toBeVisible();

  if (js) {
    const noReload = await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);
    expect(noReload, "every click was a client-side navigation (no document reload)").toBe(true);
  }
  expect(problems, problems.map((p) => `${p.kind}: ${p.text}`).join("\n")).toEqual([]);
});

test("the header's links follow a client navigation at once: their code came with the hydration, not at the first navigation", async ({ page }) => {
  test.skip(!jsEnabled(), "without JavaScript every page is the server's, links and all");
  // The code that sets the language links after a navigation answers 1.5 s late: asked for at the
  // navigation, the old page's link would still be under the pointer when the new page shows.
  await page.route(/\/assets\/enhance\.client-[\w-]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1_500));
    await route.continue();
  });
  const loaded = page.waitForResponse(/\/assets\/enhance\.client-[\w-]+\.js$/, { timeout: 10_000 });
  await open(page, "/nl/home");
  await waitForHydration(page);
  await loaded;
  const item = SEED.noordzee.menu[0];
  await mainNavigation(page, "nl").getByRole("link", { name: item.nl, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading.nl);
  const english = page.getByRole("navigation", { name: "Kies een taal" }).getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("href", item.href("en"), { timeout: 500 });
});

test("a page asks for the hydration's scripts only when it can run them (ADR 0080)", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await open(page, `/nl/products/${SEED.product.slug}`);
  await page.waitForLoadState("load");
  if (jsEnabled()) {
    await waitForHydration(page);
    expect(
      scripts.some((path) => /\/assets\/framework-[\w-]+\.js$/.test(path)),
      scripts.join(", "),
    ).toBe(true);
  } else {
    expect(scripts, "without JavaScript no script is fetched").toEqual([]);
  }
});

test("pages hydrate without errors", async ({ page }) => {
  const problems = collectProblems(page);
  for (const path of ["/nl/home", "/en/home", "/nl/products", `/nl/products/${SEED.product.slug}`, "/nl/pagina/privacy-policy", "/nl/404", "/auth/login"]) {
    await open(page, path);
    if (jsEnabled()) await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(problems, problems.map((p) => `${p.kind}: ${p.text}`).join("\n")).toEqual([]);
});

test("navigation works as plain links: every header and footer link is an anchor with an href", async ({ page }) => {
  await open(page, "/nl/home");
  const links = page.locator("header a, footer a");
  const count = await links.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    await expect(links.nth(i)).toHaveAttribute("href", /^(\/|https?:|mailto:|tel:|#)/);
  }
  // The header's search is a GET form, the mobile menu and the dropdowns <details>: all work without a script.
  const search = page.getByRole("search");
  if ((await search.count()) > 0) {
    await expect(search).toHaveAttribute("method", "get");
    await expect(search).toHaveAttribute("action", "/nl/products");
  }
  await expect(page.locator("header details[data-drawer] > summary")).toHaveCount(1);
  // Noordzee's pages with children (Dames, Heren, Accessoires) each have a dropdown, and so has
  // "Thema's" (its children are the shop's tags, submenu_key), in the bar and in the drawer.
  await expect(page.locator("header nav > ul > li > details > summary")).toHaveCount(5);
  // The language and theme are in the served HTML, not added by a script.
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.locator('head style[data-fragment="theme"]')).toHaveCount(1);
});

test("the first page paints from the stylesheets in its HTML: it asks for none of them, and a client navigation links the next page's own", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") asked.push(new URL(request.url()).pathname);
  });
  await open(page, "/nl/products");
  const inline = await page.locator("head style[data-href]").evaluateAll((styles) => styles.map((style) => (style as HTMLStyleElement).dataset.href ?? ""));
  expect(inline.length, "the framework's stylesheet and the listing's own").toBeGreaterThanOrEqual(2);
  // The page is laid out by them: the skip link sits off screen until it has focus.
  expect((await page.getByRole("link", { name: "Naar de inhoud" }).boundingBox())?.y ?? 0).toBeLessThan(0);
  if (!jsEnabled()) {
    expect(asked.filter((path) => inline.some((href) => href.startsWith(path)))).toEqual([]);
    return;
  }
  await waitForHydration(page);
  await framesDrawn(page);
  expect(
    asked.filter((path) => inline.some((href) => href.startsWith(path))),
    "an inline stylesheet asked for again",
  ).toEqual([]);
  // A product page's own stylesheet is not on the listing: a client navigation links it, and the
  // listing's inline stylesheets the product page does not use are switched off, as React Router
  // drops a link.
  const hrefs = await page.locator("main a[href^='/nl/products/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const href = hrefs.find((path) => /^\/nl\/products\/[^/?]+$/.test(path)) ?? "";
  expect(href, "a product in the listing").not.toBe("");
  await page.locator(`main a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new URL(href, baseUrl()).href);
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/detail-"]:not([disabled])')).toHaveCount(1);
  const switchedOff = await page
    .locator("head style[data-href]")
    .evaluateAll((styles) => styles.filter((style) => (style as HTMLStyleElement).disabled).length);
  expect(switchedOff).toBeGreaterThan(0);
  expect(
    await page
      .locator("head style[data-href]")
      .first()
      .evaluate((style) => (style as HTMLStyleElement).disabled),
    "the framework's stays on",
  ).toBe(false);
  // Back on the listing, its own are on again.
  await page.goBack();
  await expect(page).toHaveURL(new URL("/nl/products", baseUrl()).href);
  await expect(page.locator("head style[data-href]")).toHaveCount(inline.length);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Producten/);
  await expect
    .poll(() => page.locator("head style[data-href]").evaluateAll((styles) => styles.filter((style) => (style as HTMLStyleElement).disabled).length))
    .toBe(0);
});

test("a phone's menu opened while the page still loads its JavaScript stays open when the page hydrates", async ({ page }) => {
  test.skip(!jsEnabled(), "without JavaScript nothing hydrates: the <details> simply opens (header-themes.spec.ts)");
  await page.setViewportSize({ width: 390, height: 844 });
  // The app's JavaScript waits until the shopper has opened the menu (a slow phone's first seconds).
  let release: () => void = () => {};
  const tapped = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await tapped;
    await route.continue();
  });
  await open(page, "/nl/home");
  const drawer = page.locator("header details[data-drawer]");
  await page.locator("header details[data-drawer] > summary").click();
  await expect(drawer).toHaveAttribute("open", "");
  release();
  await waitForHydration(page);
  // Two frames: React's effects of the hydration have run (they used to close the drawer here).
  await framesDrawn(page);
  await expect(drawer).toHaveAttribute("open", "");
  await expect(drawer.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link").first()).toBeVisible();
  // Hydrated, the menu still closes itself when a link in it is chosen (a client navigation).
  await drawer.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: SEED.noordzee.menu[0].nl, exact: true }).click();
  await expect(page).toHaveURL(new URL(SEED.noordzee.menu[0].href("nl"), baseUrl()).href);
  await expect(drawer).not.toHaveAttribute("open", "");
});
