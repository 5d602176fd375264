import { expect, test } from "@playwright/test";
import { baseUrl, DEMO_SHOP_NAMES, expectLang, hostUrl, onHost, open } from "./support";

// Tenancy and the request pipeline's defences, as a browser meets them.

test.describe("unknown host", () => {
  test("a host no shop owns shows “Winkel niet gevonden” with status 404", async ({ page }) => {
    const response = await open(page, hostUrl("onbekend.localhost", "/nl/home"));
    expect(response.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Winkel niet gevonden");
    await expectLang(page, "nl");
    for (const name of DEMO_SHOP_NAMES) await expect(page.locator("html")).not.toContainText(name);
    const html = await page.content();
    for (const name of DEMO_SHOP_NAMES) expect(html).not.toContain(name);
  });

  test("every path of an unknown host is the same page", async ({ request }) => {
    for (const path of ["/", "/nl/products", "/auth/login", "/voorwaarden"]) {
      const { url, headers } = onHost("onbekend.localhost", path);
      const response = await request.get(url, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).toContain("Winkel niet gevonden");
      for (const name of DEMO_SHOP_NAMES) expect(body, path).not.toContain(name);
    }
  });

  test("a Host header no shop owns is refused the same way", async ({ request }) => {
    const response = await request.get(onHost("unknown.test", "/nl/home").url, { headers: { host: "unknown.test" } });
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain("Winkel niet gevonden");
    for (const name of DEMO_SHOP_NAMES) expect(body).not.toContain(name);
  });
});

test.describe("response headers", () => {
  test("an HTML page carries the security headers and no server timing (issue 19: it told known addresses apart)", async ({ page }) => {
    const response = await open(page, "/nl/home");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["server-timing"]).toBeUndefined();
  });

  test("the nonce is fresh per response and is the one the inline scripts carry", async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get("/nl/home");
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce).toBeTruthy();
      const body = await response.text();
      const scripts = [...body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) {
        if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
        expect(attributes, "an inline script carries the response's nonce").toContain(`nonce="${nonce}"`);
      }
      nonces.push(nonce ?? "");
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

test.describe("cross-site requests", () => {
  test("a form POST from another site is refused", async ({ request }) => {
    const response = await request.post(new URL("/nl/home", baseUrl()).href, {
      headers: { origin: "https://evil.test" },
      form: { a: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Verzoek geweigerd");
  });

  test("a POST without an Origin is refused too", async ({ request }) => {
    const response = await request.post(new URL("/nl/home", baseUrl()).href, { form: { a: "1" }, maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Verzoek geweigerd");
  });

  test("a refused POST never shows another shop's page", async ({ request }) => {
    const { url, headers } = onHost("stadsbazaar.localhost", "/nl/home");
    const response = await request.post(url, {
      headers: { ...headers, origin: "https://evil.test" },
      form: { a: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    const body = await response.text();
    expect(body).toContain("Verzoek geweigerd");
    for (const name of DEMO_SHOP_NAMES) expect(body).not.toContain(name);
  });
});

test.describe("headers of the built app", () => {
  const SECURITY = ["x-content-type-options", "referrer-policy", "x-frame-options", "content-security-policy"];

  test("static files (JavaScript, CSS, the favicon, the texts) carry the security headers from public/_headers", async ({ request }) => {
    const html = await (await request.get("/nl/home")).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    const texts = /data-messages="([^"]+)"/.exec(html)?.[1];
    expect(script, "a script of the page").toBeTruthy();
    for (const path of [script!, style, "/favicon.svg", texts].filter((p): p is string => Boolean(p))) {
      const response = await request.get(path.replace(/&amp;/g, "&"));
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      for (const name of SECURITY) expect(headers[name], `${path}: ${name}`).toBeTruthy();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      // Files named by their content are kept by browsers for good; the favicon is not named so.
      if (path.startsWith("/assets/")) expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    }
  });

  test("data answers, redirects and refusals of the Worker carry them too, and personal answers are never stored", async ({ request }) => {
    const answers = [
      await request.get("/nl/home.data"),
      await request.get("/nl/cart", { maxRedirects: 0 }),
      await request.fetch("/nl/cart", { method: "DELETE", maxRedirects: 0 }),
      await request.get("/nl/shopping-bag"),
    ];
    for (const response of answers) {
      const headers = response.headers();
      for (const name of SECURITY) expect(headers[name], `${response.url()} ${response.status()}: ${name}`).toBeTruthy();
    }
    expect(answers[2]!.status()).toBe(405);
    expect(answers[2]!.headers().allow).toBe("GET, HEAD, POST");
    expect(answers[3]!.headers()["cache-control"]).toBe("private, no-store");
  });
});
