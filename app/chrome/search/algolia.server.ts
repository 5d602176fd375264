import { createNullCache, type Requester } from "@algolia/client-common";
import { createFetchRequester } from "@algolia/requester-fetch";
import { liteClient } from "algoliasearch/lite";
import { z } from "zod";
import { SearchHit, type SearchResult } from "@commerce/contract/search";
import { QUERY_ID } from "~/chrome/search/insights";
import { type AlgoliaHost, algoliaIndexName, hostFailed, hostsToTry } from "~/chrome/search/search-provider";

/** Spec §9: hosted search timeouts. */
export const ALGOLIA_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;

/**
 * When each host last failed, for this isolate (module scope: it outlives the request). The client
 * keeps host state too, but algoliasearch 5.64.0 forgets it between requests (its hosts cache is
 * written and read under different keys: notes/firebase-algolia.md §5), so a dead first host would cost
 * the full connect timeout on every search. A fresh client per search, given only the hosts that have
 * not failed lately, does what the client was meant to.
 */
const failedAt = new Map<string, number>();

/** For tests: forget every host's failure. */
export function forgetHostFailures() {
  failedAt.clear();
}

export type AlgoliaShop = { appId: string; searchKey: string; indexPrefix: string; hosts: AlgoliaHost[] };
type Page = { page: number; pageSize: number };

/** The records the operator pushes (scripts/algolia-sync.mjs): SearchHit plus objectID. */
const Hit = SearchHit.extend({ objectID: z.string() });

export class UnreachableHostsError extends Error {
  constructor(reason: string) {
    super(`Unreachable hosts - ${reason}`);
  }
}

/**
 * One page of a shop's Algolia index (spec §7: POST /1/indexes/*\/queries). Throws when Algolia cannot
 * answer: 'Unreachable hosts' (every host timed out, failed or is being avoided), an API error (a 4xx:
 * wrong key, no such index) or records of another shape. The caller falls back.
 */
export async function algoliaSearch(shop: AlgoliaShop, language: string, query: string, { page, pageSize }: Page): Promise<SearchResult> {
  const { items, total } = await algoliaSearchWithAnalytics(shop, language, query, { page, pageSize }, null);
  return { items, total };
}

/** What a search with click analytics adds: the search's queryID and the results' objectIDs (insights events). */
export type AnalyticsResult = SearchResult & { queryID: string | null; objectIDs: string[] };

/**
 * The same search, and — with a shopper's insights token (they consented) — asking Algolia for
 * `clickAnalytics` under their `userToken`, so the answer carries the queryID a click event names.
 */
export async function algoliaSearchWithAnalytics(
  shop: AlgoliaShop,
  language: string,
  query: string,
  { page, pageSize }: Page,
  userToken: string | null,
): Promise<AnalyticsResult> {
  const client = clientFor(shop);
  const analytics = userToken ? { clickAnalytics: true, userToken } : {};
  const { results } = await client.search({
    requests: [{ indexName: algoliaIndexName(shop.indexPrefix, language), query, page: page - 1, hitsPerPage: pageSize, ...analytics }],
  });
  const result = results[0] as { hits?: unknown[]; nbHits?: number; queryID?: unknown } | undefined;
  const hits = z.array(Hit).parse(result?.hits ?? []);
  const queryID = userToken && typeof result?.queryID === "string" && QUERY_ID.test(result.queryID) ? result.queryID : null;
  return {
    items: hits.map(({ objectID: _, ...hit }) => SearchHit.parse(hit)),
    total: result?.nbHits ?? hits.length,
    queryID,
    objectIDs: hits.map((hit) => hit.objectID),
  };
}

/** Related products of one product (spec §7: POST /1/indexes/*\/recommendations), same failover. */
export async function algoliaRelated(shop: AlgoliaShop, language: string, slug: string, max: number): Promise<SearchHit[]> {
  const client = clientFor(shop);
  const { results } = await client.getRecommendations({
    requests: [{ indexName: algoliaIndexName(shop.indexPrefix, language), model: "related-products", objectID: slug, maxRecommendations: max, threshold: 0 }],
  });
  return z
    .array(Hit)
    .parse(results[0]?.hits ?? [])
    .map(({ objectID: _, ...hit }) => SearchHit.parse(hit));
}

function clientFor(shop: AlgoliaShop) {
  const hosts = hostsToTry(shop.hosts, failedAt, Date.now());
  if (hosts.length === 0) throw new UnreachableHostsError("every host failed in the last 2 minutes");
  return liteClient(shop.appId, shop.searchKey, {
    hosts: hosts.map((host) => ({ url: host.url, protocol: host.protocol, accept: "read" as const })),
    timeouts: ALGOLIA_TIMEOUTS,
    requester: recording(createFetchRequester()),
    // No caches: the state that matters is `failedAt`, and a response must never reach another shopper.
    hostsCache: createNullCache(),
    responsesCache: createNullCache(),
    requestsCache: createNullCache(),
  });
}

/** Notes each host's outcome as the client tries them in turn. */
function recording(requester: Requester): Requester {
  return {
    async send(request) {
      const response = await requester.send(request);
      const host = new URL(request.url).host;
      if (hostFailed(response)) failedAt.set(host, Date.now());
      else failedAt.delete(host);
      return response;
    },
  };
}
