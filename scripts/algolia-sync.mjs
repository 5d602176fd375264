// Pushes one shop's catalogue WHOLE to its Algolia indexes, one per language (`{algolia_index_prefix}_{lang}`),
// with the records the storefront reads (app/chrome/search/algolia.server.ts), built by the one record
// builder both pushes share (commerce/rules/search-record.ts: objectID = slug, name, image, price in cents,
// VAT). A full push REPLACES each index (algoliasearch's replaceAllObjects: a temporary index filled, then
// moved over the old one), so products that left the catalogue leave the index too and searches never see a
// half-filled index. `npm run operator -- algolia-push --shop HOST` runs it; use it to fill a new index, after
// switching a shop to Algolia, or when an index is suspected to be out of step.
//
// Between full pushes the index is kept in step change by change, without anyone running a command:
// migration 0010's triggers record every write that alters a record (product inserted, updated or deleted,
// its names, prices, VAT, visibility, first image) in search_changes, and the core API's cron drains them
// every minute with Algolia's batch (updateObject / deleteObject) to both languages' indexes, removing the
// rows only once Algolia acknowledged (workers/core-api/search/algolia-sync.ts). `npm run operator --
// algolia-sync --shop HOST` runs that drain now. Local `wrangler dev` (npm start) fires no crons: there, run
// algolia-sync after a change, or start over with `npm start` (which pushes whole).
import { algoliasearch } from "algoliasearch";
import { searchRecord } from "../commerce/rules/search-record.ts";

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

/** A product card of GET ecommerce/products as an Algolia record: the one builder the core API's sync uses too. */
export const recordOf = searchRecord;
