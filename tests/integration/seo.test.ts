import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { blocksOfType, metaOf, missingFields, readHead, sitemapIndexLocs, sitemapUrls } from "../support/seo-head";
import { previewPath, TENANT_A, visit } from "./support";

// What a crawler reads of the shop (issue 22, ADR 0062): one canonical per page on the primary domain,
// language alternates that point at each other, Open Graph, structured data whose every block parses
// and holds what its type needs, robots.txt and the sitemap. Noordzee Mode's primary domain in the
// demo data is localhost (development: the request's scheme and port are kept, ADR 0042).

const ORIGIN = "http://localhost";
const PUBLIC_PAGES = [
  "/nl/home",
  "/nl/products",
  "/nl/products/linnen-blouse",
  "/nl/bundles/zomerse-strandlook",
  "/nl/pagina/algemene-voorwaarden",
  "/nl/contact",
  "/nl/campaign/11",
];

async function headOf(path: string) {
  const response = await visit(path);
  expect(response.status, path).toBe(200);
  return { response, head: readHead(await response.text()) };
}

describe("every public page's head", () => {
  it.each(PUBLIC_PAGES)("%s: one canonical (its own address), alternates per language and x-default that name each other", async (path) => {
    const { response, head } = await headOf(path);
    expect(head.canonicals).toEqual([`${ORIGIN}${path}`]);
    const expected = [
      { hreflang: "nl", href: `${ORIGIN}${path}` },
      { hreflang: "en", href: `${ORIGIN}${path.replace(/^\/nl/, "/en")}` },
      { hreflang: "x-default", href: `${ORIGIN}${path}` },
    ];
    expect(head.alternates).toEqual(expected);
    // The English page is canonical at its own address and names the same set: the pairs point at each other.
    const english = await headOf(path.replace(/^\/nl/, "/en"));
    expect(english.head.canonicals).toEqual([expected[1]!.href]);
    expect(english.head.alternates).toEqual(expected);
    // Indexable: no noindex in the head or the headers.
    expect(metaOf(head, "robots")).toEqual([]);
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });

  it.each(PUBLIC_PAGES)("%s: one title with the shop's name once, one description of at most 160 characters", async (path) => {
    const { head } = await headOf(path);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]!.split("Noordzee Mode")).toHaveLength(2);
    const descriptions = metaOf(head, "description");
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.length).toBeLessThanOrEqual(160);
    expect(metaOf(head, "og:site_name")).toEqual(["Noordzee Mode"]);
    expect(metaOf(head, "og:title")).toHaveLength(1);
  });

  it.each(PUBLIC_PAGES)("%s: every JSON-LD block parses and holds the fields its type needs", async (path) => {
    const { head } = await headOf(path);
    for (const block of head.jsonLd) expect(missingFields(block), JSON.stringify(block)).toEqual([]);
  });
});

describe("home", () => {
  it("Open Graph from the CMS (title, description, image on the primary domain, type), its own JSON-LD and the shop as an Organization", async () => {
    const { head } = await headOf("/nl/home");
    expect(metaOf(head, "og:title")).toEqual(["Noordzee Mode – kleding met de kust in je hoofd"]);
    expect(metaOf(head, "og:description")[0]).toMatch(/^Tijdloze dames- en herenkleding/);
    expect(metaOf(head, "og:image")).toEqual([`${ORIGIN}/media/noordzee/banners/hero-kust.svg`]);
    expect(metaOf(head, "og:type")).toEqual(["website"]);
    expect(metaOf(head, "og:url")).toEqual([`${ORIGIN}/nl/home`]);
    expect(metaOf(head, "og:locale")).toEqual(["nl_NL"]);
    expect(metaOf(head, "og:locale:alternate")).toEqual(["en_GB"]);
    // The CMS page's own schema, as the editor wrote it.
    const [store] = blocksOfType(head, "ClothingStore");
    expect(store).toMatchObject({ name: "Noordzee Mode", telephone: "070 362 48 15" });
    const [organization] = blocksOfType(head, "Organization");
    expect(organization).toMatchObject({
      name: "Noordzee Mode",
      url: `${ORIGIN}/`,
      address: { "@type": "PostalAddress", addressCountry: "NL" },
    });
    expect(blocksOfType(head, "Organization")).toHaveLength(1);
  });

  it("the English home: the CMS's English texts, og:locale en_GB", async () => {
    const { head } = await headOf("/en/home");
    expect(metaOf(head, "og:title")).toEqual(["Noordzee Mode – kleding met de kust in je hoofd"]);
    expect(metaOf(head, "og:locale")).toEqual(["en_GB"]);
    expect(blocksOfType(head, "Organization")).toHaveLength(1);
  });
});

