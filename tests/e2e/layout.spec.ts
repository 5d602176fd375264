import { axeBuilder } from "./axe";
import { expect, type Page, test } from "@playwright/test";
import {
  baseUrl,
  currentPath,
  expectLang,
  hostUrl,
  jsEnabled,
  mainNavigation,
  NOORDZEE,
  onHost,
  open,
  primaryColour,
  SEED,
  servedPrimaryColour,
  STADSBAZAAR,
  waitForHydration,
} from "./support";

// The global layout (header, footer, document head) as a shopper and a search engine see it.

test.describe("header", () => {
  test("shows the logo link, the menu, the language switch, wishlist, cart and account (Dutch)", async ({ page }) => {
    await open(page, "/nl/home");
    const header = page.getByRole("banner");
    const logo = header.getByRole("link", { name: new RegExp(NOORDZEE.name) });
    await expect(logo).toHaveAttribute("href", "/nl/home");
    await expect(logo.locator("img")).toHaveAttribute("src", SEED.noordzee.logo);

    const nav = mainNavigation(page, "nl");
    for (const item of SEED.noordzee.menu) {
      await expect(nav.getByRole("link", { name: item.nl, exact: true })).toHaveAttribute("href", item.href("nl"));
    }

    const languages = header.getByRole("navigation", { name: "Kies een taal" });
    await expect(languages.getByRole("link", { name: "Nederlands" })).toHaveAttribute("aria-current", "true");
    await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/home");

    await expect(header.getByRole("link", { name: /^Verlanglijst/ })).toHaveAttribute("href", "/nl/wishlist");
    await expect(header.getByRole("link", { name: /^Winkelmand/ })).toHaveAttribute("href", "/nl/shopping-bag");
    await expect(header.getByRole("link", { name: /^Inloggen/ })).toHaveAttribute("href", "/nl/auth/login");
  });

  test("is in English on /en", async ({ page }) => {
    await open(page, "/en/home");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: new RegExp(`${NOORDZEE.name} – go to the home page`) })).toHaveAttribute("href", "/en/home");
    const nav = mainNavigation(page, "en");
    for (const item of SEED.noordzee.menu) {
      await expect(nav.getByRole("link", { name: item.en, exact: true })).toHaveAttribute("href", item.href("en"));
    }
    await expect(header.getByRole("link", { name: /^Wishlist/ })).toHaveAttribute("href", "/en/wishlist");
    await expect(header.getByRole("link", { name: /^Shopping bag/ })).toHaveAttribute("href", "/en/shopping-bag");
    await expect(header.getByRole("link", { name: /^Sign in/ })).toHaveAttribute("href", "/en/auth/login");
  });

  test("a menu link opens its page", async ({ page }) => {
    await open(page, "/nl/home");
    const item = SEED.noordzee.menu[0];
    await mainNavigation(page, "nl").getByRole("link", { name: item.nl, exact: true }).click();
    await expect(page).toHaveURL(new URL(item.href("nl"), baseUrl()).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.heading.nl);
  });
});

test.describe("footer", () => {
  test("shows the store details", async ({ page }) => {
    await open(page, "/nl/home");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("img", { name: NOORDZEE.name })).toBeVisible();
    await expect(footer.locator("address")).toContainText(NOORDZEE.name);
    await expect(footer.locator("address")).toContainText(SEED.noordzee.city);
    await expect(footer).toContainText(`KVK: ${SEED.noordzee.kvk}`);
    await expect(footer).toContainText(`BTW Nr.: ${SEED.noordzee.vat}`);
  });

  const legal = [
    ["Algemene voorwaarden", "algemene-voorwaarden"],
    ["Privacybeleid", "privacy-policy"],
    ["Retourbeleid", "returns-policy"],
    ["Klachten", "complaints"],
  ] as const;

  test("the four legal links open their CMS pages", async ({ page }) => {
    for (const [label, key] of legal) {
      await test.step(label, async () => {
        await open(page, "/nl/home");
        if (jsEnabled()) await waitForHydration(page);
        const link = page.getByRole("contentinfo").getByRole("link", { name: label, exact: true });
        await expect(link).toHaveAttribute("href", `/nl/pagina/${key}`);
        await link.click();
        await expect(page).toHaveURL(new URL(`/nl/pagina/${key}`, baseUrl()).href);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEED.legal[key].nl);
      });
    }
  });
});

