import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CatalogueFile } from "../../commerce/contract/operator";
// @ts-expect-error plain JavaScript module without types
import { catalogueFromCsv, cents, localImages, readCatalogue, rowOf, withMediaUrls } from "../../scripts/operator/catalogue-file.mjs";

// `npm run operator -- catalogue import`'s reading of a file (ADR 0044): CSV lines into the contract's
// shape, local images named by their content, and a problem's path told as the CSV line it came from.

const examples = path.resolve(import.meta.dirname, "../../docs/examples");

describe("catalogue file", () => {
  it("reads euros as a sheet writes them into cents, and leaves anything else for the core API to name", () => {
    expect([cents("12,95"), cents("12.9"), cents("12"), cents(" 0,05 ")]).toEqual([1295, 1290, 1200, 5]);
    expect(cents("gratis")).toBe("gratis");
    expect(cents("12,999")).toBe("12,999");
  });

  it("makes one product per slug and one variant per CSV line; the example CSV fits the contract", () => {
    const { file, lines } = readCatalogue(path.join(examples, "catalogue.csv"));
    const uploaded = (f: unknown) => withMediaUrls(f, localImages(f, examples, "theehuys").images);
    const parsed = CatalogueFile.parse(uploaded(file));
    expect(parsed.products).toHaveLength(1);
    expect(parsed.products[0]).toMatchObject({
      slug: "rooibos-vanille",
      name: { nl: "Rooibos vanille", en: "Rooibos vanilla" },
      price: 595,
      pricePerKg: 5950,
      vat: 9,
      active: true,
      categories: ["thee"],
      images: [{ url: expect.stringMatching(/^\/media\/theehuys\/catalogue\//) }],
      variants: [
        { sku: "TL-ROO-100", size: "100 g", stock: 30 },
        { sku: "TL-ROO-250", size: "250 g", stock: 10, price: 1295 },
      ],
    });
    expect([lines.get("products.0"), lines.get("products.0.variants.1")]).toEqual([2, 3]);
    expect(CatalogueFile.safeParse(uploaded(JSON.parse(fs.readFileSync(path.join(examples, "catalogue.json"), "utf8")))).success).toBe(true);
  });

  it("names a problem by its CSV line, slug and SKU", () => {
    const { file, lines } = catalogueFromCsv("slug,name_nl,price,sku,stock\nthee,Thee,1,T-1,1\nthee,Thee,1,T-2,-1\nKoffie,Koffie,x,K-1,1\n");
    expect(rowOf("products.0.variants.1.stock", file, lines)).toBe("line 3 (thee, T-2): stock");
    expect(rowOf("products.1.price", file, lines)).toBe("line 4 (Koffie): price");
    expect(rowOf("products.1", file, lines)).toBe("line 4 (Koffie)");
    expect(rowOf("bundles.0.items", { bundles: [{ slug: "set" }] }, new Map())).toBe("bundles set: items");
    expect(() => catalogueFromCsv("slug,prijs\nthee,1\n")).toThrow(/Unknown CSV columns: prijs/);
  });

  it("names local images by their content in the shop's folder, and reports a missing file by its row", () => {
    const file = { products: [{ slug: "a", images: [{ url: "images/sencha.svg" }, { url: "/media/theehuys/al.svg" }, { url: "images/weg.png" }] }] };
    const { images, problems } = localImages(file, examples, "theehuys");
    const sencha = images.get("images/sencha.svg");
    expect(sencha.url).toMatch(/^\/media\/theehuys\/catalogue\/[0-9a-f]{20}\.svg$/);
    expect(sencha.type).toBe("image/svg+xml");
    expect(images.has("/media/theehuys/al.svg")).toBe(false);
    expect(problems).toEqual([{ path: "products.0.images.2.url", message: "images/weg.png: no such file next to the catalogue" }]);
    expect(localImages(file, examples, "theehuys").images.get("images/sencha.svg").key).toBe(sencha.key);
    expect(withMediaUrls(file, images).products[0].images.map((i: { url: string }) => i.url)).toEqual([sencha.url, "/media/theehuys/al.svg", "images/weg.png"]);
  });
});
