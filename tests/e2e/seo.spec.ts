import { expect, type Page, test } from "@playwright/test";
import { blocksOfType, type Head, metaOf, missingFields, sitemapIndexLocs, sitemapUrls } from "../support/seo-head";
import { baseUrl, hostUrl, jsEnabled, NOORDZEE, onHost, open, routerIdle, waitForHydration } from "./support";

// What a crawler and a link preview read in the head (issue 22, ADR 0062), in a real browser: with
// JavaScript the head after hydration and after client navigations (React renders the meta again);
// without it the server's HTML. One canonical, language alternates, Open Graph, JSON-LD that parses.

/** The head as the browser holds it now (after hydration and navigations, with JavaScript). */
async function liveHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const all = (selector: string) => Array.from(document.head.querySelectorAll(selector));
    return {
      canonicals: all('link[rel="canonical"]').map((l) => l.getAttribute("href") ?? ""),
      alternates: all('link[rel="alternate"][hreflang]').map((l) => ({ hreflang: l.getAttribute("hreflang") ?? "", href: l.getAttribute("href") ?? "" })),
      meta: all("meta[content]")
        .filter((m) => m.getAttribute("name") || m.getAttribute("property"))
        .map((m) => ({ key: (m.getAttribute("name") || m.getAttribute("property")) ?? "", content: m.getAttribute("content") ?? "" })),
      jsonLd: all('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent ?? "null")),
      titles: all("title").map((t) => t.textContent ?? ""),
    };
  });
}

function expectSoundHead(head: Head, path: string) {
  const origin = baseUrl().origin;
  expect(head.canonicals, path).toEqual([`${origin}${path}`]);
  const other = path.startsWith("/nl") ? path.replace(/^\/nl/, "/en") : path.replace(/^\/en/, "/nl");
  const nl = path.startsWith("/nl") ? path : other;
  expect(head.alternates).toEqual([
    { hreflang: "nl", href: `${origin}${nl}` },
    { hreflang: "en", href: `${origin}${nl.replace(/^\/nl/, "/en")}` },
    { hreflang: "x-default", href: `${origin}${nl}` },
  ]);
  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]!.split(NOORDZEE.name)).toHaveLength(2);
  expect(metaOf(head, "og:title")).toHaveLength(1);
  expect(metaOf(head, "og:url")).toEqual([`${origin}${path}`]);
  expect(metaOf(head, "description")).toHaveLength(1);
  expect(metaOf(head, "robots")).toEqual([]);
  for (const block of head.jsonLd) expect(missingFields(block), JSON.stringify(block).slice(0, 200)).toEqual([]);
}

/** After a client navigation: React has rendered the new page's head (the url changes before its commit). */
async function headRendered(page: Page, path: string) {
  await routerIdle(page);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `${baseUrl().origin}${path}`);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute("content", `${baseUrl().origin}${path}`);
}

async function openSettled(page: Page, path: string) {
  const response = await open(page, hostUrl(NOORDZEE.host, path));
  expect(response.status()).toBe(200);
  if (jsEnabled()) {
    await waitForHydration(page);
    await routerIdle(page);
  }
}

test.describe("the head of the public pages", () => {
  test("home: Open Graph from the CMS, its own JSON-LD and the Organization, once each", async ({ page }) => {
    await openSettled(page, "/nl/home");
    const head = await liveHead(page);
    expectSoundHead(head, "/nl/home");
    expect(metaOf(head, "og:image")).toEqual([`${baseUrl().origin}/media/noordzee/banners/hero-kust.svg`]);
    expect(blocksOfType(head, "Organization")).toHaveLength(1);
    expect(blocksOfType(head, "ClothingStore")).toHaveLength(1);
  });

  test("overview, product and bundle: ItemList, Product with offers, BreadcrumbList", async ({ page }) => {
    await openSettled(page, "/nl/products");
    let head = await liveHead(page);
    expectSoundHead(head, "/nl/products");
    expect(blocksOfType(head, "ItemList")).toHaveLength(1);
    expect(blocksOfType(head, "BreadcrumbList")).toHaveLength(1);

    await openSettled(page, "/nl/products/linnen-blouse");
    head = await liveHead(page);
    expectSoundHead(head, "/nl/products/linnen-blouse");
    expect(metaOf(head, "og:type")).toEqual(["product"]);
    expect(blocksOfType(head, "Product")).toHaveLength(1);
    expect(blocksOfType(head, "BreadcrumbList")).toHaveLength(1);

    await openSettled(page, "/nl/bundles/zomerse-strandlook");
    head = await liveHead(page);
    expectSoundHead(head, "/nl/bundles/zomerse-strandlook");
    expect(blocksOfType(head, "Product")).toHaveLength(1);
  });

  test("after client navigations the head is the new page's, never the old one's beside it", async ({ page }) => {
    test.skip(!jsEnabled(), "client navigation needs JavaScript; without it every page is a document (the tests above)");
    await openSettled(page, "/nl/home");
    await page.locator('a[href="/nl/products"]:visible').first().click();
    await page.waitForURL(/\/nl\/products$/);
    await headRendered(page, "/nl/products");
    let head = await liveHead(page);
    expectSoundHead(head, "/nl/products");
    expect(blocksOfType(head, "ItemList")).toHaveLength(1);
    expect(blocksOfType(head, "Organization")).toEqual([]);

    const path = await page.evaluate(() =>
      Array.from(document.querySelectorAll("main a"))
        .map((a) => a.getAttribute("href") ?? "")
        .find((href) => /^\/nl\/products\/[a-z0-9-]+$/.test(href)),
    );
    if (!path) throw new Error("no product card on the overview");
    await page.locator(`main a[href="${path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await headRendered(page, path);
    head = await liveHead(page);
    expectSoundHead(head, path);
    expect(blocksOfType(head, "Product")).toHaveLength(1);
    expect(blocksOfType(head, "Organization")).toEqual([]);
    expect(metaOf(head, "og:type")).toEqual(["product"]);

    // Another language: canonical and alternates follow.
    await page.locator('header a[hreflang="en"]').first().click();
    await page.waitForURL(/\/en\/products\//);
    await headRendered(page, path.replace(/^\/nl/, "/en"));
    head = await liveHead(page);
    expectSoundHead(head, path.replace(/^\/nl/, "/en"));
    expect(metaOf(head, "og:locale")).toEqual(["en_GB"]);
  });

  test("a personal page says noindex", async ({ page }) => {
    await openSettled(page, "/nl/shopping-bag");
    expect(metaOf(await liveHead(page), "robots")[0]).toMatch(/noindex/);
  });
});

test.describe("the files for crawlers", () => {
  test("robots.txt names the sitemap, and the sitemap's files are XML that name every page in both languages", async ({ page }) => {
    const { url, headers } = onHost(NOORDZEE.host, "/robots.txt");
    const robots = await page.request.get(url, { headers });
    expect(robots.status()).toBe(200);
    const origin = baseUrl().origin;
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = await page.request.get(onHost(NOORDZEE.host, "/sitemap.xml").url, { headers });
    const files = sitemapIndexLocs(await index.text());
    expect(files[0]).toBe(`${origin}/sitemaps/pages.xml`);
    for (const file of files) {
      const answer = await page.request.get(onHost(NOORDZEE.host, new URL(file).pathname).url, { headers });
      expect(answer.status(), file).toBe(200);
      const urls = sitemapUrls(await answer.text());
      expect(urls.length, file).toBeGreaterThan(0);
      for (const entry of urls) expect(Object.keys(entry.alternates).sort()).toEqual(["en", "nl", "x-default"]);
    }
  });
});
