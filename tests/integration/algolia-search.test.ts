import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchResult } from "@commerce/contract/search";
import { fakeAlgolia, fakeHostsSetting, fakeState, pushToFake, resetFake, setEveryHost } from "../support/fake-algolia";
import { HOST_B, TENANT_B, visit } from "./support";

// Stadsbazaar's search on Algolia, through the whole storefront in workerd: GET /{lang}/search?q= answers
// from the fake Algolia (tests/support/fake-algolia.global.ts starts it in Node on this project's port,
// 7733; the storefront's liteClient reaches it over the real local network, as it would reach Algolia),
// and from the shop's own index when every host is down. The records pushed here have names the shop's
// own index does not have, so each answer shows which back end gave it.

const INDEX_NL = "stadsbazaar_products_nl";
const INDEX_EN = "stadsbazaar_products_en";
const record = (slug: string, name: string) => ({ objectID: slug, slug, name, image: `/media/${slug}.jpg`, priceCents: 12345, vatPercentage: 21 });

async function preview(path: string) {
  const response = await visit(path, { host: HOST_B });
  expect(response.status, path).toBe(200);
  return SearchResult.parse(await response.json());
}

beforeAll(async () => {
  // Before the file's first request: the storefront keeps a shop's settings for a minute.
  await env.CORE_API_DB.prepare("UPDATE settings SET value = ?1 WHERE tenant_id = ?2 AND key = 'algolia_hosts'").bind(fakeHostsSetting(), TENANT_B).run();
  await resetFake();
  await pushToFake(INDEX_NL, [record("kameleonjas-aurora", "Kameleonjas Aurora"), record("kameleonsjaal", "Kameleonsjaal Noorderlicht")]);
  await pushToFake(INDEX_EN, [record("kameleonjas-aurora", "Aurora chameleon jacket")]);
});
afterAll(() => setEveryHost("good"));

describe("Stadsbazaar's search on Algolia", () => {
  it("answers from the shop's Algolia index, in the page's language", async () => {
    expect(await preview("/nl/search?q=kameleon")).toEqual({
      items: [
        { slug: "kameleonjas-aurora", name: "Kameleonjas Aurora", image: "/media/kameleonjas-aurora.jpg", priceCents: 12345, vatPercentage: 21 },
        { slug: "kameleonsjaal", name: "Kameleonsjaal Noorderlicht", image: "/media/kameleonsjaal.jpg", priceCents: 12345, vatPercentage: 21 },
      ],
      total: 2,
    });
    expect((await preview("/en/search?q=chameleon")).items.map((i) => i.name)).toEqual(["Aurora chameleon jacket"]);
    // Algolia answered, not the own index: the own index knows no such product.
    const own = await env.CORE_API_DB.prepare("SELECT count(*) AS n FROM products WHERE tenant_id = ?1 AND name LIKE '%amele%'")
      .bind(TENANT_B)
      .first<{ n: number }>();
    expect(own!.n).toBe(0);
  });

  it("sends the public search key, never the admin key", async () => {
    const queries = (await fakeState()).requests.filter((r) => r.path === "/1/indexes/*/queries");
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.apiKey).toBe(fakeAlgolia().searchKey);
    expect(JSON.parse(queries[0]!.body)).toMatchObject({ requests: [{ indexName: INDEX_NL, query: "kameleon" }] });
  });

  it("when every host is down ('Unreachable hosts') the shop's own index answers", async () => {
    await setEveryHost("down");
    const hoodie = await preview("/nl/search?q=hoodie");
    expect(hoodie.items.map((i) => i.slug)).toContain("hoodie-oost");
    // A record only the fake has is not found (a query not asked before: answers may be cached).
    expect(await preview("/nl/search?q=noorderlicht")).toEqual({ items: [], total: 0 });
  });
});
