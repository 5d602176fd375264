import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { cartLink, jsEnabled, message, open, openPage, waitForHydration } from "./support";

// Offline use and updates (ADR 0065; storefront-cart-checkout-routing.md §4 "Service worker", §5, §9):
// the service worker registers 30000 ms after the app is stable (the page's clock is run forward; the
// production timing is untouched), keeps the offline pages, the static files and the pages seen, and a
// new version reloads the page — on the next navigation when the shopper is filling a form.
// Playwright's setOffline takes the worker's own fetches offline too (its network is watched by default
// since Playwright 1.4x; microsoft/playwright#2311 was about older versions): the offline pages below
// come from the worker's caches, not from the server.

// Every other spec blocks service workers (playwright.config.ts): here they are the subject.
// A fresh context per test, too (not the worker's reused one, ADR 0082): the Cache Storage the service
// worker fills and the context's offline switch are state Playwright's reset leaves.
test.use({ serviceWorkers: "allow", reuseContext: false });

const PRODUCT = "/nl/products/linnen-blouse";
const UNSEEN = "/nl/products/bretonse-streeptop";
const REGISTER_DELAY_MS = 30_000;

/** The registration's worker script url, or null. */
function workerScript(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.scriptURL ?? registration?.installing?.scriptURL ?? registration?.waiting?.scriptURL ?? null;
  });
}

/**
 * Open a page with the clock installed, wait until the after-hydration code has run (its module is
 * evaluated: a second import of it resolves after) and the page has loaded (the app is stable from its
 * load event on: offline.client.ts), then run the clock past 30000 ms; the worker then installs and
 * claims the page. The clock runs on again while it has not: on a busy machine the page's idle callback
 * can come after a run (ci22: the 30 s then passed in real time, after the poll had given up).
 */
async function registerWorker(page: Page, path = "/nl/home"): Promise<void> {
  await page.clock.install();
  const chunk = page.waitForResponse((response) => /\/assets\/after-hydration\.client-[\w-]+\.js$/.test(response.url()));
  await openPage(page, path);
  const url = (await chunk).url();
  await page.evaluate((u) => import(u).then(() => true), url);
  await page.waitForLoadState("load");
  const claimed = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  await page.clock.runFor(REGISTER_DELAY_MS + 1_000);
  await expect
    .poll(
      async () => {
        if (await claimed()) return true;
        await page.clock.runFor(REGISTER_DELAY_MS + 1_000);
        return claimed();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The pages the worker stored as seen: path, query and size. */
function storedPages(page: Page) {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith("etalage-pages-"));
    if (!name) return [];
    const cache = await caches.open(name);
    const pages: { path: string; bytes: number }[] = [];
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const response = await cache.match(request);
      pages.push({ path: url.pathname + url.search, bytes: Number(response?.headers.get("x-etalage-stored-bytes")) });
    }
    return pages;
  });
}

/** Lets a new version of the worker in, as a deploy would: the same code under another build's url. */
async function deployNewVersion(page: Page, query: Record<string, string> = { v: "next" }): Promise<string> {
  return page.evaluate(async (next) => {
    const current = (await navigator.serviceWorker.getRegistration())?.active?.scriptURL;
    if (!current) throw new Error("no active worker");
    const url = new URL(current);
    for (const [name, value] of Object.entries(next)) url.searchParams.set(name, value);
    await navigator.serviceWorker.register(url.pathname + url.search, { scope: "/", updateViaCache: "none" });
    return url.pathname + url.search;
  }, query);
}

/**
 * Wait until React Router knows the cart form's route (its discovery of the links and forms on the page
 * is a fetch of its own): a shopper going offline before that is another case than the one tested here.
 */
async function cartRouteKnown(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => "routes/cart" in ((window as unknown as { __reactRouterManifest?: { routes: object } }).__reactRouterManifest?.routes ?? {})),
    )
    .toBe(true);
}

/** Whether a request the worker makes itself (route discovery) reaches the server, not its offline answer. */
const workerReachesServer = (page: Page) =>
  page.evaluate(async () => {
    const version = (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? "";
    const response = await fetch(`/__manifest?paths=%2Fnl&version=${version}`).catch(() => null);
    return response?.status === 200;
  });

/** A flag on the page's window that a document load wipes. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}
/** Whether no document load happened since markDocument (one under way counts as one). */
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true).catch(() => false);
/** The script url of the worker that controls the page now. */
const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "").catch(() => "");

