import { describe, expect, it } from "vitest";
import {
  acceptsGzip,
  PAGE_CACHE_SECONDS,
  PAGE_CACHE_VARIANTS,
  PUBLIC_PAGE_ROUTES,
  pageCacheDecision,
  keysOfPage,
  PageMemory,
  pageCacheKey,
  type RememberedPage,
} from "~/domain/page-cache";

// The full-page edge cache's rules (ADR 0051).

const PERSONAL = ["__etalage", "__etalage_flash"];
const decide = (overrides: Partial<Parameters<typeof pageCacheDecision>[0]> = {}) =>
  pageCacheDecision({
    method: "GET",
    routeId: "routes/products/detail",
    url: new URL("https://shop.test/nl/products/linnen-blouse"),
    cookieHeader: null,
    personalCookies: PERSONAL,
    consentCookie: "etalage_consent",
    popupCookie: "etalage_newsletter_popup",
    ...overrides,
  });

describe("which page requests the shared cache answers", () => {
  it("a public page for a browser without cookies, and with only a consent choice (each choice its own variant)", () => {
    expect(decide()).toEqual({ cacheable: true, variant: "consent-none" });
    expect(decide({ method: "HEAD" })).toEqual({ cacheable: true, variant: "consent-none" });
    expect(decide({ cookieHeader: "etalage_consent=v1.all" })).toEqual({ cacheable: true, variant: "consent-all" });
    expect(decide({ cookieHeader: "etalage_consent=v1.necessary; other=1" })).toEqual({ cacheable: true, variant: "consent-necessary" });
    // An unknown consent value counts as no choice (the banner shows), as the page renders it.
    expect(decide({ cookieHeader: "etalage_consent=v0.all" })).toEqual({ cacheable: true, variant: "consent-none" });
  });

  it("a shopper done with the newsletter popup (closed, or signed up from it) gets the pages without it, per consent choice", () => {
    // Before the cookie choice the popup waits (newsletter-popup.ts): the same page, so the same key.
    expect(decide({ cookieHeader: "etalage_newsletter_popup=closed" })).toEqual({ cacheable: true, variant: "consent-none" });
    expect(decide({ cookieHeader: "etalage_consent=v1.all; etalage_newsletter_popup=closed" })).toEqual({ cacheable: true, variant: "consent-all+popup-done" });
    expect(decide({ cookieHeader: "etalage_consent=v1.necessary; etalage_newsletter_popup=subscribed" })).toEqual({
      cacheable: true,
      variant: "consent-necessary+popup-done",
    });
    // Any other value does not hide the popup (newsletter-popup.ts): the page with it.
    expect(decide({ cookieHeader: "etalage_consent=v1.all; etalage_newsletter_popup=later" })).toEqual({ cacheable: true, variant: "consent-all" });
    expect([...PAGE_CACHE_VARIANTS].sort()).toEqual(
      ["consent-none", "consent-all", "consent-necessary", "consent-all+popup-done", "consent-necessary+popup-done"].sort(),
    );
  });

  it("a shopper who closed banners gets the pages without them: one variant per set of closed banners, however the cookie lists it (ADR 0079)", () => {
    expect(decide({ cookieHeader: "etalage_promo_closed=11" })).toEqual({ cacheable: true, variant: "consent-none+closed-11" });
    const twoOrders = ["etalage_promo_closed=12.11", "etalage_promo_closed=11.12.11"].map((cookie) =>
      decide({ cookieHeader: `etalage_consent=v1.all; etalage_newsletter_popup=closed; ${cookie}` }),
    );
    expect(twoOrders).toEqual([
      { cacheable: true, variant: "consent-all+popup-done+closed-11.12" },
      { cacheable: true, variant: "consent-all+popup-done+closed-11.12" },
    ]);
    // Ids are read as the page reads them (promo.ts dismissedIds): nothing readable is no banner closed.
    expect(decide({ cookieHeader: "etalage_promo_closed=0xb.abc" })).toEqual({ cacheable: true, variant: "consent-none" });
    expect(decide({ cookieHeader: "etalage_promo_closed=9.0xb.2" })).toEqual({ cacheable: true, variant: "consent-none+closed-2.9" });
  });

  it("never for a session or a flash message", () => {
    for (const name of PERSONAL) {
      expect(decide({ cookieHeader: `etalage_consent=v1.all; ${name}=x` })).toEqual({ cacheable: false, reason: `cookie:${name}` });
    }
  });

  it("never for a post, a single-fetch answer, a preview or a page that is not on the public list", () => {
    expect(decide({ method: "POST" })).toEqual({ cacheable: false, reason: "method" });
    expect(decide({ url: new URL("https://shop.test/nl/products/linnen-blouse.data") })).toEqual({ cacheable: false, reason: "data" });
    expect(decide({ url: new URL("https://shop.test/nl/home?previewThemeCache=7") })).toEqual({ cacheable: false, reason: "preview" });
    for (const routeId of ["routes/shopping-bag", "routes/account/gegevens", "auth/login", "routes/wishlist", "routes/consent", "routes/search", null]) {
      expect(decide({ routeId })).toEqual({ cacheable: false, reason: "private-page" });
    }
  });

  it("lists the catalogue and the shop's own pages as public, for 30 seconds", () => {
    expect([...PUBLIC_PAGE_ROUTES].sort()).toEqual(
      [
        "products",
        "products/filtered",
        "routes/bundles/detail",
        "routes/campaign",
        "routes/cms/page",
        "routes/contact",
        "routes/home",
        "routes/products/detail",
      ].sort(),
    );
    expect(PAGE_CACHE_SECONDS).toBe(30);
  });
});

