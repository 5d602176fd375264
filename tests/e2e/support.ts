import { expect, type Locator, type Page, type Response, test } from "@playwright/test";

/**
 * Small helpers shared by the end-to-end specs. Every spec runs twice: in the `js` project (the
 * hydrated app) and in the `no-js` project (plain HTML, links and forms only).
 */

/** The storefront's base url of this run (http://localhost:8790 unless E2E_BASE_URL says otherwise). */
export function baseUrl(): URL {
  const configured = test.info().project.use.baseURL;
  if (!configured) throw new Error("the Playwright project has no baseURL");
  return new URL(configured);
}

/** The url of `path` on another host name of the same server (stadsbazaar.localhost, onbekend.localhost …). */
export function hostUrl(host: string, path = "/"): string {
  const base = baseUrl();
  return `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}${path}`;
}

/**
 * For API requests (Playwright's request context runs in Node, which does not resolve *.localhost):
 * the loopback url of `path` plus the Host header of the shop to reach.
 */
export function onHost(host: string, path = "/"): { url: string; headers: Record<string, string> } {
  const base = baseUrl();
  return { url: `${base.protocol}//127.0.0.1:${base.port}${path}`, headers: { host: `${host}:${base.port}` } };
}

/** The demo tenants (workers/core-api/seed/demo.sql). */
export const NOORDZEE = { host: "localhost", name: "Noordzee Mode", primary: "#1d4b54" } as const;
export const STADSBAZAAR = { host: "stadsbazaar.localhost", name: "Stadsbazaar", primary: "#8a2c3b" } as const;
/** The small demo shops, on the header themes ultimate-shape, modern-cool and simple. */
export const STAPVAST = { host: "stapvast.localhost", name: "Stapvast", primary: "#b4441c" } as const;
export const HUISRAAD = { host: "huisraad.localhost", name: "Huisraad", primary: "#2f5d9b" } as const;
export const BREIWERK = { host: "breiwerk.localhost", name: "Breiwerk", primary: "#7a3b5c" } as const;
export const DEMO_SHOP_NAMES = [NOORDZEE.name, STADSBAZAAR.name, STAPVAST.name, HUISRAAD.name, BREIWERK.name] as const;

type Texts = { nl: string; en: string };
type MenuItem = Texts & { path: string; heading: Texts; href: (language: "nl" | "en") => string };

function menuItem(nl: string, en: string, path: string, heading: Texts): MenuItem {
  return { nl, en, path, heading, href: (language) => `/${language}/${path}` };
}

/** What the demo seed (workers/core-api/seed/demo.sql) puts in the shops, as the pages show it. */
export const SEED = {
  noordzee: {
    name: NOORDZEE.name,
    logo: "/media/noordzee/logo/logo.svg",
    city: "Den Haag",
    kvk: "71234568",
    vat: "NL858912345B01",
    homeHeading: { nl: "Home", en: "Home" },
    homeTexts: {
      nl: ["Licht als de zeewind", "Shop de collectie", "Kleding met de kust in je hoofd"],
      en: ["Light as the sea breeze", "Shop the collection", "Clothing with the coast on your mind"],
    },
    /** Desktop menu items that lead to pages of the route table. */
    menu: [
      menuItem("Over ons", "About us", "pagina/over-ons", { nl: "Over ons", en: "About us" }),
      menuItem("Nieuw", "New", "products", { nl: "Producten", en: "Products" }),
    ] as const,
  },
  stadsbazaar: {
    name: STADSBAZAAR.name,
    homeHeading: { nl: "Home", en: "Home" },
    homeTexts: {
      nl: ["Welkom in de Stadsbazaar", "Ontdek de bazaar", "Van makers uit de stad", "Drie winkels, één bazaar"],
      en: ["Welcome to the Stadsbazaar", "Discover the bazaar", "From makers in the city", "Three shops, one bazaar"],
    },
    productName: "Oversized T-shirt Stadslogo",
  },
  /** The legal CMS pages (both shops), by key: their h1. */
  legal: {
    "algemene-voorwaarden": { nl: "Algemene voorwaarden", en: "Terms and conditions" },
    "privacy-policy": { nl: "Privacybeleid", en: "Privacy policy" },
    "returns-policy": { nl: "Retourbeleid", en: "Returns policy" },
    complaints: { nl: "Klachtenregeling", en: "Complaints procedure" },
  },
  shortLink: { alias: "voorwaarden", key: "algemene-voorwaarden", title: { nl: "Algemene voorwaarden", en: "Terms and conditions" } },
  /** Noordzee Mode's active products (two pages of 24). */
  productCount: 38,
  product: {
    slug: "linnen-blouse",
    name: { nl: "Linnen blouse", en: "Linen blouse" },
    price: { nl: /€\s?59,95/, en: /€59\.95/ },
  },
  filter: { key: "material", value: "linnen" },
  bundleSlug: "zomerse-strandlook",
  campaign: { id: 11, name: { nl: "Zomersale", en: "Summer sale" } },
} as const;

