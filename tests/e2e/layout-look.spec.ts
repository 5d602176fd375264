import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";

import { CHROME, clippedText, offScreen, overlapFindings, overlaps, runTogether, tooWide, wideFindings } from "./look";
import { demoAccount } from "./operator";
import { shopCookies } from "./shop-cookies";
import { hostUrl, jsEnabled, onHost, waitForHydration } from "./support";

/** The session cookie's name (app/server/session.server.ts). */
const SESSION_COOKIE = "__etalage";

// The layout as a shopper sees it (issue 19, "Tests that look"): each demo shop (one per header
// theme), at 1280 and 390 px, with JavaScript on and off, on six pages, with everything a first visit
// shows: promo bar, banners, the cookie banner (no choice made yet), the help button and the partner
// launcher; the newsletter popup stays closed. Geometry by bounding boxes (tests/e2e/look.ts):
//   - the header never covers a promo row, nor the page's h1; no promo row covers the h1;
//   - the floating widgets (help button, launcher, wheel) cover no field, label, button or link of the main
//     content at the end of the page (the room reserved for them), nor the h1 or a control on the first
//     screen (ADR 0035: none on a purchase page; elsewhere they wait while the page is at its top); the cookie banner (which sits over the
//     page by design until a choice is made) covers none of them at the end of the page, where the
//     page must leave room for it;
//   - nothing is wider than the viewport; no text is cut off (allow-list: data-look-clips, look.ts).
// A page whose checks fail gets its full-page screenshot attached and written to
// test-results/look/{project}/; LOOK_SHOTS=1 writes every page's, for a person to look at (ADR 0067: in
// `npm test` nobody opens them, and they were a quarter of this file's CPU).
// Titles are "<Shop> <theme> <width>px" (pages are steps), so one shop, width or page runs with e.g.
//   LOOK_PAGES=home,menu npx playwright test tests/e2e/layout-look.spec.ts -g "Stadsbazaar .*390px"
// ("menu": the drawer opened over the products page). One signed-in context per shop and width: sign
// in, put a product in the bag (both posted from Node, below), pass the checkout's first step
// (so its address step opens), then drop the cookie choice so the banner shows.

const SHOPS = [
  { name: "Noordzee", campaign: 11, theme: "fancy", host: "localhost", customer: ["anna@noordzee.test", "noordzee-k3f9a"] },
  { name: "Stadsbazaar", campaign: 21, theme: "modern-minimal", host: "stadsbazaar.localhost", customer: ["sem@stadsbazaar.test", "stadsbazaar-p2x7c"] },
  { name: "Stapvast", campaign: 31, theme: "ultimate-shape", host: "stapvast.localhost", customer: ["lotte@stapvast.test", "stapvast-h4r1m"] },
  { name: "Huisraad", campaign: 41, theme: "modern-cool", host: "huisraad.localhost", customer: ["noor@huisraad.test", "huisraad-z8w2q"] },
  { name: "Breiwerk", campaign: 51, theme: "simple", host: "breiwerk.localhost", customer: ["femke@breiwerk.test", "breiwerk-m6t3d"] },
] as const;

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

type Shop = (typeof SHOPS)[number];

/** The pages, by name: their path (the product page's is found on the overview). */
const PAGES = {
  home: () => "/nl/home",
  // A CMS page (issue 22): a hero picture with its title over it, then text.
  page: () => "/nl/pagina/over-ons",
  products: () => "/nl/products",
  product: (product: string) => product,
  bag: () => "/nl/shopping-bag",
  checkout: () => "/nl/checkout/adres",
  account: () => "/nl/account/orders",
  campaign: (_product: string, shop: Shop) => `/nl/campaign/${shop.campaign}`,
} as const;

const OUT = path.resolve(import.meta.dirname, "../../test-results/look");

// The look is what these tests are about, not signing in or adding to the bag (journeys of their own,
// account.spec.ts and cart.spec.ts): the two forms are posted from Node as a form posts them, and the
// session they leave is put into the browser, so no page is drawn for them (ADR 0070: four page loads
// less in each test). Only the session cookie: a flash of these posts would show on the next page.

