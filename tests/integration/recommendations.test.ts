import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeAlgolia, fakeHostsSetting, fakeState, pushToFake, resetFake, setEveryHost } from "../support/fake-algolia";
import { HOST_A, HOST_B, TENANT_B, visit } from "./support";

// The hosted search's recommendations (chrome spec §7: POST /1/indexes/*/recommendations) on the product
// page of Stadsbazaar, the demo shop on Algolia: through the whole storefront in workerd, against the fake
// Algolia (tests/support/fake-algolia.global.ts), which answers Algolia Recommend's wire protocol. The
// read host first, then the others; all failing, no row. A shop on its own index asks for none.

const INDEX_NL = "stadsbazaar_products_nl";
const record = (slug: string, name: string, brand: string) => ({
  objectID: slug,
  slug,
  name,
  brand,
  // Related by brand only (the fake relates by brand or taxonomy).
  taxonomy: slug,
  image: `/media/${slug}.jpg`,
  priceCents: 12345,
  vatPercentage: 21,
});

async function productPage(slug: string, host = HOST_B) {
  const response = await visit(`/nl/products/${slug}`, { host });
  expect(response.status, slug).toBe(200);
  return response.text();
}

/** The recommendations row of a product page's HTML, or null. */
const row = (html: string) => /<section aria-labelledby="related-title" data-recommendations="">[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;
const namesIn = (section: string) => [...section.matchAll(/<span class="[^"]*">([^<]+)<\/span><span/g)].map((m) => m[1]);
const asked = async (objectID: string) =>
  (await fakeState()).requests.filter((r) => r.path === "/1/indexes/*/recommendations" && JSON.parse(r.body).requests[0].objectID === objectID);

/** A read host that refuses every connection (nothing listens on the discard port). */
const DEAD_HOST = "http://127.0.0.1:9";

beforeAll(async () => {
  // Before the file's first request (the storefront keeps a shop's settings for a minute): the read host
  // first, dead, then the fake.
  await env.CORE_API_DB.prepare("UPDATE settings SET value = ?1 WHERE tenant_id = ?2 AND key = 'algolia_hosts'")
    .bind(`${DEAD_HOST},${fakeHostsSetting()}`, TENANT_B)
    .run();
  await resetFake();
  // Every shop product of the brand 'Stadsbazaar' is related to the others (the fake's related-products).
  await pushToFake(INDEX_NL, [
    record("hoodie-oost", "Hoodie Oost", "Stadsbazaar"),
    record("oversized-t-shirt-stadslogo", "Oversized T-shirt Stadslogo", "Stadsbazaar"),
    record("draagtas-stadsbazaar", "Draagtas Stadsbazaar", "Stadsbazaar"),
    record("t-shirt-grachtenprint", "T-shirt Grachtenprint", "Grachtwerk"),
  ]);
});
afterAll(() => setEveryHost("good"));

describe("the product page's recommendations (hosted search)", () => {
  it("asks Algolia Recommend, the read host first and then the next, and shows the related products with prices", async () => {
    const section = row(await productPage("hoodie-oost"));
    expect(section).not.toBeNull();
    expect(section).toContain("Misschien ook iets voor jou");
    expect(namesIn(section!)).toEqual(["Oversized T-shirt Stadslogo", "Draagtas Stadsbazaar"]);
    expect(section).toContain('href="/nl/products/oversized-t-shirt-stadslogo"');
    expect(section).toMatch(/€\s?123,45/);
    // The dead read host refused the connection; the fake, the next host, answered.
    const [request] = await asked("hoodie-oost");
    expect(request?.apiKey).toBe(fakeAlgolia().searchKey);
    expect(JSON.parse(request!.body)).toEqual({
      requests: [{ indexName: INDEX_NL, model: "related-products", objectID: "hoodie-oost", maxRecommendations: 4, threshold: 0 }],
    });
  });

  it("in English, from the English index", async () => {
    await pushToFake("stadsbazaar_products_en", [
      record("hoodie-oost", "Oost hoodie", "Stadsbazaar"),
      record("sokken-stadsprint", "City print socks", "Stadsbazaar"),
    ]);
    const response = await visit("/en/products/hoodie-oost", { host: HOST_B });
    const section = row(await response.text());
    expect(section).toContain("You may also like");
    expect(namesIn(section ?? "")).toEqual(["City print socks"]);
    expect(section).toContain('href="/en/products/sokken-stadsprint"');
  });

  it("when every host fails, the page shows without a row", async () => {
    await setEveryHost("error");
    const html = await productPage("draagtas-stadsbazaar");
    expect(row(html)).toBeNull();
    expect(html).not.toContain("Misschien ook iets voor jou");
    expect(await asked("draagtas-stadsbazaar")).toHaveLength(1);
  });

  it("a shop on its own index asks for none and shows none", async () => {
    await setEveryHost("good");
    const before = (await fakeState()).requests.length;
    const html = await productPage("linnen-blouse", HOST_A);
    expect(row(html)).toBeNull();
    expect((await fakeState()).requests.length).toBe(before);
  });
});
