import { expect, test } from "@playwright/test";
import { currentPath, expectLang, expectOneH1, expectScreen, open, SEED } from "./support";

// The route table (storefront-cart-checkout-routing.md §2) as a shopper meets it: where each address
// ends up, with which status, and that every screen is a finished page (one h1, no placeholders).

test.describe("redirects of the route table", () => {
  const redirects: ReadonlyArray<readonly [from: string, to: string]> = [
    ["/", "/nl/home"],
    ["/nl", "/nl/home"],
    ["/en", "/en/home"],
    ["/nl/webshop", "/nl/products"],
    ["/nl/shop/all", "/nl/products"],
    ["/nl/shop/basics", "/nl/products"],
    ["/nl/shop/musthaves", "/nl/products"],
    ["/nl/c/algemene-voorwaarden", "/nl/pagina/algemene-voorwaarden"],
    ["/en/c/privacy-policy", "/en/pagina/privacy-policy"],
    // With an empty cart the checkout sends the shopper to the shopping bag (checkout.spec.ts: with a cart).
    ["/nl/checkout", "/nl/shopping-bag"],
    ["/nl/checkout/onbekend", "/nl/shopping-bag"],
  ];

  test("old and bare paths lead to their page", async ({ page }) => {
    for (const [from, to] of redirects) {
      await test.step(`${from} → ${to}`, async () => {
        const response = await open(page, from);
        expect(currentPath(page)).toBe(to);
        expect(response.status()).toBe(200);
        await expectScreen(page);
      });
    }
  });

  test("account pages ask an anonymous shopper to sign in first, with a way back", async ({ page }) => {
    for (const path of ["/nl/account", "/nl/account/orders", "/en/account/gegevens"]) {
      await test.step(path, async () => {
        const language = path.split("/")[1] ?? "nl";
        const response = await open(page, path);
        const url = new URL(page.url());
        expect(url.pathname).toBe(`/${language}/auth/login`);
        expect(url.searchParams.get("returnUrl")).toBe(path);
        expect(response.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language === "nl" ? "Inloggen" : "Sign in");
        await expectScreen(page);
      });
    }
  });
});

test.describe("short links", () => {
  const { alias, key, title } = SEED.shortLink;

  const cases = [
    { from: `/${alias}`, language: "nl" },
    { from: `/nl/${alias}`, language: "nl" },
    { from: `/en/${alias}`, language: "en" },
  ] as const;

  test(`/${alias} leads to /{lang}/pagina/${key} in the current language`, async ({ page }) => {
    for (const { from, language } of cases) {
      await test.step(from, async () => {
        const response = await open(page, from);
        expect(currentPath(page)).toBe(`/${language}/pagina/${key}`);
        expect(response.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[language]);
        await expectLang(page, language);
      });
    }
  });

  test("an unknown alias ends on the 404 page, with status 404", async ({ page }) => {
    const response = await open(page, "/nl/bestaat-niet");
    expect(currentPath(page)).toBe("/nl/404");
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
    await expectScreen(page);
  });

  test("an unknown alias in English ends on the English 404 page", async ({ page }) => {
    const response = await open(page, "/en/does-not-exist");
    expect(currentPath(page)).toBe("/en/404");
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expectLang(page, "en");
  });
});

test.describe("unknown paths", () => {
  test("are the Dutch 404 page inside the shop's layout, with status 404", async ({ page }) => {
    for (const path of ["/xx/yy/zz", "/nl/a/b/c", "/nl/pagina/bestaat-niet", "/nl/products/bestaat-niet", "/nl/orders/1", "/nl/404"]) {
      await test.step(path, async () => {
        const response = await open(page, path);
        expect(response.status()).toBe(404);
        expect(currentPath(page)).toBe(path);
        await expectLang(page, "nl");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
        await expect(page.getByRole("main").getByRole("link", { name: "Naar de homepage", exact: true })).toHaveAttribute("href", "/nl/home");
        await expect(page.getByRole("contentinfo")).toContainText(SEED.noordzee.name);
        await expectScreen(page);
      });
    }
  });
});

test.describe("unprefixed routes render in Dutch", () => {
  const unprefixed: ReadonlyArray<readonly [path: string, heading: string]> = [
    ["/auth/login", "Inloggen"],
    ["/auth/forgot", "Wachtwoord vergeten"],
    ["/auth/reset", "Nieuw wachtwoord kiezen"],
    ["/auth/invite", "Uitnodiging accepteren"],
    ["/auth/shadow", "Schaduwsessie"],
  ];
  test("each answers 200 with its h1", async ({ page }) => {
    for (const [path, heading] of unprefixed) {
      await test.step(`${path} shows “${heading}”`, async () => {
        const response = await open(page, path);
        expect(response.status()).toBe(200);
        expect(currentPath(page)).toBe(path);
        await expectLang(page, "nl");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expectScreen(page);
      });
    }
  });
});

test.describe("every screen of the route table", () => {
  // Paths that answer 200 as they are, with the h1 the shopper reads. The targets of the redirects
  // above (/nl/home, /nl/products, /{lang}/auth/login …) are checked there, the English pages in
  // layout.spec.ts and home.spec.ts; the checkout steps, success and payment return (which need a cart
  // or an order of this browser) in checkout.spec.ts.
  const screens: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
    ["/nl/contact", "Contact"],
    [`/nl/products/${SEED.product.slug}`, SEED.product.name.nl],
    [`/nl/products/${SEED.filter.key}/${SEED.filter.value}`, `Producten: ${SEED.filter.value}`],
    [`/nl/bundles/${SEED.bundleSlug}`, "Zomerse strandlook"],
    ["/nl/pagina/privacy-policy", SEED.legal["privacy-policy"].nl],
    ["/nl/pagina/returns-policy", SEED.legal["returns-policy"].nl],
    ["/nl/pagina/complaints", SEED.legal.complaints.nl],
    ["/nl/shopping-bag", "Winkelmand"],
    ["/nl/auth/forgot", "Wachtwoord vergeten"],
    ["/nl/auth/reset", "Nieuw wachtwoord kiezen"],
    ["/nl/auth/invite", "Uitnodiging accepteren"],
    ["/nl/wishlist", "Verlanglijst"],
    [`/nl/campaign/${SEED.campaign.id}`, `Campagne: ${SEED.campaign.name.nl}`],
  ];

  test("each answers 200 with exactly one h1 and no placeholder text", async ({ page }) => {
    for (const [path, heading] of screens) {
      await test.step(path, async () => {
        const response = await open(page, path);
        expect(response.status(), path).toBe(200);
        expect(currentPath(page), path).toBe(path);
        await expectOneH1(page);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect(page.locator("body"), path).not.toContainText("TODO");
        await expectLang(page, path.split("/")[1] ?? "nl");
      });
    }
  });
});
