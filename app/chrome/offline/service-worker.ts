// The shop's service worker (ADR 0065; storefront-cart-checkout-routing.md §4 "Service worker", §5, §9).
// Its script /sw.js (~/chrome/offline/load.server.ts) sets `self.ETALAGE_OFFLINE` and imports this file
// of the build. It keeps the build's static files (cache-first), the offline pages of the shop's
// languages, and the public pages the shopper has seen (stale-while-revalidate, at most `cacheBytes`,
// oldest first out); a new version waits until a page asks it to take over (./offline.client.ts).

import {
  evictionFor,
  isCartPost,
  mayStorePage,
  type OfflineConfig,
  OFFLINE_HEADER,
  offlinePagePath,
  pathLanguage,
  referencedAssets,
  STORED_AT_HEADER,
  STORED_GENERATION_HEADER,
  STORED_SIZE_HEADER,
  type StoredPage,
  storedPageStrategy,
} from "./rules";

// The worker's own globals, typed here (the project's types are the page's: DOM, not WebWorker).
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response> | Response): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  ETALAGE_OFFLINE: OfflineConfig;
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const scope = self as unknown as WorkerScope;
const config = scope.ETALAGE_OFFLINE;
const PREFIX = "etalage-";
const STATIC = `${PREFIX}static-${config.version}`;
const OFFLINE = `${PREFIX}offline-${config.version}`;
const PAGES = `${PREFIX}pages-${config.version}`;
/** The shopper's state generation, kept across restarts of the worker. */
const STATE = `${PREFIX}state`;
const GENERATION_KEY = "/__etalage/generation";

scope.addEventListener("install", (event) => event.waitUntil(install()));
scope.addEventListener("activate", (event) => event.waitUntil(activate()));
scope.addEventListener("message", (event) => {
  // A page of the shop saw this version ready and lets it take over (the update flow, ./offline.client.ts).
  if ((event.data as { type?: string } | null)?.type === "activate") event.waitUntil(scope.skipWaiting());
});
scope.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin) return;
  if (request.method !== "GET") {
    // A change of state: stored pages are fetched first from now on (their counts may be old).
    generation = changedState();
    if (request.mode === "navigate" && isCartPost(request.method, url.pathname, config.languages)) event.respondWith(cartPost(request, url));
    return;
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(staticFile(request));
  else if (request.mode === "navigate") event.respondWith(page(event, request, url));
  else if (url.pathname.endsWith(".data") || url.pathname === "/__manifest") event.respondWith(routerFetch(request, url));
});

/** The offline pages (anonymous: no bag count, no sign-in in them) and the build's static files. */
async function install(): Promise<void> {
  const offline = await caches.open(OFFLINE);
  await Promise.all(
    config.offlinePages.map(async (path) => {
      const response = await fetch(path, { credentials: "omit" });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await offline.put(path, response);
    }),
  );
  await keepStaticFiles(await caches.open(STATIC), config.assets);
}

/**
 * The build's static files: the route table's, and what their scripts import later (a lazy part), a few
 * at a time. A file that cannot be fetched now is fetched when a page asks for it.
 */
async function keepStaticFiles(cache: Cache, files: readonly string[]): Promise<void> {
  const queue = [...files];
  const seen = new Set(queue);
  const keepOne = async (path: string) => {
    const response = await fetch(path);
    if (!response.ok) return;
    if (path.endsWith(".js")) {
      for (const file of referencedAssets(await response.clone().text())) {
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(file);
      }
    }
    await cache.put(path, response);
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, 6).map((path) => keepOne(path).catch(() => undefined)));
}

/** Another version's caches go (its pages name its own static files); open pages come under this one. */
async function activate(): Promise<void> {
  const mine = new Set([STATIC, OFFLINE, PAGES, STATE]);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !mine.has(name)).map((name) => caches.delete(name)));
  await scope.clients.claim();
}

