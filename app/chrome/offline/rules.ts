// Offline use and updates (storefront-cart-checkout-routing.md §1, §4 "Service worker", §5, §9; ADR 0065):
// the rules the service worker, the page's registration and the server share. Pure, no I/O: the
// service worker (./service-worker.ts) and the browser's update flow (./offline.client.ts) apply them.

/** The seen pages' cache holds at most this many bytes unless configured (spec §9: 41943040). */
export const DEFAULT_PAGE_CACHE_BYTES = 41_943_040;
/** The smallest cache size there is (spec §5: at least 1048576); a smaller one is raised to it. */
export const MIN_PAGE_CACHE_BYTES = 1_048_576;
/** The service worker registers this long after the app is stable (spec §9: 30000 ms). */
export const REGISTER_DELAY_MS = 30_000;

/** The header the server puts on a page any shopper may keep for offline use (ADR 0065). */
export const OFFLINE_HEADER = "x-etalage-offline";
export const OFFLINE_KEEP = "keep";
/** The header a stored page carries in the cache: its size and when it was stored, for eviction. */
export const STORED_SIZE_HEADER = "x-etalage-stored-bytes";
export const STORED_AT_HEADER = "x-etalage-stored-at";
/** The state generation a page was stored in (a later change of state makes it fetched first). */
export const STORED_GENERATION_HEADER = "x-etalage-stored-generation";

/** The service worker's script, at the origin's root so that its scope is the whole shop. */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * The seen pages' cache size from a configured value (the worker's `cacheBytes` query, else the shop's
 * setting offline_cache_bytes): the default
 * when none or not a whole number, at least MIN_PAGE_CACHE_BYTES.
 */
export function pageCacheLimit(configured: string | number | null | undefined): number {
  const asked = typeof configured === "string" && configured.trim() !== "" ? Number(configured) : configured;
  if (typeof asked !== "number" || !Number.isSafeInteger(asked)) return DEFAULT_PAGE_CACHE_BYTES;
  return Math.max(asked, MIN_PAGE_CACHE_BYTES);
}

/** A stored page as eviction sees it. */
export type StoredPage = { url: string; bytes: number; storedAt: number };

/**
 * Which stored pages go (oldest first) so that `incoming` bytes fit within `limit`; the page the new
 * one replaces counts as gone. A page larger than the limit is not stored at all (`store: false`).
 */
export function evictionFor(stored: readonly StoredPage[], incoming: StoredPage, limit: number): { store: boolean; evict: string[] } {
  if (incoming.bytes > limit) return { store: false, evict: [] };
  const others = stored.filter((page) => page.url !== incoming.url).sort((a, b) => a.storedAt - b.storedAt);
  let total = others.reduce((sum, page) => sum + page.bytes, 0) + incoming.bytes;
  const evict: string[] = [];
  for (const page of others) {
    if (total <= limit) break;
    evict.push(page.url);
    total -= page.bytes;
  }
  return { store: true, evict };
}

/** What the service worker knows of a page's answer when it decides to keep it. */
export type PageAnswer = {
  method: string;
  /** The request's mode: only a navigation (a document) is a page the shopper has seen. */
  mode: string;
  sameOrigin: boolean;
  status: number;
  contentType: string | null;
  /** The server's OFFLINE_HEADER. */
  offline: string | null;
};

/**
 * Whether a page's answer may be kept for offline use: a GET navigation of this origin answered 200 in
 * HTML that the server marked with OFFLINE_HEADER — the public pages (PUBLIC_PAGE_ROUTES) of a shopper
 * who is not signed in (~/chrome/offline/keep.ts). The bag, checkout, account, orders, the payment
 * return, the sign-in pages and the wishlist never carry the mark, nor does any answer to a POST.
 */
export function mayStorePage(answer: PageAnswer): boolean {
  return (
    answer.method === "GET" &&
    answer.mode === "navigate" &&
    answer.sameOrigin &&
    answer.status === 200 &&
    (answer.contentType ?? "").startsWith("text/html") &&
    answer.offline === OFFLINE_KEEP
  );
}

/**
 * How long a stored page is served stale while it is fetched again in the background: as long as the
 * server's own page cache serves a public page unchanged (PAGE_CACHE_SECONDS, ADR 0051).
 */
export const STALE_WHILE_REVALIDATE_MS = 30_000;

/**
 * How a stored page is answered: stale-while-revalidate while it is fresh (stored within
 * STALE_WHILE_REVALIDATE_MS) and the shopper's state is as it was then; after a change of state (any
 * POST: the bag, a sign-in, a cookie choice) or once older, the network first and the stored page only
 * offline — so the header's counts are never older than the last change.
 */