describe("what a kept page is filed under", () => {
  const key = (overrides: Partial<Parameters<typeof pageCacheKey>[0]> = {}) =>
    pageCacheKey({
      buildVersion: "b1",
      tenantUuid: "t-a",
      dataVersion: 3,
      variant: "consent-none",
      url: new URL("https://shop.test/nl/products?kleur=blauw&page=2"),
      ...overrides,
    });

  it("the build, the shop, its data version, the consent variant, the path and the query", () => {
    expect(key()).toBe("https://page-cache.etalage.internal/b1/t-a/d3/consent-none/nl/products?kleur=blauw&page=2");
    const variants = [
      key({ buildVersion: "b2" }),
      key({ tenantUuid: "t-b" }),
      key({ dataVersion: 4 }),
      key({ variant: "consent-all" }),
      key({ url: new URL("https://shop.test/nl/products?kleur=rood") }),
    ];
    expect(new Set([key(), ...variants]).size).toBe(6);
  });
});

describe("the kept pages of one path, in every variant an isolate remembers", () => {
  it("finds the page's keys in any variant, not another path, query, shop, data version or build", () => {
    const shop = { buildVersion: "b1", tenantUuid: "t-a", dataVersion: 3 };
    const at = (variant: string, path: string, overrides = {}) => pageCacheKey({ ...shop, ...overrides, variant, url: new URL(`https://shop.test${path}`) });
    const mine = [at("consent-none", "/nl/products/x"), at("consent-all+closed-11.12", "/nl/products/x")];
    const others = [
      at("consent-none", "/nl/products/x?size=m"),
      at("consent-none", "/nl/products/x/y"),
      at("consent-none", "/nl/products/xy"),
      at("consent-none", "/en/products/x"),
      at("consent-none", "/nl/products/x", { tenantUuid: "t-b" }),
      at("consent-none", "/nl/products/x", { dataVersion: 4 }),
      at("consent-none", "/nl/products/x", { buildVersion: "b2" }),
    ];
    expect(keysOfPage([...others, ...mine], { ...shop, pathname: "/nl/products/x" })).toEqual(mine);
  });
});

describe("the pages an isolate remembers", () => {
  // A page of `bytes` bytes as the isolate holds it: its compressed parts.
  const page = (bytes: number, expiresAt = 1_000): RememberedPage => ({
    status: 200,
    headers: [["content-type", "text/html"]],
    deflated: { segments: [new Uint8Array(bytes - 2), new Uint8Array(2)], checksums: [0, 0], shifts: [0, 0], lengths: [0, 0], tokenLength: 0 },
    nonce: "N",
    expiresAt,
  });

  it("serves a page until it expires, then forgets it", () => {
    const memory = new PageMemory(100);
    memory.set("home", page(10, 1_000));
    expect(memory.get("home", 999)?.deflated.segments).toEqual([new Uint8Array(8), new Uint8Array(2)]);
    expect(memory.get("home", 1_000)).toBeNull();
    expect(memory.size).toBe(0);
  });

  it("lets the least recently read pages go when it holds more than its bound", () => {
    const memory = new PageMemory(30);
    memory.set("home", page(10));
    memory.set("overview", page(10));
    memory.set("product", page(10));
    memory.get("home", 0); // read: now the most recent
    memory.set("bundle", page(10));
    expect(memory.get("overview", 0)).toBeNull();
    expect(memory.get("home", 0)).not.toBeNull();
    expect(memory.get("product", 0)).not.toBeNull();
    expect(memory.get("bundle", 0)).not.toBeNull();
  });

  it("never holds a page larger than its bound, and a page set again counts once", () => {
    const memory = new PageMemory(30);
    memory.set("huge", page(31));
    expect(memory.size).toBe(0);
    for (let i = 0; i < 5; i++) memory.set("home", page(20));
    memory.set("overview", page(10));
    expect(memory.get("home", 0)).not.toBeNull();
    expect(memory.get("overview", 0)).not.toBeNull();
  });

  it("forgets a page it is told to, and lists the keys it holds", () => {
    const memory = new PageMemory(30);
    memory.set("product", page(10));
    memory.set("home", page(10));
    memory.delete("product");
    expect(memory.get("product", 0)).toBeNull();
    expect([...memory.keys()]).toEqual(["home"]);
  });
});

describe("which clients get a kept page compressed", () => {
  it("a client that lists gzip (or x-gzip, or any coding) without a weight of 0", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("X-GZIP")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
  });

  it("not a client that names no gzip, refuses it, or sends no header", () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br, zstd")).toBe(false);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip("*, gzip; q=0.000")).toBe(false);
  });
});