test.describe("footer of each demo shop", () => {
  test("Noordzee: contact block, social links, quick-contact tiles, payment icons, no branch hint, no extra logos", async ({ page }) => {
    await open(page, "/nl/home");
    const footer = page.getByRole("contentinfo");
    const address = footer.locator("address");
    await expect(address.getByRole("link", { name: "070 362 48 15" })).toHaveAttribute("href", "tel:0703624815");
    await expect(address.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    const socials = footer.getByRole("list", { name: "Volg ons" });
    await expect(socials.getByRole("link")).toHaveText(["Facebook", "Instagram", "TikTok"]);
    await expect(socials.getByRole("link", { name: "TikTok" })).toHaveAttribute("href", "https://www.tiktok.com/@noordzeemode");
    // The contact form setting is 'true': the quick-contact tiles lead to phone, mail and the contact page.
    await expect(footer.getByRole("heading", { name: "Direct contact" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Bel ons" })).toHaveAttribute("href", "tel:0703624815");
    await expect(footer.getByRole("link", { name: "Stel je vraag" })).toHaveAttribute("href", "/nl/contact");
    await expect(footer.getByRole("heading", { name: "Betaalmethoden" })).toBeVisible();
    // The payment methods as their marks: an image named by each method, drawn (its symbol in the
    // sprite found: the drawing has a size), 38 × 24.
    for (const name of ["iDEAL", "Bancontact", "Visa", "Mastercard", "PayPal", "Klarna"]) {
      const mark = footer.getByRole("img", { name, exact: true });
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toBeVisible();
      await expect.poll(() => mark.evaluate((svg) => (svg.querySelector("use") as SVGUseElement).getBBox().width)).toBeGreaterThan(30);
      expect(await mark.boundingBox()).toMatchObject({ width: 38, height: 24 });
    }
    await expect(footer.getByText(/Je vindt ons in/)).toHaveCount(0);
    await expect(footer.locator('img[alt=""]')).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Mijn account" })).toHaveAttribute("href", "/nl/account");
  });

  test("Stadsbazaar: branch hint, extra logos, no contact tiles, no TikTok, readable on the primary colour", async ({ page }) => {
    await page.goto(hostUrl(STADSBAZAAR.host, "/nl/home"));
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Je vindt ons in 3 winkels.")).toBeVisible();
    // The extra logos are content, each with its name from the setting (issue 19).
    await expect(footer.locator('img[alt=""]')).toHaveCount(0);
    const logo = footer.getByRole("img", { name: "Veilig betalen, SSL-beveiligd" });
    await expect(logo).toHaveAttribute("src", "/media/stadsbazaar/footer/veilig-betalen.svg");
    await expect(footer.getByRole("img", { name: "Duurzaam verpakt, 100% gerecycled" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Direct contact" })).toHaveCount(0);
    await expect(footer.getByRole("list", { name: "Volg ons" }).getByRole("link")).toHaveText(["Facebook", "Instagram"]);
    await expect(footer).toContainText("KVK: 80123457");
    await expect(footer).toContainText("BTW Nr.: NL861234567B01");
    await expect(footer).toHaveCSS("background-color", "rgb(138, 44, 59)");
    await expect(footer).toHaveCSS("color", "rgb(255, 255, 255)");
  });

  test("the quick-contact tile opens the contact page", async ({ page }) => {
    await open(page, "/nl/home");
    if (jsEnabled()) await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Stel je vraag" }).click();
    await expect(page).toHaveURL(new URL("/nl/contact", baseUrl()).href);
  });

  for (const [width, columns] of [
    [1280, 5],
    [390, 1],
  ] as const) {
    test(`${width} px wide: ${columns} column(s)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, "/nl/home");
      // Without scripts the document is ready before its stylesheets: measure once they have loaded.
      await page.waitForLoadState("load");
      const grid = page.getByRole("contentinfo").locator("> div").first();
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(" ")).toHaveLength(columns);
    });
  }

  test("both footers are accessible (axe, JavaScript on)", async ({ page }) => {
    test.skip(!jsEnabled(), "axe needs scripts in the page");
    for (const url of [new URL("/nl/home", baseUrl()).href, hostUrl(STADSBAZAAR.host, "/nl/home")]) {
      await page.goto(url);
      const results = await axeBuilder(page).include("footer").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html ?? ""}`)).toEqual([]);
    }
  });
});

test.describe("languages", () => {
  test("the language switch shows the same page in English", async ({ page }) => {
    await open(page, "/nl/pagina/privacy-policy");
    if (jsEnabled()) await waitForHydration(page);
    await expectLang(page, "nl");
    await page.getByRole("navigation", { name: "Kies een taal" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new URL("/en/pagina/privacy-policy", baseUrl()).href);
    await expectLang(page, "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(SEED.legal["privacy-policy"].en);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", "/en/pagina/algemene-voorwaarden");
    await expect(page.getByRole("navigation", { name: "Choose a language" }).getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("Skip to content")).toBeAttached();
  });

  test("canonical and alternate links name every language plus x-default", async ({ page }) => {
    await open(page, "/nl/pagina/privacy-policy");
    await expectLanguageLinks(page, "/pagina/privacy-policy", "nl");
  });

  test("the head and <html lang> follow a navigation", async ({ page }) => {
    await open(page, "/nl/home");
    await expectLanguageLinks(page, "/home", "nl");
    if (jsEnabled()) await waitForHydration(page);
    const item = SEED.noordzee.menu[0];
    await mainNavigation(page, "nl").getByRole("link", { name: item.nl, exact: true }).click();
    await expect(page).toHaveURL(new URL(item.href("nl"), baseUrl()).href);
    await expectLanguageLinks(page, item.href("nl").replace(/^\/nl/, ""), "nl");

    await page.getByRole("navigation", { name: "Kies een taal" }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new URL(item.href("en"), baseUrl()).href);
    await expectLang(page, "en");
    await expectLanguageLinks(page, item.href("en").replace(/^\/en/, ""), "en");
  });
});

test.describe("links", () => {
  for (const tenant of [NOORDZEE, STADSBAZAAR]) {
    test(`${tenant.name}: every internal link of the home page (menu, blocks, footer) leads to a page`, async ({ page, request }) => {
      await open(page, hostUrl(tenant.host, "/nl/home"));
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const internal = [...new Set(hrefs)].filter((href) => !href.startsWith("/media/"));
      expect(internal.length, "the home page links to the shop's pages").toBeGreaterThan(10);
      const broken: string[] = [];
      for (const href of internal) {
        const { url, headers } = onHost(tenant.host, href);
        const response = await request.get(url, { headers });
        if (response.status() !== 200) broken.push(`${href} → ${response.status()} (${currentPathOf(response.url())})`);
      }
      expect(broken, `links that do not lead to a page:\n${broken.join("\n")}`).toEqual([]);
    });
  }
});

test.describe("two tenants", () => {
  test("each shop has its own colour, name and logo", async ({ page }) => {
    await open(page, "/nl/home");
    expect(await primaryColour(page)).toBe(NOORDZEE.primary);
    expect(await servedPrimaryColour(page)).toBe(NOORDZEE.primary);
    await expect(page).toHaveTitle(new RegExp(NOORDZEE.name));
    const noordzeeLogo = await page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(NOORDZEE.name) })
      .locator("img")
      .getAttribute("src");

    await open(page, hostUrl(STADSBAZAAR.host, "/nl/home"));
    expect(await primaryColour(page)).toBe(STADSBAZAAR.primary);
    expect(await servedPrimaryColour(page)).toBe(STADSBAZAAR.primary);
    await expect(page).toHaveTitle(new RegExp(STADSBAZAAR.name));
    const logo = page.getByRole("banner").getByRole("link", { name: new RegExp(STADSBAZAAR.name) });
    await expect(logo).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(STADSBAZAAR.name);
    await expect(page.getByRole("contentinfo")).not.toContainText(NOORDZEE.name);
    await expect(page.locator("body")).not.toContainText(NOORDZEE.name);
    const stadsbazaarLogo = await logo.locator("img").getAttribute("src");
    expect(stadsbazaarLogo).toBeTruthy();
    expect(stadsbazaarLogo).not.toBe(noordzeeLogo);
  });

  test("the logos load", async ({ page }) => {
    const loaded = new Map<string, { status: number; type: string }>();
    page.on("response", (response) => loaded.set(response.url(), { status: response.status(), type: response.headers()["content-type"] ?? "" }));
    for (const host of [NOORDZEE.host, STADSBAZAAR.host]) {
      await open(page, hostUrl(host, "/nl/home"));
      await page.waitForLoadState("load");
      const src = await page.getByRole("banner").locator("a img").first().getAttribute("src");
      expect(src, host).toBeTruthy();
      const logo = loaded.get(new URL(src ?? "", page.url()).href);
      expect(logo, `${host} loaded its logo ${src}`).toBeDefined();
      expect(logo?.status).toBe(200);
      expect(logo?.type).toMatch(/^image\//);
    }
  });
});

/** canonical = this page in `language`; one alternate per language plus x-default (Dutch). */
async function expectLanguageLinks(page: Page, pathWithoutLanguage: string, language: "nl" | "en") {
  const origin = new URL(page.url()).origin;
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/${language}${pathWithoutLanguage}`);
  const alternates = head.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(head.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute("href", `${origin}/nl${pathWithoutLanguage}`);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/en${pathWithoutLanguage}`);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/nl${pathWithoutLanguage}`);
  expect(currentPath(page)).toBe(`/${language}${pathWithoutLanguage}`);
}

/** The path and query of a url. */
function currentPathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
