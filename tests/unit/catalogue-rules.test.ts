import { describe, expect, it } from "vitest";
import { CatalogueFile } from "../../commerce/contract/operator";
import { fileIssues, orderedCategories, type Stored } from "../../workers/core-api/operator/catalogue-rules";

// The catalogue import's rules across rows (ADR 0044), without a database: what the shop has is given.

const nothing = (): Stored => ({ categories: new Map(), products: new Map(), variants: new Map(), bundles: new Map(), campaigns: new Map() });
const shop = { language: "nl" as const, mediaPrefix: "theehuys" };
const file = (input: unknown) => CatalogueFile.parse(input);
const product = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name: { nl: slug },
  price: 100,
  variants: [{ sku: `${slug}-1`, stock: 1 }],
  ...extra,
});

describe("catalogue rules", () => {
  it("a clean file has no issues", () => {
    const clean = file({ categories: [{ slug: "thee", name: { nl: "Thee" } }], products: [product("munt", { categories: ["thee"] })] });
    expect(fileIssues(clean, nothing(), shop)).toEqual([]);
  });

  it("a row may name what the shop has already; a SKU of another product of the shop is refused", () => {
    const stored = nothing();
    stored.categories.set("thee", { name: '{"nl":"Thee"}', parent: null, sort_index: 0 });
    stored.variants.set("munt-1", { product_slug: "munt", size: null, colour: null, colour_hex: null, stock: 1, price_cents: null });
    expect(fileIssues(file({ products: [product("munt", { categories: ["thee"] })] }), stored, shop)).toEqual([]);
    expect(fileIssues(file({ products: [product("rooibos", { variants: [{ sku: "munt-1", stock: 1 }] })] }), stored, shop)).toEqual([
      { path: "products.0.variants.0.sku", message: "munt-1 belongs to the product munt" },
    ]);
  });

  it("texts need the default language; a discount is below the price; images are in the shop's own folder", () => {
    const bad = file({
      products: [
        product("munt", { name: { en: "Mint" }, discountPrice: 100, images: [{ url: "/media/noordzee/munt.jpg" }, { url: "/media/theehuys/munt.jpg" }] }),
      ],
    });
    expect(fileIssues(bad, nothing(), shop)).toEqual([
      { path: "products.0.name", message: "needs a text in the shop's default language (nl)" },
      { path: "products.0.discountPrice", message: "must be lower than the price" },
      { path: "products.0.images.0.url", message: "must be in the shop's media folder (/media/theehuys/…)" },
    ]);
    expect(fileIssues(bad, nothing(), { language: "en", mediaPrefix: null })[1]).toEqual({
      path: "products.0.images.0.url",
      message: "the shop has no media folder",
    });
  });

  it("doubles in the file are named by their row", () => {
    expect(fileIssues(file({ products: [product("munt"), product("munt", { variants: [{ sku: "x", stock: 1 }] })] }), nothing(), shop)).toEqual([
      { path: "products.1.slug", message: "munt is in the file twice" },
    ]);
    expect(fileIssues(file({ products: [product("munt"), product("thee", { variants: [{ sku: "munt-1", stock: 1 }] })] }), nothing(), shop)).toEqual([
      { path: "products.1.variants.0.sku", message: "munt-1 belongs to the product munt" },
    ]);
  });

  it("writes parents before their children, whatever the file's order", () => {
    const rows = file({
      categories: [
        { slug: "groen", name: { nl: "Groen" }, parent: "thee" },
        { slug: "sencha", name: { nl: "Sencha" }, parent: "groen" },
        { slug: "thee", name: { nl: "Thee" } },
        { slug: "elders", name: { nl: "Elders" }, parent: "al-in-de-winkel" },
      ],
    }).categories;
    expect(orderedCategories(rows).map((c) => c.slug)).toEqual(["thee", "elders", "groen", "sencha"]);
  });
});

describe("campaigns in a catalogue file", () => {
  it("need a name in the shop's language, products the file or the shop has (each once), an image in the shop's folder", () => {
    const issues = fileIssues(
      file({
        products: [product("a")],
        campaigns: [
          { key: "zomer", name: { en: "Summer" }, products: ["a", "b", "a"], image: "/media/elders/x.svg" },
          { key: "zomer", name: { nl: "Zomer" } },
        ],
      }),
      nothing(),
      shop,
    );
    expect(issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(["campaigns.0.name", "campaigns.0.products.1", "campaigns.0.products.2", "campaigns.0.image", "campaigns.1.key"]),
    );
  });

  it("refuse an end before the start", () => {
    expect(
      CatalogueFile.safeParse({ campaigns: [{ key: "x", name: { nl: "X" }, startsAt: "2026-05-01T00:00:00Z", endsAt: "2026-04-01T00:00:00Z" }] }).success,
    ).toBe(false);
  });
});
