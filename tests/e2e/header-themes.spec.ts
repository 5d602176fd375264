import { expect, type Page, test } from "@playwright/test";
import { axeBuilder } from "./axe";
import { BREIWERK, hostUrl, HUISRAAD, jsEnabled, lookShot, mainNavigation, NOORDZEE, open, STADSBAZAAR, STAPVAST, waitForHydration } from "./support";

// Issue 12: the header renders from the shop's settings, one theme per demo shop: Noordzee fancy
// (centred logo, page links in a 48 px second row with the mega menu), Stadsbazaar modern-minimal
// (hamburger mode with the fullscreen menu on a desktop), Stapvast ultimate-shape (logo left, links
// inline in a floating rounded bar), Huisraad modern-cool (links inline, the search in a row of its
// own), Breiwerk simple (a plain bar, links inline; in the checkout flow it also hides the language and
// the cart). That an unknown theme renders simple is tested in workerd (tests/integration/
// header-simple.test.ts). Each journey runs with JavaScript on and off (the projects).
//
// A page load costs the browser ten times what it costs the server (ADR 0067), so the checks that need
// the same page (shop, viewport, JavaScript, state) share one load: each is a step of one test, titled
// as the test it was, so a failure still names its check. A step that opens something (a menu, the
// search preview) closes it again for the next, and the check that follows a link away comes last.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function visit(page: Page, host: string, path: string) {
  await open(page, hostUrl(host, path));
  await page.waitForLoadState("load");
  if (jsEnabled()) await waitForHydration(page);
}

const drawerOf = (page: Page) => page.locator("header details[data-drawer]");

/** Shut the drawer a step opened, with its button as a shopper does: the next step finds it as loaded. */
async function closeDrawer(page: Page) {
  await drawerOf(page).locator(":scope > summary").click();
  await expect(drawerOf(page)).not.toHaveAttribute("open");
}

/** axe over the header (what: the overlay open in it, named in a failure). */
async function axeHeader(page: Page, what: string) {
  const results = await axeBuilder(page).include("header").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A check of a theme's own look on its home page, at one viewport, that leaves the page as it found it. */
type HomeCheck = { title: string; run: (page: Page) => Promise<void> };

// The themes' own looks, on the home page of the shop that has the theme (steps of its home page's tests).
const FANCY_HOME: HomeCheck[] = [
  {
    title: "Noordzee, fancy: the second row and the mega menu: the logo is centred, the page links sit in a 48 px row below the bar",
    run: async (page) => {
      const logo = page.getByRole("banner").getByRole("link", { name: /Noordzee Mode – naar de homepage/ });
      const box = (await logo.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - DESKTOP.width / 2)).toBeLessThan(40);
      const row = page.locator("header > nav");
      await expect(row).toBeVisible();
      expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      await expect(row.getByRole("link", { name: "Dames", exact: true })).toBeVisible();
      // The latest campaign first (ADR 0061), then the fancy mega menu: 4 pages on the left, then the right ones (Sale, Over ons).
      await expect(row.locator(":scope > ul > li > a")).toHaveText(["Campagne: Zomersale", "Nieuw", "Dames", "Heren", "Accessoires", "Sale", "Over ons"]);
    },
  },
  {
    title: "Noordzee, fancy: the second row and the mega menu: a dropdown opens on hover and closes after the pointer leaves",
    run: async (page) => {
      const row = page.locator("header > nav");
      const overhemden = row.getByRole("link", { name: "Overhemden", exact: true });
      await row.getByRole("link", { name: "Heren", exact: true }).hover();
      await expect(overhemden).toBeVisible();
      await page.mouse.move(5, 700);
      await expect(overhemden).toBeHidden();
    },
  },
];

const HAMBURGER_HOME: HomeCheck[] = [
  {
    title: "Stadsbazaar, hamburger mode: the social links show (the shop set facebook and instagram, not tiktok)",
    run: async (page) => {
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://www.instagram.com/stadsbazaar");
      await expect(header.getByRole("link", { name: "Facebook" })).toHaveAttribute("target", "_blank");
      await expect(header.getByRole("link", { name: "TikTok" })).toHaveCount(0);
    },
  },
];

