import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post, TENANT_A, visit, withoutRouteStylesheets } from "./support";

// The full-page edge cache (ADR 0051): a public page for a browser without state is kept per shop, data
// version, variant (consent, popup, closed banners), path and query, and served again with a nonce of its own.

const PAGE_CACHE = "x-etalage-page-cache";
/** A product page under a query of its own: a key no other test has filled. */
const freshPage = () => `/nl/products/slim-fit-jeans?proef=${crypto.randomUUID().slice(0, 8)}`;
const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1] ?? null;

/** Asks until the cache answers `status` (a kept page is stored after its answer, in the background). */
async function until(path: string, status: string, init: RequestInit = {}, waitMs = 8000): Promise<Response> {
  const started = Date.now();
  for (;;) {
    const response = await visit(path, init);
    if (response.headers.get(PAGE_CACHE) === status || Date.now() - started > waitMs) return response;
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the page cache", () => {
  it("keeps a public page for a browser without cookies and serves it again with a nonce of its own", async () => {
    const path = freshPage();
    const first = await visit(path);
    expect(first.headers.get(PAGE_CACHE)).toBe("miss");
    const firstHtml = await first.text();
    const firstNonce = nonceOf(firstHtml)!;

    const again = await until(path, "hit");
    expect(again.headers.get(PAGE_CACHE)).toBe("hit");
    expect(again.status).toBe(200);
    // Still not kept by the browser or any other cache on the way.
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(again.headers.get("x-etalage-kept-nonce")).toBeNull();
    const html = await again.text();
    const nonce = nonceOf(html)!;
    expect(nonce).not.toBe(firstNonce);
    expect(html).not.toContain(firstNonce);
    expect(again.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(again.headers.get("content-security-policy")).not.toContain(firstNonce);
    // The same page otherwise (the USP strip's order is chosen per render; the kept one is the same each time).
    const main = (page: string) => /<main[\s\S]*<\/main>/.exec(page)?.[0];
    expect(main(html)).toBe(main(firstHtml));
    // Every hit is the kept page, byte for byte but for its nonce (its hydration data included).
    const secondHit = await (await visit(path)).text();
    expect(secondHit.replaceAll(nonceOf(secondHit)!, "N")).toBe(html.replaceAll(nonce, "N"));

    const head = await visit(path, { method: "HEAD" });
    expect(head.headers.get(PAGE_CACHE)).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("answers a client that takes gzip with the kept page compressed once, around a nonce of its own", async () => {
    const path = freshPage();
    const plain = await (await until(path, "hit")).text();
    const gzip = { headers: { "accept-encoding": "gzip, deflate, br" } };
    const hit = await visit(path, gzip);
    expect(hit.headers.get(PAGE_CACHE)).toBe("hit");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    // The runtime unzips an answer it is handed as `content-encoding: gzip` (its checksum checked):
    // what it reads is the page. (tests/unit/spliced-gzip.test.ts checks the bytes themselves.)
    const html = await hit.text();
    const nonce = nonceOf(html)!;
    expect(hit.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(html.replaceAll(nonce, "N")).toBe(plain.replaceAll(nonceOf(plain)!, "N"));
    // Each answer its own nonce, compressed or not.
    const other = await (await visit(path, gzip)).text();
    expect(nonceOf(other)).not.toBe(nonce);
    // A client that does not take gzip gets the page as it is.
    const identity = await visit(path, { headers: { "accept-encoding": "identity" } });
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect((await identity.text()).startsWith("<!DOCTYPE html>")).toBe(true);
  });

  it("keeps each consent choice apart: with a choice made, no banner", async () => {
    const path = freshPage();
    const none = await until(path, "hit");
    expect(withoutRouteStylesheets(await none.text())).toContain("data-consent-banner");
    const all = await visit(path, { headers: { cookie: "etalage_consent=v1.all" } });
    expect(all.headers.get(PAGE_CACHE)).toBe("miss");
    expect(withoutRouteStylesheets(await all.text())).not.toContain("data-consent-banner");
    expect((await until(path, "hit", { headers: { cookie: "etalage_consent=v1.all" } })).headers.get(PAGE_CACHE)).toBe("hit");
  });

  it("keeps the pages of a shopper done with the newsletter popup apart: without it, per consent choice (ADR 0077)", async () => {
    const path = freshPage();
    const chosen = { headers: { cookie: "etalage_consent=v1.all" } };
    const done = { headers: { cookie: "etalage_consent=v1.all; etalage_newsletter_popup=closed" } };
    expect(withoutRouteStylesheets(await (await until(path, "hit", chosen)).text())).toContain("data-newsletter-popup");
    const first = await visit(path, done);
    expect(first.headers.get(PAGE_CACHE)).toBe("miss");
    expect(withoutRouteStylesheets(await first.text())).not.toContain("data-newsletter-popup");
    const kept = await until(path, "hit", done);
    expect(withoutRouteStylesheets(await kept.text())).not.toContain("data-newsletter-popup");
    // The page with the popup is still the one for a shopper who has not closed it.
    expect(withoutRouteStylesheets(await (await visit(path, chosen)).text())).toContain("data-newsletter-popup");
  });

  it("before the cookie choice a closed popup changes nothing: one kept page for both (the popup waits for the choice)", async () => {
    // Rendered (a session cookie that holds none passes the cache by): neither has the popup.
    for (const cookie of ["__etalage=x", "__etalage=x; etalage_newsletter_popup=closed"]) {
      expect(withoutRouteStylesheets(await (await visit(freshPage(), { headers: { cookie } })).text()), cookie).not.toContain("data-newsletter-popup");
    }
    const path = freshPage();
    await until(path, "hit");
    const closed = await visit(path, { headers: { cookie: "etalage_newsletter_popup=closed" } });
    expect(closed.headers.get(PAGE_CACHE)).toBe("hit");
    await closed.body?.cancel();
  });

  it("keeps the pages of a shopper who closed banners apart: without those banners, one set in any order (ADR 0079)", async () => {
    const path = freshPage();
    const banner = 'data-banner="11"';
    expect(withoutRouteStylesheets(await (await until(path, "hit")).text())).toContain(banner);
    const closed = { headers: { cookie: "etalage_promo_closed=11" } };
    const first = await visit(path, closed);
    expect(first.headers.get(PAGE_CACHE)).toBe("miss");
    expect(withoutRouteStylesheets(await first.text())).not.toContain(banner);
    const kept = await until(path, "hit", closed);
    expect(withoutRouteStylesheets(await kept.text())).not.toContain(banner);
    // The same set listed otherwise is the same kept page; the page with the banner is still everyone else's.
    const again = await visit(path, { headers: { cookie: "etalage_promo_closed=11.11" } });
    expect(again.headers.get(PAGE_CACHE)).toBe("hit");
    expect(withoutRouteStylesheets(await again.text())).not.toContain(banner);
    const other = await visit(path);
    expect(other.headers.get(PAGE_CACHE)).toBe("hit");
    expect(withoutRouteStylesheets(await other.text())).toContain(banner);
  });

  it("passes by a browser with a session or a flash message", async () => {
    const path = freshPage();
    await until(path, "hit");
    for (const cookie of [
      "__etalage=x",
      "__etalage_flash=x",
      "etalage_promo_closed=11; __etalage=x",
      "etalage_newsletter_popup=closed; __etalage=x",
      "etalage_consent=v1.all; __etalage=x",
    ]) {
      const response = await visit(path, { headers: { cookie } });
      expect(response.headers.get(PAGE_CACHE), cookie).toBe("bypass");
      await response.body?.cancel();
    }
  });

  it("never shares a page that is one shopper's, nor answers a post from it", async () => {
    for (const path of ["/nl/shopping-bag", "/nl/wishlist", "/nl/checkout/gegevens", "/nl/auth/login", "/nl/cookies", "/nl/account"]) {
      const response = await visit(path);
      expect(response.headers.get(PAGE_CACHE), path).toBe("private");
      await response.body?.cancel();
    }
    const posted = await post("/nl/newsletter", { identifier: "nieuwsbrief", email: "kast@example.test", place: "footer" });
    expect(posted.headers.get(PAGE_CACHE)).toBe("private");
  });

  it("an operator change (the shop's data version) makes every kept page of the shop old at once", async () => {
    const path = freshPage();
    await until(path, "hit");
    await env.CORE_API_DB.prepare("UPDATE tenants SET data_version = data_version + 1 WHERE id = ?1").bind(TENANT_A).run();
    // The storefront learns the shop's data version within 5 s (ADR 0044).
    const after = await until(path, "miss");
    expect(after.headers.get(PAGE_CACHE)).toBe("miss");
  });
});
