// Pushes one shop's catalogue to its Algolia indexes, one per language (`{algolia_index_prefix}_{lang}`),
// with the records the storefront reads (app/server/search/algolia.server.ts): objectID = slug, name,
// image, price in cents, VAT. A full push REPLACES each index (algoliasearch's replaceAllObjects: a
// temporary index filled, then moved over the old one), so products that left the catalogue leave
// the index too and searches never see a half-filled index.
//
// "In step" in this design: the catalogue is pushed whole after every catalogue change (an import, a
// seed, a price round), by this command — run it from whatever changes the catalogue. Between a change and
// the push, Algolia answers with the previous catalogue; a product page that no longer exists is a 404
// the shopper can search past. An incremental push (batch of changed objects) is left for when the
// catalogue gets an admin that changes single products.
import { algoliasearch } from "algoliasearch";

/** @param {{ appId: string, adminKey: string, indexPrefix: string, hosts: {url: string, protocol: 'http'|'https'}[], catalogue: Record<string, object[]> }} options */
export async function pushCatalogue({ appId, adminKey, indexPrefix, hosts, catalogue }) {
  const client = algoliasearch(appId, adminKey, {
    ...(hosts.length > 0 ? { hosts: hosts.map((h) => ({ ...h, accept: "readWrite" })) } : {}),
    timeouts: { connect: 1000, read: 2000, write: 30000 },
  });
  const pushed = {};
  for (const [language, records] of Object.entries(catalogue)) {
    const indexName = `${indexPrefix}_${language}`;
    await client.replaceAllObjects({ indexName, objects: records, batchSize: 500 });
    pushed[indexName] = records.length;
  }
  return pushed;
}

/** A product card of GET ecommerce/products as an Algolia record. */
export function recordOf(card) {
  return {
    objectID: card.slug,
    slug: card.slug,
    name: card.name,
    image: card.mainMediaUrl,
    priceCents: card.discountPrice ?? card.unitPrice,
    vatPercentage: card.vatPercentage,
  };
}
