import { describe, expect, it } from "vitest";
import { insightsClickSchema } from "~/forms/insights";
import { readFileSync } from "node:fs";
import {
  CLICK_RECEIPT_MAX_AGE_SECONDS,
  clickEvent,
  insightsEventsUrl,
  readReceipt,
  receiptFresh,
  receiptTagInput,
  receiptText,
  SEARCH_LIMITS_PER_MINUTE,
  viewEvent,
} from "~/chrome/search/insights";
import { DEFAULT_INSIGHTS_HOST, searchProvider } from "~/chrome/search/search-provider";

const algolia = (extra: [string, string][] = []) =>
  searchProvider(
    [["search_provider", "algolia"], ["algolia_app_id", "ABC123"], ["algolia_search_key", "k_1"], ["algolia_index_prefix", "shop"], ...extra].map(
      ([key_, value_]) => ({ key_: key_!, value_: value_! }),
    ),
  );

describe("Algolia Insights events (POST /1/events)", () => {
  it("builds a click after a search: one objectID, its 1-based position and the search's queryID", () => {
    expect(clickEvent({ index: "shop_nl", userToken: "tok", queryID: "f".repeat(32), objectID: "jas", position: 2 })).toEqual({
      eventType: "click",
      eventName: "Search preview result clicked",
      index: "shop_nl",
      userToken: "tok",
      objectIDs: ["jas"],
      positions: [2],
      queryID: "f".repeat(32),
    });
  });

  it("builds a view of the results shown, at most 20 objectIDs, and none for no results", () => {
    const ids = Array.from({ length: 25 }, (_, i) => `p${i}`);
    expect(viewEvent({ index: "shop_en", userToken: "tok", objectIDs: ids })).toMatchObject({ eventType: "view", objectIDs: ids.slice(0, 20) });
    expect(viewEvent({ index: "shop_en", userToken: "tok", objectIDs: [] })).toBeNull();
  });

  it("posts to the shop's insights host, insights.algolia.io by default", () => {
    expect(algolia()).toMatchObject({ kind: "algolia", insightsHost: DEFAULT_INSIGHTS_HOST });
    expect(insightsEventsUrl(DEFAULT_INSIGHTS_HOST)).toBe("https://insights.algolia.io/1/events");
    const fake = algolia([["algolia_insights_host", "http://127.0.0.1:7701"]]);
    expect(fake.kind === "algolia" && fake.insightsHost && insightsEventsUrl(fake.insightsHost)).toBe("http://127.0.0.1:7701/1/events");
  });

  it("turns events off (never the real host) for a malformed insights host, and keeps search", () => {
    for (const bad of ["not a host", "http://a:1,http://b:2", "ftp://x"]) {
      expect(algolia([["algolia_insights_host", bad]])).toMatchObject({ kind: "algolia", insightsHost: null });
    }
  });

  it("takes only a preview click: a click receipt, a slug, a position 1–5", () => {
    const receipt = `${"a".repeat(32)}.1795000000.${"T".repeat(11)}`;
    expect(insightsClickSchema.safeParse({ queryID: receipt, objectID: "zeebries-jas", position: "5" }).success).toBe(true);
    for (const bad of [
      { queryID: "a".repeat(32), objectID: "x", position: "1" }, // a bare queryID: no receipt (ADR 0041)
      { queryID: `${"a".repeat(31)}.1795000000.${"T".repeat(11)}`, objectID: "x", position: "1" },
      { queryID: `${"a".repeat(32)}.1795000000`, objectID: "x", position: "1" },
      { queryID: `${receipt}${`.${"T".repeat(11)}`.repeat(5)}`, objectID: "x", position: "1" },
      { queryID: receipt, objectID: "", position: "1" },
      { queryID: receipt, objectID: "a/b", position: "1" },
      { queryID: receipt, objectID: "x", position: "6" },
      { queryID: receipt, objectID: "x", position: "1.5" },
    ]) {
      expect(insightsClickSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("click receipts (ADR 0041)", () => {
  const receipt = { queryID: "0123456789ABCDEF0123456789abcdef", issuedAt: 1795000000, tags: ["abcdefghijk", "ABC-_012345"] };

  it("reads back what it writes, and nothing else", () => {
    expect(readReceipt(receiptText(receipt))).toEqual(receipt);
    for (const bad of ["", "a".repeat(32), `${"g".repeat(32)}.1.abcdefghijk`, `${"a".repeat(32)}.x.abcdefghijk`, `${"a".repeat(32)}.1.abc`]) {
      expect(readReceipt(bad), bad).toBeNull();
    }
  });

  it("signs the shop, the token, the search, the time, the position and the product: each changes what is signed", () => {
    const base = { shop: "s", userToken: "t", queryID: "q", issuedAt: 1, position: 1, objectID: "jas" };
    const signed = receiptTagInput(base);
    for (const change of [{ shop: "s2" }, { userToken: "t2" }, { queryID: "q2" }, { issuedAt: 2 }, { position: 2 }, { objectID: "sjaal" }]) {
      expect(receiptTagInput({ ...base, ...change }), JSON.stringify(change)).not.toBe(signed);
    }
    // A field cannot borrow from its neighbour: "s|t" + "x" is not "s" + "t|x".
    expect(receiptTagInput({ ...base, shop: "s|t", userToken: "x" })).not.toBe(receiptTagInput({ ...base, shop: "s", userToken: "t|x" }));
  });

  it("counts a click for 30 minutes after the search, not from the future", () => {
    expect(receiptFresh(1000, 1000)).toBe(true);
    expect(receiptFresh(1000, 1000 + CLICK_RECEIPT_MAX_AGE_SECONDS)).toBe(true);
    expect(receiptFresh(1000, 1001 + CLICK_RECEIPT_MAX_AGE_SECONDS)).toBe(false);
    expect(receiptFresh(1000 + 61, 1000)).toBe(false);
  });

  it("names the same limits as the rate limiting bindings in wrangler.jsonc", () => {
    const config = readFileSync(new URL("../../wrangler.jsonc", import.meta.url), "utf8");
    for (const env of [config, config.slice(config.indexOf('"production"'))]) {
      for (const [name, limit] of [
        ["SEARCH_LIMITER", SEARCH_LIMITS_PER_MINUTE.search],
        ["SEARCH_CLICK_LIMITER", SEARCH_LIMITS_PER_MINUTE.click],
      ] as const) {
        expect(env, name).toMatch(new RegExp(`"name": "${name}", "namespace_id": "\\d+", "simple": \\{ "limit": ${limit}, "period": 60 \\}`));
      }
    }
  });
});
