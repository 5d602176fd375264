import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { metaOf, readHead, sitemapIndexLocs, sitemapUrls } from "../support/seo-head";
import { HOST_E, TENANT_A, TENANT_E, visit } from "./support";

// ADR 0062: a copy that is not the live shop never competes with it, and a large catalogue's sitemap
// comes in pages. These tests change the demo data (a primary domain, hundreds of products), so they
// have a file of their own (each file gets a freshly seeded database).

describe("a development build on a host anyone can reach (a staging copy)", () => {
  // Noordzee's primary domain is its real one here, as when a development build is put on the internet.
  const STAGING = "www.noordzeemode.nl";

  it("says noindex on every answer and keeps everything out in robots.txt, without a sitemap", async () => {
    await env.CORE_API_DB.prepare("UPDATE tenant_domains SET is_primary = (host = ?1) WHERE tenant_id = ?2").bind(STAGING, TENANT_A).run();
    for (const path of ["/nl/home", "/nl/products", "/sitemap.xml", "/robots.txt", "/nl/shopping-bag"]) {
      const response = await visit(path, { host: STAGING });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    // A page the edge cache kept is served with the same header.
    const again = await visit("/nl/home", { host: STAGING });
    expect(again.headers.get("x-etalage-page-cache")).toBe("hit");
    expect(again.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const robots = await (await visit("/robots.txt", { host: STAGING })).text();
    expect(robots.split("\n").filter((line) => /^(User-agent|Disallow|Allow|Sitemap):/.test(line))).toEqual(["User-agent: *", "Disallow: /"]);
  });

  it("the shop on its loopback name in development (the developer's own machine, the tests, Lighthouse) is served as production serves it", async () => {
    const response = await visit("/nl/home", { host: HOST_E });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBeNull();
    expect(metaOf(readHead(await response.text()), "robots")).toEqual([]);
    expect(await (await visit("/robots.txt", { host: HOST_E })).text()).toContain(`Sitemap: http://${HOST_E}/sitemap.xml`);
  });
});

describe("a large catalogue's sitemap", () => {
  it("is paged: 480 products a file, every product once in each language, the index names every file", async () => {
    // Breiwerk gets 500 more products than its own (before any of its lists is asked for and cached).
    await env.CORE_API_DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
       INSERT INTO products (tenant_id, slug, name, price_cents, sort_index)
       SELECT ?1, printf('sitemap-trui-%03d', i), json_object('nl', 'Trui ' || i, 'en', 'Jumper ' || i), 2995, 1000 + i FROM n`,
    )
      .bind(TENANT_E)
      .run();
    const slugs = (await env.CORE_API_DB.prepare("SELECT slug FROM products WHERE tenant_id = ?1 AND is_active = 1").bind(TENANT_E).all<{ slug: string }>())
      .results;
    const languages = (await env.CORE_API_DB.prepare("SELECT code FROM languages WHERE tenant_id = ?1").bind(TENANT_E).all<{ code: string }>()).results;
    const files = Math.ceil(slugs.length / 480);
    expect(files).toBeGreaterThanOrEqual(2);

    const origin = `http://${HOST_E}`;
    const index = sitemapIndexLocs(await (await visit("/sitemap.xml", { host: HOST_E })).text());
    const productFiles = index.filter((loc) => loc.includes("/sitemaps/products-"));
    expect(productFiles).toEqual(Array.from({ length: files }, (_, i) => `${origin}/sitemaps/products-${i + 1}.xml`));

    const seen: string[] = [];
    for (const [i, loc] of productFiles.entries()) {
      const response = await visit(loc.slice(origin.length), { host: HOST_E });
      expect(response.status).toBe(200);
      const urls = sitemapUrls(await response.text());
      const inFile = i < files - 1 ? 480 : slugs.length - 480 * (files - 1);
      expect(urls, loc).toHaveLength(inFile * languages.length);
      seen.push(...urls.map((u) => u.loc));
    }
    // Every product in every language, none twice.
    expect(new Set(seen).size).toBe(seen.length);
    for (const { slug } of slugs) for (const { code } of languages) expect(seen).toContain(`${origin}/${code}/products/${slug}`);
    expect((await visit(`/sitemaps/products-${files + 1}.xml`, { host: HOST_E })).status).toBe(404);
  });
});