describe("a campaign page", () => {
  it("shares its own title, words and picture on the primary domain", async () => {
    const { head } = await headOf("/nl/campaign/11");
    expect(metaOf(head, "og:title")).toEqual(["Campagne: Zomersale"]);
    expect(metaOf(head, "og:description")).toEqual(["20% korting op de hele collectie met code ZOMER20."]);
    expect(metaOf(head, "og:image")).toEqual([`${ORIGIN}/media/noordzee/banners/zomersale.svg`]);
    expect(metaOf(head, "og:url")).toEqual([`${ORIGIN}/nl/campaign/11`]);
  });
});

describe("the catalogue's structured data", () => {
  it("a product: og:type product with its picture; Product with an offer per variant (euros from cents, stock); Home › Producten › category › product", async () => {
    const { head } = await headOf("/nl/products/linnen-blouse");
    expect(metaOf(head, "og:type")).toEqual(["product"]);
    expect(metaOf(head, "og:image")[0]).toMatch(new RegExp(`^${ORIGIN}/media/`));
    const [product] = blocksOfType(head, "Product");
    const variants = await env.CORE_API_DB.prepare(
      `SELECT v.id, v.stock, COALESCE(v.price_cents, p.discount_price_cents, p.price_cents) AS cents
         FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.tenant_id = ?1 AND p.slug = 'linnen-blouse' ORDER BY v.sort_index, v.id`,
    )
      .bind(TENANT_A)
      .all<{ id: number; stock: number; cents: number }>();
    const offers = product!.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(variants.results.length);
    for (const variant of variants.results) {
      const offer = offers.find((o) => o.url === `${ORIGIN}/nl/products/linnen-blouse?variant=${variant.id}`);
      expect(offer, `variant ${variant.id}`).toBeDefined();
      expect(offer!.priceCurrency).toBe("EUR");
      expect(Number(offer!.price) * 100).toBeCloseTo(variant.cents, 6);
      expect(offer!.availability).toBe(variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock");
    }
    const [trail] = blocksOfType(head, "BreadcrumbList");
    const items = trail!.itemListElement as { name: string; item: string }[];
    expect(items[0]).toMatchObject({ name: "Home", item: `${ORIGIN}/nl/home` });
    expect(items[1]).toMatchObject({ name: "Producten", item: `${ORIGIN}/nl/products` });
    expect(items.at(-1)).toMatchObject({ item: `${ORIGIN}/nl/products/linnen-blouse` });
  });

  it("a product's stock shows in its offers: a variant sold out is OutOfStock", async () => {
    // A product no test here has asked for yet (its page and data are not cached), with two variants in stock.
    const variants = await env.CORE_API_DB.prepare(
      `SELECT v.id, p.slug FROM product_variants v JOIN products p ON p.id = v.product_id
        WHERE v.tenant_id = ?1 AND p.is_active = 1 AND p.slug <> 'linnen-blouse' AND v.stock > 0
          AND (SELECT count(*) FROM product_variants w WHERE w.product_id = p.id AND w.stock > 0) >= 2
        ORDER BY p.id, v.id LIMIT 2`,
    )
      .bind(TENANT_A)
      .all<{ id: number; slug: string }>();
    const [soldOut, inStock] = variants.results;
    await env.CORE_API_DB.prepare("UPDATE product_variants SET stock = 0 WHERE id = ?1").bind(soldOut!.id).run();
    const { head } = await headOf(`/nl/products/${soldOut!.slug}`);
    const offers = blocksOfType(head, "Product")[0]!.offers as Record<string, unknown>[];
    const availability = (id: number) => offers.find((o) => String(o.url).endsWith(`?variant=${id}`))?.availability;
    expect(availability(soldOut!.id)).toBe("https://schema.org/OutOfStock");
    expect(availability(inStock!.id)).toBe("https://schema.org/InStock");
  });

  it("a bundle: Product with the bundle's price and availability; Home › Producten › the bundle", async () => {
    const { head } = await headOf("/nl/bundles/zomerse-strandlook");
    expect(metaOf(head, "og:type")).toEqual(["product"]);
    const [bundle] = blocksOfType(head, "Product");
    expect(bundle).toMatchObject({ url: `${ORIGIN}/nl/bundles/zomerse-strandlook` });
    const [trail] = blocksOfType(head, "BreadcrumbList");
    expect((trail!.itemListElement as unknown[]).length).toBe(3);
  });

  it("the overview: an ItemList of the cards on the page, in order, on the primary domain; Home › Producten", async () => {
    const { head } = await headOf("/nl/products");
    const html = await visit("/nl/products").then((r) => r.text());
    const [list] = blocksOfType(head, "ItemList");
    const items = list!.itemListElement as { position: number; url: string; name: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(list!.numberOfItems).toBe(items.length);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    // Each item is a card on the page.
    for (const item of items) expect(html).toContain(`href="${item.url.slice(ORIGIN.length)}"`);
    const [trail] = blocksOfType(head, "BreadcrumbList");
    expect((trail!.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(["Home", "Producten"]);
    // Page 2 goes on counting.
    const second = (await headOf("/nl/products?page=2")).head;
    const next = blocksOfType(second, "ItemList")[0]?.itemListElement as { position: number }[] | undefined;
    if (next?.length) expect(next[0]!.position).toBe(25);
  });
});

describe("a CMS page's own JSON-LD", () => {
  async function pageWithSchema(key: string, schema: string) {
    await env.CORE_API_DB.prepare(
      `INSERT INTO cms_pages (tenant_id, key, name, json_ld_schema, og_title, og_type, og_image) VALUES (?1, ?2, '{"nl":"Proef","en":"Test"}', ?3, 'Deel mij', 'article', 'https://cdn.example/deel.jpg')`,
    )
      .bind(TENANT_A, key, schema)
      .run();
    const response = await visit(`/nl/pagina/${key}`);
    expect(response.status).toBe(200);
    return response.text();
  }

  it("is embedded safely: a '</script>' inside stays text of the block, nothing breaks out", async () => {
    const hostile = JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", name: "</script><script>alert(1)</script><!--" });
    const html = await pageWithSchema("seo-vijandig", hostile);
    expect(html).not.toContain("<script>alert(1)");
    // The block's text writes "<" as \u003c: its "</script>" cannot end the script element.
    expect(html).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    const head = readHead(html);
    const [page] = blocksOfType(head, "WebPage");
    expect(page!.name).toBe("</script><script>alert(1)</script><!--");
    // The CMS's Open Graph: its title, type and absolute image as set.
    expect(metaOf(head, "og:title")).toEqual(["Deel mij"]);
    expect(metaOf(head, "og:type")).toEqual(["article"]);
    expect(metaOf(head, "og:image")).toEqual(["https://cdn.example/deel.jpg"]);
  });

  it("a list of blocks gives each; a schema that is not JSON of objects is left out, the page still shows", async () => {
    const list = JSON.stringify([
      { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] },
      { "@context": "https://schema.org", "@type": "WebPage", name: "Twee" },
    ]);
    const both = readHead(await pageWithSchema("seo-lijst", list));
    expect(both.jsonLd.map((b) => (b as { "@type": string })["@type"])).toEqual(["FAQPage", "WebPage"]);
    for (const broken of ["{niet json", '"een tekst"', "[1, 2]", "   "]) {
      const html = await pageWithSchema(`seo-kapot-${crypto.randomUUID().slice(0, 6)}`, broken);
      expect(readHead(html).jsonLd).toEqual([]);
    }
  });

  it("without a meta description, the first text block's text, cut to 160 characters", async () => {
    const page = await env.CORE_API_DB.prepare(`INSERT INTO cms_pages (tenant_id, key, name) VALUES (?1, 'seo-lang', '{"nl":"Lang","en":"Long"}') RETURNING id`)
      .bind(TENANT_A)
      .first<{ id: number }>();
    const text = `<p>${"Linnen is koel en sterk. ".repeat(20)}</p>`;
    await env.CORE_API_DB.prepare("INSERT INTO cms_blocks (tenant_id, page_id, template, text) VALUES (?1, ?2, 'TEXT_BLOCK', ?3)")
      .bind(TENANT_A, page!.id, JSON.stringify({ nl: text, en: text }))
      .run();
    const head = readHead(await (await visit("/nl/pagina/seo-lang")).text());
    const [description] = metaOf(head, "description");
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Linnen is koel en sterk\. Linnen/);
    expect(metaOf(head, "og:description")).toEqual([description]);
  });
});

describe("personal pages stay out of search engines", () => {
  it.each(["/nl/shopping-bag", "/nl/auth/login", "/nl/wishlist", "/nl/cms-preview/101", "/nl/cookies"])("%s says noindex", async (path) => {
    // A page's preview opens for its editor's link only (ADR 0060).
    const asked = path.includes("cms-preview") ? await previewPath(101) : path;
    const response = await visit(asked);
    expect(response.status, path).toBe(200);
    expect(metaOf(readHead(await response.text()), "robots")[0]).toMatch(/noindex/);
  });
});

/** Whether robots.txt lets a crawler fetch `path` (RFC 9309: the longest matching rule wins, Allow on a tie; `*` any characters, `$` the end). */
function allowed(robots: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of robots.split("\n")) {
    const m = /^(Allow|Disallow):\s*(\S*)/.exec(line);
    if (!m?.[2]) continue;
    const pattern = new RegExp(
      `^${m[2]
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/\\\$$/, "$")}`,
    );
    if (!pattern.test(path)) continue;
    const allow = m[1] === "Allow";
    if (m[2].length > best.length || (m[2].length === best.length && allow)) best = { length: m[2].length, allow };
  }
  return best.allow;
}

describe("robots.txt", () => {
  it("keeps checkout, account, bag, cart, previews and search results out in every language, lets the shop's pages in, names the sitemap", async () => {
    const response = await visit("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const robots = await response.text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const language of ["nl", "en"]) {
      for (const path of ["checkout/gegevens", "account/orders", "shopping-bag", "cart", "cms-preview/101", "search?q=jurk", "auth/login", "wishlist"]) {
        expect(allowed(robots, `/${language}/${path}`), `/${language}/${path}`).toBe(false);
      }
      for (const path of [
        "home",
        "products",
        "products/linnen-blouse",
        "bundles/zomerse-strandlook",
        "pagina/algemene-voorwaarden",
        "contact",
        "campaign/11",
      ]) {
        expect(allowed(robots, `/${language}/${path}`), `/${language}/${path}`).toBe(true);
      }
      expect(allowed(robots, `/${language}/products?q=jurk`)).toBe(false);
      expect(allowed(robots, `/${language}/products?sort=name&q=jurk`)).toBe(false);
      expect(allowed(robots, `/${language}/home?previewSession=abc&previewTransport=pm`)).toBe(false);
      expect(allowed(robots, `/${language}/products/linnen-blouse?previewThemeCache=7`)).toBe(false);
    }
    expect(allowed(robots, "/checkout/success")).toBe(false);
    expect(allowed(robots, "/auth/login")).toBe(false);
    expect(allowed(robots, "/sitemap.xml")).toBe(true);
  });
});

describe("sitemap.xml", () => {
  it("is an index of the shop's files: its own pages, its products and bundles page by page", async () => {
    const response = await visit("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(sitemapIndexLocs(await response.text())).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/bundles-1.xml`,
    ]);
  });

  it("the pages file: home, products and its categories, contact, the CMS pages (with lastmod) and the active campaigns, in both languages, each naming the other and x-default", async () => {
    const response = await visit("/sitemaps/pages.xml");
    expect(response.status).toBe(200);
    const urls = sitemapUrls(await response.text());
    const locs = urls.map((u) => u.loc);
    for (const path of ["/home", "/products", "/contact", "/pagina/algemene-voorwaarden", "/pagina/privacy-policy", "/campaign/11"]) {
      expect(locs).toContain(`${ORIGIN}/nl${path}`);
      expect(locs).toContain(`${ORIGIN}/en${path}`);
    }
    // Every active campaign, never a switched-off one (Noordzee's Wintersale, 12).
    expect(locs.filter((loc) => loc.includes("/campaign/12"))).toEqual([]);
    // The category pages the breadcrumbs name, each a page that exists.
    const category = locs.find((loc) => loc.startsWith(`${ORIGIN}/nl/products/category/`));
    expect(category).toBeDefined();
    expect((await visit(category!.slice(ORIGIN.length))).status).toBe(200);
    // Home is /home, never pagina/home.
    expect(locs.filter((loc) => loc.endsWith("/pagina/home"))).toEqual([]);
    expect(urls.find((u) => u.loc === `${ORIGIN}/nl/pagina/algemene-voorwaarden`)?.lastmod).toBe("2026-01-05T09:00:00.000Z");
    for (const url of urls) {
      const { nl, en } = url.alternates;
      expect(url.alternates["x-default"]).toBe(nl);
      expect([nl, en]).toContain(url.loc);
      // The other language's entry names the same alternates.
      const other = urls.find((u) => u.loc === (url.loc === nl ? en : nl));
      expect(other?.alternates).toEqual(url.alternates);
    }
  });

  it("the products file lists every active product in both languages, each a page that exists", async () => {
    const urls = sitemapUrls(await (await visit("/sitemaps/products-1.xml")).text());
    const active = await env.CORE_API_DB.prepare("SELECT slug FROM products WHERE tenant_id = ?1 AND is_active = 1").bind(TENANT_A).all<{ slug: string }>();
    expect(urls).toHaveLength(active.results.length * 2);
    const locs = new Set(urls.map((u) => u.loc));
    for (const { slug } of active.results) {
      expect(locs.has(`${ORIGIN}/nl/products/${slug}`)).toBe(true);
      expect(locs.has(`${ORIGIN}/en/products/${slug}`)).toBe(true);
    }
    const first = urls[0]!.loc;
    expect((await visit(first.slice(ORIGIN.length))).status).toBe(200);
    const bundles = sitemapUrls(await (await visit("/sitemaps/bundles-1.xml")).text());
    expect(bundles.length).toBeGreaterThan(0);
    expect((await visit(bundles[0]!.loc.slice(ORIGIN.length))).status).toBe(200);
  });

  it.each(["products-2.xml", "bundles-2.xml", "products-0.xml", "products-01.xml", "other.xml", "pages.txt"])("/sitemaps/%s is a 404", async (name) => {
    expect((await visit(`/sitemaps/${name}`)).status).toBe(404);
  });
});
