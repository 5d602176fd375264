import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, BundleDetail, ProductDetail, ProductList } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B } from "./support";

// The catalogue calls as the storefront sees them: search, filters, sorting, pages, facets, product
// and bundle detail. Expectations are checked against SQL on the seeded database where they can be.

type ListOptions = { tenant?: string; language?: string };

async function list(query: Record<string, string | number> = {}, options: ListOptions = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const response = await call(`/ecommerce/products?${search}`, options);
  expect(response.status, `GET /ecommerce/products?${search}`).toBe(200);
  return ProductList.parse(await json(response));
}

/** Every matching product (all pages), for comparing sets with SQL. */
async function listAll(query: Record<string, string | number> = {}, options: ListOptions = {}) {
  const first = await list({ ...query, pageSize: 96 }, options);
  expect(first.total).toBeLessThanOrEqual(96);
  return first;
}

const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);
const effective = (card: { unitPrice: number; discountPrice: number | null }) => card.discountPrice ?? card.unitPrice;

async function sqlIds(sql: string, ...params: unknown[]): Promise<number[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<{ id: number }>();
  return results.map((r) => r.id).sort((a, b) => a - b);
}

async function productName(id: number, lang: string): Promise<string> {
  const row = await env.DB.prepare("SELECT json_extract(name, '$.' || ?2) AS name FROM products WHERE id = ?1").bind(id, lang).first<{ name: string }>();
  return row!.name;
}

