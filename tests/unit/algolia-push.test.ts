import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { algoliaSearch, forgetHostFailures } from "~/chrome/search/algolia.server";
// @ts-expect-error plain JavaScript module without types
import { pushCatalogue, recordOf } from "../../scripts/algolia-sync.mjs";
// @ts-expect-error plain JavaScript module without types
import { startFakeAlgolia } from "../../scripts/fake-algolia/server.mjs";

// The operator's full push (npm run operator -- algolia-push) against the fake hosts: it replaces each
// language's index, and the storefront's search then reads what was pushed.

let fake: { hosts: string[]; requests: { path: string; headers: Record<string, string> }[]; stop(): Promise<void> };
beforeAll(async () => {
  fake = await startFakeAlgolia({ appId: "PUSHTEST", searchKey: "search-key", adminKey: "admin-key", hosts: 2 });
});
afterAll(() => fake.stop());

const card = (slug: string, name: string) => ({ slug, name, mainMediaUrl: `/media/${slug}.jpg`, unitPrice: 4000, discountPrice: 3500, vatPercentage: 21 });
const hosts = () => fake.hosts.map((url) => ({ url, protocol: "http" as const }));

describe("algolia push", () => {
  it("replaces each language's index with the catalogue; the search reads it", async () => {
    forgetHostFailures();
    const first = {
      nl: [card("hoodie-oost", "Hoodie Oost"), card("sjaal", "Wollen sjaal")].map(recordOf),
      en: [card("hoodie-oost", "Oost hoodie")].map(recordOf),
    };
    expect(await pushCatalogue({ appId: "PUSHTEST", adminKey: "admin-key", indexPrefix: "shop", hosts: hosts(), catalogue: first })).toEqual({
      shop_nl: 2,
      shop_en: 1,
    });
    const shop = { appId: "PUSHTEST", searchKey: "search-key", indexPrefix: "shop", hosts: hosts() };
    expect(await algoliaSearch(shop, "en", "hoodie", { page: 1, pageSize: 5 })).toEqual({
      items: [{ slug: "hoodie-oost", name: "Oost hoodie", image: "/media/hoodie-oost.jpg", priceCents: 3500, vatPercentage: 21 }],
      total: 1,
    });
    // Writes use the admin key, never the search key.
    expect(fake.requests.filter((r) => r.path.endsWith("/batch")).every((r) => r.headers["x-algolia-api-key"] === "admin-key")).toBe(true);

    // A product that left the catalogue leaves the index.
    await pushCatalogue({
      appId: "PUSHTEST",
      adminKey: "admin-key",
      indexPrefix: "shop",
      hosts: hosts(),
      catalogue: { nl: [card("hoodie-oost", "Hoodie Oost")].map(recordOf) },
    });
    expect((await algoliaSearch(shop, "nl", "sjaal", { page: 1, pageSize: 5 })).total).toBe(0);
  });

  it("the search key cannot write", async () => {
    await expect(pushCatalogue({ appId: "PUSHTEST", adminKey: "search-key", indexPrefix: "shop", hosts: hosts(), catalogue: { nl: [] } })).rejects.toThrow(
      /Invalid Application-ID or API key/,
    );
  });
});

describe("the fake speaks Algolia's wire protocol", () => {
  // The client's browser build (the one a Worker's bundle gets) sends the credentials in the query.
  const query = (key: string) =>
    fetch(`http://${fake.hosts[0]}/1/indexes/*/queries?x-algolia-application-id=PUSHTEST&x-algolia-api-key=${key}`, {
      method: "POST",
      body: JSON.stringify({ requests: [{ indexName: "shop_nl", query: "hoodie" }] }),
    });

  it("takes the credentials from the query as from the headers; a wrong key is 403", async () => {
    expect((await query("search-key")).status).toBe(200);
    expect((await query("not-the-key")).status).toBe(403);
  });
});
