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
    ["/en/webshop", "/en/products"],
    ["/nl/c/algemene-voorwaarden", "/nl/pagina/algemene-voorwaarden"],
    ["/en/c/privacy-policy", "/en/pagina/privacy-policy"],
    ["/nl/checkout", "/nl/checkout/gegevens"],
    ["/nl/checkout/onbekend", "/nl/checkout/gegevens"],
    ["/en/checkout", "/en/checkout/gegevens"],
  ];

  for (const [from, to] of redirects) {
    test(`${from} leads to ${to}`, async ({ page }) => {
      const response = await open(page, from);
      expect(currentPath(page)).toBe(to);
      expect(response.status()).toBe(200);
      await expectScreen(page);
    });
  }

  for (const path of ["/nl/account", "/nl/account/orders", "/en/account/gegevens"]) {
    test(`${path} asks an anonymous shopper to sign in first, with a way back`, async ({ page }) => {
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

test.describe("short links", () => {
  const { alias, key, title } = SEED.shortLink;

  test(`/${alias} (no language) leads to the CMS page in Dutch`, async ({ page }) => {
    const response = await open(page, `/${alias}`);
    expect(currentPath(page)).toBe(`/nl/pagina/${key}`);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.nl);
    await expectLang(page, "nl");
  });

  test(`/nl/${alias} leads to /nl/pagina/${key}`, async ({ page }) => {
    const response = await open(page, `/nl/${alias}`);
    expect(currentPath(page)).toBe(`/nl/pagina/${key}`);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.nl);
  });

  test(`/en/${alias} leads to the English page /en/pagina/${key}`, async ({ page }) => {
    const response = await open(page, `/en/${alias}`);
    expect(currentPath(page)).toBe(`/en/pagina/${key}`);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title.en);
    await expectLang(page, "en");
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
  for (const path of ["/xx/yy/zz", "/nl/pagina/bestaat-niet", "/nl/products/bestaat-niet", "/nl/orders/1", "/nl/a/b/c", "/Hoofdletters"]) {
    test(`${path} is the Dutch 404 page with status 404`, async ({ page }) => {
      const response = await open(page, path);
      expect(response.status()).toBe(404);
      await expectLang(page, "nl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
      await expect(page.getByRole("link", { name: "Naar de homepage" })).toHaveAttribute("href", "/nl/home");
      // The 404 page sits inside the shop's own layout.
      await expect(page.getByRole("contentinfo")).toContainText(SEED.noordzee.name);
      await expectScreen(page);
    });
  }

  test("/nl/404 itself answers 404", async ({ page }) => {
    const response = await open(page, "/nl/404");
    expect(response.status()).toBe(404);
    expect(currentPath(page)).toBe("/nl/404");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pagina niet gevonden");
  });
});

test.describe("unprefixed routes render in Dutch", () => {
  const unprefixed: ReadonlyArray<readonly [path: string, heading: string]> = [
    ["/auth/login", "Inloggen"],
    ["/auth/forgot", "Wachtwoord vergeten"],
    ["/auth/reset", "Nieuw wachtwoord kiezen"],
    ["/auth/invite", "Uitnodiging accepteren"],
    ["/auth/shadow", "Schaduwsessie"],
    ["/checkout/success", "Bedankt voor je bestelling"],
    ["/checkout/payment/return", "Betaling controleren"],
  ];
  for (const [path, heading] of unprefixed) {
    test(`${path} shows “${heading}”`, async ({ page }) => {
      const response = await open(page, path);
      expect(response.status()).toBe(200);
      expect(currentPath(page)).toBe(path);
      await expectLang(page, "nl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expectScreen(page);
    });
  }
});

test.describe("every screen of the route table", () => {
  // Paths that answer 200 as they are, with the h1 the shopper reads.
  const screens: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
    ["/nl/home", SEED.noordzee.homeHeading.nl],
    ["/en/home", SEED.noordzee.homeHeading.en],
    ["/nl/contact", "Contact"],
    ["/nl/products", "Producten"],
    ["/en/products", "Products"],
    [`/nl/products/${SEED.product.slug}`, SEED.product.name.nl],
    [`/en/products/${SEED.product.slug}`, SEED.product.name.en],
    [`/nl/products/${SEED.filter.key}/${SEED.filter.value}`, `Producten: ${SEED.filter.value}`],
    [`/nl/bundles/${SEED.bundleSlug}`, "Bundel"],
    ["/nl/cms-preview/1", "Voorbeeld: 1"],
    ["/nl/pagina/algemene-voorwaarden", SEED.legal["algemene-voorwaarden"].nl],
    ["/nl/pagina/privacy-policy", SEED.legal["privacy-policy"].nl],
    ["/nl/pagina/returns-policy", SEED.legal["returns-policy"].nl],
    ["/nl/pagina/complaints", SEED.legal.complaints.nl],
    ["/en/pagina/algemene-voorwaarden", SEED.legal["algemene-voorwaarden"].en],
    ["/nl/shopping-bag", "Winkelmand"],
    ["/en/shopping-bag", "Shopping bag"],
    ["/nl/checkout/gegevens", "Afrekenen: Gegevens"],
    ["/nl/checkout/adres", "Afrekenen: Adres"],
    ["/nl/checkout/bezorging", "Afrekenen: Bezorging"],
    ["/nl/checkout/betaling", "Afrekenen: Betaling"],
    ["/nl/checkout/samenvatting", "Afrekenen: Samenvatting"],
    ["/nl/checkout/success", "Bedankt voor je bestelling"],
    ["/nl/checkout/payment/return", "Betaling controleren"],
    ["/nl/auth/login", "Inloggen"],
    ["/en/auth/login", "Sign in"],
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
