import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { flashCookie, h1, HOST_A, HOST_B, location, mergeCookies, post, sessionCookie, sessionData, shopper, TENANT_A, TENANT_B, visit } from "./support";

describe("request pipeline", () => {
  it("sends security headers with a fresh nonce on every page", async () => {
    const first = await visit("/nl/home");
    const second = await visit("/nl/home");
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    // Every inline script carries the nonce. (A JSON-LD block is data, never run: the CSP does not apply to it.)
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
      .map((m) => m[1])
      .filter((attributes) => !attributes!.includes('type="application/ld+json"'));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("answers with a request id, and no Server-Timing on any public answer: the timings go to the access log", async () => {
    const log = vi.spyOn(console, "log");
    try {
      const answers = [
        await visit("/nl/home"),
        await visit("/nl/products?q=jurk"),
        await visit("/nl/search?q=jurk"),
        await visit("/nl/bestaat/niet/zo"),
        await visit("/nl/home", { method: "HEAD" }),
        await visit("/media/noordzee/bestaat-niet.svg"),
        // The newsletter signup: its core-API time told a known address from a new one (issue 19).
        await post("/nl/newsletter", { identifier: "nieuwsbrief", email: "timing@example.test", place: "footer", redirectTo: "/nl/home" }),
        await post("/nl/newsletter.data", { identifier: "nieuwsbrief", email: "timing@example.test", place: "footer" }),
        await post("/nl/home", { a: "1" }, { origin: "https://evil.test" }),
        await visit("/nl/home", { host: "unknown.test" }),
      ];
      for (const response of answers) {
        expect(response.headers.get("server-timing"), response.url).toBeNull();
        expect(response.headers.get("x-request-id"), response.url).toBeTruthy();
      }
      // The access log keeps each request's timings, the newsletter post's among them.
      const lines = log.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"event":"request"'));
      const signup = lines.map((line) => JSON.parse(line)).find((entry) => entry.path === "/nl/newsletter" && entry.method === "POST");
      expect(signup).toMatchObject({ status: 303, durationMs: expect.any(Number), coreMs: expect.any(Number), coreApiCalls: expect.any(Number) });
      expect(signup.coreApiCalls).toBeGreaterThan(0);
    } finally {
      log.mockRestore();
    }
  });

  it("a developer's request in development (x-etalage-timing) gets Server-Timing", async () => {
    const response = await visit("/nl/home", { headers: { "x-etalage-timing": "1" } });
    expect(response.headers.get("server-timing")).toMatch(/^total;dur=\d+, core;dur=\d+;desc="core API \(\d+ calls\)", page-cache;desc="(hit|miss)"$/);
    // A page that is never shared says so too.
    const bag = await visit("/nl/shopping-bag", { headers: { "x-etalage-timing": "1" } });
    expect(bag.headers.get("server-timing")).toMatch(/, page-cache;desc="private"$/);
  });

  it("refuses a cross-site POST with 403 and a translated page", async () => {
    const response = await post("/nl/home", { a: "1" }, { origin: "https://evil.test" });
    expect(response.status).toBe(403);
    expect(h1(await response.text())).toBe("Verzoek geweigerd");
  });

  it("refuses a POST without Origin", async () => {
    expect((await post("/nl/home", { a: "1" }, { origin: null })).status).toBe(403);
  });

  it("refuses a POST whose Origin is another tenant of ours", async () => {
    expect((await post("/nl/home", { a: "1" }, { origin: "http://stadsbazaar.localhost" })).status).toBe(403);
  });

  it("refuses a huge body with 413 before reading it", async () => {
    const response = await post("/nl/home", { a: "x".repeat(300 * 1024) });
    expect(response.status).toBe(413);
    expect(h1(await response.text())).toBe("Verzoek te groot");
  });

  it("a same-origin POST to a page without an action is a 405, not a 500", async () => {
    const response = await post("/nl/home", { a: "1" });
    expect(response.status).toBe(405);
  });

  it("shows a flash message once, from a cookie of its own, then forgets it", async () => {
    const cookie = await flashCookie({ kind: "error", key: "security.crossSite" });
    const first = await visit("/nl/contact", { headers: { cookie } });
    expect(await first.text()).toMatch(/role="alert"[^>]*>Dit formulier kwam niet van onze eigen website/);
    // The message is gone with this page: its cookie is cleared, and the session cookie is not written for it.
    expect(first.headers.getSetCookie()).toEqual([expect.stringMatching(/^__etalage_flash=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/)]);
    const next = await visit("/nl/contact", { headers: { cookie: mergeCookies(cookie, first) } });
    expect(await next.text()).not.toMatch(/role="alert"/);
    expect(next.headers.getSetCookie()).toEqual([]);
  });

  it("a form's message travels in a small cookie of its own (HttpOnly, SameSite=Lax, a minute), not in the session", async () => {
    const me = shopper();
    await me.page("/nl/products");
    const before = me.cookie;
    const answer = await me.post("/nl/cart", { intent: "remove-coupon" });
    expect(answer.status).toBe(303);
    const [flash, ...others] = answer.headers.getSetCookie();
    expect(flash).toMatch(/^__etalage_flash=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(others).toEqual([]);
    expect(me.cookie).not.toBe(before);
    // The page at the end of the redirect shows it, once.
    expect(await (await me.page(location(answer)!)).text()).toMatch(/role="(status|alert)"/);
    expect(me.cookie).toBe(before);
    expect(await (await me.page(location(answer)!)).text()).not.toMatch(/role="(status|alert)"/);
  });

  it("a message read on the way through a redirect is kept for the page at its end (document and .data)", async () => {
    const cookie = await flashCookie({ kind: "info", key: "auth.signedOut" });
    for (const path of ["/nl/webshop", "/nl/webshop.data"]) {
      const redirect = await visit(path, { headers: { cookie } });
      expect([301, 302, 202], path).toContain(redirect.status);
      expect(redirect.headers.getSetCookie(), path).toEqual([]);
    }
    const page = await visit("/nl/products", { headers: { cookie } });
    expect(await page.text()).toMatch(/role="status"[^>]*>Je bent uitgelogd/);
    expect(page.headers.getSetCookie()).toEqual([expect.stringMatching(/^__etalage_flash=; Max-Age=0/)]);
  });

  it("a forged flash cookie, or one of another shop, shows nothing and is cleared", async () => {
    const genuine = await flashCookie({ kind: "error", key: "security.crossSite" });
    const forged = genuine.replace(/\.[^.]+$/, ".bm90LXRoZS1zaWduYXR1cmU");
    for (const cookie of [forged, await flashCookie({ kind: "error", key: "security.crossSite" }, TENANT_B), "__etalage_flash=rommel"]) {
      const response = await visit("/nl/contact", { headers: { cookie } });
      expect(await response.text(), cookie).not.toMatch(/role="alert"/);
      expect(response.headers.getSetCookie(), cookie).toEqual([expect.stringMatching(/^__etalage_flash=; Max-Age=0/)]);
    }
  });

  it("a flash kept in the session (before ADR 0014) is dropped from it", async () => {
    const cookie = await sessionCookie({ tenantId: TENANT_A, cartId: "x", __flash_flash__: { kind: "error", key: "security.crossSite" } });
    const response = await visit("/nl/contact", { headers: { cookie } });
    expect(await response.text()).not.toMatch(/role="alert"/);
    expect(Object.keys(sessionData(response.headers.getSetCookie()[0]!))).not.toContain("__flash_flash__");
  });

  it("a tampered session cookie is an empty session, not an error", async () => {
    const response = await visit("/nl/home", { headers: { cookie: "__etalage=eyJmYWtlIjp0cnVlfQ%3D%3D.forged" } });
    expect(response.status).toBe(200);
  });

  it("sets no cookie on a plain page view", async () => {
    expect((await visit("/nl/home", { host: HOST_A })).headers.get("set-cookie")).toBeNull();
  });

  it("a missing static asset is a plain 404, not a page", async () => {
    const response = await visit("/assets/bestaat-niet-123.js");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("");
  });

  it("the floor route answers without touching the shop", async () => {
    const response = await visit("/__floor", { host: "unknown.test" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
  });

  it("serves media of the shop from R2 with a long cache lifetime, and 404 for unknown media", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>';
    await env.CORE_API_MEDIA.put("noordzee/test/pixel.svg", svg, { httpMetadata: { contentType: "image/svg+xml" } });
    const media = await visit("/media/noordzee/test/pixel.svg");
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/svg+xml");
    expect(media.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await media.text()).toBe(svg);
    expect((await visit("/media/noordzee/bestaat-niet.svg")).status).toBe(404);
    expect((await visit("/media/../../etc/passwd")).status).toBe(404);
  });

  it("serves a shop's media on that shop's host only: another shop's host and an unknown host get 404", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"/>';
    await env.CORE_API_MEDIA.put("stadsbazaar/test/eigen.svg", svg, { httpMetadata: { contentType: "image/svg+xml" } });
    const own = await visit("/media/stadsbazaar/test/eigen.svg", { host: HOST_B });
    expect(own.status).toBe(200);
    expect(await own.text()).toBe(svg);
    expect((await visit("/media/stadsbazaar/test/eigen.svg", { host: HOST_A })).status).toBe(404);
    expect((await visit("/media/stadsbazaar/test/eigen.svg", { host: "onbekend.example" })).status).toBe(404);
  });

  it("a media key longer than storage allows is a 404, and no error in the core API's log", async () => {
    const response = await visit(`/media/noordzee/${"a".repeat(1100)}.svg`);
    expect(response.status).toBe(404);
    const lines = (await (await env.CORE_API.fetch("http://core-api/__test/logs")).json()) as string[];
    expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});

describe("languages in the document", () => {
  it("sets <html lang>, a canonical link and alternates per language plus x-default", async () => {
    const html = await (await visit("/en/pagina/privacy-policy")).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('<link rel="canonical" href="http://localhost/en/pagina/privacy-policy"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="nl" href="http://localhost/nl/pagina/privacy-policy"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="http://localhost/en/pagina/privacy-policy"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="http://localhost/nl/pagina/privacy-policy"/>');
  });

  it("unprefixed routes render in the default language", async () => {
    expect(await (await visit("/auth/login")).text()).toMatch(/<html lang="nl"/);
  });
});