export function storedPageStrategy(
  stored: { generation: number; storedAt: number },
  now: { generation: number; at: number },
): "stale-while-revalidate" | "network-first" {
  const fresh = now.at - stored.storedAt < STALE_WHILE_REVALIDATE_MS;
  return fresh && stored.generation === now.generation ? "stale-while-revalidate" : "network-first";
}

/** A form field as the dirty-form rule sees it (what the shopper may have typed or chosen). */
export type FormField =
  | { kind: "text"; value: string; defaultValue: string }
  | { kind: "check"; checked: boolean; defaultChecked: boolean }
  | { kind: "select"; multiple: boolean; options: readonly { selected: boolean; defaultSelected: boolean }[] }
  | { kind: "other" };

/**
 * Whether the shopper is filling a form: any field (an input, a textarea, a select anywhere on the page)
 * differs from what the page came with. Then a new version waits for the next navigation to reload,
 * so no typed input is ever lost.
 */
export function isFillingForm(fields: readonly FormField[]): boolean {
  return fields.some((field) => {
    switch (field.kind) {
      case "text":
        return field.value !== field.defaultValue;
      case "check":
        return field.checked !== field.defaultChecked;
      case "select": {
        // A single select whose options name no default shows (and posts) its first one.
        const noDefault = !field.multiple && !field.options.some((option) => option.defaultSelected);
        return field.options.some((option, i) => option.selected !== (noDefault ? i === 0 : option.defaultSelected));
      }
      default:
        return false;
    }
  });
}

/** The input types that hold nothing a shopper typed or chose (their value is the page's). */
const NOT_TYPED = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

/** An input's kind for isFillingForm, from its type. */
export function inputKind(type: string): "text" | "check" | "other" {
  if (type === "checkbox" || type === "radio") return "check";
  return NOT_TYPED.has(type) ? "other" : "text";
}

/**
 * The build's files a script names (its lazy imports, `import("./x-hash.js")`, and their preloads,
 * `"assets/x-hash.css"`): the worker keeps them too, so that a part that loads on first use (the mini
 * cart, a carousel) works offline. Only files directly under /assets/ (the build's hashed names).
 */
export function referencedAssets(script: string): string[] {
  const found = new Set<string>();
  for (const match of script.matchAll(/["'`](?:\.\/|\/?assets\/)([\w-]+(?:\.[\w-]+)*\.(?:js|css))["'`]/g)) found.add(`/assets/${match[1]}`);
  return [...found];
}

/** What the service worker's code reads from its script (`self.ETALAGE_OFFLINE`, ~/chrome/offline/load.server.ts). */
export type OfflineConfig = {
  /** The build's version: a new deploy is a new worker (its bytes differ), with caches of its own. */
  version: string;
  /** The build's static files (hashed, under /assets/) and the texts: kept at install, served cache-first. */
  assets: string[];
  /** The offline pages of each of the shop's languages, both reasons: kept at install. */
  offlinePages: string[];
  languages: string[];
  defaultLanguage: string;
  /** The seen pages' cache size (the worker's `cacheBytes` query, else setting offline_cache_bytes; default 41943040, at least 1048576). */
  cacheBytes: number;
};

/** Whether a path is the offline page (no overlay covers it: its forms would need a connection). */
export function isOfflinePage(pathname: string): boolean {
  return /^\/[^/]+\/offline\/?$/.test(pathname);
}

/** Why the offline page is shown: a page not seen before, or a change of the bag that needs a connection. */
export type OfflineReason = "page" | "cart";

/** The offline page of a language (a real route: the shop's chrome, its language, noindex). */
export function offlinePagePath(language: string, reason: OfflineReason = "page"): string {
  return reason === "cart" ? `/${language}/offline?reason=cart` : `/${language}/offline`;
}

/** The language a path is in (its first segment when the shop has it), else the shop's default. */
export function pathLanguage(pathname: string, languages: readonly string[], fallback: string): string {
  const first = pathname.split("/")[1] ?? "";
  return languages.includes(first) ? first : fallback;
}

/** Whether a post is a change of the bag: the cart form's POST /{lang}/cart (add, quantity, remove, coupon). */
export function isCartPost(method: string, pathname: string, languages: readonly string[]): boolean {
  const [, language, page, ...rest] = pathname.replace(/\.data$/, "").split("/");
  return method === "POST" && languages.includes(language ?? "") && page === "cart" && rest.length === 0;
}
