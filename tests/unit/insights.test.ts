import { describe, expect, it } from "vitest";
import { insightsClickSchema } from "~/forms/insights";
import { clickEvent, insightsEventsUrl, viewEvent } from "~/domain/insights";
import { DEFAULT_INSIGHTS_HOST, searchProvider } from "~/domain/search-provider";

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

  it("takes only a preview click: queryID of 32 hex, a slug, a position 1–5", () => {
    expect(insightsClickSchema.safeParse({ queryID: "a".repeat(32), objectID: "zeebries-jas", position: "5" }).success).toBe(true);
    for (const bad of [
      { queryID: "a".repeat(31), objectID: "x", position: "1" },
      { queryID: "a".repeat(32), objectID: "", position: "1" },
      { queryID: "a".repeat(32), objectID: "a/b", position: "1" },
      { queryID: "a".repeat(32), objectID: "x", position: "6" },
      { queryID: "a".repeat(32), objectID: "x", position: "1.5" },
    ]) {
      expect(insightsClickSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
