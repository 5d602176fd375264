import { describe, expect, it } from "vitest";
import { HOST_AVOID_MS, hostFailed, hostsToTry, searchProvider } from "~/chrome/search/search-provider";

const settings = (values: Record<string, string>) => Object.entries(values).map(([key_, value_]) => ({ key_, value_ }));
const algolia = { search_provider: "algolia", algolia_app_id: "ABC123", algolia_search_key: "k_1", algolia_index_prefix: "shop" };

describe("searchProvider (settings)", () => {
  it("no setting, or another value: the shop's own index", () => {
    expect(searchProvider([])).toEqual({ kind: "own" });
    expect(searchProvider(settings({ search_provider: "own" }))).toEqual({ kind: "own" });
  });

  it("algolia with its fields; Algolia's own hosts by default, DSN first", () => {
    const provider = searchProvider(settings({ ...algolia, search_provider: " Algolia " }));
    expect(provider).toMatchObject({ kind: "algolia", appId: "ABC123", searchKey: "k_1", indexPrefix: "shop" });
    expect(provider.kind === "algolia" && provider.hosts.map((h) => h.url)).toEqual([
      "ABC123-dsn.algolia.net",
      "ABC123-1.algolianet.com",
      "ABC123-2.algolianet.com",
      "ABC123-3.algolianet.com",
    ]);
  });

  it("algolia_hosts: in order, http when said", () => {
    const provider = searchProvider(settings({ ...algolia, algolia_hosts: "http://127.0.0.1:7701, 127.0.0.1:7702" }));
    expect(provider.kind === "algolia" && provider.hosts).toEqual([
      { url: "127.0.0.1:7701", protocol: "http" },
      { url: "127.0.0.1:7702", protocol: "https" },
    ]);
  });

  it.each([
    ["algolia_app_id", { algolia_app_id: "" }],
    ["algolia_search_key", { algolia_search_key: "a key with spaces" }],
    ["algolia_index_prefix", { algolia_index_prefix: "../x" }],
    ["algolia_hosts", { algolia_hosts: "ftp://x" }],
  ])("a missing or malformed %s is misconfigured: the own index", (name, change) => {
    expect(searchProvider(settings({ ...algolia, ...change }))).toEqual({ kind: "own", misconfigured: name });
  });
});

describe("host avoidance", () => {
  const hosts = ["a", "b", "c"].map((url) => ({ url, protocol: "https" as const }));
  it("a host that failed less than 2 minutes ago is skipped; all failed: none", () => {
    const now = 1_000_000;
    expect(hostsToTry(hosts, new Map([["a", now - HOST_AVOID_MS + 1]]), now).map((h) => h.url)).toEqual(["b", "c"]);
    expect(hostsToTry(hosts, new Map([["a", now - HOST_AVOID_MS]]), now).map((h) => h.url)).toEqual(["a", "b", "c"]);
    expect(hostsToTry(hosts, new Map(hosts.map((h) => [h.url, now])), now)).toEqual([]);
  });

  it("timeouts, network errors and statuses other than 2xx/4xx count as failures", () => {
    expect(hostFailed({ status: 200, isTimedOut: false })).toBe(false);
    expect(hostFailed({ status: 404, isTimedOut: false })).toBe(false);
    expect(hostFailed({ status: 0, isTimedOut: false })).toBe(true);
    expect(hostFailed({ status: 0, isTimedOut: true })).toBe(true);
    expect(hostFailed({ status: 503, isTimedOut: false })).toBe(true);
    expect(hostFailed({ status: 302, isTimedOut: false })).toBe(true);
  });
});
