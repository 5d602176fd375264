import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONTRACT_VERSION } from "@commerce/contract/version";
import type { AppContext } from "~/server/context";
import { type CachePolicy, cachedPublic } from "~/server/public-cache.server";
import { h1, TENANT_A, visit } from "./support";

// The public-data cache on the real Cache API of workerd: first through its own function (the
// module in this test), then as the built storefront uses it (the same Cache API, another copy of
// the module).

/** A shop of its own per test, so no entry of another test is in the way; background work is kept. */
function fakeApp() {
  const background: Promise<unknown>[] = [];
  const logged: string[] = [];
  const app = {
    ctx: { waitUntil: (promise: Promise<unknown>) => void background.push(promise) },
    tenant: { tenantUuid: crypto.randomUUID(), languages: [{ code: "nl" }] },
    log: { info: (event: string) => logged.push(event), warn: (event: string) => logged.push(event), error: (event: string) => logged.push(event) },
  } as unknown as Pick<AppContext, "ctx" | "tenant" | "log">;
  return { app, logged, settled: () => Promise.all(background) };
}

const Product = z.object({ name: z.string() });
const PricedProduct = z.object({ name: z.string(), price: z.number() });
/** Stale one millisecond after it was stored. */
const STALE_AT_ONCE: CachePolicy = { freshSeconds: 0.001, staleSeconds: 600 };
const FRESH: CachePolicy = { freshSeconds: 60, staleSeconds: 600 };
/**
 * Fresh for 200 ms. cachified lets a later read join a running refresh only while that refresh's own
 * entry is fresh: with 1 ms, a read whose Cache API lookup ended 1 ms after another's (a busy machine)
 * started a second refresh, and the test failed now and then. In the shop an entry is fresh for 60 s.
 */
const STALE_SOON: CachePolicy = { freshSeconds: 0.2, staleSeconds: 600 };
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `done()` holds (at most 5 s). */
async function until(done: () => boolean) {
  for (const started = Date.now(); !done() && Date.now() - started < 5000; ) await later(5);
}

/** A load that counts its calls and answers what it is told, when it is told. */
function loader<T>() {
  let calls = 0;
  let answer: (value: T) => void = () => {};
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      return new Promise<T>((resolve) => (answer = resolve));
    },
    answer: (value: T) => answer(value),
  };
}

describe("the public-data cache", () => {
  it("two concurrent reads of a missing entry load it once", async () => {
    const { app } = fakeApp();
    const product = loader<{ name: string }>();
    const reads = [1, 2].map(() => cachedPublic(app, "nl", "product:a", FRESH, Product, product.load));
    await later(10);
    product.answer({ name: "Jas" });
    expect(await Promise.all(reads)).toEqual([{ name: "Jas" }, { name: "Jas" }]);
    expect(product.calls).toBe(1);
  });

  it("two requests never wait for each other's load (ADR 0058): each loads a missing entry itself", async () => {
    const first = fakeApp();
    const second = { ...fakeApp(), app: { ...first.app, ctx: fakeApp().app.ctx } };
    const firstLoad = loader<{ name: string }>();
    const secondLoad = loader<{ name: string }>();
    let firstDone = false;
    const firstRead = cachedPublic(first.app, "nl", "product:j", FRESH, Product, firstLoad.load).then((value) => {
      firstDone = true;
      return value;
    });
    await later(10);
    const secondRead = cachedPublic(second.app, "nl", "product:j", FRESH, Product, secondLoad.load);
    await later(10);
    expect([firstLoad.calls, secondLoad.calls]).toEqual([1, 1]);
    // The second request's own load answers it while the first request's load is still running.
    secondLoad.answer({ name: "Rok" });
    expect(await secondRead).toEqual({ name: "Rok" });
    expect(firstDone).toBe(false);
    firstLoad.answer({ name: "Jas" });
    expect(await firstRead).toEqual({ name: "Jas" });
  });

  it("two concurrent reads of a stale entry get it at once and start one refresh", async () => {
    const { app, settled } = fakeApp();
    expect(await cachedPublic(app, "nl", "product:b", STALE_SOON, Product, async () => ({ name: "oud" }))).toEqual({ name: "oud" });
    await later(250);
    const refresh = loader<{ name: string }>();
    const reads = await Promise.all([1, 2, 3].map(() => cachedPublic(app, "nl", "product:b", STALE_SOON, Product, refresh.load)));
    expect(reads).toEqual([{ name: "oud" }, { name: "oud" }, { name: "oud" }]);
    // The refresh runs in the background: on a busy machine it may start after the reads have answered.
    await until(() => refresh.calls > 0);
    await later(20);
    expect(refresh.calls).toBe(1);
    refresh.answer({ name: "nieuw" });
    await settled();
    const after = loader<{ name: string }>();
    expect(await cachedPublic(app, "nl", "product:b", STALE_SOON, Product, after.load)).toEqual({ name: "nieuw" });
  });

  it("a kept value of an old shape is a miss: it is loaded again, and then kept in the new shape", async () => {
    const { app, logged } = fakeApp();
    await cachedPublic(app, "nl", "product:c", FRESH, Product, async () => ({ name: "Jas" }));
    const priced = loader<{ name: string; price: number }>();
    const read = cachedPublic(app, "nl", "product:c", FRESH, PricedProduct, priced.load);
    await later(10);
    priced.answer({ name: "Jas", price: 79.95 });
    expect(await read).toEqual({ name: "Jas", price: 79.95 });
    expect(priced.calls).toBe(1);
    expect(logged).toContain("public-cache.old-shape");
    // Kept now: the next read does not load.
    const again = loader<{ name: string; price: number }>();
    expect(await cachedPublic(app, "nl", "product:c", FRESH, PricedProduct, again.load)).toEqual({ name: "Jas", price: 79.95 });
    expect(again.calls).toBe(0);
  });

  it("a value the isolate holds is checked once and shared, frozen: a read can not change it for the next request", async () => {
    const { app } = fakeApp();
    const Listing = z.object({ products: z.array(z.object({ name: z.string() })) });
    const first = await cachedPublic(app, "nl", "listing:f", FRESH, Listing, async () => ({ products: [{ name: "Jas" }] }));
    const second = await cachedPublic(app, "nl", "listing:f", FRESH, Listing, () => Promise.reject(new Error("not asked")));
    expect(second).toBe(first);
    expect(() => first.products.push({ name: "Rok" })).toThrow(TypeError);
    expect(() => Object.assign(first.products[0]!, { name: "Rok" })).toThrow(TypeError);
    expect(await cachedPublic(app, "nl", "listing:f", FRESH, Listing, () => Promise.reject(new Error("not asked")))).toEqual({ products: [{ name: "Jas" }] });
  });

  it("a failed refresh keeps serving the stale value and is logged", async () => {
    const { app, logged, settled } = fakeApp();
    await cachedPublic(app, "nl", "product:d", STALE_AT_ONCE, Product, async () => ({ name: "Jas" }));
    await later(10);
    expect(await cachedPublic(app, "nl", "product:d", STALE_AT_ONCE, Product, () => Promise.reject(new Error("core API down")))).toEqual({ name: "Jas" });
    await settled();
    expect(logged).toContain("public-cache.refresh-failed");
  });
});

