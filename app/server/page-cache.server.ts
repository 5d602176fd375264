// The full-page edge cache for shoppers without state (ADR 0051): a public page (PUBLIC_PAGE_ROUTES)
// asked for by a browser without a session, flash, closed banner or closed popup is answered from the
// Cache API of this location, per shop and data version, consent variant, path and query. A page is
// kept for PAGE_CACHE_SECONDS; an operator change raises the shop's data version (ADR 0044), after
// which the kept pages are never read again. Every answer says what the cache did
// (`x-etalage-page-cache`), and a kept page gets this response's own nonce.
import { CONSENT_COOKIE } from "~/domain/consent";
import { DISMISSED_COOKIE } from "~/chrome/promo/promo";
import { POPUP_COOKIE } from "~/chrome/overlays/newsletter-popup";
import { PAGE_CACHE_SECONDS, PAGE_CACHE_VARIANTS, type PageCacheDecision, pageCacheDecision, pageCacheKey, replaceToken } from "~/domain/page-cache";
import type { TenantConfig } from "@commerce/contract/tenants";
import { FLASH_COOKIE } from "./flash.server";
import { createNonce } from "./security.server";
import { SESSION_COOKIE } from "./session.server";

/**
 * What the cache did for a page: served it (hit), rendered and kept it (miss), left it alone because
 * the request or its answer is one shopper's own (bypass), or because the page is never shared (private).
 */
export type PageCacheStatus = "hit" | "miss" | "bypass" | "private";
export const PAGE_CACHE_HEADER = "x-etalage-page-cache";

const CACHE_NAME = "etalage-pages";
/** The kept page's nonce, so a hit can give it this response's own (never sent to a shopper). */
const KEPT_NONCE_HEADER = "x-etalage-kept-nonce";
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE, DISMISSED_COOKIE, POPUP_COOKIE];

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
  });
  const key = decision.cacheable
    ? pageCacheKey({ buildVersion, tenantUuid: tenant.tenantUuid, dataVersion: tenant.dataVersion, variant: decision.variant, url })
    : null;
  return { decision, key };
}

/** The kept page for this key, with a fresh nonce, or null. A cache that cannot be read is a miss. */
export async function keptPage(key: string, method: string): Promise<Response | null> {
  const cache = await openCache();
  const kept = await cache?.match(new Request(key)).catch(() => undefined);
  if (!kept) return null;
  const oldNonce = kept.headers.get(KEPT_NONCE_HEADER);
  const headers = new Headers(kept.headers);
  headers.delete(KEPT_NONCE_HEADER);
  headers.delete("age");
  headers.set("cache-control", "private, no-store");
  headers.set(PAGE_CACHE_HEADER, "hit");
  if (method === "HEAD" || !kept.body || !oldNonce) {
    await kept.body?.cancel();
    if (!oldNonce) return null;
    return new Response(null, { status: kept.status, headers });
  }
  const nonce = createNonce();
  const csp = headers.get("content-security-policy");
  if (csp) headers.set("content-security-policy", csp.replaceAll(`'nonce-${oldNonce}'`, `'nonce-${nonce}'`));
  const body = kept.body.pipeThrough(new TextDecoderStream()).pipeThrough(replaceToken(oldNonce, nonce)).pipeThrough(new TextEncoderStream());
  return new Response(body, { status: kept.status, headers });
}

/**
 * Keeps a freshly rendered page when it is anyone's: a whole 200 HTML page that set no cookie. Answers
 * the response to send (the same page, read once for the shopper and once for the cache).
 */
export function keepPage(key: string, page: Response, nonce: string, waitUntil: (promise: Promise<unknown>) => void): Response {
  const shareable =
    page.status === 200 && page.body !== null && !page.headers.has("set-cookie") && (page.headers.get("content-type") ?? "").startsWith("text/html");
  if (!shareable) return withStatus(page, "bypass");
  const [forShopper, forCache] = page.body!.tee();
  const headers = new Headers(page.headers);
  headers.set("cache-control", `public, max-age=${PAGE_CACHE_SECONDS}`);
  headers.set(KEPT_NONCE_HEADER, nonce);
  // Without a cache (or when storing fails) the cache's copy is let go, so it holds nothing in memory.
  const letGo = () => forCache.cancel().catch(() => {});
  waitUntil(
    openCache()
      .then((cache) => (cache ? cache.put(new Request(key), new Response(forCache, { status: 200, headers })) : letGo()))
      .catch(letGo),
  );
  return withStatus(new Response(forShopper, page), "miss");
}

/**
 * Forgets the kept pages at these paths (every consent variant, without a query) in this location:
 * after an order or a refusal for stock, the product's page shows what is left at once. Pages with a
 * query (a chosen colour or size) and other locations catch up within PAGE_CACHE_SECONDS.
 */
export async function forgetPages(tenant: TenantConfig, paths: readonly string[]): Promise<void> {
  const cache = await openCache();
  if (!cache || paths.length === 0) return;
  const { assets } = await import("virtual:react-router/server-build");
  const keys = paths.flatMap((path) =>
    PAGE_CACHE_VARIANTS.map((variant) =>
      pageCacheKey({
        buildVersion: assets.version,
        tenantUuid: tenant.tenantUuid,
        dataVersion: tenant.dataVersion,
        variant,
        url: new URL(path, "https://shop.invalid"),
      }),
    ),
  );
  await Promise.all(keys.map((key) => cache.delete(new Request(key))));
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
