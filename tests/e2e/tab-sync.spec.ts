import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { demoAccount } from "./operator";
import {
  cartLink,
  clickInView,
  hostUrl,
  jsEnabled,
  lookShot,
  message,
  open,
  openPage,
  STADSBAZAAR,
  submitForm,
  waitForHydration,
  wishlistLink,
} from "./support";

// Every tab of a shop in step (issue 23, ADR 0066): two pages of one browser, a change in one (a cart,
// a wishlist, a sign-in, a sign-out) and the other's header, mini cart and account state follow without
// a reload; a page of another shop in the same browser hears nothing. With JavaScript only: a browser
// without it runs no code in any tab (each page shows the server's state when it is loaded).

const PRODUCT = { slug: "linnen-blouse", name: "Linnen blouse" } as const;
const CART = "/nl/cart";
const WISHLIST = "/nl/wishlist";

/** The header's account link: signed in ('welkom, … (Mijn account)') or not. */
function accountLink(page: Page, signedIn: boolean) {
  return page.getByRole("banner").getByRole("link", { name: signedIn ? /^welkom, .+ \(Mijn account\)$/ : "Inloggen (Niet ingelogd)" });
}

/**
 * A second tab, opened and hydrated, that must stay where it is: every document load it makes is
 * counted (a reload or a navigation would be one), and every data request it sends is kept.
 */
async function watchedTab(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await openPage(page, url);
  await page.waitForLoadState("load");
  const loads: string[] = [];
  const dataRequests: string[] = [];
  page.on("load", () => loads.push(page.url()));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  return {
    page,
    dataRequests,
    /** Still the same document, at the same url: nothing was reloaded or navigated to. */
    async stayed() {
      expect(loads, "the other tab loaded no document").toEqual([]);
      await expect(page).toHaveURL(hostUrl(new URL(page.url()).hostname, url));
      expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    },
  };
}

async function addToCart(page: Page) {
  await openPage(page, `/nl/products/${PRODUCT.slug}`);
  await submitForm(page, CART, () => page.getByRole("button", { name: "In winkelmand" }).click(), { text: `${PRODUCT.name} is toegevoegd aan je winkelmand.` });
  await expect(cartLink(page, 1)).toBeVisible();
}

function heart(page: Page, saved: boolean) {
  const name = saved ? `Verwijder van verlanglijst: ${PRODUCT.name}` : `Bewaar ${PRODUCT.name} op je verlanglijst`;
  return page.getByRole("main").getByRole("button", { name, exact: true });
}

/** Posts the heart's form as a browser without JavaScript would: a document POST, answered 303. */
async function postHeartAsDocument(page: Page) {
  const loaded = page.waitForEvent("load");
  await heart(page, true).evaluate((button) => HTMLFormElement.prototype.submit.call(button.closest("form")));
  await loaded;
  await waitForHydration(page);
}

test.describe("every tab of the shop in step", () => {
  test.beforeEach(() => test.skip(!jsEnabled(), "tabs keep each other in step with JavaScript"));

  test("a product added in one tab: the other tab's header count and open mini cart follow, without a reload", async ({ page, context }) => {
    const other = await watchedTab(context, "/nl/products");
    await expect(cartLink(other.page, 0)).toBeVisible();
    // The other tab's mini cart is open (and empty) while the first tab adds the product.
    await cartLink(other.page, 0).click();
    const drawer = other.page.getByRole("dialog", { name: "Winkelmand" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: PRODUCT.name })).toHaveCount(0);

    await addToCart(page);

    await expect(cartLink(other.page, 1)).toBeAttached();
    await expect(drawer.getByRole("link", { name: PRODUCT.name }).first()).toBeVisible();
    await other.stayed();
    await lookShot(other.page, "other-tab-mini-cart");
  });

  test("the wishlist: a heart in one tab (as a fetcher, then as a form posted without JavaScript) and the other tab's count follows", async ({
    page,
    context,
  }) => {
    const other = await watchedTab(context, "/nl/home");
    await expect(wishlistLink(other.page, 0)).toBeVisible();

    await openPage(page, `/nl/products/${PRODUCT.slug}`);
    await submitForm(page, WISHLIST, () => heart(page, false).click(), { text: "Bewaard op je verlanglijst." });
    await expect(wishlistLink(page, 1)).toBeVisible();
    await expect(wishlistLink(other.page, 1)).toBeVisible();

    // The same form posted as a document (no fetcher): the page its 303 leads to tells the other tab.
    await postHeartAsDocument(page);
    await expect(message(page, "Verwijderd van je verlanglijst.")).toBeVisible();
    await expect(wishlistLink(page, 0)).toBeVisible();
    await expect(wishlistLink(other.page, 0)).toBeVisible();
    await other.stayed();
  });

  test("signing in in one tab signs the other tab's header in; signing out signs it out", async ({ page, context }) => {
    const anna = demoAccount("anna@noordzee.test");
    const other = await watchedTab(context, "/nl/products");
    await expect(accountLink(other.page, false)).toBeVisible();

    await open(page, "/nl/auth/login");
    await page.getByLabel("E-mailadres").fill(anna.email);
    await page.getByLabel("Wachtwoord", { exact: true }).fill(anna.password);
    await page.getByRole("main").getByRole("button", { name: "Inloggen" }).click();
    await expect(accountLink(page, true)).toBeVisible();
    await expect(accountLink(other.page, true)).toBeVisible();
    await lookShot(other.page, "other-tab-signed-in");

    await open(page, "/nl/account/gegevens");
    await clickInView(page.getByRole("button", { name: "Uitloggen" }));
    await expect(message(page, "Je bent uitgelogd.")).toBeVisible();
    await expect(accountLink(other.page, false)).toBeVisible();
    await other.stayed();
  });

  test("a page of another shop in the same browser hears nothing", async ({ page, context }) => {
    const elsewhere = await watchedTab(context, "/nl/products");
    await elsewhere.page.goto(hostUrl(STADSBAZAAR.host, "/nl/products"));
    await waitForHydration(elsewhere.page);
    await expect(cartLink(elsewhere.page, 0)).toBeVisible();
    elsewhere.dataRequests.length = 0;
    // A tab of this shop, beside it, to prove a change was announced (it follows).
    const beside = await watchedTab(context, "/nl/home");

    await addToCart(page);

    await expect(cartLink(beside.page, 1)).toBeVisible();
    await expect(cartLink(elsewhere.page, 0)).toBeVisible();
    expect(elsewhere.dataRequests, "the other shop's tab revalidated nothing").toEqual([]);
  });
});