test.describe("with JavaScript", () => {
  test.skip(() => !jsEnabled(), "the worker is registered by the page's JavaScript");

  test("registers only once the app is stable plus 30000 ms, then keeps the offline pages of every language", async ({ page }) => {
    await page.clock.install();
    const chunk = page.waitForResponse((response) => /\/assets\/after-hydration\.client-[\w-]+\.js$/.test(response.url()));
    await openPage(page, "/nl/home");
    await page.evaluate((u) => import(u).then(() => true), (await chunk).url());
    // Stable starts at the load event (then an idle moment): a load still to come on a busy machine
    // would start the 30 s after the clock below had run (a failure once in a loaded run).
    await page.waitForLoadState("load");
    await page.clock.runFor(REGISTER_DELAY_MS - 2_000);
    expect(await workerScript(page)).toBeNull();
    await page.clock.runFor(3_000);
    await expect.poll(() => workerScript(page)).toMatch(/\/sw\.js\?v=[^&]+&worker=%2Fassets%2Fservice-worker-/);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    const offline = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith("etalage-offline-"));
      const cache = name ? await caches.open(name) : null;
      return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search).sort() : [];
    });
    expect(offline).toEqual(["/en/offline", "/en/offline?reason=cart", "/nl/offline", "/nl/offline?reason=cart"]);
  });

  test("offline: a seen product page still shows; an unseen one, by link or by address, shows the offline page", async ({ page, context }) => {
    await registerWorker(page);
    await openPage(page, PRODUCT);
    await expect.poll(async () => (await storedPages(page)).map((p) => p.path)).toContain(PRODUCT);
    // Personal pages are never stored.
    await openPage(page, "/nl/shopping-bag");
    await context.setOffline(true);

    await open(page, PRODUCT);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linnen blouse");
    await expect(page.getByRole("button", { name: "In winkelmand" })).toBeVisible();

    await open(page, UNSEEN);
    await expect(page).toHaveURL(/\/nl\/offline$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je bent offline");
    await expect(page.getByText("Deze pagina heb je nog niet bekeken")).toBeVisible();

    await open(page, "/nl/shopping-bag");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je bent offline");

    // From the seen page (hydrated, from the worker's copy), a client navigation to a page not seen: the
    // offline page, not an error page.
    await open(page, PRODUCT);
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByRole("link", { name: /naar de homepage/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je bent offline");
    await context.setOffline(false);
  });

  test("offline, a cart change says it needs a connection where the shopper acted; nothing changes, nothing is lost", async ({ page, context }) => {
    await registerWorker(page);
    await openPage(page, PRODUCT);
    await expect(cartLink(page, 0)).toBeVisible();
    await cartRouteKnown(page);
    await markDocument(page);
    await context.setOffline(true);
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(message(page, /voor een wijziging van je winkelmand heb je een internetverbinding nodig/, "alert")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linnen blouse");
    await expect(cartLink(page, 0)).toBeVisible();
    expect(await sameDocument(page), "no reload, no error page").toBe(true);

    await context.setOffline(false);
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(message(page, "Linnen blouse is toegevoegd aan je winkelmand.")).toBeVisible();
    await expect(cartLink(page, 1)).toBeVisible();
  });

  test("offline, the mini cart opens with the bag as the page knows it and says so; back online it loads the bag", async ({ page, context }) => {
    await registerWorker(page);
    await openPage(page, PRODUCT);
    await cartRouteKnown(page);
    await page.getByRole("button", { name: "In winkelmand" }).click();
    await expect(cartLink(page, 1)).toBeVisible();
    await markDocument(page);
    await context.setOffline(true);

    await cartLink(page, 1).click();
    const drawer = page.getByRole("dialog", { name: "Winkelmand" });
    await expect(drawer).toBeVisible();
    const note = drawer.getByRole("status").filter({ hasText: "Je bent offline: dit is je winkelmand zoals deze pagina hem kent." });
    await expect(note).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Linnen blouse" }).first()).toBeVisible();
    await expect(drawer.getByText("Winkelmand laden…")).toHaveCount(0);
    expect(await sameDocument(page), "no reload into the offline page").toBe(true);

    // The connection comes back while the drawer is open: the note goes, and once the connection has
    // settled the bag is loaded. (The worker's network comes back a few milliseconds after the page's
    // here: a request through it answers before the clock moves on.)
    const loaded = page.waitForResponse((response) => /\/nl\/shopping-bag\.data/.test(response.url()) && response.ok());
    await context.setOffline(false);
    await expect(note).toHaveCount(0);
    await expect.poll(() => workerReachesServer(page)).toBe(true);
    await page.clock.runFor(1_000);
    await loaded;
    await expect(drawer.getByRole("link", { name: "Linnen blouse" }).first()).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test("offline before the mini cart's code ever loaded (no worker yet): the cart link goes to the bag page, not to an error page", async ({
    page,
    context,
  }) => {
    await openPage(page, PRODUCT);
    await waitForHydration(page);
    expect(await controller(page), "no worker: the drawer's code is not kept yet").toBe("");
    await context.setOffline(true);
    const bagPage = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/nl/shopping-bag");
    await cartLink(page, 0).click();
    await bagPage;
    await expect(page.getByText("Er ging iets mis")).toHaveCount(0);
  });

  test("a new version on a page nobody is filling in: it takes over and the page reloads", async ({ page }) => {
    await registerWorker(page);
    await markDocument(page);
    const next = await deployNewVersion(page);
    await expect.poll(() => sameDocument(page), { timeout: 20_000 }).toBe(false);
    await expect(page.getByRole("main")).toBeVisible();
    await expect.poll(() => controller(page)).toContain(next);
  });

  test("a new version while the shopper is filling in a form: no reload until the next navigation, the typed text kept", async ({ page }) => {
    await registerWorker(page);
    const field = page.getByRole("contentinfo").getByLabel("Mailadres voor de nieuwsbrief");
    await field.fill("anna@example.test");
    await markDocument(page);
    const next = await deployNewVersion(page);
    // The new version took over (every page is under it now), and this page stayed as it is.
    await expect.poll(() => controller(page), { timeout: 20_000 }).toContain(next);
    expect(await sameDocument(page)).toBe(true);
    await expect(field).toHaveValue("anna@example.test");
    // The next navigation loads the new version as a document.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Winkelmand/ })
      .click();
    await expect.poll(() => sameDocument(page)).toBe(false);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Winkelmand/);
  });

  test("the seen pages' cache keeps within its size, the oldest page going first", async ({ page }) => {
    await registerWorker(page);
    const script = await deployNewVersion(page, { v: "small", cacheBytes: "1048576" });
    await expect.poll(() => controller(page), { timeout: 20_000 }).toContain(script);
    const seen: string[] = [];
    for (let i = 1; i <= 24; i++) {
      const path = `/nl/products?gezien=${i}`;
      await open(page, path);
      seen.push(path);
      await expect.poll(async () => (await storedPages(page)).map((p) => p.path)).toContain(path);
    }
    const stored = await storedPages(page);
    const total = stored.reduce((sum, p) => sum + p.bytes, 0);
    expect(total).toBeLessThanOrEqual(1_048_576);
    expect(stored.length).toBeLessThan(seen.length);
    // What is left is the newest pages seen, without a gap: the oldest went first.
    const kept = seen.filter((path) => stored.some((p) => p.path === path));
    expect(kept).toEqual(seen.slice(seen.length - kept.length));
    expect(kept.length).toBeGreaterThan(3);
  });
});

test.describe("without JavaScript", () => {
  test.skip(() => jsEnabled(), "the page without JavaScript; its worker registered on an earlier visit with JavaScript");

  test("offline, a cart change posted as a form shows the offline page that says it needs a connection", async ({ browser }) => {
    // The same browser, first with JavaScript (the worker registers), then a page without (its scripts off).
    const { baseURL, storageState } = test.info().project.use;
    const context: BrowserContext = await browser.newContext({ baseURL, storageState, javaScriptEnabled: true, serviceWorkers: "allow" });
    try {
      const withJs = await context.newPage();
      await registerWorker(withJs);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setScriptExecutionDisabled", { value: true });
      await open(page, PRODUCT);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linnen blouse");
      await context.setOffline(true);
      await page.getByRole("button", { name: "In winkelmand" }).click();
      await expect(page).toHaveURL(/\/nl\/offline\?reason=cart$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Je winkelmand is niet gewijzigd");
      await expect(page.getByText("heb je een internetverbinding nodig")).toBeVisible();
      await context.setOffline(false);
      await open(page, "/nl/shopping-bag");
      await expect(cartLink(page, 0)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
