// The full-page edge cache's rules (ADR 0051): which pages anyone may get from the shared cache, which
// requests are a shopper's own, and what a cached page is filed under. Pure, no I/O; the pipeline's
// side is app/server/page-cache.server.ts.

import { popupDone } from "~/chrome/overlays/newsletter-popup";
import { dismissedIds } from "~/chrome/promo/promo";
import { cookieValue, parseConsent } from "./consent";

/**
 * The pages whose HTML is the same for every shopper without state (by route id): the catalogue, the
 * shop's own pages. Never the bag, the checkout, the account, the sign-in pages, an order, the wishlist,
 * the cookie page (it shows the shopper's choice), a preview or a search (its answer carries the
 * shopper's insights receipt).
 */
export const PUBLIC_PAGE_ROUTES: ReadonlySet<string> = new Set([
  "routes/home",
  "routes/contact",
  "products",
  "products/filtered",
  "routes/products/detail",
  "routes/bundles/detail",
  "routes/cms/page",
  "routes/campaign",
]);

/** The query parameters of preview mode: such a page is an editor's, never shared. */
const PREVIEW_PARAMS = ["previewSession", "previewTransport", "previewThemeCache"];

/** How long a kept page is served: a stock change that no operator command announces shows within this. */
export const PAGE_CACHE_SECONDS = 30;

/** What a page request is to the cache. */
export type PageCacheDecision = { cacheable: true; variant: string } | { cacheable: false; reason: string };

/**
 * Whether this page request may be answered from (and stored in) the shared cache, and if so under
 * which variant. `personalCookies` are the cookies whose presence makes a page the shopper's own: the
 * session (a bag, a wishlist, a sign-in, a placed order) and a flash message. The consent choice, the
 * newsletter popup and closed banners do not make a page personal (ADR 0077, 0079): each changes the
 * page in a few ways shared by many shoppers — three consent states (none yet, all, necessary only);
 * once a choice is made, the popup done with (closed, or signed up from) or not; and the set of banners
 * closed (read as the page reads it: the same ids in any order are one set). Each combination is a
 * variant of its own.
 */
export function pageCacheDecision(input: {
  method: string;
  routeId: string | null;
  url: URL;
  cookieHeader: string | null;
  personalCookies: readonly string[];
  consentCookie: string;
  popupCookie: string;
}): PageCacheDecision {
  if (input.method !== "GET" && input.method !== "HEAD") return { cacheable: false, reason: "method" };
  if (!input.routeId || !PUBLIC_PAGE_ROUTES.has(input.routeId)) return { cacheable: false, reason: "private-page" };
  // A single-fetch answer (.data) is the client's navigation: its own format, not this cache's.
  if (input.url.pathname.endsWith(".data")) return { cacheable: false, reason: "data" };
  // An editor's preview shows what is not live (storefront-cart-checkout-routing.md, preview mode).
  if (PREVIEW_PARAMS.some((name) => input.url.searchParams.has(name))) return { cacheable: false, reason: "preview" };
  for (const name of input.personalCookies) {
    if (cookieValue(input.cookieHeader, name) !== null) return { cacheable: false, reason: `cookie:${name}` };
  }
  const consent = parseConsent(cookieValue(input.cookieHeader, input.consentCookie));
  const consentVariant = !consent.decided ? "consent-none" : consent.analytics ? "consent-all" : "consent-necessary";
  // The popup waits for the cookie choice (popupNewsletter): before it, the popup's cookie changes nothing.
  const popup = consent.decided && popupDone(cookieValue(input.cookieHeader, input.popupCookie)) ? POPUP_DONE : "";
  return { cacheable: true, variant: `${consentVariant}${popup}${closedBannersVariant(input.cookieHeader)}` };
}

/** The banners this browser closed as part of a variant ("+closed-11.12", ids ascending), or "" for none. */
function closedBannersVariant(cookieHeader: string | null): string {
  const ids = dismissedIds(cookieHeader).sort((a, b) => a - b);
  return ids.length > 0 ? `${CLOSED_BANNERS}${ids.join(".")}` : "";
}

const CONSENT_VARIANTS = ["consent-none", "consent-all", "consent-necessary"] as const;
/** Added to the consent's variant when the shopper is done with the newsletter popup. */
const POPUP_DONE = "+popup-done";
/** Before the closed banners' ids in a variant. */
const CLOSED_BANNERS = "+closed-";

/**
 * The variants a public page is kept in for a browser that closed no banner: per consent state, and
 * once a choice is made with and without the popup. Each set of closed banners makes more of them.
 */
