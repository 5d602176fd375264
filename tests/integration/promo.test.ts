import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOST_D, location, post, shopper, singleFetch, visit } from "./support";

// Promo bar and banners through the storefront in workerd (issue 13): rendered on the server (they
// work without JavaScript), colours through the nonce'd style block, the dismissal route's cookie and
// refusals, the ADD_PROMOCODE confirmation page, and broken stored JSON never failing a page.
const CLOSED = "etalage_promo_closed";

describe("the promo bar and banners on a page", () => {
  it("render on the server with the code's text and the banner's colours as custom properties", async () => {
    const response = await visit("/nl/home");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("data-promo-bar");
    expect(html).toContain("Zomersale: 20% korting op alles met code ZOMER20");
    expect(html).toContain("20% korting: ZOMER20");
    expect(html).toMatch(/data-banner="11"/);
    expect(html).toContain("<p>Zomersale: <strong>20% korting</strong> op alles met code ZOMER20</p>");
    expect(html).toContain("[data-promo-bar]{--etalage-promo-bg:#1d4b54;--etalage-promo-fg:#ffffff}");
    expect(html).toContain(
      '[data-banner="11"]{--etalage-banner-size:14px;--etalage-banner-bg:#1d4b54;--etalage-banner-fg:#ffffff;--etalage-banner-font:inherit}',
    );
    // The ADD_PROMOCODE link leads to the confirmation page without JavaScript.
    expect(html).toContain('href="/nl/promo/code/ZOMER20?back=%2Fnl%2Fhome"');
  });

  it("come back to the page itself, and are not in the root's data (the revalidation after every post)", async () => {
    // The banners are a fragment of the document only (ADR 0052): the root's data after a post carries none.
    const response = await visit("/nl/products/linnen-blouse.data?_routes=root");
    expect(response.status).toBe(200);
    expect(JSON.stringify(await singleFetch(response))).not.toContain("/nl/promo/code/");
    const html = await (await visit("/nl/products/linnen-blouse")).text();
    expect(html).toContain("/nl/promo/code/ZOMER20?back=%2Fnl%2Fproducts%2Flinnen-blouse");
    expect(html).toContain('name="redirectTo" value="/nl/products/linnen-blouse"');
  });

  it("survive broken stored JSON (styles, sections, product list): the page answers 200 with the fallbacks", async () => {
    const db = env.CORE_API_DB;
    await db.prepare("UPDATE promo_banners SET custom_styles = '{bad', sections = '[bad', layout_type = 'SECTIONS' WHERE id = 41").run();
    await db.prepare("UPDATE promo_codes SET included_products = '[oops' WHERE id = 41").run();
    try {
      const response = await visit("/nl/home", { host: HOST_D });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/data-banner="41"/);
      // An unparsable product list means every page: the bar shows on the home page too.
      expect(html).toContain("Glasweken: 15% korting met code HUIS15");
      expect(html).toContain('[data-banner="41"]{--etalage-banner-size:14px;');
    } finally {
      await db
        .prepare(
          `UPDATE promo_banners SET custom_styles = '{"font_family":"inherit","font_size":"14px","color":"#ffffff"}', sections = '[]', layout_type = 'DEFAULT' WHERE id = 41`,
        )
        .run();
      await db.prepare("UPDATE promo_codes SET included_products = '[4006,4007]' WHERE id = 41").run();
    }
  });
});