describe("search (q): the full-text index", () => {
  it("'jurk' finds the dresses whose Dutch name has it inside a compound, in nl and in en", async () => {
    const nl = await list({ q: "jurk" }, { language: "nl" });
    expect(nl.items.map((i) => i.slug)).toEqual(expect.arrayContaining(["wikkeljurk-met-stippen", "maxi-jurk-duinroos", "linnen-midi-jurk"]));
    expect(nl.items.find((i) => i.slug === "wikkeljurk-met-stippen")!.name).toBe("Wikkeljurk met stippen");
    for (const item of nl.items) expect(item.name.toLowerCase()).toContain("jurk");

    // The index holds both languages: an English session finds the same dresses by their Dutch word.
    const en = await list({ q: "jurk" }, { language: "en" });
    expect(ids(en.items)).toEqual(ids(nl.items));
    expect(en.items.find((i) => i.slug === "wikkeljurk-met-stippen")!.name).toBe("Polka dot wrap dress");
  });

  it("'coat' finds English compounds (raincoat, overcoat) and capitals do not matter", async () => {
    const en = await list({ q: "COAT" }, { language: "en" });
    const names = en.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(["Zeewind raincoat", "Wool overcoat", "Scheveningen trench coat"]));
  });

  it("several words must all match, in any field", async () => {
    const both = await list({ q: "linnen jurk" });
    expect(both.items.map((i) => i.slug)).toEqual(["linnen-midi-jurk"]);
  });

  it("diacritics: 'creme' and 'crème' (also decomposed), 'suede' and 'suède', 'plisse' find the same products", async () => {
    const plain = await list({ q: "creme" }, { tenant: TENANT_B });
    const accented = await list({ q: "crème" }, { tenant: TENANT_B });
    const decomposed = await list({ q: "cre\u0300me" }, { tenant: TENANT_B });
    expect(plain.total).toBeGreaterThan(0);
    expect(ids(accented.items)).toEqual(ids(plain.items));
    expect(ids(decomposed.items)).toEqual(ids(plain.items));
    // Crème is a variant colour of the grachtenprint T-shirt.
    expect(plain.items.map((i) => i.slug)).toContain("t-shirt-grachtenprint");

    const suede = await list({ q: "suede" });
    expect(suede.items.map((i) => i.name).sort()).toEqual(["Suède chelsea boots", "Suède sneakers"]);
    expect(ids((await list({ q: "SUÈDE" })).items)).toEqual(ids(suede.items));
    expect((await list({ q: "plisse" })).items.map((i) => i.name)).toEqual(["Plissé rok"]);
  });

  it("ranks by relevance: name matches before a product that only mentions the word", async () => {
    const result = await list({ q: "linnen", sort: "relevance" });
    const names = result.items.map((i) => i.name);
    expect(names.length).toBeGreaterThan(2);
    const firstNonName = names.findIndex((n) => !n.toLowerCase().includes("linnen"));
    expect(firstNonName).toBeGreaterThan(0);
    // After the first product without the word in its name, none has it in its name.
    expect(names.slice(firstNonName).some((n) => n.toLowerCase().includes("linnen"))).toBe(false);
    expect(names).toContain("Bretonse streeptop"); // 'linnen broek' in its description
  });

  it("a term shorter than 3 characters falls back to the name in the asked language", async () => {
    const nl = await list({ q: "A5" }, { tenant: TENANT_B, language: "nl" });
    expect(nl.items.map((i) => i.name)).toEqual(["Notitieboek A5 linnen"]);
    const en = await list({ q: "a5" }, { tenant: TENANT_B, language: "en" });
    expect(en.items.map((i) => i.name)).toEqual(["A5 linen notebook"]);
    expect((await list({ q: "a5" }, { tenant: TENANT_A })).total).toBe(0);
    // LIKE's own wildcards are text, not wildcards.
    expect((await list({ q: "%" })).total).toBe(0);
    expect((await list({ q: "_" })).total).toBe(0);
  });

  it.each([
    '"',
    '""jurk',
    "AND OR NEAR(",
    "NOT jurk",
    "*:",
    "jurk*",
    "name:jurk",
    "{name}: jurk",
    "^jurk",
    "(jurk OR",
    "-jurk",
    "'; DROP TABLE products; --",
    "\\",
    "😀 jurk",
    "jurk\u0000",
    "   ",
    // The longest searches allowed: one long term, and only characters that are no term at all (D1
    // refuses a LIKE pattern this long as "too complex"; the search must not use one).
    "x".repeat(100),
    "!".repeat(100),
    "%".repeat(100),
  ])("hostile input %j answers 200 with a valid list, with and without the bundles", async (q) => {
    const result = await list({ q });
    expect(result.total).toBeGreaterThanOrEqual(0);
    expect((await list({ q, kind: "all" })).total).toBeGreaterThanOrEqual(0);
  });

  it("words inside hostile input are still searched; the products table is untouched", async () => {
    const products = () => env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>();
    const before = await products();
    expect((await list({ q: 'jurk"' })).items.map((i) => i.slug)).toContain("wikkeljurk-met-stippen");
    expect((await list({ q: "(jurk* ^stippen:)" })).items.map((i) => i.slug)).toEqual(["wikkeljurk-met-stippen"]);
    expect(before!.n).toBeGreaterThan(0);
    expect((await products())!.n).toBe(before!.n);
  });

  it("a search longer than 100 characters is a 400, never a 500", async () => {
    const response = await call(`/ecommerce/products?q=${"a".repeat(101)}`);
    expect(response.status).toBe(400);
    expect(ApiError.parse(await json(response)).error.code).toBe("bad_request");
  });

  it("never finds another tenant's products", async () => {
    const inA = await env.DB.prepare("SELECT count(*) AS n FROM products WHERE tenant_id = ?1 AND (name LIKE '%koffie%' OR description LIKE '%koffie%')")
      .bind(TENANT_A)
      .first<{ n: number }>();
    expect(inA!.n).toBe(0);
    expect((await list({ q: "koffie" }, { tenant: TENANT_B })).total).toBeGreaterThan(0);
    const asA = await list({ q: "koffie" }, { tenant: TENANT_A });
    expect(asA.total).toBe(0);
    expect(asA.items).toEqual([]);
    expect((await list({ q: "grachtenprint" }, { tenant: TENANT_A })).total).toBe(0);
    // Both shops sell 'sokken': each sees only its own.
    const socksA = await list({ q: "sokken" }, { tenant: TENANT_A });
    const ownA = await sqlIds("SELECT id FROM products WHERE tenant_id = ?1", TENANT_A);
    expect(socksA.total).toBeGreaterThan(0);
    for (const item of socksA.items) expect(ownA).toContain(item.id);
  });

  it("the index follows inserts, renames, new tags and deletes (triggers), and can be rebuilt", async () => {
    const find = async (q: string) => (await list({ q })).items.map((i) => i.slug);
    await env.DB.prepare(
      `INSERT INTO products (id, tenant_id, slug, name, price_cents) VALUES (9901, ?1, 'zwemjurk-test', '{"nl":"Zwemjurk Testzee","en":"Test sea swim dress"}', 4995)`,
    )
      .bind(TENANT_A)
      .run();
    try {
      expect(await find("testzee")).toEqual(["zwemjurk-test"]);
      await env.DB.prepare(`UPDATE products SET name = '{"nl":"Badpak Proefgolf","en":"Test wave swimsuit"}' WHERE id = 9901`).run();
      expect(await find("testzee")).toEqual([]);
      expect(await find("proefgolf")).toEqual(["zwemjurk-test"]);
      await env.DB.prepare(`INSERT INTO tags (id, tenant_id, slug, name) VALUES (9902, ?1, 'strandproef', '{"nl":"Strandproef","en":"Beach trial"}')`)
        .bind(TENANT_A)
        .run();
      await env.DB.prepare("INSERT INTO product_tags (tenant_id, product_id, tag_id) VALUES (?1, 9901, 9902)").bind(TENANT_A).run();
      expect(await find("strandproef")).toEqual(["zwemjurk-test"]);
      await env.DB.prepare(`UPDATE tags SET name = '{"nl":"Kustproef","en":"Coast trial"}' WHERE id = 9902`).run();
      expect(await find("strandproef")).toEqual([]);
      expect(await find("kustproef")).toEqual(["zwemjurk-test"]);

      // The rebuild documented in migration 0002 gives the same answers.
      await env.DB.batch([
        env.DB.prepare("DELETE FROM product_search"),
        env.DB.prepare(
          `INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
             SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source`,
        ),
      ]);
      expect(await find("kustproef")).toEqual(["zwemjurk-test"]);
      expect((await find("jurk")).length).toBe(3);
      await env.DB.prepare("INSERT INTO product_search (product_search, rank) VALUES ('integrity-check', 1)").run();
    } finally {
      await env.DB.prepare("DELETE FROM product_tags WHERE product_id = 9901").run();
      await env.DB.prepare("DELETE FROM tags WHERE id = 9902").run();
      await env.DB.prepare("DELETE FROM products WHERE id = 9901").run();
    }
    expect(await find("proefgolf")).toEqual([]);
    // Rebuilt, the index holds every product again: one row each.
    const [indexed, products] = await Promise.all([
      env.DB.prepare("SELECT count(*) AS n FROM product_search").first<{ n: number }>(),
      env.DB.prepare("SELECT count(*) AS n FROM products").first<{ n: number }>(),
    ]);
    expect(indexed!.n).toBe(products!.n);
  });
});

