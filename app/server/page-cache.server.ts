// The full-page edge cache for shoppers without state (ADR 0051): a public page (PUBLIC_PAGE_ROUTES)
// asked for by a browser without a session or flash is answered from the Cache API of this location,
// per shop and data version, variant (the consent choice, the popup done with or not, closed banners),
// path and query. A page is kept for PAGE_CACHE_SECONDS; an operator change raises the shop's data
// version (ADR 0044), after which the kept pages are never read again. Every answer says what the
// cache did (`x-etalage-page-cache`), and a kept page gets this response's own nonce. The isolate
// remembers the pages it kept or read (PageMemory), so most hits are a join in memory, not a Cache API
// read, and a client that takes gzip gets the page as it was compressed once
// (app/server/spliced-gzip.server.ts).
import { CONSENT_COOKIE } from "~/domain/consent";
import { POPUP_COOKIE } from "~/chrome/overlays/newsletter-popup";
import {
  acceptsGzip,
  PAGE_CACHE_SECONDS,
  PAGE_CACHE_VARIANTS,
  keysOfPage,
  type DeflatedParts,
  type PageCacheDecision,
  PageMemory,
  pageCacheDecision,
  pageCacheKey,
  type RememberedPage,
} from "~/domain/page-cache";
import type { TenantConfig } from "@commerce/contract/tenants";
import { DEV_PANEL_COOKIE } from "~/chrome/dev-panel/names";
import { FLASH_COOKIE } from "./flash.server";
import { createNonce } from "./security.server";
import { SESSION_COOKIE } from "./session.server";
import { deflatedParts, packedParts, plainAnswer, splicedGzip, unpackedParts } from "./spliced-gzip.server";

/**
 * What the cache did for a page: served it (hit), rendered and kept it (miss), left it alone because
 * the request or its answer is one shopper's own (bypass), or because the page is never shared (private).
 */
export type PageCacheStatus = "hit" | "miss" | "bypass" | "private";
export const PAGE_CACHE_HEADER = "x-etalage-page-cache";

const CACHE_NAME = "etalage-pages";
/** The kept page's nonce, so a hit can give it this response's own (never sent to a shopper). */
const KEPT_NONCE_HEADER = "x-etalage-kept-nonce";
/** When the page was rendered (epoch ms): a page read from the cache is remembered until then + PAGE_CACHE_SECONDS. */
const KEPT_AT_HEADER = "x-etalage-kept-at";
/** The index of the kept body's compressed parts (packedParts): the other isolates compress nothing again. */
const KEPT_PARTS_HEADER = "x-etalage-kept-parts";
// The development panel's choice (another tenant, another API) is this browser's own (ADR 0064). Closed
// banners are a variant, not personal (ADR 0079).
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE, ...(__DEV_PANEL__ ? [DEV_PANEL_COOKIE] : [])];

export type PageCacheEntry = { decision: PageCacheDecision; key: string | null };

/** The cache's view of this request: whether its page may be shared, and under which key. */
export function pageCacheEntry(request: Request, url: URL, routeId: string | null, tenant: TenantConfig, buildVersion: string): PageCacheEntry {
  const decision = pageCacheDecision({
    method: request.method,
    routeId,
    url,
    cookieHeader: request.headers.get("cookie"),
    personalCookies: PERSONAL_COOKIES,
    consentCookie: CONSENT_COOKIE,
    popupCookie: POPUP_COOKIE,
  });
  const key = decision.cacheable
    ? pageCacheKey({ buildVersion, tenantUuid: tenant.tenantUuid, dataVersion: tenant.dataVersion, variant: decision.variant, url })
    : null;
  return { decision, key };
}

/** Pages this isolate kept or read last, compressed (~450 pages of ~22,000 bytes): a hit is served from here first. */
const memory = new PageMemory(10_000_000);