/** True in the `js` project, where the app hydrates and navigates on the client. */
export function jsEnabled(): boolean {
  return test.info().project.use.javaScriptEnabled !== false;
}

/**
 * Open a page and return the response of the final document (after any redirects). It waits for
 * the HTML, not for every image and script: the assertions that follow wait for what they need.
 */
export async function open(page: Page, url: string): Promise<Response> {
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  if (!response) throw new Error(`no response for ${url}`);
  return response;
}

/**
 * Clicks a control as a shopper does: scrolled to the middle of the screen first. Playwright scrolls a
 * control only just into view, and one at the bottom edge is where the floating widgets stand from the
 * first scroll on (ADR 0035): they show a frame after that scroll, after Playwright has checked what is
 * under the pointer, so the click went to Noordzee's partner launcher instead of "Uitloggen" (ci21–ci24,
 * the account page's sign-out button at the bottom of a 720 px screen).
 */
export async function clickInView(control: Locator): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await control.click();
}

/**
 * A screenshot for a person to look at, attached to the test: taken only with LOOK_SHOTS=1 (ADR 0067,
 * 0071). In `npm test` nobody opens them, and each costs the browser a frame painted and a PNG encoded;
 * a failed test gets Playwright's own screenshot (playwright.config.ts, only-on-failure).
 * `LOOK_SHOTS=1 npx playwright test <spec>` writes them to test-results/.
 */
export async function lookShot(target: Page | Locator, name: string, options: { fullPage?: boolean; path?: string } = {}): Promise<void> {
  if (!process.env.LOOK_SHOTS) return;
  const path = options.path ?? test.info().outputPath(`${name.replaceAll(/[^\w.-]+/g, "-")}.png`);
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage });
  else await target.screenshot({ path });
  await test.info().attach(name, { path, contentType: "image/png" });
}

/** The path (and query) the browser shows now. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** A page has exactly one h1 (and it is not empty). */
export async function expectOneH1(page: Page): Promise<void> {
  const h1 = page.locator("h1");
  await expect(h1).toHaveCount(1);
  await expect(h1).not.toHaveText(/^\s*$/);
}

/** No page ever shows a placeholder. */
export async function expectNoTodo(page: Page): Promise<void> {
  await expect(page.locator("body")).not.toContainText("TODO");
}

/** A finished screen: one h1, no placeholder text. */
export async function expectScreen(page: Page): Promise<void> {
  await expectOneH1(page);
  await expectNoTodo(page);
}

/** The language of the document. */
export async function expectLang(page: Page, language: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/**
 * The shop's primary colour as the browser applies it: the computed custom property on :root.
 * (Playwright's evaluate runs in the page even when the page's own scripts are disabled.)
 */
export async function primaryColour(page: Page): Promise<string> {
  const value = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--etalage-primary"));
  return value.trim().toLowerCase();
}

/** The primary colour as the served HTML sets it: the inline theme <style> (no script involved). */
export async function servedPrimaryColour(page: Page): Promise<string> {
  const html = await page.content();
  const match = /:root\s*\{[^}]*--etalage-primary\s*:\s*([^;}]+)/.exec(html);
  return (match?.[1] ?? "").trim().toLowerCase();
}

/**
 * The frames after this moment are drawn: what the page does in answer to a scroll or a resize (its
 * requestAnimationFrame callbacks) has happened, and the browser shows it. Instead of a fixed pause.
 */
export async function framesDrawn(page: Page, count = 2): Promise<void> {
  // Without JavaScript nothing of the page answers a scroll, and the browser runs no frame callbacks:
  // what it lays out is read as it is.
  if (!jsEnabled()) return;
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done));
  }, count);
}

/** Nothing in `selector` moves any more: the frames after this moment drawn, and no transition or animation running in it. */
export async function stoppedMoving(page: Page, selector: string): Promise<void> {
  await framesDrawn(page);
  // Asked from here, not waited for in the page (without JavaScript the page runs no callbacks).
  const running = (s: string) => {
    const element = document.querySelector(s);
    return element ? element.getAnimations({ subtree: true }).filter((a) => a.playState === "running").length : -1;
  };
  await expect.poll(() => page.evaluate(running, selector), { intervals: [50] }).toBe(0);
}