describe("the storefront's public-data cache", () => {
  /** The key of a CMS page: the contract's version, the shop, the shop's data version (ADR 0044). */
  const cmsKey = (language: string, key: string, version = CONTRACT_VERSION, dataVersion = 0) =>
    new Request(`https://public-cache.etalage.internal/v${version}/${TENANT_A}/d${dataVersion}/${language}/${encodeURIComponent(`cms:${key}`)}`);

  /** An entry as the cache keeps one (cachified's form), put in the Cache API as another isolate would. */
  async function plant(key: Request, value: unknown) {
    const entry = { value, metadata: { createdTime: Date.now(), ttl: 60_000, swr: 600_000 } };
    const cache = await caches.open("etalage-public");
    await cache.put(key, new Response(JSON.stringify(entry), { headers: { "cache-control": "max-age=660" } }));
  }

  const page = (name: string) => ({
    id: 103,
    key: "privacy-policy",
    name,
    metaTitle: null,
    metaDescription: null,
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    ogType: null,
    jsonLdSchema: null,
    websiteCmsPageBlocks: [],
  });

  it("serves an entry kept in the Cache API (by another isolate) without asking the core API", async () => {
    await plant(cmsKey("en", "privacy-policy"), page("Kept by another isolate"));
    expect(h1(await (await visit("/en/pagina/privacy-policy")).text())).toBe("Kept by another isolate");
  });

  it("an entry of an old shape, or kept under another contract version, is not used", async () => {
    await plant(cmsKey("nl", "privacy-policy"), { id: 103, key: "privacy-policy", title: "Oude vorm" });
    const response = await visit("/nl/pagina/privacy-policy");
    expect(response.status).toBe(200);
    expect(h1(await response.text())).toBe("Privacybeleid");

    await plant(cmsKey("nl", "algemene-voorwaarden", CONTRACT_VERSION - 1), page("Een vorige versie"));
    expect(h1(await (await visit("/nl/pagina/algemene-voorwaarden")).text())).toBe("Algemene voorwaarden");
  });

  it("an operator's change (a new data version) is served within the host lookup's 5 s: the entry kept under the old version is read no more", async () => {
    await plant(cmsKey("en", "over-ons"), page("Kept before the change"));
    expect(h1(await (await visit("/en/pagina/over-ons")).text())).toBe("Kept before the change");
    // What an operator command does in the batch of its change (workers/core-api/operator/shared.ts).
    await env.CORE_API_DB.prepare("UPDATE tenants SET data_version = data_version + 1 WHERE id = ?1").bind(TENANT_A).run();
    await plant(cmsKey("en", "over-ons", CONTRACT_VERSION, 1), page("Read after the change"));
    const started = Date.now();
    await expect.poll(async () => h1(await (await visit("/en/pagina/over-ons")).text()), { timeout: 8_000, interval: 250 }).toBe("Read after the change");
    // The storefront's host lookup lives 5 s (TENANT_CACHE_MS): the change is there within it.
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});
