import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { h1, HOST_A, HOST_B, HOST_D, htmlLang, shopper, signIn, TENANT_D, visit, withoutRouteStylesheets } from "./support";

// Offline use and updates (ADR 0065): the shop's web app manifest, the service worker's script with the
// build's version, the offline page per language, and which pages the server marks for offline use.

const ANNA = { email: "anna@noordzee.test", password: "Noordzee-anna-2026" };
const WORKER = "/sw.js?worker=%2Fassets%2Fservice-worker-Ab12.js";

/** The build's version as the page's own scripts know it (React Router's manifest in the HTML). */
async function buildVersion(): Promise<string> {
  const html = await (await visit("/nl/products")).text();
  const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
  if (!version) throw new Error("no build version in the page");
  return version;
}

/** The configuration the worker's script sets before it imports its code. */
function workerConfig(script: string) {
  const json = /^self\.ETALAGE_OFFLINE=(.*);\nimportScripts\("([^"]+)"\);\n$/.exec(script);
  if (!json) throw new Error(`not the worker's script: ${script.slice(0, 200)}`);
  return { config: JSON.parse(json[1]!) as Record<string, unknown> & { assets: string[]; offlinePages: string[] }, code: json[2] };
}

describe("the web app manifest, per shop (found by host) and language", () => {
  it("Noordzee Mode: its name, colours (as the head's theme-color) and logo; it starts in the language asked", async () => {
    const response = await visit("/nl/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get("set-cookie")).toBeNull();
    const manifest = (await response.json()) as { icons: unknown[] };
    expect(manifest).toMatchObject({
      name: "Noordzee Mode",
      short_name: "Noordzee",
      lang: "nl",
      start_url: "/nl",
      scope: "/",
      display: "standalone",
      theme_color: "#1d4b54",
      background_color: "#ffffff",
    });
    expect(manifest.icons).toEqual([
      { src: "/media/noordzee/logo/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ]);
    const page = await (await visit("/nl/products")).text();
    expect(page).toContain('<meta name="theme-color" content="#1d4b54"/>');
    expect(page).toContain('<link rel="manifest" href="/nl/manifest.webmanifest"/>');
    const english = await (await visit("/en/manifest.webmanifest")).json();
    expect(english).toMatchObject({ lang: "en", start_url: "/en", name: "Noordzee Mode" });
    expect(await (await visit("/en/products")).text()).toContain('<link rel="manifest" href="/en/manifest.webmanifest"/>');
  });

  it("Stadsbazaar: its own name, colours and logo", async () => {
    const manifest = (await (await visit("/nl/manifest.webmanifest", { host: HOST_B })).json()) as { icons: unknown[] };
    expect(manifest).toMatchObject({ name: "Stadsbazaar", theme_color: "#8a2c3b", background_color: "#8a2c3b", start_url: "/nl" });
    expect(manifest.icons[0]).toEqual({ src: "/media/stadsbazaar/logo/logo.svg", sizes: "any", type: "image/svg+xml", purpose: "any" });
  });

  it("a language the shop does not have is a 404; a POST is refused and changes nothing", async () => {
    expect((await visit("/de/manifest.webmanifest")).status).toBe(404);
    const posted = await visit("/nl/manifest.webmanifest", { method: "POST", headers: { origin: `http://${HOST_A}` } });
    expect(posted.status).toBe(405);
  });
});

describe("the service worker's script /sw.js", () => {
  it("carries the build's version, its static files, the offline pages and the cache size; asked again on every check (no-cache)", async () => {
    const response = await visit(WORKER);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("set-cookie")).toBeNull();
    // The worker's own policy: this origin only (its fetches and its import).
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    const { config, code } = workerConfig(await response.text());
    expect(code).toBe("/assets/service-worker-Ab12.js");
    expect(config.version).toBe(await buildVersion());
    expect(config.languages).toEqual(["nl", "en"]);
    expect(config.defaultLanguage).toBe("nl");
    expect(config.offlinePages).toEqual(["/nl/offline", "/nl/offline?reason=cart", "/en/offline", "/en/offline?reason=cart"]);
    expect(config.cacheBytes).toBe(41943040);
    expect(config.assets.length).toBeGreaterThan(20);
    for (const file of config.assets) expect(file).toMatch(/^\/assets\//);
    expect(config.assets.some((file) => file.startsWith("/assets/entry.client-"))).toBe(true);
    expect(config.assets.some((file) => /^\/assets\/i18n\/nl\.json\?v=/.test(file))).toBe(true);
  });

  it("takes its cache size from its query, at least 1048576 bytes", async () => {
    const small = workerConfig(await (await visit(`${WORKER}&cacheBytes=1000`)).text());
    expect(small.config.cacheBytes).toBe(1048576);
    const set = workerConfig(await (await visit(`${WORKER}&cacheBytes=2097152`)).text());
    expect(set.config.cacheBytes).toBe(2097152);
    const bad = workerConfig(await (await visit(`${WORKER}&cacheBytes=veel`)).text());
    expect(bad.config.cacheBytes).toBe(41943040);
  });

  it("takes a shop's own size from its setting offline_cache_bytes, at least 1048576 bytes (Huisraad's: asked here first)", async () => {
    const db = env.CORE_API_DB;
    await db.prepare("INSERT OR REPLACE INTO settings (tenant_id, key, value) VALUES (?1, 'offline_cache_bytes', '8388608')").bind(TENANT_D).run();
    try {
      expect(workerConfig(await (await visit(WORKER, { host: HOST_D })).text()).config.cacheBytes).toBe(8388608);
    } finally {
      await db.prepare("DELETE FROM settings WHERE tenant_id = ?1 AND key = 'offline_cache_bytes'").bind(TENANT_D).run();
    }
  });

  it("imports only a file of the build under /assets/: any other is refused (400), nothing served", async () => {
    for (const worker of ["", "https://evil.example/x.js", "/assets/../sw.js", "//evil.example/assets/x.js", "/media/x.js", "/assets/x.js\nalert(1)"]) {
      const response = await visit(`/sw.js?worker=${encodeURIComponent(worker)}`);
      expect(response.status, worker).toBe(400);
      expect(await response.text()).not.toContain("importScripts");
    }
    expect((await visit("/sw.js")).status).toBe(400);
  });

  it("is a GET only: a POST is refused", async () => {
    const posted = await visit(WORKER, { method: "POST", headers: { origin: `http://${HOST_A}` } });
    expect(posted.status).toBe(405);
  });

  it("is allowed by every page's policy (worker-src 'self' beside the nonce and 'strict-dynamic')", async () => {
    const csp = (await visit("/nl/products")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe("the offline page, in the shop's language and look", () => {
  it.each([
    ["/nl/offline", "nl", "Je bent offline", "Deze pagina heb je nog niet bekeken"],
    ["/en/offline", "en", "You're offline", "You haven't viewed this page before"],
    ["/nl/offline?reason=cart", "nl", "Je winkelmand is niet gewijzigd", "heb je een internetverbinding nodig"],
    ["/en/offline?reason=cart", "en", "Your shopping bag hasn't changed", "needs an internet connection"],
  ])("%s: in %s, the shop's chrome, for no search engine", async (path, language, title, text) => {
    const response = await visit(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(htmlLang(html)).toBe(language);
    expect(h1(html)?.replace(/&#x27;|&#39;/g, "'")).toBe(title);
    expect(html.replace(/&#x27;|&#39;/g, "'")).toContain(text);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // The shop's header and footer (its look), and no overlay of forms that need a connection.
    expect(html).toContain("Noordzee Mode");
    expect(withoutRouteStylesheets(html)).not.toContain("data-consent-banner");
    expect(html).not.toMatch(/<dialog[^>]*newsletter/i);
    // Not a page the worker stores as a seen page (it keeps its own copy at install).
    expect(response.headers.get("x-etalage-offline")).toBeNull();
  });

  it("in the other shop, its own", async () => {
    const html = await (await visit("/nl/offline", { host: HOST_B })).text();
    expect(h1(html)).toBe("Je bent offline");
    expect(html).toContain("Stadsbazaar");
  });
});

describe("which pages the server marks for offline use (x-etalage-offline)", () => {
  it("a public page, for a shopper not signed in — even with a bag", async () => {
    expect((await visit("/nl/products/linnen-blouse")).headers.get("x-etalage-offline")).toBe("keep");
    expect((await visit("/nl/home")).headers.get("x-etalage-offline")).toBe("keep");
    const me = shopper();
    await me.page("/nl/products");
    expect((await me.page("/nl/products/linnen-blouse")).headers.get("x-etalage-offline")).toBe("keep");
  });

  it("never a personal page (the bag, checkout, wishlist, sign-in), nor a signed-in customer's public page", async () => {
    for (const path of ["/nl/shopping-bag", "/nl/checkout/gegevens", "/nl/wishlist", "/nl/auth/login", "/auth/login", "/nl/cookies", "/nl/search?q=jurk"]) {
      expect((await visit(path)).headers.get("x-etalage-offline"), path).toBeNull();
    }
    const anna = shopper();
    await signIn(anna, ANNA.email, ANNA.password);
    const page = await anna.page("/nl/products/linnen-blouse");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-etalage-offline")).toBeNull();
    expect((await anna.page("/nl/account/orders")).headers.get("x-etalage-offline")).toBeNull();
  });
});
