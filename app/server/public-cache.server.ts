import type { AppContext } from "./context";

/**
 * Public data (settings, menu, CMS, catalogue) cached per tenant and language, with
 * stale-while-revalidate done by hand on the Cache API: a fresh entry is served as it is, a stale
 * one is served while a background refresh runs, a missing one is loaded. Never for personal data.
 */
export type CachePolicy = { freshSeconds: number; staleSeconds: number };
export const CONFIG_CACHE: CachePolicy = { freshSeconds: 60, staleSeconds: 600 };

const STORED_AT = "x-etalage-stored-at";
const CACHE_NAME = "etalage-public";

/**
 * A small first layer in the isolate's memory: a fresh entry is served without touching the Cache
 * API at all. Bounded (oldest first out), so many filter combinations cannot grow it without end.
 */
const MEMORY_ENTRIES = 500;
const memory = new Map<string, { value: unknown; storedAt: number }>();

function remember(key: string, value: unknown, storedAt: number) {
  memory.delete(key);
  memory.set(key, { value, storedAt });
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

export async function cachedPublic<T>(
  app: Pick<AppContext, "ctx" | "tenant" | "log">,
  language: string,
  name: string,
  policy: CachePolicy,
  load: () => Promise<T>,
): Promise<T> {
  const url = cacheUrl(app.tenant.tenantUuid, language, name);
  const inMemory = memory.get(url);
  if (inMemory && (Date.now() - inMemory.storedAt) / 1000 <= policy.freshSeconds) return inMemory.value as T;
  const key = new Request(url);
  const cache = await openCache();
  const hit = cache ? await cache.match(key).catch(() => undefined) : undefined;
  if (hit) {
    const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
    const value = (await hit.json()) as T;
    if ((Date.now() - storedAt) / 1000 > policy.freshSeconds) app.ctx.waitUntil(refresh(cache, key, policy, load, app));
    else remember(url, value, storedAt);
    return value;
  }
  const value = await load();
  remember(url, value, Date.now());
  if (cache) app.ctx.waitUntil(store(cache, key, policy, value));
  return value;
}

function cacheUrl(tenantId: string, language: string, name: string) {
  return `https://public-cache.etalage.internal/${tenantId}/${language}/${encodeURIComponent(name)}`;
}

/**
 * Forgets cached entries (every language of the shop) after the shop's own data changed through this
 * storefront — e.g. stock after an order — so the next shopper does not see what is no longer true.
 * Other isolates and locations catch up within the entry's fresh time.
 */
export async function forgetPublic(app: Pick<AppContext, "tenant" | "log">, names: string[]) {
  const cache = await openCache();
  const urls = names.flatMap((name) => app.tenant.languages.map((l) => cacheUrl(app.tenant.tenantUuid, l.code, name)));
  for (const url of urls) memory.delete(url);
  if (!cache) return;
  await Promise.all(urls.map((url) => cache.delete(new Request(url)).catch((error: unknown) => app.log.warn("public-cache.forget-failed", { url, error: String(error) }))));
}

async function openCache(): Promise<Cache | null> {
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}

async function refresh<T>(
  cache: Cache | null,
  key: Request,
  policy: CachePolicy,
  load: () => Promise<T>,
  app: Pick<AppContext, "log">,
) {
  try {
    if (cache) await store(cache, key, policy, await load());
  } catch (error) {
    app.log.warn("public-cache.refresh-failed", { key: key.url, error: String(error) });
  }
}

function store(cache: Cache, key: Request, policy: CachePolicy, value: unknown) {
  const response = new Response(JSON.stringify(value), {
    headers: {
      "content-type": "application/json",
      "cache-control": `max-age=${policy.freshSeconds + policy.staleSeconds}`,
      [STORED_AT]: String(Date.now()),
    },
  });
  return cache.put(key, response);
}
