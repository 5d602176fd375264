import { type Cache as CachifiedCache, type CacheEntry, type CachifiedOptions, cachified, type CreateReporter, isExpired, totalTtl } from "@epic-web/cachified";
import type { z } from "zod";
import { CONTRACT_VERSION } from "@commerce/contract/version";
import { isLiveApiShop } from "~/chrome/dev-panel/live-api";
import { keepNewest } from "./bounded-memo";
import type { AppContext } from "./context";

/**
 * Public data (settings, menu, CMS, catalogue) cached per tenant and language, with
 * stale-while-revalidate by @epic-web/cachified on the Cache API: a fresh entry is served as it is, a
 * stale one is served while a background refresh runs, a missing one is loaded. While a key is being
 * loaded or refreshed, every other read of it in the same request waits for that one load; requests
 * share values, never a load in progress (ADR 0058). Every value read is checked against its contract
 * schema (a value that no longer parses is a miss), and keys carry the contract's version. Never for
 * personal data.
 */
export type CachePolicy = { freshSeconds: number; staleSeconds: number };
export const CONFIG_CACHE: CachePolicy = { freshSeconds: 60, staleSeconds: 600 };

const CACHE_NAME = "etalage-public";

/**
 * A small first layer in the isolate's memory: a fresh entry is served without touching the Cache
 * API at all. Bounded (oldest first out), so many filter combinations cannot grow it without end.
 */
const MEMORY_ENTRIES = 500;
const memory = new Map<string, CacheEntry>();

const remember = (key: string, entry: CacheEntry) => keepNewest(memory, key, entry, MEMORY_ENTRIES);

/**
 * cachified's storage: the isolate's memory in front of the Cache API. cachified joins the loads of
 * a key per storage object; the storage a call gets is its request's own (`requestStorage`), so only
 * the loads of one request are joined, never one request's load awaited by another: in workerd a
 * promise of one request's I/O that another awaits fails ("Cannot perform I/O on behalf of a
 * different request", seen under load in the URL probes) or hangs once the first request has ended
 * (ADR 0058).
 */
const publicCache: CachifiedCache = {
  name: CACHE_NAME,
  async get(key) {
    const held = memory.get(key);
    if (held && isExpired(held.metadata) === false) return held;
    const cache = await openCache();
    const stored = cache ? await cache.match(new Request(key)).catch(() => undefined) : undefined;
    if (!stored) return held ?? null;
    // cachified checks the entry's form (and the value against the schema) before using it.
    const entry = (await stored.json().catch(() => null)) as CacheEntry | null;
    if (entry) remember(key, entry);
    return entry;
  },
  async set(key, entry) {
    remember(key, entry);
    const cache = await openCache();
    if (!cache) return;
    const response = new Response(JSON.stringify(entry), {
      headers: { "content-type": "application/json", "cache-control": `max-age=${Math.ceil(totalTtl(entry.metadata) / 1000)}` },
    });
    await cache.put(new Request(key), response);
  },
  async delete(key) {
    memory.delete(key);
    const cache = await openCache();
    await cache?.delete(new Request(key));
  },
};

export function cachedPublic<S extends z.ZodType>(
  app: Pick<AppContext, "ctx" | "tenant" | "log">,
  language: string,
  name: string,
  policy: CachePolicy,
  schema: S,
  /** Loads the value; `notKept()` serves it to this request only (it was made of a failed call's fallback). */
  load: (notKept: () => void) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  // A live core API's data (the development panel's choice, ADR 0064) is this browser's, never shared.
  if (__DEV_PANEL__ && isLiveApiShop(app.tenant)) return load(() => {});
  return cachified<z.output<S>>(
    {
      key: cacheUrl(app.tenant, language, name),
      cache: requestStorage(app.ctx),
      ttl: policy.freshSeconds * 1000,
      staleWhileRevalidate: policy.staleSeconds * 1000,
      checkValue: checkedAgainst(schema),
      // Expired already (a ttl below zero, no stale time): cachified answers the value and writes nothing.
      getFreshValue: (context) =>
        load(() => {
          context.metadata.ttl = -1;
          context.metadata.swr = 0;
        }),
      waitUntil: (promise) => app.ctx.waitUntil(promise),
    },
    logProblems(app),
  );
}

