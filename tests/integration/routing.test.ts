import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { h1, htmlLang, location, previewPath, TENANT_A, visit } from "./support";

// The route table of spec §2, row by row, as the built storefront answers it.
describe("redirects of the route table", () => {
  it.each([
    ["/", "/nl"],
    ["/nl", "/nl/home"],
    ["/en", "/en/home"],
    ["/nl/webshop", "/nl/products"],
    ["/nl/cart-checkout", "/nl/checkout"],
    ["/nl/cart-summary", "/nl/checkout/samenvatting"],
    ["/en/cart-do-payment", "/en/checkout/betaling"],
    ["/nl/cart-check-payment?id=tr_1", "/nl/checkout/payment/return?id=tr_1"],
    ["/nl/cart-payment-status", "/nl/checkout/payment/return"],
    ["/nl/shop/all", "/nl/products"],
    ["/nl/shop/basics", "/nl/products"],
    ["/en/shop/musthaves", "/en/products"],
    ["/nl/c/algemene-voorwaarden", "/nl/pagina/algemene-voorwaarden"],
    ["/nl/checkout", "/nl/checkout/gegevens"],
    ["/nl/checkout/bestaat-niet", "/nl/checkout/gegevens"],
    ["/en/account", "/en/auth/login?returnUrl=%2Fen%2Faccount"],
    ["/nl/account/orders", "/nl/auth/login?returnUrl=%2Fnl%2Faccount%2Forders"],
    ["/nl/account/subscriptions/12", "/nl/auth/login?returnUrl=%2Fnl%2Faccount%2Fsubscriptions%2F12"],
  ])("%s → %s", async (from, to) => {
    const response = await visit(from);
    expect([301, 302, 303, 307, 308]).toContain(response.status);
    expect(location(response)).toBe(to);
  });
});

/** The home page's preview with an editor's token (ADR 0060). */
const PREVIEW_101 = await previewPath(101);

describe("pages of the route table", () => {
  it.each([
    "/nl/home",
    "/en/home",
    "/nl/contact",
    "/nl/products",
    "/nl/products/material/linnen",
    "/nl/pagina/algemene-voorwaarden",
    "/nl/pagina/privacy-policy",
    "/nl/pagina/returns-policy",
    "/nl/pagina/complaints",
    PREVIEW_101,
    "/nl/shopping-bag",
    "/nl/auth/login",
    "/nl/auth/forgot",
    "/nl/auth/reset",
    "/nl/auth/invite",
    "/nl/wishlist",
    "/nl/bundles/basics-set",
    "/auth/shadow",
    "/auth/invite",
    "/auth/login",
    "/auth/forgot",
    "/auth/reset",
  ])("%s answers a page with one h1 and no TODO", async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(h1(html)).toBeTruthy();
    expect(html).not.toMatch(/TODO/i);
  });

  it.each(["/nl/checkout/gegevens", "/nl/checkout/adres", "/nl/checkout/bezorging", "/nl/checkout/betaling", "/nl/checkout/samenvatting"])(
    "%s with an empty cart goes to the shopping bag",
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(302);
      expect(location(response)).toBe("/nl/shopping-bag");
    },
  );

  it.each(["/nl/checkout/success", "/nl/checkout/payment/return", "/checkout/success", "/checkout/payment/return"])(
    "%s without an order of this browser is the 404 page",
    async (path) => {
      expect((await visit(path)).status).toBe(404);
    },
  );

  it("a product detail page shows the product", async () => {
    const product = await env.CORE_API_DB.prepare(
      "SELECT slug, json_extract(name, '$.nl') AS name FROM products WHERE tenant_id = ?1 AND is_active = 1 ORDER BY sort_index, id LIMIT 1",
    )
      .bind(TENANT_A)
      .first<{ slug: string; name: string }>();
    const html = await (await visit(`/nl/products/${product!.slug}`)).text();
    expect(h1(html)).toBe(product!.name);
  });

  it("the campaign page is titled 'Campagne: {name}'", async () => {
    const campaign = await env.CORE_API_DB.prepare(
      "SELECT id, json_extract(name, '$.nl') AS name FROM campaigns WHERE tenant_id = ?1 AND is_active = 1 ORDER BY id LIMIT 1",
    )
      .bind(TENANT_A)
      .first<{ id: number; name: string }>();
    const html = await (await visit(`/nl/campaign/${campaign!.id}`)).text();
    expect(h1(html)).toBe(`Campagne: ${campaign!.name}`);
  });
});