/** A GET or a form's POST on the shop from Node, in the session so far; answers the response and the session. */
async function onShop(page: Page, shop: Shop, path: string, session: string, form?: Record<string, string>) {
  const { url, headers } = onHost(shop.host, path);
  const sent: Record<string, string> = { ...headers, origin: new URL(hostUrl(shop.host)).origin };
  if (session) sent.cookie = `${SESSION_COOKIE}=${session}`;
  const answer = form ? await page.request.post(url, { form, headers: sent, maxRedirects: 0 }) : await page.request.get(url, { headers: sent });
  if (form) expect(answer.status(), `${shop.name}: POST ${path}`).toBe(303);
  const set = answer.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${SESSION_COOKIE}=`));
  return { answer, session: set ? set.value.slice(SESSION_COOKIE.length + 1).split(";")[0]! : session };
}

/** Signs in as the shop's demo customer, puts the overview's first product in the bag; answers its path. */
async function signedInWithABag(page: Page, shop: Shop): Promise<string> {
  const account = demoAccount(shop.customer[0], shop.customer[1]);
  let { session } = await onShop(page, shop, "/nl/auth/login", "", { email: account.email, password: account.password, website: "" });
  const overview = await (await onShop(page, shop, "/nl/products", session)).answer.text();
  const product = /<a [^>]*href="(\/nl\/products\/[^/?#"]+)"/.exec(overview.slice(overview.indexOf("<main")))?.[1];
  if (!product) throw new Error(`${shop.name}: no product on /nl/products`);
  const detail = await (await onShop(page, shop, product, session)).answer.text();
  const variantId = /name="variantId" value="(\d+)"/.exec(detail)?.[1];
  if (!variantId) throw new Error(`${shop.name}: no cart form on ${product}`);
  ({ session } = await onShop(page, shop, "/nl/cart", session, { intent: "add", variantId, quantity: "1", redirectTo: product }));
  await page.context().addCookies([{ name: SESSION_COOKIE, value: session, domain: shop.host, path: "/", httpOnly: true, sameSite: "Lax" }]);
  return product;
}

/** Through the checkout's first step (the demo customer's details are filled in), to the address step. */
async function toAddressStep(page: Page, shop: Shop) {
  await page.goto(hostUrl(shop.host, "/nl/checkout/gegevens"), { waitUntil: "domcontentloaded" });
  if (jsEnabled()) await waitForHydration(page);
  await page.getByRole("button", { name: "Verder naar Adres" }).click();
  await expect(page).toHaveURL(/\/nl\/checkout\/adres$/, { timeout: 10_000 });
}

/** Loaded, fonts in, hydrated (with JavaScript), and two frames drawn. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect.poll(() => page.evaluate(() => document.fonts.status), { message: "the fonts are loaded" }).toBe("loaded");
  if (jsEnabled()) {
    await waitForHydration(page);
    await nextFrames(page);
  }
}

/** With JavaScript, two frames (scroll handlers have run); without, no frame callback ever runs (and none is needed). */
async function nextFrames(page: Page) {
  if (jsEnabled()) await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function scrollTo(page: Page, where: "top" | "end") {
  await page.evaluate((end) => window.scrollTo(0, end ? document.documentElement.scrollHeight : 0), where === "end");
  await nextFrames(page);
}

/** Everything the look finds wrong on the page as it is now, by check. */
async function look(page: Page): Promise<Record<string, string[]>> {
  await scrollTo(page, "top");
  // Carousels and tickers caught mid-move are not clipped text: every animation to a resting state.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.pause(); // an endless one (a pulse): back to its start
        animation.currentTime = 0;
      }
    }
  });
  const found: Record<string, string[]> = {
    "header vs promo rows": overlapFindings(await overlaps(page, CHROME.header, CHROME.promoRows)),
    "header and promo rows vs the h1": overlapFindings(await overlaps(page, `${CHROME.header}, ${CHROME.promoRows}`, CHROME.firstHeading)),
    // No floating widget over the first screen (ADR 0035): the purchase's pages leave them out, and
    // elsewhere they wait while a page that scrolls is at its top. As the page scrolls a floating button
    // passes over it (as any does); the space reserved at the page's end (checked below) lets every
    // control come out from under it.
    "floating widgets vs the first screen": overlapFindings(
      await overlaps(page, "[data-sticky-help], a[data-launcher], [data-wheel-launcher]", `${CHROME.controls}, ${CHROME.firstHeading}`, {
        withinViewport: true,
      }),
    ),
    "wider than the viewport": wideFindings(await tooWide(page)),
    "clipped text": await clippedText(page),
  };
  await scrollTo(page, "end");
  found["floating widgets and cookie banner vs main content (end of page)"] = overlapFindings(
    await overlaps(page, CHROME.floating, CHROME.controls, { withinViewport: true }),
  );
  await scrollTo(page, "top");
  return found;
}

/** LOOK_PAGES=home,bag runs only those pages (with -g "<Shop>" for one shop, or "<Shop> .*390px"). */
const ONLY = process.env.LOOK_PAGES?.split(",").map((name) => name.trim());
const pages = Object.entries(PAGES).filter(([name]) => !ONLY || ONLY.includes(name) || (name === "products" && ONLY.includes("menu")));

/** Pairs of the drawer's items drawn over each other, each pair once. */
async function drawerFindings(page: Page): Promise<Record<string, string[]>> {
  const items = "[data-drawer] > :not(summary) :is(a[href], summary, button, input, select, h2, h3, p, li > span)";
  const seen = new Set<string>();
  const pairs = (await overlaps(page, items, items)).filter((o) => {
    const key = [o.above, o.below].sort().join("|");
    return !seen.has(key) && !!seen.add(key);
  });
  return {
    "menu items vs each other": overlapFindings(pairs, "overlaps"),
    "menu items off the screen": (await offScreen(page, "[data-drawer] :is(a[href], summary, button, input)")).map((e) => `off the screen: ${e}`),
    "menu items run together": await runTogether(page, "[data-drawer] > :not(summary) :is(a[href], summary)"),
    "menu wider than the viewport": wideFindings(await tooWide(page)),
    "menu clipped text": await clippedText(page),
  };
}

/** Every screenshot with LOOK_SHOTS=1; otherwise only of a page whose checks just failed. */
async function screenshot(page: Page, name: string, fullPage: boolean, errorsBefore: number) {
  const testInfo = test.info();
  if (!process.env.LOOK_SHOTS && testInfo.errors.length === errorsBefore) return;
  const file = path.join(OUT, testInfo.project.name, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: "image/png" });
}

// One test per shop and width (a failed test restarts the worker: per page that would cost a sign-in
// each); each page is a step, and every check a soft assertion naming shop, width, page and check.
for (const shop of SHOPS) {
  for (const viewport of VIEWPORTS) {
    test(`${shop.name} ${shop.theme} ${viewport.width}px`, async ({ browser }, testInfo) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({
        viewport,
        javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
        // The newsletter popup closed; the cookie choice only while signing in (it is dropped below).
        storageState: { cookies: shopCookies({ etalage_consent: "v1.necessary", etalage_newsletter_popup: "closed" }, [shop.host]), origins: [] },
      });
      const page = await context.newPage();
      let product = "";
      await test.step("sign in, a product in the bag, the checkout's first step", async () => {
        product = await signedInWithABag(page, shop);
        await toAddressStep(page, shop);
        await context.clearCookies({ name: "etalage_consent" });
      });

      const label = `${shop.name.toLowerCase()}-${viewport.width}`;
      for (const [name, pathOf] of pages) {
        await test.step(name, async () => {
          await page.goto(hostUrl(shop.host, pathOf(product, shop)), { waitUntil: "domcontentloaded" });
          await settle(page);
          const errorsBefore = testInfo.errors.length;
          await expect.soft(page.locator("[data-consent-banner]"), `${name}: the cookie banner shows (no choice made yet)`).toBeVisible();
          for (const [check, findings] of Object.entries(await look(page))) {
            expect.soft(findings, `${shop.name} ${viewport.width}px ${name}: ${check} (${new URL(page.url()).pathname})`).toEqual([]);
          }
          await screenshot(page, `${label}-${name}`, true, errorsBefore);
        });
        // The menu as it opens over the products page (a drawer on phones; on Stadsbazaar also on desktops).
        const toggle = page.locator("[data-drawer] > summary");
        if (name === "products" && (await toggle.isVisible())) {
          await test.step("menu", async () => {
            await toggle.click();
            await expect(page.locator("[data-drawer]")).toHaveAttribute("open", "");
            await nextFrames(page);
            const errorsBefore = testInfo.errors.length;
            for (const [check, findings] of Object.entries(await drawerFindings(page))) {
              expect.soft(findings, `${shop.name} ${viewport.width}px menu: ${check}`).toEqual([]);
            }
            await screenshot(page, `${label}-menu`, false, errorsBefore);
          });
        }
      }
      await context.close();
    });
  }
}