describe("filters", () => {
  it("category includes the products of its child categories", async () => {
    // A product only in 'jurken' (a child of 'dames') still shows under 'dames'.
    await env.DB.prepare(`INSERT INTO products (id, tenant_id, slug, name, price_cents) VALUES (9911, ?1, 'alleen-in-jurken', '{"nl":"Alleen jurken"}', 1000)`)
      .bind(TENANT_A)
      .run();
    await env.DB.prepare("INSERT INTO product_categories (tenant_id, product_id, category_id) VALUES (?1, 9911, 103)").bind(TENANT_A).run();
    try {
      const dames = await listAll({ category: "dames" });
      expect(dames.items.map((i) => i.slug)).toContain("alleen-in-jurken");
      const expected = await sqlIds(
        `WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE tenant_id = ?1 AND slug = 'dames'
                                     UNION SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id)
         SELECT DISTINCT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
          WHERE p.tenant_id = ?1 AND p.is_active = 1 AND pc.category_id IN (SELECT id FROM tree)`,
        TENANT_A,
      );
      expect(ids(dames.items)).toEqual(expected);
      expect(dames.total).toBe(expected.length);
      const jurken = await listAll({ category: "jurken" });
      expect(jurken.items.map((i) => i.slug).sort()).toEqual(["alleen-in-jurken", "linnen-midi-jurk", "maxi-jurk-duinroos", "wikkeljurk-met-stippen"].sort());
    } finally {
      await env.DB.prepare("DELETE FROM products WHERE id = 9911").run();
    }
  });

  it("tag, size and colour each narrow to exactly what SQL says", async () => {
    const sale = await listAll({ tag: "sale" });
    expect(ids(sale.items)).toEqual(
      await sqlIds(
        `SELECT p.id FROM products p JOIN product_tags pt ON pt.product_id = p.id JOIN tags t ON t.id = pt.tag_id
          WHERE p.tenant_id = ?1 AND p.is_active = 1 AND t.slug = 'sale'`,
        TENANT_A,
      ),
    );
    expect(sale.total).toBeGreaterThan(0);

    const m = await listAll({ size: "M" });
    const withM = await sqlIds("SELECT DISTINCT product_id AS id FROM product_variants WHERE tenant_id = ?1 AND size = 'M'", TENANT_A);
    expect(ids(m.items)).toEqual(withM);
    expect(m.total).toBeLessThan(38);

    const navy = await listAll({ colour: "#1F2F4A" });
    const withNavy = await sqlIds("SELECT DISTINCT product_id AS id FROM product_variants WHERE tenant_id = ?1 AND colour_hex = '#1f2f4a'", TENANT_A);
    expect(withNavy.length).toBeGreaterThan(0);
    expect(ids(navy.items)).toEqual(withNavy);
    for (const item of navy.items) expect(item.colours).toContain("#1f2f4a");
  });

  it("size and colour together mean one variant in that size and colour", async () => {
    const both = await listAll({ size: "XL", colour: "#efe6d2" });
    const expected = await sqlIds(
      `SELECT DISTINCT product_id AS id FROM product_variants
        WHERE tenant_id = ?1 AND size = 'XL' AND colour_hex = '#efe6d2'`,
      TENANT_A,
    );
    expect(ids(both.items)).toEqual(expected);
  });

  it("combined filters intersect", async () => {
    const result = await listAll({ category: "dames", tag: "duurzaam", size: "S", priceMax: 10000 });
    const expected = await sqlIds(
      `SELECT p.id FROM products p
        WHERE p.tenant_id = ?1 AND p.is_active = 1 AND coalesce(p.discount_price_cents, p.price_cents) <= 10000
          AND EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                       WHERE pc.product_id = p.id AND c.slug IN ('dames', 'jurken', 'blouses-tops', 'rokken'))
          AND EXISTS (SELECT 1 FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = p.id AND t.slug = 'duurzaam')
          AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.size = 'S')`,
      TENANT_A,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(result.items)).toEqual(expected);
  });

  it("the price range is on the effective price (the discount price when there is one)", async () => {
    // Maxi-jurk Duinroos: 89.95, on sale for 69.95.
    const upTo70 = await listAll({ priceMax: 7000 });
    expect(upTo70.items.map((i) => i.slug)).toContain("maxi-jurk-duinroos");
    const from80 = await listAll({ priceMin: 8000 });
    expect(from80.items.map((i) => i.slug)).not.toContain("maxi-jurk-duinroos");
    const range = await listAll({ priceMin: 5000, priceMax: 8000 });
    for (const item of range.items) {
      expect(effective(item)).toBeGreaterThanOrEqual(5000);
      expect(effective(item)).toBeLessThanOrEqual(8000);
    }
    expect(ids(range.items)).toEqual(
      await sqlIds(
        `SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1
            AND coalesce(discount_price_cents, price_cents) BETWEEN 5000 AND 8000`,
        TENANT_A,
      ),
    );
    // Bounds are inclusive, to the cent.
    expect((await listAll({ priceMin: 6995, priceMax: 6995 })).items.map((i) => i.slug)).toContain("maxi-jurk-duinroos");
  });

  it("ckKey/ckVal filter on a custom field; the keys category and tag mean the category and tag filters", async () => {
    const linen = await listAll({ ckKey: "material", ckVal: "linnen" });
    expect(ids(linen.items)).toEqual(
      await sqlIds("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 AND json_extract(custom_fields, '$.material') = 'linnen'", TENANT_A),
    );
    expect(linen.total).toBeGreaterThan(1);
    expect(ids((await listAll({ ckKey: "category", ckVal: "jurken" })).items)).toEqual(ids((await listAll({ category: "jurken" })).items));
    expect(ids((await listAll({ ckKey: "tag", ckVal: "sale" })).items)).toEqual(ids((await listAll({ tag: "sale" })).items));
    expect((await listAll({ category: "bestaat-niet" })).total).toBe(0);
  });

  it("a ckKey/ckVal the shop does not know is a 404 (the filtered overview does not exist)", async () => {
    for (const path of [
      "/ecommerce/products?ckKey=material&ckVal=goud",
      "/ecommerce/products?ckKey=kleur&ckVal=rood",
      "/ecommerce/products?ckKey=category&ckVal=bestaat-niet",
      "/ecommerce/products?ckKey=tag&ckVal=bestaat-niet",
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
    // Another shop's category is not this shop's: Stadsbazaar has no 'jurken'.
    expect((await call("/ecommerce/products?ckKey=category&ckVal=jurken", { tenant: TENANT_B })).status).toBe(404);
    expect((await call("/ecommerce/products?ckKey=category&ckVal=rokken-jurken", { tenant: TENANT_B })).status).toBe(200);
    // A known key and value answers even when other filters leave nothing.
    const none = await call("/ecommerce/products?ckKey=material&ckVal=linnen&priceMin=999999");
    expect(none.status).toBe(200);
  });

  it("empty form fields count as not set; half a custom-field filter or a bad value is a 400", async () => {
    const all = await list({});
    const empty = await list({ q: "", category: "", size: "", colour: "", priceMin: "", sort: "" });
    expect(empty.total).toBe(all.total);
    for (const path of [
      "/ecommerce/products?ckKey=material",
      "/ecommerce/products?ckVal=linnen",
      "/ecommerce/products?colour=blue",
      "/ecommerce/products?priceMin=-1",
      "/ecommerce/products?priceMax=abc",
      "/ecommerce/products?sort=cheapest",
      "/ecommerce/products?category=Jurken",
      "/ecommerce/products?pageSize=97",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(ApiError.parse(await json(response)).error.code).toBe("bad_request");
    }
  });
});

describe("sorting and pages", () => {
  it("price-asc and price-desc order by effective price", async () => {
    const asc = (await listAll({ sort: "price-asc" })).items.map(effective);
    const desc = (await listAll({ sort: "price-desc" })).items.map(effective);
    expect(asc.length).toBe(38);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBeLessThan(asc.at(-1)!);
  });

  it("newest orders by creation time, latest first", async () => {
    const items = (await listAll({ sort: "newest" })).items;
    const { results } = await env.DB.prepare("SELECT id, created_at FROM products WHERE tenant_id = ?1").bind(TENANT_A).all<{
      id: number;
      created_at: string;
    }>();
    const created = new Map(results.map((r) => [r.id, r.created_at]));
    const times = items.map((i) => created.get(i.id)!);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("name orders by the name in the asked language", async () => {
    for (const language of ["nl", "en"]) {
      const names = (await listAll({ sort: "name" }, { language })).items.map((i) => i.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
    const nlFirst = (await list({ sort: "name", pageSize: 1 }, { language: "nl" })).items[0]!;
    const enFirst = (await list({ sort: "name", pageSize: 1 }, { language: "en" })).items[0]!;
    expect(nlFirst.name).toBe(await productName(nlFirst.id, "nl"));
    expect(enFirst.name).toBe(await productName(enFirst.id, "en"));
    expect(nlFirst.id).not.toBe(enFirst.id);
  });

  it("relevance without a search is the shop's own order (sort_index)", async () => {
    const items = (await listAll({})).items;
    const expected = await sqlIds("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1", TENANT_A);
    expect(ids(items)).toEqual(expected);
    const { results } = await env.DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 ORDER BY sort_index, id")
      .bind(TENANT_A)
      .all<{ id: number }>();
    expect(items.map((i) => i.id)).toEqual(results.map((r) => r.id));
  });

  it.each(["relevance", "newest", "price-asc", "price-desc", "name"])(
    "pages of %s do not overlap, together hold every product, and keep the total",
    async (sort) => {
      const seen: number[] = [];
      const totals = new Set<number>();
      for (let page = 1; page <= 4; page++) {
        const result = await list({ sort, page, pageSize: 10 });
        totals.add(result.total);
        expect(result.page).toBe(page);
        expect(result.items.length).toBe(page < 4 ? 10 : 8);
        seen.push(...result.items.map((i) => i.id));
      }
      expect([...totals]).toEqual([38]);
      expect(new Set(seen).size).toBe(38);
      const beyond = await list({ sort, page: 5, pageSize: 10 });
      expect(beyond.items).toEqual([]);
      expect(beyond.total).toBe(38);
    },
  );

  it("pages of a search do not overlap either", async () => {
    const all = await list({ q: "dames", pageSize: 96 });
    expect(all.total).toBeGreaterThan(4);
    const first = await list({ q: "dames", pageSize: 3, page: 1 });
    const second = await list({ q: "dames", pageSize: 3, page: 2 });
    expect(first.items.map((i) => i.id)).toEqual(all.items.slice(0, 3).map((i) => i.id));
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(3, 6).map((i) => i.id));
  });
});

describe("facets", () => {
  it("without filters: every category, tag, size and colour of the shop, with counts from SQL", async () => {
    const { facets } = await list({});
    const dames = facets.categories.find((f) => f.value === "dames")!;
    expect(dames).toMatchObject({ label: "Dames", count: 16 });
    const sale = facets.tags.find((f) => f.value === "sale")!;
    const saleCount = await sqlIds(
      "SELECT pt.product_id AS id FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.tenant_id = ?1 AND t.slug = 'sale'",
      TENANT_A,
    );
    expect(sale.count).toBe(saleCount.length);
    const prices = await env.DB.prepare(
      "SELECT min(coalesce(discount_price_cents, price_cents)) AS lo, max(coalesce(discount_price_cents, price_cents)) AS hi FROM products WHERE tenant_id = ?1 AND is_active = 1",
    )
      .bind(TENANT_A)
      .first<{ lo: number; hi: number }>();
    expect(facets.price).toEqual({ min: prices!.lo, max: prices!.hi });
  });

  it("labels follow the asked language", async () => {
    const en = await list({}, { language: "en" });
    expect(en.facets.categories.find((f) => f.value === "dames")!.label).toBe("Women");
    const navy = en.facets.colours.find((f) => f.value === "#1f2f4a")!;
    expect(navy.label).toBe("navy");
    const nl = await list({}, { language: "nl" });
    expect(nl.facets.colours.find((f) => f.value === "#1f2f4a")!.label).toBe("marineblauw");
  });

  it("sizes come in a sensible order: letters small to large, then numbers, then the rest", async () => {
    const a = (await list({})).facets.sizes.map((f) => f.value);
    const letters = a.filter((s) => ["XS", "S", "M", "L", "XL", "XXL"].includes(s));
    expect(letters).toEqual(["XS", "S", "M", "L", "XL"].filter((s) => letters.includes(s)));
    const numeric = a.filter((s) => /^\d+$/.test(s)).map(Number);
    expect(numeric.length).toBeGreaterThan(3);
    expect(numeric).toEqual([...numeric].sort((x, y) => x - y));
    expect(a.indexOf("XL")).toBeLessThan(a.indexOf(String(numeric[0])));
    expect(a.indexOf(String(numeric.at(-1)))).toBeLessThan(a.indexOf("One size"));
    const b = (await list({}, { tenant: TENANT_B })).facets.sizes.map((f) => f.value);
    expect(b.indexOf("100 g")).toBeLessThan(b.indexOf("500 g"));
    expect(b.indexOf("500 g")).toBeLessThan(b.indexOf("1 kg"));
    expect(b.indexOf("36-40")).toBeLessThan(b.indexOf("41-46"));
  });

  it("reflect the search: 'jurk' leaves only dress categories and the dresses' sizes and prices", async () => {
    const { facets, items } = await list({ q: "jurk" });
    expect(facets.categories.map((f) => [f.value, f.count])).toEqual([
      ["dames", 3],
      ["jurken", 3],
    ]);
    const prices = items.map(effective);
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(facets.sizes.map((f) => f.value)).not.toContain("One size");
  });

  it("each facet counts with the other filters applied but not its own", async () => {
    const { facets, total } = await list({ category: "jurken", size: "M" });
    // The category facet ignores the category filter: the other categories with an M are listed.
    expect(facets.categories.length).toBeGreaterThan(2);
    // The size facet ignores the size filter: the dresses' other sizes are offered too.
    const sizes = facets.sizes.map((f) => f.value);
    expect(sizes).toEqual(expect.arrayContaining(["XS", "S", "M", "L"]));
    expect(facets.sizes.find((f) => f.value === "M")!.count).toBe(total);
    // Tags are counted within the result (jurken AND an M).
    const tagCounts = await env.DB.prepare(
      `SELECT t.slug AS value, count(DISTINCT p.id) AS n FROM products p
         JOIN product_tags pt ON pt.product_id = p.id JOIN tags t ON t.id = pt.tag_id
        WHERE p.tenant_id = ?1 AND p.is_active = 1
          AND EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.slug = 'jurken')
          AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.size = 'M')
        GROUP BY t.slug ORDER BY t.slug`,
    )
      .bind(TENANT_A)
      .all<{ value: string; n: number }>();
    expect(facets.tags.map((f) => [f.value, f.count]).sort()).toEqual(tagCounts.results.map((r) => [r.value, r.n]).sort());
  });

  it("the size facet with a colour filter counts variants in that colour", async () => {
    const { facets } = await list({ colour: "#efe6d2" });
    const expected = await env.DB.prepare(
      `SELECT size AS value, count(DISTINCT product_id) AS n FROM product_variants
        WHERE tenant_id = ?1 AND colour_hex = '#efe6d2' AND size IS NOT NULL GROUP BY size`,
    )
      .bind(TENANT_A)
      .all<{ value: string; n: number }>();
    expect(Object.fromEntries(facets.sizes.map((f) => [f.value, f.count]))).toEqual(Object.fromEntries(expected.results.map((r) => [r.value, r.n])));
  });

  it("the price range ignores the price filter and is 0/0 when nothing matches", async () => {
    const unfiltered = await list({ category: "jurken" });
    const filtered = await list({ category: "jurken", priceMax: 7500 });
    expect(filtered.total).toBeLessThan(unfiltered.total);
    expect(filtered.facets.price).toEqual(unfiltered.facets.price);
    const none = await list({ q: "bestaatnietwoord" });
    expect(none.total).toBe(0);
    expect(none.facets).toEqual({ categories: [], tags: [], sizes: [], colours: [], price: { min: 0, max: 0 } });
  });
});

describe("product cards", () => {
  it("soldOut is true only when no variant has stock", async () => {
    const all = await listAll({});
    const soldOut = await sqlIds(
      `SELECT p.id FROM products p WHERE p.tenant_id = ?1 AND p.is_active = 1
          AND NOT EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock > 0)`,
      TENANT_A,
    );
    expect(soldOut).toEqual([1008]);
    expect(ids(all.items.filter((i) => i.soldOut))).toEqual(soldOut);
    // A product with some variants out of stock is not sold out (linnen blouse M has 0).
    expect(all.items.find((i) => i.slug === "linnen-blouse")!.soldOut).toBe(false);
  });

  it("colours are the variants' distinct hex colours in variant order", async () => {
    const all = await listAll({});
    const { results } = await env.DB.prepare("SELECT product_id, colour_hex FROM product_variants WHERE tenant_id = ?1 ORDER BY product_id, sort_index, id")
      .bind(TENANT_A)
      .all<{ product_id: number; colour_hex: string }>();
    for (const item of all.items) {
      const expected = [...new Set(results.filter((r) => r.product_id === item.id).map((r) => r.colour_hex))];
      expect(item.colours, item.slug).toEqual(expected);
    }
    expect(all.items.find((i) => i.slug === "linnen-blouse")!.colours).toEqual(["#efe6d2", "#2f5d7c", "#9bab8e"]);
  });

  it("pricePerUnit is the price per kg for a product sold by weight, else null", async () => {
    const b = await listAll({}, { tenant: TENANT_B });
    const coffee = b.items.find((i) => i.slug === "koffiebonen-huisblend")!;
    expect(coffee.pricePerUnit).toBe(2590);
    expect(coffee.unitPrice).toBe(1295);
    expect(b.items.filter((i) => i.pricePerUnit !== null).length).toBe(3);
    expect(b.items.find((i) => i.slug === "hoodie-oost")!.pricePerUnit).toBeNull();
  });

  it("cards carry the main image, prices in euros and the discount", async () => {
    const card = (await list({ q: "duinroos" })).items[0]!;
    expect(card).toMatchObject({ slug: "maxi-jurk-duinroos", unitPrice: 8995, discountPrice: 6995, vatPercentage: 21 });
    expect(card.mainMediaUrl).toMatch(/^\/media\/noordzee\/products\/maxi-jurk-duinroos/);
    expect(card.mainMediaAlt).toContain("Maxi-jurk");
  });

  it("cards carry the review summary (migration 0014): 0–5, null without reviews", async () => {
    const all = await listAll({});
    expect(all.items.find((i) => i.slug === "linnen-blouse")!.avgReviewRating).toBe(4.5);
    const rated = all.items.filter((i) => i.avgReviewRating !== null);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(all.items.length);
    for (const item of rated) expect(item.avgReviewRating).toBeGreaterThanOrEqual(0);
    await env.DB.prepare("UPDATE products SET avg_review_rating = 3.25 WHERE slug = 'linnen-blouse'").run();
    try {
      expect((await listAll({})).items.find((i) => i.slug === "linnen-blouse")!.avgReviewRating).toBe(3.25);
    } finally {
      await env.DB.prepare("UPDATE products SET avg_review_rating = 4.5 WHERE slug = 'linnen-blouse'").run();
    }
  });

  it("inactive products are never listed", async () => {
    await env.DB.prepare("UPDATE products SET is_active = 0 WHERE id = 1005").run();
    try {
      const list1 = await listAll({});
      expect(list1.total).toBe(37);
      expect(list1.items.map((i) => i.id)).not.toContain(1005);
      expect((await list({ q: "wikkeljurk" })).total).toBe(0);
      expect((await call("/ecommerce/products/wikkeljurk-met-stippen")).status).toBe(404);
    } finally {
      await env.DB.prepare("UPDATE products SET is_active = 1 WHERE id = 1005").run();
    }
  });
});

describe("product detail", () => {
  it("has its variants, media, categories and tags in order, in the asked language", async () => {
    const response = await call("/ecommerce/products/linnen-blouse", { language: "en" });
    expect(response.status).toBe(200);
    const product = ProductDetail.parse(await json(response));
    expect(product).toMatchObject({
      id: 1001,
      name: "Linen blouse",
      brand: "Noordzee Atelier",
      unitPrice: 5995,
      discountPrice: null,
      pricePerUnit: null,
      unitPriceBasis: "inc",
      soldOut: false,
      customFields: { material: "linnen", fit: "regular", season: "zomer" },
    });
    expect(product.description).toMatch(/^Airy blouse/);

    const variants = await env.DB.prepare("SELECT id, size, stock FROM product_variants WHERE tenant_id = ?1 AND product_id = 1001 ORDER BY sort_index, id")
      .bind(TENANT_A)
      .all<{ id: number; size: string; stock: number }>();
    expect(product.variants.map((v) => [v.id, v.size, v.stock])).toEqual(variants.results.map((v) => [v.id, v.size, v.stock]));
    expect(product.variants[0]).toMatchObject({ sku: "NZ-1001-ECRU-XS", colour: "ecru", colourHex: "#efe6d2", unitPrice: 5995 });

    const media = await env.DB.prepare("SELECT url FROM product_media WHERE tenant_id = ?1 AND product_id = 1001 ORDER BY sort_index, id")
      .bind(TENANT_A)
      .all<{ url: string }>();
    expect(product.medias.map((m) => m.url)).toEqual(media.results.map((m) => m.url));
    expect(product.mainMediaUrl).toBe(media.results[0]!.url);
    expect(product.medias[0]!.alt).toBe("Linen blouse in ecru");
    expect(product.categories).toEqual([
      { slug: "dames", name: "Women" },
      { slug: "blouses-tops", name: "Blouses & tops" },
    ]);
    expect(product.tags.map((t) => t.slug).sort()).toEqual(
      (await env.DB.prepare("SELECT t.slug FROM product_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.product_id = 1001").all<{ slug: string }>()).results
        .map((r) => r.slug)
        .sort(),
    );
    expect(product.colours).toEqual(["#efe6d2", "#2f5d7c", "#9bab8e"]);
  });

  it("variant prices: the product's (with its discount) unless the variant has its own", async () => {
    const sale = ProductDetail.parse(await json(await call("/ecommerce/products/maxi-jurk-duinroos")));
    for (const v of sale.variants) expect([v.unitPrice, v.discountPrice]).toEqual([8995, 6995]);

    // Koffiebonen: the 1 kg bag has its own price; it is not on the product's sale.
    await env.DB.prepare("UPDATE products SET discount_price_cents = 1195 WHERE id = 2034").run();
    try {
      const coffee = ProductDetail.parse(await json(await call("/ecommerce/products/koffiebonen-huisblend", { tenant: TENANT_B })));
      expect(coffee.pricePerUnit).toBe(2590);
      const own = coffee.variants.find((v) => v.id === 200227)!;
      expect([own.unitPrice, own.discountPrice]).toEqual([2395, null]);
      for (const v of coffee.variants.filter((x) => x.id !== 200227)) expect([v.unitPrice, v.discountPrice]).toEqual([1295, 1195]);
    } finally {
      await env.DB.prepare("UPDATE products SET discount_price_cents = NULL WHERE id = 2034").run();
    }
  });

  it("customFields keeps only string values; a sold-out product says so", async () => {
    await env.DB.prepare(
      `INSERT INTO products (id, tenant_id, slug, name, price_cents, custom_fields) VALUES
         (9921, ?1, 'velden-test', 'Gewoon tekst', 1000, '{"material":"wol","weight":250,"eco":true,"care":{"wash":30}}')`,
    )
      .bind(TENANT_A)
      .run();
    try {
      const product = ProductDetail.parse(await json(await call("/ecommerce/products/velden-test")));
      expect(product.customFields).toEqual({ material: "wol" });
      // A name that is not a language map is shown as it is; no variants means nothing to buy.
      expect(product.name).toBe("Gewoon tekst");
      expect(product.soldOut).toBe(true);
      expect(product.variants).toEqual([]);
      expect(product.medias).toEqual([]);
      await env.DB.prepare("UPDATE products SET custom_fields = 'not json' WHERE id = 9921").run();
      expect(ProductDetail.parse(await json(await call("/ecommerce/products/velden-test"))).customFields).toEqual({});
      // …and the list copes with it too.
      expect((await list({ q: "gewoon" })).items.map((i) => i.slug)).toEqual(["velden-test"]);
      expect((await list({ ckKey: "material", ckVal: "wol" })).items.map((i) => i.slug)).not.toContain("velden-test");
    } finally {
      await env.DB.prepare("DELETE FROM products WHERE id = 9921").run();
    }
    expect(ProductDetail.parse(await json(await call("/ecommerce/products/denim-rok"))).soldOut).toBe(true);
  });

  it("another tenant's product is a 404, a malformed slug a 400", async () => {
    expect((await call("/ecommerce/products/koffiebonen-huisblend", { tenant: TENANT_A })).status).toBe(404);
    expect((await call("/ecommerce/products/koffiebonen-huisblend", { tenant: TENANT_B })).status).toBe(200);
    expect((await call("/ecommerce/products/bestaat-niet")).status).toBe(404);
    for (const slug of ["Linnen-Blouse", "a%20b", "x".repeat(121), "%27%3B--"]) {
      const response = await call(`/ecommerce/products/${slug}`);
      expect(response.status, slug).toBe(400);
    }
  });
});

describe("bundle detail", () => {
  it("by id: items in order with unitsPerSet and full product details, from/to price", async () => {
    const response = await call("/products/bundle-detail?id=303", { language: "en" });
    expect(response.status).toBe(200);
    const { bundle } = BundleDetail.parse(await json(response));
    expect(bundle).toMatchObject({
      id: 303,
      slug: "basics-set",
      name: "Basics set",
      presentationOutfit: { mainMediaUrl: "/media/noordzee/bundles/basics-set.svg" },
      customFields: { bundle_from_price: 5085, bundle_to_price: 5085 },
      fixedTotalPrice: null,
    });
    expect(bundle.description).toMatch(/^An organic cotton T-shirt/);
    expect(bundle.items.map((i) => [i.product.slug, i.unitsPerSet])).toEqual([
      ["t-shirt-biologisch-katoen-heren", 1],
      ["gestreepte-sokken", 2],
    ]);
    // The product inside is the same as its own detail call.
    const socks = ProductDetail.parse(await json(await call("/ecommerce/products/gestreepte-sokken", { language: "en" })));
    expect(bundle.items[1]!.product).toEqual(socks);
    expect(socks.variants.length).toBeGreaterThan(0);
  });

  it("by slug: a bundle with a fixed total price and no from/to price", async () => {
    const { bundle } = BundleDetail.parse(await json(await call("/products/bundle-detail?slug=smart-casual-heren")));
    expect(bundle.id).toBe(302);
    expect(bundle.name).toBe("Smart casual heren");
    expect(bundle.fixedTotalPrice).toBe(22995);
    expect(bundle.customFields).toEqual({ bundle_from_price: null, bundle_to_price: null });
    expect(bundle.items.map((i) => i.product.id)).toEqual([1021, 1025, 1037]);
    const byId = BundleDetail.parse(await json(await call("/products/bundle-detail?id=302")));
    expect(byId.bundle).toEqual(bundle);
  });

  it("invalid price fields are null; an inactive product is left out of the items", async () => {
    await env.DB.prepare(
      `INSERT INTO bundles (id, tenant_id, slug, name, custom_fields) VALUES (9931, ?1, 'test-bundel', '{"nl":"Test"}', '{"bundle_from_price":"abc","bundle_to_price":-3}')`,
    )
      .bind(TENANT_A)
      .run();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO bundle_items (tenant_id, bundle_id, product_id, units_per_set, sort_index) VALUES (?1, 9931, 1001, 1, 0)").bind(TENANT_A),
      env.DB.prepare("INSERT INTO bundle_items (tenant_id, bundle_id, product_id, units_per_set, sort_index) VALUES (?1, 9931, 1002, 3, 1)").bind(TENANT_A),
      env.DB.prepare("UPDATE products SET is_active = 0 WHERE id = 1001"),
    ]);
    try {
      const { bundle } = BundleDetail.parse(await json(await call("/products/bundle-detail?slug=test-bundel")));
      expect(bundle.customFields).toEqual({ bundle_from_price: null, bundle_to_price: null });
      expect(bundle.presentationOutfit.mainMediaUrl).toBeNull();
      expect(bundle.description).toBeNull();
      expect(bundle.items.map((i) => [i.product.id, i.unitsPerSet])).toEqual([[1002, 3]]);
      await env.DB.prepare("UPDATE bundles SET custom_fields = 'kapot' WHERE id = 9931").run();
      expect(BundleDetail.parse(await json(await call("/products/bundle-detail?id=9931"))).bundle.customFields).toEqual({
        bundle_from_price: null,
        bundle_to_price: null,
      });
      await env.DB.prepare("UPDATE bundles SET is_active = 0 WHERE id = 9931").run();
      expect((await call("/products/bundle-detail?id=9931")).status).toBe(404);
    } finally {
      await env.DB.prepare("UPDATE products SET is_active = 1 WHERE id = 1001").run();
      await env.DB.prepare("DELETE FROM bundles WHERE id = 9931").run();
    }
  });

  it("another tenant's bundle is a 404, by id and by slug", async () => {
    expect((await call("/products/bundle-detail?id=401", { tenant: TENANT_B })).status).toBe(200);
    const byId = await call("/products/bundle-detail?id=401", { tenant: TENANT_A });
    expect(byId.status).toBe(404);
    expect(ApiError.parse(await json(byId)).error.code).toBe("not_found");
    expect((await call("/products/bundle-detail?slug=stadsoutfit", { tenant: TENANT_A })).status).toBe(404);
    expect((await call("/products/bundle-detail?id=999999")).status).toBe(404);
  });

  it.each([
    "/products/bundle-detail",
    "/products/bundle-detail?id=abc",
    "/products/bundle-detail?id=",
    "/products/bundle-detail?id=0",
    "/products/bundle-detail?id=-1",
    "/products/bundle-detail?id=1.5",
    "/products/bundle-detail?id=abc&slug=basics-set",
    "/products/bundle-detail?slug=Basics%20Set",
    "/products/bundle-detail?slug=",
  ])("%s is a 400", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(400);
    expect(ApiError.parse(await json(response)).error.code).toBe("bad_request");
  });
});