export const PAGE_CACHE_VARIANTS: readonly string[] = CONSENT_VARIANTS.flatMap((variant) =>
  variant === "consent-none" ? [variant] : [variant, `${variant}${POPUP_DONE}`],
);

/**
 * The key a page is filed under: the build (a deploy's pages name its own scripts), the shop and its
 * data version (every operator change raises it, ADR 0044, so older pages are never read again), the
 * consent variant, and the path and query as asked.
 */
export function pageCacheKey(input: { buildVersion: string; tenantUuid: string; dataVersion: number; variant: string; url: URL }): string {
  const { variant, url } = input;
  return `${shopKeyPrefix(input)}${variant}${url.pathname}${url.search}`;
}

function shopKeyPrefix(input: { buildVersion: string; tenantUuid: string; dataVersion: number }): string {
  return `https://page-cache.etalage.internal/${encodeURIComponent(input.buildVersion)}/${input.tenantUuid}/d${input.dataVersion}/`;
}

/**
 * Of these keys, the ones of this shop's page at `pathname` (without a query), in any variant (a
 * variant has no "/"): the variants with closed banners are as many as the sets shoppers close, so they
 * are found among the keys an isolate remembers rather than listed.
 */
export function keysOfPage(keys: Iterable<string>, input: { buildVersion: string; tenantUuid: string; dataVersion: number; pathname: string }): string[] {
  const prefix = shopKeyPrefix(input);
  return [...keys].filter((key) => {
    if (!key.startsWith(prefix)) return false;
    const rest = key.slice(prefix.length);
    const slash = rest.indexOf("/");
    return slash > 0 && rest.slice(slash) === input.pathname;
  });
}

/** A page's fixed parts, compressed once: each part's deflate segment, checksum and length. */
export type DeflatedParts = {
  segments: readonly Uint8Array[];
  checksums: readonly number[];
  /** Per part, the operator that moves a checksum past the part's length (x^(8·length) mod P). */
  shifts: readonly number[];
  /** Each part's bytes. */
  lengths: readonly number[];
  /** The length of the token an answer puts between two parts (the segments' distances count it). */
  tokenLength: number;
};

/**
 * A kept page in this isolate's memory: its head, and its body cut at its nonce, so that a hit is one
 * join with the response's own nonce (no stream, no Cache API read, no compression).
 */
export type RememberedPage = {
  status: number;
  headers: readonly (readonly [string, string])[];
  /** The body (UTF-8), cut wherever the kept page's nonce stood, each part compressed once (app/server/spliced-gzip.server.ts). */
  deflated: DeflatedParts;
  /** The kept page's nonce (in its CSP header). */
  nonce: string;
  expiresAt: number;
};

/**
 * The pages this isolate served last, a bounded map in least-recently-used order (ADR 0051): an
 * isolate serves many requests, and a page read from memory costs a join instead of a Cache API read
 * and a stream that rewrites every chunk. `maxBytes` bounds what it holds (a page is held compressed,
 * ~20,000–26,000 bytes).
 */
export class PageMemory {
  readonly #pages = new Map<string, RememberedPage>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string, now: number): RememberedPage | null {
    const page = this.#pages.get(key);
    if (!page) return null;
    this.delete(key);
    if (page.expiresAt <= now) return null;
    this.#add(key, page);
    return page;
  }

  set(key: string, page: RememberedPage): void {
    this.delete(key);
    if (sizeOf(page) > this.maxBytes) return;
    this.#add(key, page);
    for (const [oldest, kept] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= sizeOf(kept);
    }
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The keys of the pages remembered now. */
  keys(): IterableIterator<string> {
    return this.#pages.keys();
  }

  #add(key: string, page: RememberedPage): void {
    this.#pages.set(key, page);
    this.#bytes += sizeOf(page);
  }
}

function sizeOf(page: RememberedPage): number {
  return page.deflated.segments.reduce((sum, segment) => sum + segment.byteLength, 0);
}

/**
 * Whether a client takes a gzip answer (RFC 9110 §12.5.3): `gzip` (or `x-gzip`, or `*`) listed
 * without a weight of 0. A kept page goes to such a client compressed as it is kept.
 */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  const weights = new Map<string, number>();
  for (const item of (acceptEncoding ?? "").split(",")) {
    const [coding, ...params] = item.trim().toLowerCase().split(";");
    if (!coding) continue;
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0;
  return weight > 0;
}
