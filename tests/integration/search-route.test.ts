import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SearchResult } from "@commerce/contract/search";
import { h1, HOST_B, visit } from "./support";

// GET /{lang}/search?q= — the header preview's JSON, through the whole storefront and the core API.

async function preview(path: string, host?: string) {
  const response = await visit(path, { host });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return SearchResult.parse(await response.json());
}

describe("GET /{lang}/search", () => {
  it("at most 5 items with what the preview shows, and the total (Noordzee: its own index)", async () => {
    const result = await preview("/nl/search?q=jurk");
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.length).toBeLessThanOrEqual(5);
    expect(result.total).toBeGreaterThanOrEqual(result.items.length);
    for (const item of result.items) {
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(item.priceCents).toBeGreaterThan(0);
      expect(item.vatPercentage).toBeGreaterThan(0);
    }
  });

  it("names in the page's language", async () => {
    const en = await preview("/en/search?q=raincoat");
    expect(en.items.map((i) => i.name)).toContain("Zeewind raincoat");
  });

  it.each(["", "j", "  j  ", "%20"])("fewer than 2 characters after trimming (%j): empty, no search", async (q) => {
    expect(await preview(`/nl/search?q=${q}`)).toEqual({ items: [], total: 0 });
  });

  // Zero-width spaces, joiners, the word joiner, the BOM and any Unicode space are no characters (issue 19).
  it.each(["%E2%80%8B%E2%80%8B", "%E2%80%8Ba%E2%80%8B", "%E2%80%8C%E2%80%8D%E2%81%A0%EF%BB%BF", "%C2%A0a%C2%A0", "%E3%80%80a%E2%80%83"])(
    "invisible characters and Unicode spaces around one letter (%s): empty, and the core API is not asked",
    async (q) => {
      await coreApiLines();
      expect(await preview(`/nl/search?q=${q}`)).toEqual({ items: [], total: 0 });
      expect((await coreApiLines()).filter((line) => line.includes('"path":"/ecommerce/search'))).toEqual([]);
    },
  );

  it.each(['"jurk', "NEAR(jurk)", "x".repeat(400), "%25%25%25"])("hostile input %j: 200, never a 500", async (q) => {
    await preview(`/nl/search?q=${encodeURIComponent(q)}`);
  });

  it("each shop searches its own catalogue; Stadsbazaar's Algolia is not running here, so its own index answers", async () => {
    const b = await preview("/nl/search?q=hoodie", HOST_B);
    expect(b.items.map((i) => i.slug)).toContain("hoodie-oost");
    const a = await preview("/nl/search?q=hoodie");
    expect(a.items.map((i) => i.slug)).not.toContain("hoodie-oost");
  });
});

/** The core API's console lines since the last ask (its test entry keeps them: tests/support/quiet-core-api.mjs). */
async function coreApiLines(): Promise<string[]> {
  return (await (await env.CORE_API.fetch("http://core-api/__test/logs")).json()) as string[];
}

describe("the listing's ?q= without JavaScript (GET /{lang}/products)", () => {
  it.each(["%20a%20", "a", "%E2%80%8B%E2%80%8B", "%E2%80%8Ba%E2%80%8B", "%C2%A0%C2%A0"])(
    "q=%s is no search: the whole listing, titled 'Producten'",
    async (q) => {
      const response = await visit(`/nl/products?q=${q}`);
      expect(response.status).toBe(200);
      expect(h1(await response.text())).toBe("Producten");
    },
  );

  it("q=%20jurk%E2%80%8B (a space and a zero-width space around it) searches for 'jurk'", async () => {
    expect(h1(await (await visit("/nl/products?q=%20jurk%E2%80%8B")).text())).toBe("Zoekresultaten voor ‘jurk’");
  });
});