/**
 * With JavaScript: the router has nothing left to load (no navigation, revalidation or fetcher busy),
 * so no late answer can render the page again. Without it the loaded document is all there is.
 */
export async function routerIdle(page: Page): Promise<void> {
  if (!jsEnabled()) return;
  await page.waitForFunction(() => {
    type State = { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
    const router = (window as unknown as { __reactRouterDataRouter?: { state: State } }).__reactRouterDataRouter;
    if (!router) return false;
    const { navigation, revalidation, fetchers } = router.state;
    return navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((f) => f.state === "idle");
  });
}

/**
 * Wait until React has hydrated the document: the router exists and the header's logo link carries
 * React's props (so a click is a client-side navigation, not a document load).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter;
    // The header is the server's HTML in an element React owns (ADR 0072): its events are React's once hydrated.
    const header = document.querySelector("header");
    return !!router?.state.initialized && !!header && Object.keys(header).some((key) => key.startsWith("__reactProps"));
  });
}

/** The header's main navigation as a user finds it (the closed mobile drawer is not visible). */
export function mainNavigation(page: Page, language: "nl" | "en" = "nl") {
  return page.getByRole("banner").getByRole("navigation", { name: language === "nl" ? "Hoofdmenu" : "Main menu" });
}

// ——— Forms of the cart and wishlist contracts (cart.spec.ts, wishlist.spec.ts) ———

type ReloadFlag = { __noReload?: boolean };

/**
 * Open a page as a shopper lands on it. With JavaScript, wait for hydration and set
 * `window.__noReload`: a document load in between would wipe it (see expectNoReload).
 */
export async function openPage(page: Page, url: string): Promise<Response> {
  const response = await open(page, url);
  if (jsEnabled()) {
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as ReloadFlag).__noReload = true;
    });
  }
  return response;
}

/**
 * Scroll a little down, as a shopper starts to read: the floating widgets (help button, launcher, wheel)
 * wait while a page that scrolls is at its top, and stand from the first scroll on (ADR 0035).
 */
export async function scrollOffTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollBy(0, 200));
}

/** With JavaScript: no document load happened since openPage (window.__noReload survived). */
export async function expectNoReload(page: Page): Promise<void> {
  if (!jsEnabled()) return;
  const flag = await page.evaluate(() => (window as unknown as ReloadFlag).__noReload);
  expect(flag, "no full page reload: the form ran as a fetcher / the link navigated on the client").toBe(true);
}

/** A message about the outcome of a form: the flash message after a 303, or a fetcher's own status line. */
export function message(page: Page, text: string | RegExp, role: "status" | "alert" = "status") {
  return page.getByRole(role).filter({ hasText: text });
}

/**
 * Submit a form of the cart or wishlist contract (POST `action`, e.g. /nl/cart) by `act` (a click, Enter)
 * and check how it is answered. With JavaScript it is a fetcher: a POST to `action.data`, no document
 * load. Without, a document POST answered `303 See Other` back to the same page, which shows the outcome
 * as a flash message (`flash`, role status or alert).
 */
export async function submitForm(
  page: Page,
  action: string,
  act: () => Promise<unknown>,
  flash: { text: string | RegExp; role?: "status" | "alert" },
): Promise<void> {
  const ours = (url: string) => new URL(url).pathname.replace(/\.data$/, "") === action;
  const before = page.url();
  const posted = page.waitForRequest((request) => request.method() === "POST" && ours(request.url()));
  await act();
  const request = await posted;
  if (jsEnabled()) {
    expect(new URL(request.url()).pathname, "with JavaScript the form runs as a fetcher (a .data request)").toBe(`${action}.data`);
    await request.response();
    await expectNoReload(page);
  } else {
    const response = await request.response();
    expect(response?.status(), `POST ${action} without JavaScript answers 303 See Other`).toBe(303);
    await expect(page).toHaveURL(before);
    await expect(message(page, flash.text, flash.role)).toBeVisible();
  }
}

/** The header's cart link with its count ("Winkelmand, 1 artikel", "Winkelmand, 2 artikelen"). */
export function cartLink(page: Page, count?: number) {
  const name = count === undefined ? /^Winkelmand, \d+ artikel(en)?$/ : `Winkelmand, ${count} ${count === 1 ? "artikel" : "artikelen"}`;
  return page.getByRole("banner").getByRole("link", { name, exact: true });
}

/** The header's wishlist link with its count ("Verlanglijst, 1 product"). */
export function wishlistLink(page: Page, count?: number) {
  const name = count === undefined ? /^Verlanglijst, \d+ producten?$/ : `Verlanglijst, ${count} ${count === 1 ? "product" : "producten"}`;
  return page.getByRole("banner").getByRole("link", { name, exact: true });
}