describe("closing a banner (POST /{lang}/promo/dismiss)", () => {
  it("remembers it in a cookie and goes 303 back; the next page has no such banner", async () => {
    const response = await post("/nl/promo/dismiss", { bannerId: "11", redirectTo: "/nl/products" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/products");
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${CLOSED}=11; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`));
    const next = await (await visit("/nl/home", { headers: { cookie: `${CLOSED}=11` } })).text();
    expect(next).not.toMatch(/data-banner="11"/);
    // The promo bar is not a banner: it stays.
    expect(next).toContain("data-promo-bar");
  });

  it("refuses another shop's banner, a made-up id and no id, and remembers nothing", async () => {
    for (const bannerId of ["21", "999999", "abc", ""]) {
      const response = await post("/nl/promo/dismiss", { bannerId });
      expect(response.status, bannerId).toBe(400);
      expect(response.headers.get("set-cookie") ?? "", bannerId).not.toContain(CLOSED);
    }
  });

  it("refuses a cross-site post (the global Origin check) and has nothing to GET", async () => {
    const crossSite = await post("/nl/promo/dismiss", { bannerId: "11" }, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("set-cookie") ?? "").not.toContain(CLOSED);
    expect((await visit("/nl/promo/dismiss")).status).toBe(405);
  });

  it("goes back only to a page of the shop", async () => {
    const response = await post("/nl/promo/dismiss", { bannerId: "11", redirectTo: "//evil.example/x" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl");
  });
});

describe("the ADD_PROMOCODE confirmation page (without JavaScript)", () => {
  it("shows the question and the cart form's apply-coupon post, coming back to the page", async () => {
    const response = await visit("/nl/promo/code/ZOMER20?back=%2Fnl%2Fproducts%2Flinnen-blouse");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Kortingscode toevoegen?");
    expect(html).toMatch(/<form [^>]*action="\/nl\/cart" method="post"/);
    expect(html).toContain('name="intent" value="apply-coupon"');
    expect(html).toContain('name="code" value="ZOMER20"');
    expect(html).toContain('name="redirectTo" value="/nl/products/linnen-blouse"');
  });

  it("is the 404 page for a code no banner offers, and never leads back off the shop", async () => {
    expect((await visit("/nl/promo/code/NIETS")).status).toBe(404);
    const html = await (await visit("/nl/promo/code/ZOMER20?back=%2F%2Fevil.example")).text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    expect(main).toContain('name="redirectTo" value="/nl"');
    expect(main).toContain('href="/nl">Annuleren</a>');
    expect(main).not.toContain("evil.example");
  });
});

/** Banner 11 (Noordzee's ZOMER20 banner) as a page shows it. */
const zomerBanner = (html: string) => /<section data-banner="11"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
const BLOUSE_VARIANT = "100001";

// Issue 19: "Voeg 'ZOMER20' toe" with an empty bag was refused as "Dit artikel staat (niet meer) in je winkelmand."
describe("a banner's code added to an empty bag waits there for the first product", () => {
  it("without JavaScript: 303 back, the flash says it waits, the banner says 'toegepast', the first product gets 20% off", async () => {
    const me = shopper();
    const response = await me.post("/nl/cart", { intent: "apply-coupon", code: "ZOMER20", redirectTo: "/nl/home" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/home");
    const home = await (await me.page("/nl/home")).text();
    expect(home).toContain("De kortingscode ZOMER20 staat klaar: hij geldt zodra je iets in je winkelmand legt.");
    expect(home).not.toContain("Dit artikel staat (niet meer) in je winkelmand.");
    expect(zomerBanner(home)).toContain(">toegepast</button>");
    await me.post("/nl/cart", { intent: "add", variantId: BLOUSE_VARIANT, quantity: "1" });
    const bag = await (await me.page("/nl/shopping-bag")).text();
    expect(bag).toContain("ZOMER20");
    expect(bag).toContain("11,99");
  });

  it("with JavaScript (a fetcher): 200 and the cart carrying ZOMER20", async () => {
    const me = shopper();
    const response = await me.fetch("/nl/cart", { intent: "apply-coupon", code: "ZOMER20" });
    expect(response.status).toBe(200);
    const answer = (await singleFetch(response)) as { data: { ok: boolean; cart: { promocodes: { code: string }[] } | null } };
    expect(answer.data.ok).toBe(true);
    expect(answer.data.cart?.promocodes.map((p) => p.code)).toEqual(["ZOMER20"]);
  });
});

// Issue 19: with WELKOM10 in the cart, the ZOMER20 banner said 'toegepast' and its "Code verwijderen" removed WELKOM10.
describe("a banner is 'toegepast' only for its own code, and removes only its own code", () => {
  async function withWelkom() {
    const me = shopper();
    await me.post("/nl/cart", { intent: "add", variantId: BLOUSE_VARIANT, quantity: "1" });
    await me.post("/nl/cart", { intent: "apply-coupon", code: "WELKOM10" });
    return me;
  }

  it("with another code in the cart the banner says so (disabled) and offers neither 'toegepast' nor a remove", async () => {
    const me = await withWelkom();
    const banner = zomerBanner(await (await me.page("/nl/home")).text());
    expect(banner).not.toContain(">toegepast</button>");
    expect(banner).not.toContain('value="remove-coupon"');
    expect(banner).toMatch(/<button type="button" data-promo-button="" disabled="">Er is al een andere code toegepast<\/button>/);
  });

  it("with its own code it is 'toegepast' and its remove form names that code", async () => {
    const me = shopper();
    await me.post("/nl/cart", { intent: "apply-coupon", code: "zomer20" });
    const banner = zomerBanner(await (await me.page("/nl/home")).text());
    expect(banner).toContain(">toegepast</button>");
    expect(banner).toContain('name="intent" value="remove-coupon"');
    expect(banner).toContain('name="code" value="ZOMER20"');
  });

  it("a remove naming ZOMER20 leaves WELKOM10 in the cart and says ZOMER20 is not there (JS off and on)", async () => {
    const me = await withWelkom();
    const response = await me.post("/nl/cart", { intent: "remove-coupon", code: "ZOMER20", redirectTo: "/nl/shopping-bag" });
    expect(response.status).toBe(303);
    const bag = await (await me.page("/nl/shopping-bag")).text();
    expect(bag).toContain("De code ZOMER20 staat niet (meer) in je winkelmand.");
    expect(bag).toContain("WELKOM10");
    const fetched = await me.fetch("/nl/cart", { intent: "remove-coupon", code: "ZOMER20" });
    expect(fetched.status).toBe(422);
    expect(((await singleFetch(fetched)) as { data: { ok: boolean } }).data.ok).toBe(false);
    expect(await (await me.page("/nl/shopping-bag")).text()).toContain("WELKOM10");
  });
});