/** The kept page for this key, with a fresh nonce, or null. A cache that cannot be read is a miss. */
export async function keptPage(key: string, request: Request): Promise<Response | null> {
  const now = Date.now();
  const page = memory.get(key, now) ?? (await fromCache(key, now));
  return page ? served(page, request) : null;
}

/** A page from the location's cache, remembered in this isolate for the rest of its time. */
async function fromCache(key: string, now: number): Promise<RememberedPage | null> {
  const cache = await openCache();
  const kept = await cache?.match(new Request(key)).catch(() => undefined);
  if (!kept) return null;
  const page = await rememberedFromCache(kept);
  if (!page || page.expiresAt <= now) return null;
  memory.set(key, page);
  return page;
}

/** The headers a kept page keeps: not the cache's own, nor a length (the body is joined anew). */
const NOT_KEPT_HEADERS = new Set([KEPT_NONCE_HEADER, KEPT_AT_HEADER, KEPT_PARTS_HEADER, "age", "cache-control", "content-length", "date"]);

const encoder = new TextEncoder();

/** A rendered page to remember: its body cut at its nonce and compressed (every nonce is as long as this one). */
function remembered(status: number, headers: Headers, text: string, nonce: string, keptAt: number): RememberedPage {
  const parts = text.split(nonce).map((part) => encoder.encode(part));
  return rememberedPage(status, headers, deflatedParts(parts, encoder.encode(nonce).length), nonce, keptAt);
}

function rememberedPage(status: number, headers: Headers, deflated: DeflatedParts, nonce: string, keptAt: number): RememberedPage {
  return {
    status,
    headers: [...headers].filter(([name]) => !NOT_KEPT_HEADERS.has(name)),
    deflated,
    nonce,
    expiresAt: keptAt + PAGE_CACHE_SECONDS * 1000,
  };
}

/** A remembered page as the Cache API keeps it for the other isolates: its compressed parts and their index. */
export function cacheEntry(page: RememberedPage, keptAt: number): Response {
  const { bytes, index } = packedParts(page.deflated);
  const headers = new Headers(page.headers as [string, string][]);
  headers.set("cache-control", `public, max-age=${PAGE_CACHE_SECONDS}`);
  headers.set(KEPT_NONCE_HEADER, page.nonce);
  headers.set(KEPT_AT_HEADER, String(keptAt));
  headers.set(KEPT_PARTS_HEADER, index);
  return new Response(bytes, { status: page.status, headers });
}

/** A page another isolate kept (`cacheEntry`), or null when the entry is not one. */
export async function rememberedFromCache(kept: Response): Promise<RememberedPage | null> {
  const nonce = kept.headers.get(KEPT_NONCE_HEADER);
  const keptAt = Number(kept.headers.get(KEPT_AT_HEADER));
  const bytes = nonce && keptAt > 0 ? await kept.arrayBuffer().catch(() => null) : null;
  const deflated = bytes && nonce ? unpackedParts(new Uint8Array(bytes), kept.headers.get(KEPT_PARTS_HEADER), encoder.encode(nonce).length) : null;
  if (!deflated || !nonce) {
    await kept.body?.cancel().catch(() => {});
    return null;
  }
  return rememberedPage(kept.status, kept.headers, deflated, nonce, keptAt);
}

/**
 * A remembered page as this response: its own nonce in the body and the CSP, never kept by a browser;
 * compressed as kept for a client that takes gzip (the bytes are sent as they are: `encodeBody`).
 */
