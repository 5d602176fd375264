import { describe, expect, it } from "vitest";
import { mayBeIndexed } from "~/chrome/seo/rules/indexing";
import { firstPicture, seoTags } from "~/chrome/seo/rules/open-graph";
import { robotsTxt } from "~/chrome/seo/rules/robots";
import {
  cataloguePagesOf,
  lastmodOf,
  ownPages,
  parseSitemapFile,
  SITEMAP_PAGE_ITEMS,
  sitemapFileName,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
} from "~/chrome/seo/rules/sitemap";
import { breadcrumbJsonLd, bundleJsonLd, cmsJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd } from "~/chrome/seo/rules/structured-data";
import { pageMeta } from "~/seo";
import { missingFields, sitemapIndexLocs, sitemapUrls } from "../support/seo-head";

const ORIGIN = "https://www.noordzeemode.nl";

describe("structured data (schema.org JSON-LD)", () => {
  it("Organization: the store's name, address, contact details, logo on the shop's origin and its social profiles", () => {
    const organization = organizationJsonLd(
      {
        storeName: "Noordzee Mode",
        slogan: "Kleding met de kust in je hoofd",
        storeStreet: "Keizerstraat",
        storeHouseNr: "112",
        storePostalCode: "2584 BL",
        storeCity: "Den Haag",
        storeCountryCode: "NL",
        storeTelephoneNumber: "070 362 48 15",
        storeEmailAddress: "klantenservice@noordzeemode.nl",
        vatIdentifier: "NL858912345B01",
        chamberOfCommerceNumber: "71234568",
        facebookLink: "https://facebook.com/noordzeemode",
        instagramLink: "javascript:alert(1)",
        tiktokLink: null,
        logoUrl: "/media/noordzee/logo/logo.svg",
      },
      ORIGIN,
    );
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Noordzee Mode",
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/noordzee/logo/logo.svg`,
      email: "klantenservice@noordzeemode.nl",
      telephone: "070 362 48 15",
      vatID: "NL858912345B01",
      address: { "@type": "PostalAddress", streetAddress: "Keizerstraat 112", postalCode: "2584 BL", addressLocality: "Den Haag", addressCountry: "NL" },
      sameAs: ["https://facebook.com/noordzeemode"],
    });
    expect(missingFields(organization)).toEqual([]);
  });

  it("Organization without an address or profiles leaves them out (no empty objects)", () => {
    const organization = organizationJsonLd({ storeName: "Breiwerk" }, ORIGIN);
    expect(JSON.parse(JSON.stringify(organization))).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Breiwerk",
      url: `${ORIGIN}/`,
    });
  });

  it("BreadcrumbList: positions 1…n, each step's name and url", () => {
    const trail = breadcrumbJsonLd([
      { name: "Home", url: `${ORIGIN}/nl/home` },
      { name: "Producten", url: `${ORIGIN}/nl/products` },
    ]);
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/nl/home` },
      { "@type": "ListItem", position: 2, name: "Producten", item: `${ORIGIN}/nl/products` },
    ]);
    expect(missingFields(trail)).toEqual([]);
  });

  it("ItemList: the cards in order, counting on from the page's first position", () => {
    const list = itemListJsonLd([{ name: "Blouse", url: `${ORIGIN}/nl/products/blouse` }], 25);
    expect(list).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ "@type": "ListItem", position: 25, url: `${ORIGIN}/nl/products/blouse`, name: "Blouse" }],
    });
    expect(missingFields(list)).toEqual([]);
  });

  const blouse = {
    name: "Linnen blouse",
    brand: "Noordzee",
    unitPrice: 4995,
    discountPrice: 3995,
    medias: [{ url: "/media/blouse.jpg" }],
    variants: [
      { id: 7, sku: "B-S", unitPrice: 4995, discountPrice: 3995, stock: 0 },
      { id: 8, sku: "B-M", unitPrice: 5495, discountPrice: null, stock: 2 },
    ],
  };
  const url = `${ORIGIN}/nl/products/linnen-blouse`;

  it("Product: an offer per variant at the price paid (sale price first) in euros from cents, in the shop's currency, in stock by its own stock", () => {
    const product = productJsonLd(blouse, { origin: ORIGIN, url, currency: "EUR", description: "Luchtig." });
    expect(product).toMatchObject({
      "@type": "Product",
      name: "Linnen blouse",
      url,
      description: "Luchtig.",
      image: [`${ORIGIN}/media/blouse.jpg`],
      sku: "B-S",
      brand: { "@type": "Brand", name: "Noordzee" },
    });
    expect(product.offers).toEqual([
      {
        "@type": "Offer",
        sku: "B-S",
        url: `${url}?variant=7`,
        price: "39.95",
        priceCurrency: "EUR",
        availability: "https://schema.org/OutOfStock",
        itemCondition: "https://schema.org/NewCondition",
      },
      {
        "@type": "Offer",
        sku: "B-M",
        url: `${url}?variant=8`,
        price: "54.95",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    ]);
    expect(missingFields(product)).toEqual([]);
  });

  it("Product without variants offers its own price, not in stock (nothing to buy); no brand or description when there is none", () => {
    const product = productJsonLd({ ...blouse, brand: null, variants: [] }, { origin: ORIGIN, url, currency: "EUR", description: null });
    expect(product.offers).toEqual([expect.objectContaining({ price: "39.95", availability: "https://schema.org/OutOfStock", url })]);
    expect(product.brand).toBeUndefined();
    expect(product.description).toBeUndefined();
    expect(missingFields(product)).toEqual([]);
  });

  it("a bundle: one Offer at its price, or an AggregateOffer for a from–to range", () => {
    const input = { origin: ORIGIN, url: `${ORIGIN}/nl/bundles/strandlook`, currency: "EUR" };
    const fixed = bundleJsonLd({ name: "Strandlook", description: null, imageUrl: "/media/look.jpg", price: { from: 8990, to: null }, inStock: true }, input);
    expect(fixed.offers).toMatchObject({ "@type": "Offer", price: "89.9", priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(fixed.image).toEqual([`${ORIGIN}/media/look.jpg`]);
    const range = bundleJsonLd({ name: "Strandlook", description: null, imageUrl: null, price: { from: 7000, to: 9000 }, inStock: false }, input);
    expect(range.offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "70", highPrice: "90", availability: "https://schema.org/OutOfStock" });
    for (const block of [fixed, range]) expect(missingFields(block)).toEqual([]);
  });

  it("a CMS page's own schema: one object or a list of objects; anything else is left out", () => {
    expect(cmsJsonLd('{"@context":"https://schema.org","@type":"WebPage"}')).toEqual([{ "@context": "https://schema.org", "@type": "WebPage" }]);
    expect(cmsJsonLd('[{"@type":"A"},{"@type":"B"}]')).toHaveLength(2);
    for (const broken of [null, undefined, "", "  ", "{kapot", '"tekst"', "42", "[1]", '[{"@type":"A"}, null]', "null"]) expect(cmsJsonLd(broken)).toEqual([]);
  });
});

