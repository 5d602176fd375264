import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BundleDetail, ProductBundles, ProductList } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Issue 10: a shopper finds bundles. The overview lists them among the products (kind=all) or alone
// (kind=bundles); a product page asks which bundles hold the product. The demo bundles' from/to price
// fields read "van (old price) voor (price paid)".

type Query = Record<string, string | number>;

async function list(query: Query = {}, tenant = TENANT_A, language = "nl") {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await call(`/ecommerce/products?${search}`, { tenant, language });
  expect(response.status, `GET /ecommerce/products?${search}`).toBe(200);
  return ProductList.parse(await json(response));
}

const slugs = (cards: { slug: string }[]) => cards.map((c) => c.slug).sort();

/** Noordzee Mode's demo bundles and the lowest price each is sold for. */
const NOORDZEE_BUNDLES = {
  "zomerse-strandlook": 19480, // from 204,80 (regular) to 194,80 (the straw hat is on sale)
  "smart-casual-heren": 22995, // fixed total price
  "basics-set": 5085, // from = to
  "weekend-aan-zee": 37980,
} as const;
const NOORDZEE_PRODUCTS = 38;

describe("the demo bundles' price fields", () => {
  it("from is the old, higher price and to the price paid (they were swapped)", async () => {
    const detail = async (slug: string) =>
      BundleDetail.parse(await json(await call(`/products/bundle-detail?slug=${slug}`, { tenant: slug === "gezellig-thuis" ? TENANT_B : TENANT_A }))).bundle;
    expect((await detail("zomerse-strandlook")).customFields).toEqual({ bundle_from_price: 20480, bundle_to_price: 19480 });
    expect((await detail("gezellig-thuis")).customFields).toEqual({ bundle_from_price: 15985, bundle_to_price: 13785 });
    // No demo bundle reads as a price rise.
    const { results } = await env.DB.prepare(
      `SELECT slug FROM bundles WHERE json_extract(custom_fields, '$.bundle_from_price') < json_extract(custom_fields, '$.bundle_to_price')`,
    ).all<{ slug: string }>();
    expect(results).toEqual([]);
  });
});

