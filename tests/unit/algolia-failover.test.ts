import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { algoliaRelated, algoliaSearch, forgetHostFailures } from "~/chrome/search/algolia.server";
import { type AlgoliaHost, HOST_AVOID_MS } from "~/chrome/search/search-provider";
// @ts-expect-error plain JavaScript module without types
import { startFakeAlgolia } from "../../scripts/fake-algolia/server.mjs";

// The Algolia back end against the fake hosts (scripts/fake-algolia): the real algoliasearch client with
// its fetch requester, real sockets. Hosts fail by closing their port (network error), answering 500,
// or never answering (connect timeout 1000 ms).

type Fake = {
  hosts: string[];
  requests: { host: number; method: string; path: string; headers: Record<string, string>; body: string }[];
  indexes: Map<string, Map<string, Record<string, unknown>>>;
  setMode(position: number, mode: "good" | "hang" | "error" | "down" | "slow-body"): Promise<void>;
  stop(): Promise<void>;
};

let fake: Fake;
const record = (slug: string, name: string) => ({ objectID: slug, slug, name, image: null, priceCents: 2995, vatPercentage: 21 });

beforeAll(async () => {
  fake = await startFakeAlgolia({ appId: "ETALAGETEST", searchKey: "search-key", adminKey: "admin-key", hosts: 3 });
  fake.indexes.set(
    "shop_nl",
    new Map([
      ["hoodie-oost", record("hoodie-oost", "Hoodie Oost")],
      ["crewneck", record("crewneck", "Crewneck sweater")],
    ]),
  );
});
afterAll(() => fake.stop());
beforeEach(() => {
  forgetHostFailures();
  fake.requests.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  for (const position of [0, 1, 2]) await fake.setMode(position, "good");
});

function shop(searchKey = "search-key") {
  const hosts: AlgoliaHost[] = fake.hosts.map((url) => ({ url, protocol: "http" }));
  return { appId: "ETALAGETEST", searchKey, indexPrefix: "shop", hosts };
}
const page = { page: 1, pageSize: 5 };
const hostsAsked = () => fake.requests.map((r) => r.host);

describe("Algolia search against the fake hosts", () => {
  it("speaks the wire protocol: POST /1/indexes/*/queries with the app id and search key, first host first", async () => {
    const result = await algoliaSearch(shop(), "nl", "hoodie", page);
    expect(result).toEqual({ items: [{ slug: "hoodie-oost", name: "Hoodie Oost", image: null, priceCents: 2995, vatPercentage: 21 }], total: 1 });
    expect(hostsAsked()).toEqual([0]);
    const [sent] = fake.requests;
    expect(sent!.method).toBe("POST");
    expect(sent!.path).toBe("/1/indexes/*/queries");
    expect(sent!.headers["x-algolia-application-id"]).toBe("ETALAGETEST");
    expect(sent!.headers["x-algolia-api-key"]).toBe("search-key");
    expect(JSON.parse(sent!.body)).toEqual({ requests: [{ indexName: "shop_nl", query: "hoodie", page: 0, hitsPerPage: 5 }] });
  });

  it("recommendations: POST /1/indexes/*/recommendations", async () => {
    const related = await algoliaRelated(shop(), "nl", "hoodie-oost", 3);
    expect(related.map((r) => r.slug)).toEqual(["crewneck"]);
    expect(fake.requests[0]!.path).toBe("/1/indexes/*/recommendations");
  });

  it("recommendations: the read host first, then the others (a network error, then a 500)", async () => {
    await fake.setMode(0, "down");
    await fake.setMode(1, "error");
    expect((await algoliaRelated(shop(), "nl", "hoodie-oost", 3)).map((r) => r.slug)).toEqual(["crewneck"]);
    // Host 0 refused the connection (no request reached it); host 1 answered 500; host 2 answered.
    expect(hostsAsked()).toEqual([1, 2]);
    expect(fake.requests.every((r) => r.path === "/1/indexes/*/recommendations")).toBe(true);
  });

  it("a network error moves to the next host, and the failed host is avoided on the next search", async () => {
    await fake.setMode(0, "down");
    expect((await algoliaSearch(shop(), "nl", "hoodie", page)).total).toBe(1);
    await fake.setMode(0, "good");
    await algoliaSearch(shop(), "nl", "hoodie", page);
    // The first search reached host 1 (host 0 refused the connection); the second skipped host 0.
    expect(hostsAsked()).toEqual([1, 1]);
  });

  it("a 500 moves to the next host", async () => {
    await fake.setMode(0, "error");
    expect((await algoliaSearch(shop(), "nl", "hoodie", page)).total).toBe(1);
    expect(hostsAsked()).toEqual([0, 1]);
  });

  it("a host that does not answer is left after the 1000 ms connect timeout; the next search does not wait for it", async () => {
    await fake.setMode(0, "hang");
    const started = Date.now();
    expect((await algoliaSearch(shop(), "nl", "hoodie", page)).total).toBe(1);
    const first = Date.now() - started;
    expect(first).toBeGreaterThanOrEqual(950);
    expect(first).toBeLessThan(1900);
    const again = Date.now();
    await algoliaSearch(shop(), "nl", "hoodie", page);
    expect(Date.now() - again).toBeLessThan(500);
    expect(hostsAsked()).toEqual([0, 1, 1]);
  });

  it("a failed host is avoided for 2 minutes, then tried again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await fake.setMode(0, "error");
    await algoliaSearch(shop(), "nl", "hoodie", page);
    await fake.setMode(0, "good");
    vi.setSystemTime(Date.now() + HOST_AVOID_MS - 1000);
    await algoliaSearch(shop(), "nl", "hoodie", page);
    vi.setSystemTime(Date.now() + 1000);
    await algoliaSearch(shop(), "nl", "hoodie", page);
    expect(hostsAsked()).toEqual([0, 1, 1, 0]);
  });

  it("every host failing is 'Unreachable hosts'; for 2 minutes after, no host is asked at all", async () => {
    await fake.setMode(0, "down");
    await fake.setMode(1, "error");
    await fake.setMode(2, "down");
    await expect(algoliaSearch(shop(), "nl", "hoodie", page)).rejects.toThrow(/Unreachable hosts/);
    expect(hostsAsked()).toEqual([1]);
    for (const position of [0, 1, 2]) await fake.setMode(position, "good");
    await expect(algoliaSearch(shop(), "nl", "hoodie", page)).rejects.toThrow(/Unreachable hosts/);
    expect(hostsAsked()).toEqual([1]);
  });

  it("a wrong key is Algolia's 403: an error, not a host failure (the host stays in use)", async () => {
    await expect(algoliaSearch(shop("wrong-key"), "nl", "hoodie", page)).rejects.toThrow(/Invalid Application-ID or API key/);
    await algoliaSearch(shop(), "nl", "hoodie", page);
    expect(hostsAsked()).toEqual([0, 0]);
  });
});