describe("Open Graph tags", () => {
  it("type website unless said, the page's url, its image on the shop's origin with a large card, the language and the others as alternates", () => {
    const tags = seoTags({
      origin: ORIGIN,
      url: `${ORIGIN}/nl/home`,
      language: "nl",
      languages: ["nl", "en"],
      og: { title: "Welkom", description: "Kleding", image: "/media/hero.jpg" },
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(tags).toEqual([
      { property: "og:type", content: "website" },
      { property: "og:title", content: "Welkom" },
      { property: "og:url", content: `${ORIGIN}/nl/home` },
      { property: "og:locale", content: "nl_NL" },
      { property: "og:locale:alternate", content: "en_GB" },
      { property: "og:description", content: "Kleding" },
      { property: "og:image", content: `${ORIGIN}/media/hero.jpg` },
      { name: "twitter:card", content: "summary_large_image" },
      { "script:ld+json": { "@type": "Thing" } },
    ]);
  });

  it("the CMS's own type and an absolute image as given; no image, no card", () => {
    const withImage = seoTags({
      origin: ORIGIN,
      url: ORIGIN,
      language: "en",
      languages: ["nl", "en"],
      og: { title: "T", type: "article", image: "https://cdn.example/x.jpg" },
    });
    expect(withImage).toContainEqual({ property: "og:type", content: "article" });
    expect(withImage).toContainEqual({ property: "og:image", content: "https://cdn.example/x.jpg" });
    expect(withImage).toContainEqual({ property: "og:locale", content: "en_GB" });
    const without = seoTags({ origin: ORIGIN, url: ORIGIN, language: "nl", languages: ["nl"], og: { title: "T", image: " " } });
    expect(without.some((tag) => "property" in tag && tag.property === "og:image")).toBe(false);
    expect(without.some((tag) => "name" in tag && tag.name === "twitter:card")).toBe(false);
  });

  it("a CMS page's first picture: a hero or banner's first medium, never a video", () => {
    expect(
      firstPicture([
        { template: "HERO_VIDEO", medias: [{ url: "/v.mp4" }] },
        { template: "TEXT_BLOCK", medias: [] },
        { template: "BANNERS", medias: [{ url: "/b1.jpg" }, { url: "/b2.jpg" }] },
      ]),
    ).toBe("/b1.jpg");
    expect(firstPicture([])).toBeNull();
  });

  it("pageMeta: a page's own Open Graph replaces the plain og:title and og:description; the title names the shop once", () => {
    const matches = [{ id: "root", loaderData: { store: { storeName: "Noordzee Mode" } } }];
    const plain = pageMeta(matches, "Contact", "Bel ons");
    expect(plain).toEqual([
      { title: "Contact | Noordzee Mode" },
      { property: "og:title", content: "Contact" },
      { name: "description", content: "Bel ons" },
      { property: "og:description", content: "Bel ons" },
      { property: "og:site_name", content: "Noordzee Mode" },
    ]);
    const own = pageMeta(matches, "Algemene voorwaarden | Noordzee Mode", "Voorwaarden", [{ property: "og:title", content: "Deel mij" }]);
    expect(own).toEqual([
      { title: "Algemene voorwaarden | Noordzee Mode" },
      { property: "og:title", content: "Deel mij" },
      { name: "description", content: "Voorwaarden" },
      { property: "og:site_name", content: "Noordzee Mode" },
    ]);
  });
});

describe("which copies may be indexed (ADR 0062)", () => {
  it.each([
    // production: the primary domain only
    [true, "www.noordzeemode.nl", "www.noordzeemode.nl", true],
    [true, "noordzeemode.nl", "www.noordzeemode.nl", false],
    [true, "shop.example", null, true],
    // development on a host anyone can reach (a staging copy): never
    [false, "staging.noordzeemode.nl", "staging.noordzeemode.nl", false],
    [false, "etalage-storefront.example.workers.dev", null, false],
    [false, "192.168.1.20", null, false],
    // development on the machine itself (no crawler reaches it): as production serves it
    [false, "localhost", "localhost", true],
    [false, "stadsbazaar.localhost", "stadsbazaar.localhost", true],
    [false, "127.0.0.1", "localhost", false],
    [false, "LOCALHOST.", "localhost", true],
  ])("production %s, host %s, primary %s → %s", (production, host, primaryHost, expected) => {
    expect(mayBeIndexed({ production, host, primaryHost })).toBe(expected);
  });
});

describe("robots.txt", () => {
  it("the live shop: every language's private pages, the unprefixed sign-in and payment pages, previews and searches out; the sitemap named", () => {
    const robots = robotsTxt({ indexable: true, origin: ORIGIN, languages: ["nl", "en"] });
    const lines = robots.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const language of ["nl", "en"]) {
      for (const path of ["/shopping-bag", "/cart", "/checkout", "/account", "/auth/", "/orders/", "/wishlist", "/cms-preview/", "/search", "/cookies"]) {
        expect(lines).toContain(`Disallow: /${language}${path}`);
      }
    }
    for (const path of ["/auth/", "/checkout/", "/*?previewSession=", "/*&previewTransport=", "/*?previewThemeCache=", "/*?q=", "/*&q="]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Allow: /");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines.some((line) => /^Disallow: \/(nl|en)?\/?$/.test(line))).toBe(false);
  });

  it("a copy that is not the live shop: everything out, no sitemap", () => {
    const robots = robotsTxt({ indexable: false, origin: ORIGIN, languages: ["nl", "en"] });
    expect(robots.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual(["User-agent: *", "Disallow: /"]);
  });
});

describe("the sitemap's files", () => {
  it("names: pages.xml, products-N.xml, bundles-N.xml; anything else is no file", () => {
    expect(parseSitemapFile("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFile("products-1.xml")).toEqual({ kind: "products", page: 1 });
    expect(parseSitemapFile("bundles-12.xml")).toEqual({ kind: "bundles", page: 12 });
    for (const name of ["products-0.xml", "products-01.xml", "products-1.xml.gz", "products.xml", "campaigns-1.xml", "../pages.xml", "products-1234567.xml"]) {
      expect(parseSitemapFile(name), name).toBeNull();
    }
    expect(sitemapFileName({ kind: "products", page: 3 })).toBe("products-3.xml");
  });

  it("pages of 480 products (five catalogue pages of 96): 0 → none, 480 → one, 481 → two", () => {
    expect(SITEMAP_PAGE_ITEMS).toBe(480);
    expect(sitemapFiles({ products: 0, bundles: 0 })).toEqual([{ kind: "pages" }]);
    expect(sitemapFiles({ products: 480, bundles: 3 }).map(sitemapFileName)).toEqual(["pages.xml", "products-1.xml", "bundles-1.xml"]);
    expect(sitemapFiles({ products: 481, bundles: 0 }).map(sitemapFileName)).toEqual(["pages.xml", "products-1.xml", "products-2.xml"]);
    expect(cataloguePagesOf(1)).toEqual([1, 2, 3, 4, 5]);
    expect(cataloguePagesOf(2)).toEqual([6, 7, 8, 9, 10]);
  });

  it("the index: well-formed XML of the protocol, one loc per file on the shop's origin", () => {
    const xml = sitemapIndexXml(ORIGIN, sitemapFiles({ products: 500, bundles: 1 }));
    expect(sitemapIndexLocs(xml)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
      `${ORIGIN}/sitemaps/bundles-1.xml`,
    ]);
  });

  it("a file: each page once per language, every entry naming all languages and x-default (the default), lastmod as a W3C datetime", () => {
    const xml = urlsetXml({
      origin: ORIGIN,
      languages: ["nl", "en"],
      defaultLanguage: "nl",
      entries: [{ path: "/pagina/over-ons", lastmod: "2026-01-05 09:00:00Z" }, { path: "/products/a&b" }, { path: "/home", lastmod: "gisteren" }],
    });
    const urls = sitemapUrls(xml);
    expect(urls.map((u) => u.loc)).toEqual([
      `${ORIGIN}/nl/pagina/over-ons`,
      `${ORIGIN}/en/pagina/over-ons`,
      `${ORIGIN}/nl/products/a&b`,
      `${ORIGIN}/en/products/a&b`,
      `${ORIGIN}/nl/home`,
      `${ORIGIN}/en/home`,
    ]);
    expect(urls[0]!.alternates).toEqual({
      nl: `${ORIGIN}/nl/pagina/over-ons`,
      en: `${ORIGIN}/en/pagina/over-ons`,
      "x-default": `${ORIGIN}/nl/pagina/over-ons`,
    });
    expect(urls[1]!.alternates).toEqual(urls[0]!.alternates);
    expect(urls[0]!.lastmod).toBe("2026-01-05T09:00:00.000Z");
    expect(urls[4]!.lastmod).toBeNull();
    expect(xml).toContain("a&amp;b");
    expect(lastmodOf(null)).toBeNull();
  });

  it("the shop's own pages: home, products and its categories, contact, CMS pages (not home, not a key that is no address), campaigns", () => {
    const pages = ownPages({
      cmsPages: [
        { key: "home", updatedAt: "2026-01-01T00:00:00Z" },
        { key: "algemene-voorwaarden", updatedAt: "2026-01-02T00:00:00Z" },
        { key: "Niet Geldig", updatedAt: "2026-01-03T00:00:00Z" },
      ],
      categories: ["jurken", "Geen/Pad"],
      campaignIds: [11],
    });
    expect(pages).toEqual([
      { path: "/home", lastmod: "2026-01-01T00:00:00Z" },
      { path: "/products" },
      { path: "/products/category/jurken" },
      { path: "/contact" },
      { path: "/pagina/algemene-voorwaarden", lastmod: "2026-01-02T00:00:00Z" },
      { path: "/campaign/11" },
    ]);
  });
});