const ULTIMATE_SHAPE_HOME: HomeCheck[] = [
  {
    title: "Stapvast, ultimate-shape: the logo and the links share one floating bar: the logo sits left with the links inline beside it, in a rounded bar",
    run: async (page) => {
      const bar = page.locator("header > div");
      const logoLink = page.getByRole("banner").getByRole("link", { name: /Stapvast – naar de homepage/ });
      const tassenLink = mainNavigation(page).getByRole("link", { name: "Tassen", exact: true });
      // Polled: on a loaded machine (CI) the bar was once measured before it had settled (a row apart).
      await expect
        .poll(async () => {
          const [logo, tassen] = [(await logoLink.boundingBox())!, (await tassenLink.boundingBox())!];
          return Math.abs(tassen.y + tassen.height / 2 - (logo.y + logo.height / 2));
        })
        .toBeLessThan(6);
      const logo = (await logoLink.boundingBox())!;
      const tassen = (await tassenLink.boundingBox())!;
      expect(logo.x).toBeLessThan(DESKTOP.width / 4);
      expect(tassen.x).toBeGreaterThan(logo.x + logo.width);
      expect(await bar.evaluate((el) => Number.parseFloat(getComputedStyle(el).borderTopLeftRadius))).toBeGreaterThan(10);
      await expect(page.locator("header > nav")).toHaveCount(0);
    },
  },
];

