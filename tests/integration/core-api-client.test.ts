import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CoreApiError, createCoreApi, type Shopper } from "~/server/core-api.server";
import { TENANT_A, TENANT_B } from "./support";

// The storefront's client of the core API (ADR 0016), against the real core API Worker (service
// binding, local D1): one client per request, the shop fixed when its named clients are made, every path
// filled and encoded from the endpoint table, every answer checked.

const client = () => createCoreApi({ env: { CORE_API: env.CORE_API, CORE_API_URL: "" }, requestId: "client-test" });
const anonymous: Shopper = { language: null, idToken: null };

async function refusal(promise: Promise<unknown>): Promise<CoreApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CoreApiError)) throw new Error(`expected a CoreApiError, got ${String(error)}`);
  return error;
}

describe("the core-API client", () => {
  it("asks the shop it was made for, and only that shop", async () => {
    const coreApi = client();
    const a = coreApi.shopClients(TENANT_A, () => anonymous);
    const b = coreApi.shopClients(TENANT_B, () => anonymous);
    const [storeA, storeB] = await Promise.all([a.shop.store(), b.shop.store()]);
    expect(storeA.store.storeName).not.toBe(storeB.store.storeName);
    const { items } = await a.catalogue.products({ query: { pageSize: 1, kind: "products" } });
    const slug = items[0]!.slug;
    expect((await a.catalogue.product({ params: { slug } })).slug).toBe(slug);
    // Another shop's product is not there for B.
    expect((await refusal(b.catalogue.product({ params: { slug } }))).notFound).toBe(true);
    expect(coreApi.calls.map((c) => c.endpoint)).toEqual(["shop.store", "shop.store", "catalogue.products", "catalogue.product", "catalogue.product"]);
  });

  it("encodes path params: a slash in a value stays in its segment, never reaching another call", async () => {
    const shop = client().shopClients(TENANT_A, () => anonymous);
    const { items } = await shop.catalogue.products({ query: { pageSize: 1, kind: "products" } });
    // Unencoded this would be GET /ecommerce/products/{slug}/bundles, the product's bundles.
    const error = await refusal(shop.catalogue.product({ params: { slug: `${items[0]!.slug}/bundles` } }));
    expect(error.endpoint).toBe("catalogue.product");
    expect(error.status).toBe(400);
    expect(error.body?.error.code).toBe("bad_request");
  });

  it("reads who is asking at every call: the language chosen later is the one sent", async () => {
    const shopper = { language: "nl", idToken: null as string | null };
    const shop = client().shopClients(TENANT_A, () => shopper);
    const nl = await shop.cms.page({ params: { key: "algemene-voorwaarden" } });
    shopper.language = "en";
    const en = await shop.cms.page({ params: { key: "algemene-voorwaarden" } });
    expect(nl.name).not.toBe(en.name);
  });

  it("speaks for the shopper's ID token unless a call names its own (or none)", async () => {
    const shop = client().shopClients(TENANT_A, () => ({ language: null, idToken: "not-a-token" }));
    expect((await refusal(shop.cart.create())).status).toBe(401);
    const cart = await shop.cart.create({ idToken: null });
    expect(cart.transactionLines).toEqual([]);
  });

  it("without a shop it asks only what is about no shop (which shop owns a host)", async () => {
    const coreApi = client();
    expect(Object.keys(coreApi).sort()).toEqual(["calls", "forward", "shopClients", "tenants"]);
    // The operator's calls are npm run operator's: the storefront has no client for them (ADR 0044).
    expect(Object.keys(coreApi.shopClients(TENANT_A, () => ({ language: null, idToken: null })))).not.toContain("operator");
    expect((await coreApi.tenants.byHost({ query: { host: "localhost" } })).tenantUuid).toBe(TENANT_A);
    const error = await refusal(coreApi.tenants.byHost({ query: { host: "no-such-shop.example" } }));
    expect(error.endpoint).toBe("tenants.byHost");
    expect(error.notFound).toBe(true);
  });

  it("forwards only the named call's path (media, the test provider's page); anything else is a 404 unasked", async () => {
    const coreApi = client();
    const outside = await coreApi.forward("media.file", new URL("http://localhost/ecommerce/website-settings"), { tenantId: TENANT_A });
    expect(outside.status).toBe(404);
    expect(coreApi.calls).toEqual([]);
    const missing = await coreApi.forward("media.file", new URL("http://localhost/media/noordzee/no-such-image.webp"), { tenantId: TENANT_A });
    expect(missing.status).toBe(404);
    expect(coreApi.calls.map((c) => c.endpoint)).toEqual(["media.file"]);
  });
});
