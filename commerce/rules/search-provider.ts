/**
 * Which search back end a shop uses, from its settings (no deploy: store owners switch it):
 *
 * - `search_provider`       'algolia' for hosted search; anything else (or nothing): the shop's own index.
 * - `algolia_app_id`        the Algolia application id.
 * - `algolia_search_key`    the search-only API key (public by Algolia's design; never the admin key,
 *                           which is a secret: the core API's ALGOLIA_ADMIN_KEYS, the operator's environment).
 * - `algolia_index_prefix`  the shop's indexes are `{prefix}_{language}` (e.g. stadsbazaar_products_nl).
 * - `algolia_hosts`         optional, comma-separated `host[:port]` or `http://host:port`, tried in
 *                           order (development: the local fake); default Algolia's own hosts.
 * - `algolia_insights_host` optional, one `host[:port]` or `http://host:port` for the insights API
 *                           (click and view events, POST /1/events); default insights.algolia.io.
 *
 * Algolia chosen but a field missing or malformed is "misconfigured": the shop's own index answers
 * and the reason is logged (search never goes dark).
 */
export type AlgoliaHost = { url: string; protocol: "http" | "https" };

export type SearchProvider =
  | { kind: "own" }
  | { kind: "own"; misconfigured: string }
  | { kind: "algolia"; appId: string; searchKey: string; indexPrefix: string; hosts: AlgoliaHost[]; insightsHost: AlgoliaHost | null };

/** Algolia's insights API (its region-free host). */
export const DEFAULT_INSIGHTS_HOST: AlgoliaHost = { url: "insights.algolia.io", protocol: "https" };

type Setting = { key_: string; value_: string };

const APP_ID = /^[A-Za-z0-9]{1,32}$/;
const KEY = /^[A-Za-z0-9_-]{1,128}$/;
const PREFIX = /^[A-Za-z0-9_-]{1,64}$/;

export function searchProvider(settings: readonly Setting[]): SearchProvider {
  const value = (key: string) => settings.find((s) => s.key_ === key)?.value_.trim() ?? "";
  if (value("search_provider").toLowerCase() !== "algolia") return { kind: "own" };
  const appId = value("algolia_app_id");
  const searchKey = value("algolia_search_key");
  const indexPrefix = value("algolia_index_prefix");
  if (!APP_ID.test(appId)) return { kind: "own", misconfigured: "algolia_app_id" };
  if (!KEY.test(searchKey)) return { kind: "own", misconfigured: "algolia_search_key" };
  if (!PREFIX.test(indexPrefix)) return { kind: "own", misconfigured: "algolia_index_prefix" };
  const hosts = value("algolia_hosts") === "" ? defaultHosts(appId) : parseHosts(value("algolia_hosts"));
  if (!hosts) return { kind: "own", misconfigured: "algolia_hosts" };
  // A malformed insights host only turns the events off (search itself is fine): the default is not
  // used then, so events meant for a test or a fake never reach the real Algolia.
  const insights = value("algolia_insights_host") === "" ? [DEFAULT_INSIGHTS_HOST] : parseHosts(value("algolia_insights_host"));
  const insightsHost = insights?.length === 1 ? insights[0]! : null;
  return { kind: "algolia", appId, searchKey, indexPrefix, hosts, insightsHost };
}

/** Algolia's read hosts: the DSN host first, then the three fallbacks (the client shuffles these; we keep them in order). */
function defaultHosts(appId: string): AlgoliaHost[] {
  return [`${appId}-dsn.algolia.net`, `${appId}-1.algolianet.com`, `${appId}-2.algolianet.com`, `${appId}-3.algolianet.com`].map((url) => ({
    url,
    protocol: "https",
  }));
}

function parseHosts(text: string): AlgoliaHost[] | null {
  const hosts: AlgoliaHost[] = [];
  for (const part of text
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = part.match(/^(?:(https?):\/\/)?([A-Za-z0-9.-]+(?::\d{1,5})?)\/?$/);
    if (!match) return null;
    hosts.push({ url: match[2]!, protocol: (match[1] as "http" | "https" | undefined) ?? "https" });
  }
  return hosts.length > 0 && hosts.length <= 8 ? hosts : null;
}

/** The index of one language of the shop. */
export function algoliaIndexName(indexPrefix: string, language: string): string {
  return `${indexPrefix}_${language}`;
}

/** A host that failed (timeout, network error, unsuitable status) is left alone this long. */
export const HOST_AVOID_MS = 2 * 60 * 1000;

/**
 * The hosts to try for one request, in order: those that have not failed in the last two minutes.
 * Empty when every host failed recently: the caller goes straight to its fallback instead of waiting
 * for timeouts it already knows about. `failedAt` maps a host's url to when it last failed.
 */
export function hostsToTry(hosts: readonly AlgoliaHost[], failedAt: ReadonlyMap<string, number>, now: number): AlgoliaHost[] {
  return hosts.filter((host) => {
    const failed = failedAt.get(host.url);
    return failed === undefined || now - failed >= HOST_AVOID_MS;
  });
}

/** Algolia's own rule for moving to the next host: a timeout, a network error (status 0), or a status not 2xx/4xx. */
export function hostFailed(response: { status: number; isTimedOut: boolean }): boolean {
  const family = Math.floor(response.status / 100);
  return response.isTimedOut || response.status === 0 || (family !== 2 && family !== 4);
}