describe("short links", () => {
  async function anAlias() {
    return (await env.CORE_API_DB.prepare("SELECT alias, key FROM short_links WHERE tenant_id = ?1 ORDER BY alias LIMIT 1")
      .bind(TENANT_A)
      .first<{ alias: string; key: string }>())!;
  }

  it("a single segment resolves to pagina/{key} in the default language", async () => {
    const { alias, key } = await anAlias();
    expect(location(await visit(`/${alias}`))).toBe(`/nl/pagina/${key}`);
  });

  it("under a language prefix it resolves in that language", async () => {
    const { alias, key } = await anAlias();
    expect(location(await visit(`/en/${alias}`))).toBe(`/en/pagina/${key}`);
  });

  it("an unknown alias leads to the 404 page", async () => {
    expect(location(await visit("/nl/bestaat-echt-niet"))).toBe("/nl/404");
    expect(location(await visit("/bestaat-echt-niet"))).toBe("/nl/404");
  });

  it("an alias longer than 64 characters is not an alias", async () => {
    expect(location(await visit(`/nl/${"a".repeat(65)}`))).toBe("/nl/404");
    expect((await visit(`/${"a".repeat(65)}`)).status).toBe(404);
  });

  it("an invalid alias is the 404 page", async () => {
    expect(location(await visit("/nl/Hoofdletters"))).toBe("/nl/404");
    expect((await visit("/Hoofdletters")).status).toBe(404);
  });
});

describe("the language of a page comes from its :lang param (one middleware, ADR 0053)", () => {
  it.each([
    ["/en/auth/login", "en", "Sign in"],
    ["/nl/auth/login", "nl", "Inloggen"],
    // No :lang (the unprefixed auth routes): the default language.
    ["/auth/login", "nl", "Inloggen"],
  ])("%s is in %s, its title too", async (path, language, title) => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe(language);
    expect(html).toMatch(new RegExp(`<title>${title}\\b`));
  });
});

describe("the 404 page", () => {
  it("/nl/404 is the translated 404 page with status 404 and a title", async () => {
    const response = await visit("/nl/404");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(h1(html)).toBe("Pagina niet gevonden");
    expect(html).toContain("<title>Pagina niet gevonden | Noordzee Mode</title>");
  });

  it("/en/404 is in English", async () => {
    const html = await (await visit("/en/404")).text();
    expect(h1(html)).toBe("Page not found");
    expect(htmlLang(html)).toBe("en");
  });

  it.each(["/xx/yy", "/de/home", "/products/x/y", "/nl-be/home/deep"])(
    "%s (first segment not a language) is the 404 page in nl with status 404, inside the layout",
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(htmlLang(html)).toBe("nl");
      expect(h1(html)).toBe("Pagina niet gevonden");
      expect(html).toContain("<footer");
    },
  );

  it("an unknown path under a language is the 404 page in that language", async () => {
    const response = await visit("/en/does/not/exist");
    expect(response.status).toBe(404);
    expect(h1(await response.text())).toBe("Page not found");
  });

  it.each(["/nl/products/bestaat-niet", "/nl/bundles/bestaat-niet", "/nl/pagina/bestaat-niet", "/nl/campaign/999999", "/nl/campaign/abc", "/nl/orders/1"])(
    "%s is the 404 page",
    async (path) => {
      expect((await visit(path)).status).toBe(404);
    },
  );
});

describe("language of the core-API calls", () => {
  it("the menu comes in the page's language (Accept-Language of the current locale)", async () => {
    const page = await env.CORE_API_DB.prepare(
      `SELECT json_extract(title, '$.nl') AS nl, json_extract(title, '$.en') AS en FROM menu_pages
        WHERE tenant_id = ?1 AND parent_id IS NULL AND is_in_desktop_header = 1
          AND json_extract(title, '$.nl') <> json_extract(title, '$.en') LIMIT 1`,
    )
      .bind(TENANT_A)
      .first<{ nl: string; en: string }>();
    const nl = await (await visit("/nl/contact")).text();
    const en = await (await visit("/en/contact")).text();
    expect(nl).toContain(`>${page!.nl}<`);
    expect(en).toContain(`>${page!.en}<`);
    expect(nl).not.toContain(`>${page!.en}<`);
  });
});
