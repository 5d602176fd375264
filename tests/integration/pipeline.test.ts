import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { h1, HOST_A, post, sessionCookie, TENANT_A, visit } from "./support";

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
    // Every inline script carries the nonce.
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("answers with Server-Timing and a request id", async () => {
    const response = await visit("/nl/home");
    expect(response.headers.get("server-timing")).toMatch(/total;dur=\d+/);
    expect(response.headers.get("server-timing")).toMatch(/core;dur=\d+/);
    expect(response.headers.get("x-request-id")).toBeTruthy();
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

  it("shows a flash message once, then forgets it", async () => {
    const cookie = await sessionCookie({ tenantId: TENANT_A, __flash_flash__: { kind: "error", key: "security.crossSite" } });
    const first = await visit("/nl/contact", { headers: { cookie } });
    expect(await first.text()).toMatch(/role="alert"[^>]*>Dit formulier kwam niet van onze eigen website/);
    const setCookie = first.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const next = await visit("/nl/contact", { headers: { cookie: setCookie.split(";")[0]! } });
    expect(await next.text()).not.toMatch(/role="alert"/);
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
