import { describe, expect, it } from "vitest";
import { PAGE_CACHE_SECONDS, PUBLIC_PAGE_ROUTES, pageCacheDecision, pageCacheKey, replaceToken } from "~/domain/page-cache";

// The full-page edge cache's rules (ADR 0051).

const PERSONAL = ["__etalage", "__etalage_flash", "etalage_promo_closed", "etalage_newsletter_popup"];
const decide = (overrides: Partial<Parameters<typeof pageCacheDecision>[0]> = {}) =>
  pageCacheDecision({
    method: "GET",
    routeId: "routes/products/detail",
    url: new URL("https://shop.test/nl/products/linnen-blouse"),
    cookieHeader: null,
    personalCookies: PERSONAL,
    consentCookie: "etalage_consent",
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

  it("never for a session, a flash message, closed banners or a closed popup", () => {
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

describe("a kept page gets this response's nonce", () => {
  async function run(chunks: string[], token: string, replacement: string) {
    const source = new ReadableStream<string>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    let out = "";
    const reader = source.pipeThrough(replaceToken(token, replacement)).getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) out += read.value;
    return out;
  }

  it("replaces every token, also where a chunk boundary splits it, and keeps everything else", async () => {
    const page = '<script nonce="OLDNONCE+/=">x</script><style nonce="OLDNONCE+/=">{"nonce":"OLDNONCE+/="}OLD';
    const expected = page.replaceAll("OLDNONCE+/=", "NEW");
    for (let cut = 0; cut <= page.length; cut++) {
      expect(await run([page.slice(0, cut), page.slice(cut)], "OLDNONCE+/=", "NEW")).toBe(expected);
    }
    expect(await run(page.split(""), "OLDNONCE+/=", "NEW")).toBe(expected);
    expect(await run(["no token here, only OLDNON"], "OLDNONCE+/=", "NEW")).toBe("no token here, only OLDNON");
  });
});