describe("the overview with bundles (kind=all)", () => {
  it("lists every product and every bundle once, over the pages; the total counts both", async () => {
    const first = await list({ kind: "all", pageSize: 24 });
    expect(first.total).toBe(NOORDZEE_PRODUCTS + 4);
    expect(first.bundleTotal).toBe(4);
    const second = await list({ kind: "all", pageSize: 24, page: 2 });
    expect(second.total).toBe(first.total);
    const pages = [first, second];
    // Each page is full but the last, and positions run 0…n-1 over its products and bundles.
    expect(first.items.length + first.bundles.length).toBe(24);
    expect(second.items.length + second.bundles.length).toBe(first.total - 24);
    for (const page of pages) {
      const taken = new Set(page.bundles.map((b) => b.position));
      expect(taken.size).toBe(page.bundles.length);
      for (const position of taken) expect(position).toBeLessThan(page.items.length + page.bundles.length);
    }
    expect(slugs(pages.flatMap((p) => p.bundles))).toEqual(Object.keys(NOORDZEE_BUNDLES).sort());
    const products = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(products).size).toBe(NOORDZEE_PRODUCTS);
    // The products-only call is unchanged: no bundles, the same products.
    const plain = await list({ pageSize: 96 });
    expect(plain.total).toBe(NOORDZEE_PRODUCTS);
    expect(plain.bundles).toEqual([]);
    expect(plain.bundleTotal).toBe(0);
    expect([...products].sort()).toEqual(plain.items.map((i) => i.id).sort());
  });

  it("in the shop's own order a bundle sits among the products by its sort index", async () => {
    const page = await list({ kind: "all", pageSize: 8 });
    // Bundles (sort 10, 20 …) come right after the products with the same sort index.
    expect(page.bundles.map((b) => [b.slug, b.position])).toEqual([
      ["zomerse-strandlook", 1],
      ["smart-casual-heren", 3],
      ["basics-set", 5],
      ["weekend-aan-zee", 7],
    ]);
  });

  it("a bundle card carries what its price is made of", async () => {
    const { bundles } = await list({ kind: "bundles" });
    const beach = bundles.find((b) => b.slug === "zomerse-strandlook")!;
    expect(beach).toMatchObject({
      name: "Zomerse strandlook",
      mainMediaUrl: "/media/noordzee/bundles/zomerse-strandlook.svg",
      customFields: { bundle_from_price: 20480, bundle_to_price: 19480 },
      fixedTotalPrice: null,
    });
    expect(beach.items).toHaveLength(4);
    const smart = bundles.find((b) => b.slug === "smart-casual-heren")!;
    expect(smart.fixedTotalPrice).toBe(22995);
    expect(smart.customFields).toEqual({ bundle_from_price: null, bundle_to_price: null });
    expect(smart.items.reduce((sum, i) => sum + i.lowestPrice * i.unitsPerSet, 0)).toBe(25985);
    const basics = bundles.find((b) => b.slug === "basics-set")!;
    expect(basics.items.map((i) => [i.lowestPrice, i.unitsPerSet, i.vatPercentage])).toEqual([
      [2495, 1, 21],
      [1295, 2, 21],
    ]);
  });

  it("sorted by price, bundles sit among the products by the lowest price they are sold for", async () => {
    for (const sort of ["price-asc", "price-desc"] as const) {
      const page = await list({ kind: "all", pageSize: 96, sort });
      const sequence: number[] = new Array(page.items.length + page.bundles.length);
      for (const b of page.bundles) sequence[b.position] = NOORDZEE_BUNDLES[b.slug as keyof typeof NOORDZEE_BUNDLES];
      let next = 0;
      for (const item of page.items) {
        while (sequence[next] !== undefined) next++;
        sequence[next] = item.discountPrice ?? item.unitPrice;
      }
      const ordered = [...sequence].sort((a, b) => (sort === "price-asc" ? a - b : b - a));
      expect(sequence, sort).toEqual(ordered);
    }
  });

  it("bundles only (kind=bundles): no products, the bundles in the shop's order", async () => {
    const page = await list({ kind: "bundles" });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(4);
    expect(page.bundleTotal).toBe(4);
    expect(page.bundles.map((b) => [b.slug, b.position])).toEqual(Object.keys(NOORDZEE_BUNDLES).map((slug, i) => [slug, i]));
    // The facets still describe the products, so a shopper can narrow the bundles by what they hold.
    expect(page.facets.categories.length).toBeGreaterThan(0);
  });

  it("a search finds a bundle by its name, first, and the bundles holding a matching product", async () => {
    const byName = await list({ kind: "all", q: "strandlook" });
    expect(byName.bundles.map((b) => [b.slug, b.position])).toEqual([["zomerse-strandlook", 0]]);
    expect(byName.total).toBe(byName.items.length + 1);
    const english = await list({ kind: "all", q: "beach look" }, TENANT_A, "en");
    expect(slugs(english.bundles)).toContain("zomerse-strandlook");
    // The linen blouse and trousers are in the beach look.
    expect(slugs((await list({ kind: "bundles", q: "linnen" })).bundles)).toEqual(["zomerse-strandlook"]);
    // Short terms (a LIKE on the name) work the same way.
    expect(slugs((await list({ kind: "bundles", q: "se" })).bundles)).toContain("basics-set");
    expect((await list({ kind: "all", q: "bestaatnietxyz" })).total).toBe(0);
  });

  it("product filters leave the bundles holding a product that passes them", async () => {
    // Only the beach look holds a bag (canvas-strandtas).
    expect(slugs((await list({ kind: "bundles", category: "tassen" })).bundles)).toEqual(["zomerse-strandlook"]);
    expect(slugs((await list({ kind: "all", ckKey: "category", ckVal: "tassen" })).bundles)).toEqual(["zomerse-strandlook"]);
    // A name search and a filter together: the name matches, but none of its products is a bag.
    expect(slugs((await list({ kind: "bundles", q: "smart casual" })).bundles)).toEqual(["smart-casual-heren"]);
    expect((await list({ kind: "bundles", q: "smart casual", category: "tassen" })).bundles).toEqual([]);
    const sizeM = await list({ kind: "bundles", size: "M" });
    expect(sizeM.bundles.length).toBeGreaterThan(0);
  });

  it("the price filter is the bundle's own price, not its products'", async () => {
    expect(slugs((await list({ kind: "bundles", priceMax: 10000 })).bundles)).toEqual(["basics-set"]);
    expect(slugs((await list({ kind: "bundles", priceMin: 19480, priceMax: 23000 })).bundles)).toEqual(["smart-casual-heren", "zomerse-strandlook"]);
    const cheap = await list({ kind: "all", priceMax: 3000, pageSize: 96 });
    expect(cheap.bundles).toEqual([]);
    for (const item of cheap.items) expect(item.discountPrice ?? item.unitPrice).toBeLessThanOrEqual(3000);
  });

  it("never lists another shop's bundles", async () => {
    const a = await list({ kind: "bundles" }, TENANT_A);
    const b = await list({ kind: "bundles" }, TENANT_B);
    expect(slugs(b.bundles)).toEqual(["cadeaupakket-koffieliefhebber", "gezellig-thuis", "schrijfset", "stadsoutfit"]);
    for (const bundle of a.bundles) expect(slugs(b.bundles)).not.toContain(bundle.slug);
    expect((await list({ kind: "bundles", q: "stadsoutfit" }, TENANT_A)).bundles).toEqual([]);
  });

  it("an unknown kind is a 400", async () => {
    expect((await call("/ecommerce/products?kind=alles")).status).toBe(400);
  });

  it("price fields as text are read the same in the listing and the detail; malformed ones are not prices", async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO bundles (id, tenant_id, slug, name, custom_fields, sort_index) VALUES (9941, ?1, 'tekst-prijs', '{"nl":"Tekstprijs"}', '{"bundle_from_price":"45.50","bundle_to_price":"12,5"}', 5)`,
      ).bind(TENANT_A),
      env.DB.prepare("INSERT INTO bundle_items (tenant_id, bundle_id, product_id, units_per_set, sort_index) VALUES (?1, 9941, 1002, 1, 0)").bind(TENANT_A),
    ]);
    try {
      const { bundles } = await list({ kind: "bundles", priceMin: 4550, priceMax: 4550 });
      expect(bundles.map((b) => [b.slug, b.customFields])).toEqual([["tekst-prijs", { bundle_from_price: 4550, bundle_to_price: null }]]);
      const detail = BundleDetail.parse(await json(await call("/products/bundle-detail?slug=tekst-prijs"))).bundle;
      expect(detail.customFields).toEqual({ bundle_from_price: 4550, bundle_to_price: null });
    } finally {
      await env.DB.prepare("DELETE FROM bundles WHERE id = 9941").run();
    }
  });
});

describe("the bundles of a product (ecommerce/products/{slug}/bundles)", () => {
  async function bundlesOf(slug: string, tenant = TENANT_A) {
    const response = await call(`/ecommerce/products/${slug}/bundles`, { tenant });
    expect(response.status).toBe(200);
    return ProductBundles.parse(await json(response)).items;
  }

  it("the bundles that hold the product, in the shop's order", async () => {
    expect((await bundlesOf("linnen-blouse")).map((b) => b.slug)).toEqual(["zomerse-strandlook"]);
    expect((await bundlesOf("chino-duinzand")).map((b) => b.slug)).toEqual(["smart-casual-heren"]);
    const [beach] = await bundlesOf("linnen-blouse");
    expect(beach).toMatchObject({ name: "Zomerse strandlook", customFields: { bundle_from_price: 20480, bundle_to_price: 19480 } });
    expect(await bundlesOf("maxi-jurk-duinroos")).toEqual([]);
  });

  it("an inactive bundle is left out; another shop's product has none here; a malformed slug is a 400", async () => {
    await env.DB.prepare("UPDATE bundles SET is_active = 0 WHERE id = 301").run();
    try {
      expect(await bundlesOf("linnen-blouse")).toEqual([]);
    } finally {
      await env.DB.prepare("UPDATE bundles SET is_active = 1 WHERE id = 301").run();
    }
    expect(await bundlesOf("mok-goedemorgen", TENANT_A)).toEqual([]);
    expect((await bundlesOf("mok-goedemorgen", TENANT_B)).map((b) => b.slug)).toEqual(["cadeaupakket-koffieliefhebber"]);
    expect((await call("/ecommerce/products/Linnen-Blouse/bundles")).status).toBe(400);
  });
});
