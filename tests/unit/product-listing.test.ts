import { describe, expect, it } from "vitest";
import { cleanFilters, decodeFilters, encodeFilters } from "~/domain/product-filters";
import { listingCards, listingCount, listingQuery } from "~/domain/listing";

// Issue 10: bundle cards among the product cards, and a filter for them.

describe("the overview's kind filter", () => {
  it("keeps only products or only bundles, in the one filters parameter", () => {
    expect(decodeFilters(encodeFilters({ kind: "bundles" }))).toEqual({ kind: "bundles" });
    expect(encodeFilters({ tag: "sale", kind: "products" })).toBe("tag:sale;kind:products");
    expect(cleanFilters({ kind: " bundles " })).toEqual({ kind: "bundles" });
  });
  it("anything else lists both (no kind)", () => {
    expect(cleanFilters({ kind: "all" })).toEqual({});
    expect(cleanFilters({ kind: "<b>" })).toEqual({});
    expect(decodeFilters("kind:alles")).toEqual({});
  });
});

describe("listingCards", () => {
  const bundle = (slug: string, position: number) => ({ slug, position });
  const kinds = (cards: ReturnType<typeof listingCards<string, { slug: string; position: number }>>) =>
    cards.map((card) => (card.kind === "product" ? card.product : card.bundle.slug));

  it("puts each bundle at its place among the products", () => {
    expect(kinds(listingCards(["p1", "p2", "p3"], [bundle("b3", 3), bundle("b1", 1)]))).toEqual(["p1", "b1", "p2", "b3", "p3"]);
    expect(kinds(listingCards(["p1", "p2", "p3"], [bundle("b4", 4), bundle("b1", 1)]))).toEqual(["p1", "b1", "p2", "p3", "b4"]);
    expect(kinds(listingCards(["p1"], [bundle("b0", 0)]))).toEqual(["b0", "p1"]);
  });
  it("a page of bundles only, or without bundles", () => {
    expect(kinds(listingCards([], [bundle("b1", 1), bundle("b0", 0)]))).toEqual(["b0", "b1"]);
    expect(kinds(listingCards(["p1", "p2"], []))).toEqual(["p1", "p2"]);
  });
});

describe("listingCount", () => {
  it("splits the total into products and bundles", () => {
    expect(listingCount(42, 4)).toEqual({ products: 38, bundles: 4 });
    expect(listingCount(4, 4)).toEqual({ products: 0, bundles: 4 });
    expect(listingCount(38, 0)).toEqual({ products: 38, bundles: 0 });
  });
});

describe("listingQuery: the overview's ?q= (issue 19)", () => {
  it("runs a search of 2 characters or more, trimmed of every space and invisible character", () => {
    expect(listingQuery("jurk")).toBe("jurk");
    expect(listingQuery("\u00a0 zomer jurk\u200b ")).toBe("zomer jurk");
    expect(listingQuery("je")).toBe("je");
  });
  it("' a ', zero-width spaces and nothing are no search: the listing unsearched", () => {
    for (const q of [" a ", "a", "\u200b\u200b", "\u200b\u200c\u200d\u2060\ufeff", "\u00a0\u3000", "\u200ba\u200b", "", null, undefined]) {
      expect(listingQuery(q), JSON.stringify(q)).toBeUndefined();
    }
  });
});