/** The public cache's storage for one request (its ExecutionContext): the shared storage, its own joins. */
const storagePerRequest = new WeakMap<object, CachifiedCache>();
function requestStorage(ctx: object): CachifiedCache {
  const known = storagePerRequest.get(ctx);
  if (known) return known;
  const storage: CachifiedCache = { ...publicCache };
  storagePerRequest.set(ctx, storage);
  return storage;
}

/**
 * The schema check of a cached value, once per value and schema while the isolate holds it: an entry
 * served from memory is the same object every time, and parsing it again cost half a millisecond on
 * every page. The parsed value is frozen (deeply): every request that reads the entry now shares it.
 */
const parsedValues = new WeakMap<z.ZodType, WeakMap<object, unknown>>();
function checkedAgainst<S extends z.ZodType>(schema: S): NonNullable<CachifiedOptions<z.output<S>>["checkValue"]> {
  const parsedOnce = parsedValues.get(schema) ?? new WeakMap<object, unknown>();
  parsedValues.set(schema, parsedOnce);
  return (value, migrate) => {
    const held = value !== null && typeof value === "object" ? value : null;
    const known = held ? parsedOnce.get(held) : undefined;
    if (known !== undefined) return migrate(known as z.output<S>, false);
    const parsed = schema.safeParse(value);
    if (!parsed.success) return parsed.error.message;
    if (held) parsedOnce.set(held, deepFreeze(parsed.data));
    return migrate(parsed.data, false);
  };
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** What goes wrong in the cache is logged; the shopper still gets the page (stale, or freshly loaded). */
function logProblems<T>(app: Pick<AppContext, "log">): CreateReporter<T> {
  return ({ key }) =>
    (event) => {
      if (event.name === "refreshValueError") app.log.warn("public-cache.refresh-failed", { key, error: String(event.error) });
      else if (event.name === "checkCachedValueError") app.log.info("public-cache.old-shape", { key, reason: event.reason.slice(0, 300) });
      else if (event.name === "writeFreshValueError") app.log.warn("public-cache.write-failed", { key, error: String(event.error) });
      else if (event.name === "getCachedValueError") app.log.warn("public-cache.read-failed", { key, error: String(event.error) });
    };
}

/**
 * The key of an answer: the contract's version, the shop and the shop's data version (ADR 0044: every
 * operator change raises it, so the answers kept before the change are never read again — in this
 * isolate's memory and in the Cache API of every location alike; they expire unread).
 */
function cacheUrl(tenant: Pick<AppContext["tenant"], "tenantUuid" | "dataVersion">, language: string, name: string) {
  return `https://public-cache.etalage.internal/v${CONTRACT_VERSION}/${tenant.tenantUuid}/d${tenant.dataVersion}/${language}/${encodeURIComponent(name)}`;
}

/**
 * Forgets cached entries (every language of the shop) after the shop's own data changed through this
 * storefront — e.g. stock after an order — so the next shopper does not see what is no longer true.
 * Other isolates and locations catch up within the entry's fresh time.
 */
export async function forgetPublic(app: Pick<AppContext, "tenant" | "log">, names: string[]) {
  const urls = names.flatMap((name) => app.tenant.languages.map((l) => cacheUrl(app.tenant, l.code, name)));
  await Promise.all(
    urls.map((url) =>
      Promise.resolve(publicCache.delete(url)).catch((error: unknown) => app.log.warn("public-cache.forget-failed", { url, error: String(error) })),
    ),
  );
}

async function openCache(): Promise<Cache | null> {
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}
