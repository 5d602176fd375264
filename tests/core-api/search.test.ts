import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SearchResult } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B } from "./support";

// GET ecommerce/search: the shop's own index as the search preview reads it (items and total).

async function search(q: string, options: { tenant?: string; language?: string; page?: number; pageSize?: number } = {}) {
  const query = new URLSearchParams({ q });
  if (options.page) query.set("page", String(options.page));
  if (options.pageSize) query.set("pageSize", String(options.pageSize));
  const response = await call(`/ecommerce/search?${query}`, options);
  expect(response.status, `GET /ecommerce/search?${query}`).toBe(200);
  return SearchResult.parse(await json(response));
}

describe("GET ecommerce/search", () => {
  it("answers the preview's page (5 items by default) with the total, best match first", async () => {
    const result = await search("jurk", { language: "nl" });
    expect(result.items.length).toBeLessThanOrEqual(5);
    expect(result.total).toBeGreaterThanOrEqual(3);
    // Ranking: a name match (weight 10) beats a description-only match.
    for (const item of result.items.slice(0, 3)) expect(item.name.toLowerCase()).toContain("jurk");
    const dress = result.items.find((i) => i.slug === "wikkeljurk-met-stippen");
    const row = await env.DB.prepare(
      "SELECT coalesce(discount_price_cents, price_cents) AS cents, vat_percentage AS vat FROM products WHERE tenant_id = ?1 AND slug = ?2",
    )
      .bind(TENANT_A, "wikkeljurk-met-stippen")
      .first<{ cents: number; vat: number }>();
    if (dress) {
      expect(dress.priceCents).toBe(row!.cents);
      expect(dress.vatPercentage).toBe(row!.vat);
      expect(dress.image).toMatch(/^\/media\//);
    }
  });

  it("the total is the overview's total for the same query, and pages follow each other", async () => {
    const list = (await json<{ total: number }>(await call("/ecommerce/products?q=jurk&pageSize=96"))).total;
    const first = await search("jurk", { pageSize: 2 });
    const second = await search("jurk", { pageSize: 2, page: 2 });
    expect(first.total).toBe(list);
    expect(second.items.map((i) => i.slug)).not.toContain(first.items[0]!.slug);
  });

  it("both languages: names in the session's language, found by a word of either", async () => {
    const nl = await search("raincoat", { language: "nl" });
    const en = await search("raincoat", { language: "en" });
    expect(en.items.map((i) => i.name)).toContain("Zeewind raincoat");
    expect(nl.items.map((i) => i.slug).sort()).toEqual(en.items.map((i) => i.slug).sort());
    expect(nl.items.map((i) => i.name)).not.toContain("Zeewind raincoat");
  });

  it("each shop searches its own catalogue only", async () => {
    const a = await search("hoodie", { tenant: TENANT_A, pageSize: 24 });
    const b = await search("hoodie", { tenant: TENANT_B, pageSize: 24 });
    expect(b.items.map((i) => i.slug)).toContain("hoodie-oost");
    expect(a.items.map((i) => i.slug)).not.toContain("hoodie-oost");
    const { results } = await env.DB.prepare("SELECT slug FROM products WHERE tenant_id = ?1").bind(TENANT_B).all<{ slug: string }>();
    const bSlugs = new Set(results.map((r) => r.slug));
    const aOnly = a.items.filter((i) => bSlugs.has(i.slug));
    expect(aOnly.every((i) => !i.slug.includes("oost"))).toBe(true);
  });

  it.each([
    '"',
    '"jurk',
    "jurk OR",
    "NOT jurk",
    "NEAR(jurk blouse)",
    "name:jurk",
    "jurk*",
    "^jurk",
    "(((",
    "a\u0000b\u0007c",
    "'; DROP TABLE products; --",
    "x".repeat(100),
    "%".repeat(100),
    "xl",
  ])("hostile or odd input %j answers 200 with a valid result", async (q) => {
    const result = await search(q);
    expect(result.total).toBeGreaterThanOrEqual(result.items.length);
  });

  it("text that is only FTS5 syntax finds nothing rather than everything", async () => {
    expect(await search('"*"')).toEqual({ items: [], total: 0 });
  });

  it("an empty or too long query is a 400, never a 500", async () => {
    expect((await call("/ecommerce/search?q=")).status).toBe(400);
    expect((await call(`/ecommerce/search?q=${"x".repeat(101)}`)).status).toBe(400);
    expect((await call("/ecommerce/search?q=jurk&pageSize=500")).status).toBe(400);
  });
});