/** A static file of the build: its name changes with its content, so a kept copy is always right. */
async function staticFile(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * A page: a stored one stale-while-revalidate while fresh and the state unchanged, else from the
 * network first; offline, the stored one, else the offline page (a redirect, so that the page that
 * shows is the offline page's own url and its scripts start on it).
 */
async function page(event: FetchEvent, request: Request, url: URL): Promise<Response> {
  const pages = await caches.open(PAGES);
  const stored = await pages.match(request, { ignoreVary: true });
  const network = fetch(request).then((response) => {
    event.waitUntil(keep(pages, request, response.clone()).catch(() => undefined));
    return response;
  });
  const now = { generation: await generation, at: Date.now() };
  const storedState = stored && { generation: Number(stored.headers.get(STORED_GENERATION_HEADER)), storedAt: Number(stored.headers.get(STORED_AT_HEADER)) };
  if (stored && storedState && storedPageStrategy(storedState, now) === "stale-while-revalidate") {
    event.waitUntil(network.catch(() => undefined));
    return stored;
  }
  try {
    return await network;
  } catch {
    if (stored) return stored;
    const offline = await caches.open(OFFLINE);
    const own = await offline.match(url.pathname + url.search);
    return own ?? Response.redirect(offlinePagePath(pathLanguage(url.pathname, config.languages, config.defaultLanguage)), 303);
  }
}

/**
 * What React Router fetches for a client navigation (a page's data, the routes it discovers): offline,
 * the answer by which it loads the page as a document instead (its own protocol: 204 with
 * X-Remix-Reload-Document) — which this worker then answers, with the page seen or the offline page.
 */
async function routerFetch(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const headers = new Headers({ "X-Remix-Reload-Document": "true" });
    if (url.pathname.endsWith(".data")) {
      const page = new URL(url);
      page.pathname = page.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
      page.searchParams.delete("_routes");
      headers.set("X-Remix-Redirect", page.pathname + page.search);
    }
    return new Response(null, { status: 204, headers });
  }
}

/** A change of the bag posted without JavaScript: offline, the offline page that says it needs a connection. */
async function cartPost(request: Request, url: URL): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return Response.redirect(offlinePagePath(pathLanguage(url.pathname, config.languages, config.defaultLanguage), "cart"), 303);
  }
}

// The seen pages: what is stored (url → size and when), read from the cache's own headers once per
// start of the worker, then kept up to date by the one writer (a queue: one store at a time).
let index: Promise<Map<string, StoredPage>> | null = null;
let writes: Promise<unknown> = Promise.resolve();
let lastStoredAt = 0;

async function storedPages(pages: Cache): Promise<Map<string, StoredPage>> {
  index ??= (async () => {
    const map = new Map<string, StoredPage>();
    for (const request of await pages.keys()) {
      const response = await pages.match(request, { ignoreVary: true });
      if (!response) continue;
      map.set(request.url, {
        url: request.url,
        bytes: Number(response.headers.get(STORED_SIZE_HEADER)),
        storedAt: Number(response.headers.get(STORED_AT_HEADER)),
      });
    }
    return map;
  })();
  return index;
}

/** Stores a page the server marked as one to keep, within the cache's size, the oldest out first. */
async function keep(pages: Cache, request: Request, response: Response): Promise<void> {
  const answer = {
    method: request.method,
    mode: request.mode,
    sameOrigin: new URL(response.url || request.url).origin === scope.location.origin,
    status: response.status,
    contentType: response.headers.get("content-type"),
    offline: response.headers.get(OFFLINE_HEADER),
  };
  if (!mayStorePage(answer) || response.redirected) return;
  const body = await response.arrayBuffer();
  const state = await generation;
  writes = writes.then(async () => {
    const map = await storedPages(pages);
    lastStoredAt = Math.max(Date.now(), lastStoredAt + 1);
    const incoming: StoredPage = { url: request.url, bytes: body.byteLength, storedAt: lastStoredAt };
    const { store, evict } = evictionFor([...map.values()], incoming, config.cacheBytes);
    for (const url of evict) {
      await pages.delete(url);
      map.delete(url);
    }
    if (!store) return;
    const headers = new Headers(response.headers);
    headers.set(STORED_SIZE_HEADER, String(incoming.bytes));
    headers.set(STORED_AT_HEADER, String(incoming.storedAt));
    headers.set(STORED_GENERATION_HEADER, String(state));
    await pages.put(request.url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    map.set(incoming.url, incoming);
  });
  // A failed store (a full disk) leaves the queue working for the next page.
  writes = writes.catch(() => undefined);
  await writes;
}

// The shopper's state generation: raised by every POST the worker sees, kept in its own cache.
let generation: Promise<number> = readGeneration();

async function readGeneration(): Promise<number> {
  const kept = await (await caches.open(STATE)).match(GENERATION_KEY);
  return kept ? Number(await kept.text()) || 0 : 0;
}

async function changedState(): Promise<number> {
  const next = (await generation) + 1;
  await (await caches.open(STATE)).put(GENERATION_KEY, new Response(String(next)));
  return next;
}