function served(page: RememberedPage, request: Request): Response {
  const headers = new Headers(page.headers as [string, string][]);
  headers.set("cache-control", "private, no-store");
  headers.set(PAGE_CACHE_HEADER, "hit");
  headers.append("vary", "accept-encoding");
  if (request.method === "HEAD") return new Response(null, { status: page.status, headers });
  const nonce = createNonce();
  const csp = headers.get("content-security-policy");
  if (csp) headers.set("content-security-policy", csp.replaceAll(`'nonce-${page.nonce}'`, `'nonce-${nonce}'`));
  const nonceBytes = encoder.encode(nonce);
  // A client that takes no gzip (rare) gets the page unzipped; so would a nonce of another length than
  // the kept one's, which the segments cannot take (their distances count it).
  if (!acceptsGzip(request.headers.get("accept-encoding")) || nonceBytes.length !== page.deflated.tokenLength) {
    return new Response(plainAnswer(page.deflated, page.nonce, nonce), { status: page.status, headers });
  }
  headers.set("content-encoding", "gzip");
  return new Response(splicedGzip(page.deflated, nonceBytes), { status: page.status, headers, encodeBody: "manual" });
}

/**
 * Keeps a freshly rendered page when it is anyone's: a whole 200 HTML page that set no cookie, rendered
 * with every answer it asked for (`whole()`, asked once the page is read: a startup call that failed
 * rendered its fallback, which is no page to keep for others). Answers the response to send (the same
 * page, streamed to the shopper and read once more for the cache).
 */
export function keepPage(key: string, page: Response, nonce: string, waitUntil: (promise: Promise<unknown>) => void, whole: () => boolean): Response {
  const shareable =
    page.status === 200 && page.body !== null && !page.headers.has("set-cookie") && (page.headers.get("content-type") ?? "").startsWith("text/html");
  if (!shareable) return withStatus(page, "bypass");
  const [forShopper, forCache] = page.body!.tee();
  // A page that fails while it renders is not kept (reading it rejects), and keeping never fails a request.
  waitUntil(remember(key, page, forCache, nonce, Date.now(), whole).catch(() => {}));
  return withStatus(new Response(forShopper, page), "miss");
}

/** Keeps a rendered page in this isolate's memory and in the location's cache (for the other isolates). */
async function remember(key: string, page: Response, body: ReadableStream, nonce: string, keptAt: number, whole: () => boolean): Promise<void> {
  const text = await new Response(body).text();
  if (!whole()) return;
  const kept = remembered(page.status, page.headers, text, nonce, keptAt);
  memory.set(key, kept);
  const cache = await openCache();
  if (cache) await cache.put(new Request(key), cacheEntry(kept, keptAt));
}

/**
 * Forgets the kept pages at these paths (without a query) in this location: every fixed variant, and
 * those with closed banners this isolate remembers (ADR 0079). After an order or a refusal for stock,
 * the product's page shows what is left at once. Pages with a query (a chosen colour or size), variants
 * with closed banners only other isolates kept, and other locations catch up within PAGE_CACHE_SECONDS.
 */
export async function forgetPages(tenant: TenantConfig, paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const { assets } = await import("virtual:react-router/server-build");
  const shop = { buildVersion: assets.version, tenantUuid: tenant.tenantUuid, dataVersion: tenant.dataVersion };
  const keys = new Set(
    paths.flatMap((path) => {
      const url = new URL(path, "https://shop.invalid");
      return [
        ...PAGE_CACHE_VARIANTS.map((variant) => pageCacheKey({ ...shop, variant, url })),
        ...keysOfPage(memory.keys(), { ...shop, pathname: url.pathname }),
      ];
    }),
  );
  for (const key of keys) memory.delete(key);
  const cache = await openCache();
  if (cache) await Promise.all([...keys].map((key) => cache.delete(new Request(key))));
}

/** What the cache did for a request it did not serve or keep. */
export function passedBy(entry: PageCacheEntry): PageCacheStatus {
  return entry.decision.cacheable || entry.decision.reason.startsWith("cookie:") ? "bypass" : "private";
}

/** The answer with what the cache did. */
export function withStatus(response: Response, status: PageCacheStatus): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(PAGE_CACHE_HEADER, status);
  return copy;
}

async function openCache(): Promise<Cache | null> {
  try {
    return await caches.open(CACHE_NAME);
  } catch {
    return null;
  }
}