/** Huisraad's search row, at the viewport of the test it is a step of. */
const searchRow = (viewport: { width: number }): HomeCheck => ({
  title: `Huisraad, modern-cool: on a desktop and a phone the search sits in the row under the bar (at ${viewport.width} px)`,
  run: async (page) => {
    const search = page.locator("header > nav #header-search");
    await expect(search).toBeVisible();
    const bar = (await page.locator("header > div").boundingBox())!;
    expect((await search.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  },
});

/** A menu entry as the shopper sees it, and the path it leads to. */
type Entry = { name: string; path: RegExp };

/**
 * One row per theme a demo shop has. Desktop: a top link, and a dropdown (its parent, a child) — or,
 * in hamburger mode, a link of the menu behind the menu button. Phone: the drawer's fold (an entry
 * without a page that toggles, or an entry with a page whose children are always open) and a link.
 */
const THEMES: {
  theme: string;
  shop: { host: string; name: string };
  desktop: { links: { top: Entry; parent: string; child: Entry } } | { hamburger: Entry };
  drawer: { toggle?: string; openChild: Entry; link: Entry };
  /** A query of at least 2 characters and a product it finds. */
  search: { query: string; product: string };
  /** The theme's own look on the home page, at each viewport. */
  home?: { desktop?: HomeCheck[]; phone?: HomeCheck[] };
}[] = [
  {
    theme: "fancy",
    shop: NOORDZEE,
    desktop: {
      links: {
        top: { name: "Sale", path: /\/nl\/products\/tag\/sale$/ },
        parent: "Dames",
        child: { name: "Jurken", path: /\/nl\/products\/category\/jurken$/ },
      },
    },
    drawer: { openChild: { name: "Jurken", path: /\/nl\/products\/category\/jurken$/ }, link: { name: "Sale", path: /\/nl\/products\/tag\/sale$/ } },
    search: { query: "linnen", product: "Linnen blouse" },
    home: { desktop: FANCY_HOME },
  },
  {
    theme: "modern-minimal",
    shop: STADSBAZAAR,
    desktop: { hamburger: { name: "Wonen", path: /\/nl\/products\/category\/wonen$/ } },
    drawer: { openChild: { name: "Decoratie", path: /\/nl\/products\/category\/decoratie$/ }, link: { name: "Sale", path: /\/nl\/products\/tag\/sale$/ } },
    search: { query: "hoodie", product: "Hoodie Oost" },
    home: { desktop: HAMBURGER_HOME },
  },
  {
    theme: "ultimate-shape",
    shop: STAPVAST,
    desktop: {
      links: {
        top: { name: "Tassen", path: /\/nl\/products\/category\/tassen$/ },
        parent: "Schoenen",
        child: { name: "Sneakers", path: /\/nl\/products\/category\/sneakers$/ },
      },
    },
    drawer: {
      toggle: "Klantenservice",
      openChild: { name: "Retourneren", path: /\/nl\/pagina\/returns-policy$/ },
      link: { name: "Accessoires", path: /\/nl\/products\/category\/accessoires$/ },
    },
    search: { query: "sneaker", product: "Canvas sneaker laag" },
    home: { desktop: ULTIMATE_SHAPE_HOME },
  },
  {
    theme: "modern-cool",
    shop: HUISRAAD,
    desktop: {
      links: {
        top: { name: "Papier", path: /\/nl\/products\/category\/papier$/ },
        parent: "Wonen",
        child: { name: "Kussens & plaids", path: /\/nl\/products\/category\/kussens-plaids$/ },
      },
    },
    drawer: {
      toggle: "Klantenservice",
      openChild: { name: "Contact", path: /\/nl\/pagina\/contact-info$/ },
      link: { name: "Keuken", path: /\/nl\/products\/category\/keuken$/ },
    },
    search: { query: "vaas", product: "Vaas Bol" },
    home: { desktop: [searchRow(DESKTOP)], phone: [searchRow(PHONE)] },
  },
  {
    theme: "simple",
    shop: BREIWERK,
    desktop: {
      links: {
        top: { name: "Truien", path: /\/nl\/products\/category\/truien$/ },
        parent: "Accessoires",
        child: { name: "Mutsen", path: /\/nl\/products\/category\/mutsen$/ },
      },
    },
    drawer: {
      toggle: "Klantenservice",
      openChild: { name: "Retourneren", path: /\/nl\/pagina\/returns-policy$/ },
      link: { name: "Vesten", path: /\/nl\/products\/category\/vesten$/ },
    },
    search: { query: "kabeltrui", product: "Kabeltrui" },
  },
];

for (const { theme, shop, desktop, drawer: fold, search, home } of THEMES) {
  // The checkout flow's simple view hides the language and the cart as well (§2 "Checkout-flow pages").
  const simpleView = theme === "simple";
  test.describe(`${theme} (${shop.name})`, () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const phone = viewport === PHONE;

      test(`at ${viewport.width} px: the shopping bag's header, then on the overview the header's screenshot and axe, axe with its ${phone ? "drawer open, and the drawer's folds" : "menu open"}`, async ({
        page,
      }, info) => {
        // Several pages and up to two axe runs (axe over a whole open menu takes long on a busy machine).
        test.slow();
        await page.setViewportSize(viewport);
        const header = page.getByRole("banner");
        const drawer = drawerOf(page);

        // It ends on the overview (/nl/products), freshly loaded, which the steps after it use.
        await test.step(`at ${viewport.width} px the shopping bag has the checkout-flow header: no search, wishlist or account${simpleView ? ", language or cart" : ""}, in the bar and the phone's menu`, async () => {
          await visit(page, shop.host, "/nl/shopping-bag");
          const cart = header.getByRole("link", { name: /^Winkelmand/ });
          // The language switch of the bar (on a phone the themes keep it in the closed drawer).
          const languages = header.getByRole("navigation", { name: "Kies een taal" }).filter({ visible: true });
          // Hidden, not gone: a client navigation out of the checkout flow shows them again (ADR 0072).
          await expect(page.locator("#header-search:visible")).toHaveCount(0);
          await expect(header.getByRole("link", { name: /^Verlanglijst/ })).toBeHidden();
          await expect(header.getByRole("link", { name: /^Inloggen/ })).toHaveCount(0);
          if (simpleView) {
            await expect(cart).toHaveCount(0);
            await expect(languages).toHaveCount(0);
          } else {
            await expect(cart).toBeVisible();
            if (viewport === DESKTOP) await expect(languages).toHaveCount(1);
          }
          // The phone's menu leaves out the same: no wishlist entry (nor, simple, the languages).
          if (viewport === PHONE) {
            await drawer.locator(":scope > summary").click();
            await expect(drawer.getByRole("link", { name: /^Verlanglijst/ })).toHaveCount(0);
            await expect(drawer.getByRole("navigation", { name: "Kies een taal" })).toHaveCount(simpleView ? 0 : 1);
          }
          // Elsewhere all of them show.
          await visit(page, shop.host, "/nl/products");
          await expect(page.locator("#header-search")).toBeVisible();
          await expect(header.getByRole("link", { name: /^Inloggen/ })).toBeVisible();
          await expect(header.getByRole("link", { name: /^Verlanglijst/ }).filter({ visible: true })).toHaveCount(1);
          await expect(cart).toBeVisible();
          if (viewport === DESKTOP) await expect(languages).toHaveCount(1);
          if (viewport === PHONE) {
            await drawer.locator(":scope > summary").click();
            await expect(drawer.getByRole("link", { name: /^Verlanglijst/ })).toBeVisible();
            await expect(drawer.getByRole("navigation", { name: "Kies een taal" })).toBeVisible();
          }
        });
        if (phone) await closeDrawer(page);

        await test.step(`at ${viewport.width} px: axe finds nothing serious in the whole header`, async (step) => {
          // With LOOK_SHOTS=1, the header's screenshot (test-results/…/header-*.png): each theme on both viewports.
          await lookShot(header, `header ${theme} (${shop.name}) ${viewport.width}`, { path: info.outputPath(`header-${theme}-${viewport.width}.png`) });
          step.skip(!jsEnabled(), "axe needs scripts in the page");
          const results = await axeBuilder(page).include("header").analyze();
          const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        });

        // Issue 19: axe with each of the header's overlays open, colour contrast included.
        if (phone) {
          await test.step("axe with the header's overlays open: the phone's menu (390 px)", async (step) => {
            step.skip(!jsEnabled(), "axe needs scripts in the page");
            await drawer.locator(":scope > summary").click();
            await expect(drawer.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
            await axeHeader(page, "drawer");
          });
          if (jsEnabled()) await closeDrawer(page);

          // Last: it follows a link away.
          await test.step("on a phone: the drawer opens, folds an entry's children, and following a link closes it", async () => {
            const menu = drawer.getByRole("navigation", { name: "Hoofdmenu" });
            await expect(menu).toBeHidden();
            await drawer.locator(":scope > summary").click();
            await expect(menu).toBeVisible();
            await expect(drawer.locator(":scope > div").getByText(shop.name, { exact: true })).toBeVisible();
            const child = menu.getByRole("link", { name: fold.openChild.name, exact: true });
            if (fold.toggle) {
              // An entry without a page of its own: its children fold open and shut.
              const toggle = menu.locator("summary", { hasText: fold.toggle });
              await expect(child).toBeHidden();
              await toggle.click();
              await expect(child).toBeVisible();
              await toggle.click();
              await expect(child).toBeHidden();
              await toggle.click();
              await expect(child).toHaveAttribute("href", fold.openChild.path);
            } else {
              // An entry with a page and children: always open, its children show at once.
              await expect(child).toBeVisible();
            }
            await menu.getByRole("link", { name: fold.link.name, exact: true }).click();
            await expect(page).toHaveURL(fold.link.path);
            await expect(drawer).not.toHaveAttribute("open");
            await expect(menu).toBeHidden();
          });
        } else {
          // Last: it leaves the menu open.
          await test.step("axe with the header's overlays open: the desktop menu (1280 px): a dropdown, or the fullscreen menu", async (step) => {
            step.skip(!jsEnabled(), "axe needs scripts in the page");
            if ("links" in desktop) {
              const nav = mainNavigation(page);
              await nav.getByLabel(`Submenu ${desktop.links.parent}`).click();
              await expect(nav.getByRole("link", { name: desktop.links.child.name, exact: true })).toBeVisible();
              await axeHeader(page, "dropdown");
            } else {
              await drawer.locator(":scope > summary").click();
              await expect(drawer.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
              await axeHeader(page, "fullscreen menu");
            }
          });
        }
      });

      const ownLook = (phone ? home?.phone : home?.desktop) ?? [];
      test(`at ${viewport.width} px on the home page: ${ownLook.length > 0 ? "the theme's own look, " : ""}${phone ? "" : "axe with the search preview open, "}the header search`, async ({
        page,
      }) => {
        // axe with the search preview open takes long on a busy machine.
        if (!phone) test.slow();
        await page.setViewportSize(viewport);
        await visit(page, shop.host, "/nl/home");
        for (const check of ownLook) await test.step(check.title, () => check.run(page));
        const field = page.locator("#header-search");
        const combobox = page.getByRole("combobox", { name: "Zoek in de winkel" });
        const preview = page.getByRole("listbox", { name: "Zoekresultaten" });

        if (!phone) {
          await test.step("axe with the header's overlays open: the search preview (1280 px)", async (step) => {
            step.skip(!jsEnabled(), "axe needs scripts in the page");
            await field.click();
            await combobox.fill(search.query);
            await expect(preview.getByRole("option", { name: search.product }).first()).toBeVisible();
            await axeHeader(page, "search preview");
          });
          if (jsEnabled()) {
            // Emptied, the field closes its preview: the next step's preview is its own answer.
            await combobox.fill("");
            await expect(preview).toBeHidden();
          }
        }

        // Last: it leaves for the listing.
        await test.step(`at ${viewport.width} px the header search finds '${search.query}' in the listing (with JavaScript first in the live preview)`, async () => {
          // Where the theme keeps it: in the bar, in a row of its own or in the drawer.
          if (!(await field.isVisible())) await drawerOf(page).locator(":scope > summary").click();
          if (jsEnabled()) {
            await field.click();
            await combobox.fill(search.query);
            await expect(preview.getByRole("option", { name: search.product }).first()).toBeVisible();
            await combobox.press("Enter");
          } else {
            await field.fill(search.query);
            await field.press("Enter");
          }
          await expect(page).toHaveURL(new RegExp(`/nl/products\\?q=${search.query}$`));
          await expect(page.getByRole("main").getByRole("link", { name: search.product }).first()).toBeVisible();
        });
      });

      test(`at ${viewport.width} px the language switch keeps the path`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await visit(page, shop.host, "/nl/pagina/over-ons");
        // On a desktop the switch is in the bar; on a phone in the drawer.
        if (viewport === PHONE) await drawerOf(page).locator(":scope > summary").click();
        const switcher = page.getByRole("banner").getByRole("navigation", { name: "Kies een taal" }).filter({ visible: true });
        await switcher.getByRole("link", { name: "English" }).click();
        await expect(page).toHaveURL(/\/en\/pagina\/over-ons$/);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      });
    }

    // Each of these follows a link away from the home page: one page load each.
    test.describe("on a desktop", () => {
      test.use({ viewport: DESKTOP });

      if ("links" in desktop) {
        const { top, parent, child } = desktop.links;

        test("a top link leads to its page", async ({ page }) => {
          await visit(page, shop.host, "/nl/home");
          await mainNavigation(page).getByRole("link", { name: top.name, exact: true }).click();
          await expect(page).toHaveURL(top.path);
        });

        test("a dropdown opens by keyboard (its <details>), and its link leads on", async ({ page }) => {
          await visit(page, shop.host, "/nl/home");
          const nav = mainNavigation(page);
          const link = nav.getByRole("link", { name: child.name, exact: true });
          await expect(link).toBeHidden();
          await nav.getByRole("link", { name: parent, exact: true }).focus();
          await page.keyboard.press("Tab");
          await expect(nav.getByLabel(`Submenu ${parent}`)).toBeFocused();
          await page.keyboard.press("Enter");
          await expect(link).toBeVisible();
          await page.keyboard.press("Tab");
          await expect(link).toBeFocused();
          await page.keyboard.press("Enter");
          await expect(page).toHaveURL(child.path);
        });
      } else {
        const entry = desktop.hamburger;

        test("the menu button opens the menu by keyboard; choosing a link closes it", async ({ page }) => {
          await visit(page, shop.host, "/nl/home");
          const drawer = drawerOf(page);
          const menu = drawer.getByRole("navigation", { name: "Hoofdmenu" });
          await expect(menu).toBeHidden();
          await drawer.locator(":scope > summary").focus();
          await page.keyboard.press("Enter");
          await expect(menu).toBeVisible();
          await menu.getByRole("link", { name: entry.name, exact: true }).click();
          await expect(page).toHaveURL(entry.path);
          await expect(menu).toBeHidden();
        });
      }
    });
  });
}

test.describe("Stadsbazaar, hamburger mode: the fullscreen menu", () => {
  test.use({ viewport: DESKTOP });

  test("the menu button opens the fullscreen menu; choosing a link closes it", async ({ page }) => {
    await visit(page, STADSBAZAAR.host, "/nl/home");
    const drawer = drawerOf(page);
    const menu = drawer.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu).toBeHidden();
    await drawer.locator(":scope > summary").click();
    await expect(menu).toBeVisible();
    const panel = (await drawer.locator(":scope > div").boundingBox())!;
    expect(panel.width).toBeGreaterThanOrEqual(DESKTOP.width - 1);
    expect(panel.height).toBeGreaterThanOrEqual(DESKTOP.height - 1);
    await menu.getByRole("link", { name: "Wonen", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/products\/category\/wonen$/);
    await expect(menu).toBeHidden();
  });
});

test.describe("the drawer on a phone", () => {
  test.use({ viewport: PHONE });

  test("Stadsbazaar: title, foldable items, 'continue shopping', wishlist and languages; a language keeps the path", async ({ page }) => {
    // A product page: forward mode, where the drawer adds 'continue shopping' (§2; the overview is root).
    await visit(page, STADSBAZAAR.host, "/nl/products/t-shirt-grachtenprint");
    const drawer = drawerOf(page);
    await drawer.locator(":scope > summary").click();
    const panel = drawer.locator(":scope > div");
    await expect(panel.getByText("Stadsbazaar", { exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Verder winkelen" })).toHaveAttribute("href", "/nl/products?focus=true");
    // An item with a url and children is always open: its children show at once.
    await expect(panel.getByRole("link", { name: "Decoratie", exact: true })).toBeVisible();
    await expect(panel.getByRole("link", { name: /^Verlanglijst/ })).toBeVisible();
    await panel.getByRole("navigation", { name: "Kies een taal" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/products\/t-shirt-grachtenprint$/);
    await expect(drawer).not.toHaveAttribute("open");
  });

  test("Noordzee: the search shows in the bar, the drawer holds the pages", async ({ page }) => {
    await visit(page, NOORDZEE.host, "/nl/home");
    await expect(page.locator("#header-search")).toBeVisible();
    const drawer = drawerOf(page);
    await drawer.locator(":scope > summary").click();
    await drawer.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Sale", exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/products\/tag\/sale$/);
    await expect(drawer).not.toHaveAttribute("open");
  });
});

test.describe("the wishlist heart", () => {
  test.use({ viewport: DESKTOP });

  test("beats (600 ms) when the count grows, not on a page load, and not with reduced motion", async ({ page }) => {
    test.skip(!jsEnabled(), "without JavaScript a saved product loads a new page: nothing grows in place");
    await visit(page, NOORDZEE.host, "/nl/products/linnen-blouse");
    const heart = page.locator("header [data-i=wishlist] > a");
    await expect(heart).not.toHaveAttribute("data-grow");
    await page.getByRole("main").getByRole("button", { name: "Bewaar Linnen blouse op je verlanglijst", exact: true }).click();
    await expect(heart).toHaveAttribute("aria-label", "Verlanglijst, 1 product");
    await expect(heart).toHaveAttribute("data-grow", "");
    const animation = () => heart.locator("svg").evaluate((svg) => `${getComputedStyle(svg).animationName} ${getComputedStyle(svg).animationDuration}`);
    expect(await animation()).toMatch(/ 0\.6s$/);
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toMatch(/^none /);
    // Removing it shrinks the count: no beat.
    await page.getByRole("main").getByRole("button", { name: "Verwijder van verlanglijst: Linnen blouse", exact: true }).click();
    await expect(heart).toHaveAttribute("aria-label", "Verlanglijst, 0 producten");
    await expect(heart).not.toHaveAttribute("data-grow");
  });
});
