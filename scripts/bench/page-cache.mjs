// The full-page edge cache (ADR 0051) for `npm run bench`: a public page requested without a personal
// cookie comes from the Cache API (`x-etalage-page-cache: hit`), so the bench measures each page both
// ways side by side: cached (no cookie) and rendered (a personal cookie that changes nothing on the page).
import { log } from "./util.mjs";

export const PAGE_CACHE_HEADER = "x-etalage-page-cache";
/**
 * A session cookie that holds no session (as an expired or emptied one): the request is personal (the
 * cache is bypassed) but the page is the anonymous one, and nothing is set. (Until ADR 0079 this was a
 * closed banner no shop has; closed banners are a variant of the kept page now.)
 */
export const UNCACHED_COOKIE = "__etalage=x";
export const UNCACHED_SUFFIX = " (uncached)";

export const uncachedName = (pagePath) => `${pagePath}${UNCACHED_SUFFIX}`;

/** The two load targets of one public page: cached (expects `hit`) and rendered (expects `bypass`). */
export function pageTargets(pagePath) {
  return [
    { name: pagePath, path: pagePath, expectCache: "hit" },
    { name: uncachedName(pagePath), path: pagePath, headers: { cookie: UNCACHED_COOKIE }, expectCache: "bypass" },
  ];
}

/**
 * Asks every target that expects a cache status twice (the first may fill the cache) and throws when
 * the second answer does not say what the target is meant to measure: a "cached" figure that was
 * rendered, or an "uncached" one that came from the cache, would be a wrong number, not a slow one.
 * `get(path, headers)` → { status, headers }.
 */
export async function checkPageCache({ get, targets }) {
  const seen = {};
  for (const t of targets) {
    if (!t.expectCache) continue;
    const first = await get(t.path, t.headers);
    const second = await get(t.path, t.headers);
    seen[t.name] = {
      expected: t.expectCache,
      first: first.headers[PAGE_CACHE_HEADER] ?? null,
      second: second.headers[PAGE_CACHE_HEADER] ?? null,
      status: second.status,
    };
    if (second.status !== 200 || seen[t.name].second !== t.expectCache) {
      throw new Error(
        `${t.name}: expected ${PAGE_CACHE_HEADER}: ${t.expectCache} with status 200, got ${seen[t.name].second} (status ${second.status}); the bench would measure the wrong thing`,
      );
    }
  }
  log(
    `page cache: ${Object.entries(seen)
      .map(([name, s]) => `${name} ${s.first}→${s.second}`)
      .join(", ")}`,
  );
  return seen;
}
