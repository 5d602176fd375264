import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { Cart } from "@commerce/contract/cart";
import type { Customer } from "@commerce/contract/customers";
import { ENDPOINT_NAMES, endpointPath, endpoints, isEndpointPath } from "@commerce/contract/endpoints";
import type { CoreApi, ShopClients } from "~/server/core-api.server";

// One table names every core-API call (commerce/contract/endpoints.ts, ADR 0016): the storefront asks
// through the named clients built from it, and no file of the storefront spells a core-API path again.

const root = path.resolve(import.meta.dirname, "../..");

/** The first segments of the core API's paths, as the brief names them and as the table has them. */
const PATH_PREFIXES = [
  ...new Set([
    "/ecommerce/",
    "/customers/",
    "/auth/",
    "/operator/",
    "/tenanted/",
    "/payments/",
    // Every path's fixed start, up to its first param: "/products/bundle-detail", "/campaign/get", …
    ...ENDPOINT_NAMES.map((name) => endpoints[name].path.split(":")[0]!),
  ]),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** String literals (quotes and template literals) of a source that start with a core-API path. */
function corePathStrings(source: string): string[] {
  const literals = [...source.matchAll(/(["'`])(\/[^"'`\s]*)/g)].map((match) => match[2]!);
  return literals.filter((literal) => PATH_PREFIXES.some((prefix) => literal === prefix.replace(/\/$/, "") || literal.startsWith(prefix)));
}

describe("one way to the core API", () => {
  it("no file of the storefront (app/) spells a core-API path: they are the endpoint table's", () => {
    const found = sourceFiles("app").flatMap((file) => corePathStrings(readFileSync(path.join(root, file), "utf8")).map((literal) => `${file}: ${literal}`));
    expect(found).toEqual([]);
  });

  it("the check finds a path however it is written", () => {
    // Guards the guard: the ways the storefront used to spell them, before the table.
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: the samples are source text; their `${…}` must stay unexpanded.
    const sample = [
      'app.coreApi.get(Cart, "/ecommerce/carts", { method: "POST" })',
      "get(Customer, '/customers/me')",
      "get(Invite, `/auth/invites/${token}`)",
      "get(BundleDetail, `/products/bundle-detail?slug=${slug}`)",
      'get(Outbox, "/dev/outbox")',
      "get(Campaign, `/campaign/get?campaign_id=${id}`)",
      // The storefront's own pages are not the core API's: "/nl/auth/login", `/${language}/checkout`.
      'redirect("/nl/auth/login")',
      "redirect(`/${language}/products/${slug}`)",
    ].join("\n");
    expect(corePathStrings(sample)).toEqual([
      "/ecommerce/carts",
      "/customers/me",
      "/auth/invites/${token}",
      "/products/bundle-detail?slug=${slug}",
      "/dev/outbox",
      "/campaign/get?campaign_id=${id}",
    ]);
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: the samples end here.
  });
});

describe("the endpoint table", () => {
  it("names every call area.action, and no method and path twice", () => {
    for (const name of ENDPOINT_NAMES) expect(name).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    const routes = ENDPOINT_NAMES.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("fills a path with its params, each encoded, so a value never reaches another call", () => {
    expect(endpointPath("cart.action", { cartId: "c0ffee00-0000-4000-8000-000000000001" })).toBe(
      "/ecommerce/carts/c0ffee00-0000-4000-8000-000000000001/actions",
    );
    // Unencoded, "jurk/bundles" would be a call of its own (the product's bundles).
    expect(endpointPath("catalogue.product", { slug: "jurk/bundles" })).toBe("/ecommerce/products/jurk%2Fbundles");
    expect(endpointPath("checkout.saveStep", { cartId: "a b", step: "adres?x=1" })).toBe("/ecommerce/carts/a%20b/checkout/adres%3Fx%3D1");
    expect(endpointPath("media.file", { key: "noordzee/jurk.webp" })).toBe("/media/noordzee%2Fjurk.webp");
    expect(endpointPath("account.orders")).toBe("/customers/me/orders");
    expect(() => endpointPath("cart.get", {})).toThrow(/cart\.get: no value for :cartId/);
  });

  it("knows a forwarded path when it sees one (media, the test provider's page)", () => {
    expect(isEndpointPath("media.file", "/media/noordzee/jurk.webp")).toBe(true);
    expect(isEndpointPath("media.file", "/media/")).toBe(false);
    expect(isEndpointPath("payments.testPage", "/payments/test/tp_123")).toBe(true);
    expect(isEndpointPath("payments.testPage", "/payments/test/tp_123/more")).toBe(false);
    expect(isEndpointPath("payments.testPage", "/payments/test/")).toBe(false);
    expect(isEndpointPath("payments.testChoice", "/payments/testXtp_1")).toBe(false);
  });
});

describe("the named clients are typed by the table", () => {
  // Never called: the compiler checks these lines (npm run typecheck); a line marked @ts-expect-error
  // that compiles is itself an error.
  function typeChecks(app: ShopClients, coreApi: CoreApi) {
    expectTypeOf(app.cart.get).returns.resolves.toEqualTypeOf<Cart>();
    expectTypeOf(app.account.me).returns.resolves.toEqualTypeOf<Customer>();
    void app.account.orders();
    void app.cart.action({ params: { cartId: "x" }, body: { intent: "clear" } });
    // @ts-expect-error the cart's id is a path param the call needs
    void app.cart.get();
    // @ts-expect-error a param the path does not have
    void app.cart.get({ params: { cartId: "x", other: "y" } });
    // @ts-expect-error the body is the contract's (CartAction): no such intent
    void app.cart.action({ params: { cartId: "x" }, body: { intent: "steal" } });
    // @ts-expect-error the body is required where the row has one
    void app.cart.validatePrices({ params: { cartId: "x" } });
    // @ts-expect-error answers that are not JSON (media, the test provider's page) are forwarded, never called
    void app.media.file;
    // @ts-expect-error the client without a shop may only ask what is about no shop
    void coreApi.cart;
    void coreApi.tenants.byHost({ query: { host: "localhost" } });
    // @ts-expect-error forwarding a shop's page needs the shop
    void coreApi.forward("payments.testPage", new URL("http://x/payments/test/1"));
    void coreApi.forward("payments.testPage", new URL("http://x/payments/test/1"), { tenantId: "t" });
    // @ts-expect-error media are a shop's own: forwarding them needs the shop too
    void coreApi.forward("media.file", new URL("http://x/media/a/b"));
    void coreApi.forward("media.file", new URL("http://x/media/a/b"), { tenantId: "t" });
  }

  it("(checked by the compiler)", () => {
    expect(typeChecks).toBeTypeOf("function");
  });
});
