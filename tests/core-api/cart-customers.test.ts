import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, Cart, MergeResult, Wishlist } from "../../commerce/contract";
import { type Account, body, callAs, newCustomer, PIETER } from "./auth-support";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Seed rows (workers/core-api/seed/demo.sql), as in cart.test.ts.
const V = {
  blouseXS: 100001, // Linnen blouse, 59.95, stock 17
  blouseS: 100002, // stock 3
  tshirtXL: 100035, // 19.95, stock 24
  basics: { id: 303, tshirt: 100222, socks: 100335 }, // T-shirt 1 per set + socks 2 per set
};

type CartT = ReturnType<typeof Cart.parse>;

async function refused(response: Response, status: number, code: string) {
  const error = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(error)).toBe(status);
  expect(error.error.code).toBe(code);
}

async function newCart(who: Account | null, tenant = TENANT_A): Promise<CartT> {
  const response = await callAs(who, "/ecommerce/carts", { method: "POST", tenant });
  expect(response.status).toBe(201);
  return Cart.parse(await json(response));
}

async function act(who: Account | null, cartId: string, action: unknown): Promise<CartT> {
  const response = await callAs(who, `/ecommerce/carts/${cartId}/actions`, { method: "POST", body: body(action) });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return Cart.parse(answer);
}

const read = (who: Account | null, cartId: string) => callAs(who, `/ecommerce/carts/${cartId}`);
const quantities = (cart: CartT) =>
  Object.fromEntries(cart.transactionLines.map((l) => [`${l.productVariantId}${l.metadata.bundleGroupKey ? "b" : ""}`, l.quantity]));
const merge = (who: Account, cartId: string | null, wishlistKey: string | null = null) =>
  callAs(who, "/customers/me/merge", { method: "POST", body: body({ cartId, wishlistKey }) });

async function merged(who: Account, cartId: string | null, wishlistKey: string | null = null) {
  const response = await merge(who, cartId, wishlistKey);
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return MergeResult.parse(answer);
}

describe("carts of signed-in customers", () => {
  it("a cart made while signed in is the customer's; nobody else can read, change or validate it", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const cart = await newCart(owner);
    const row = await env.DB.prepare("SELECT customer_id FROM carts WHERE id = ?1").bind(cart.id).first<{ customer_id: number }>();
    expect(row?.customer_id).toBe(owner.id);
    const filled = await act(owner, cart.id, { intent: "add", variantId: V.blouseXS, quantity: 1 });

    for (const who of [null, other]) {
      await refused(await read(who, cart.id), 404, "not_found");
      await refused(await callAs(who, `/ecommerce/carts/${cart.id}/actions`, { method: "POST", body: body({ intent: "clear" }) }), 404, "not_found");
      await refused(
        await callAs(who, `/ecommerce/carts/${cart.id}/price-validation`, {
          method: "POST",
          body: body({ lines: [{ variantId: V.blouseXS, unitPrice: 1, qty: 1 }] }),
        }),
        404,
        "not_found",
      );
    }
    expect(Cart.parse(await json(await read(owner, cart.id)))).toEqual(filled);
  });

  it("an anonymous cart stays usable by whoever holds its id, signed in or not", async () => {
    const someone = await newCustomer();
    const cart = await newCart(null);
    await act(someone, cart.id, { intent: "add", variantId: V.tshirtXL, quantity: 1 });
    expect(Cart.parse(await json(await read(null, cart.id))).itemCount).toBe(1);
  });

  it("a business customer's cart has price basis 'ex' with the same totals; consumers and anonymous shoppers 'inc'", async () => {
    const business = await newCustomer(TENANT_A, "business");
    const consumer = await newCustomer(TENANT_A, "consumer");
    const ex = await act(business, (await newCart(business)).id, { intent: "add", variantId: V.blouseXS, quantity: 2 });
    const inc = await act(consumer, (await newCart(consumer)).id, { intent: "add", variantId: V.blouseXS, quantity: 2 });
    const anonymous = await act(null, (await newCart(null)).id, { intent: "add", variantId: V.blouseXS, quantity: 2 });
    expect([ex.priceBasis, inc.priceBasis, anonymous.priceBasis]).toEqual(["ex", "inc", "inc"]);
    expect(ex.totals).toEqual(inc.totals);
    expect(ex.totals.totalExclVat).toBeLessThan(ex.totals.totalInclVat);
    // the seeded business customer too, on reading and on creating
    expect(Cart.parse(await json(await callAs(PIETER, "/ecommerce/carts", { method: "POST" }))).priceBasis).toBe("ex");
    expect(Cart.parse(await json(await read(business, ex.id))).priceBasis).toBe("ex");
    // an anonymous cart read by a business customer shows their basis
    expect(Cart.parse(await json(await read(business, anonymous.id))).priceBasis).toBe("ex");
  });

  it("a bad token on a cart call is a 401, never quietly anonymous", async () => {
    const cart = await newCart(null);
    await refused(await call(`/ecommerce/carts/${cart.id}`, { headers: { authorization: "Bearer nonsense" } }), 401, "unauthorized");
    await refused(await call("/ecommerce/carts", { method: "POST", headers: { authorization: "Bearer nonsense" } }), 401, "unauthorized");
  });
});

describe("POST /customers/me/merge — signing in merges the anonymous cart and wishlist", () => {
  it("the anonymous cart becomes the customer's when they have none", async () => {
    const customer = await newCustomer();
    const anonymous = await act(null, (await newCart(null)).id, { intent: "add", variantId: V.tshirtXL, quantity: 2 });
    const result = await merged(customer, anonymous.id);
    expect(result.cartId).toBe(anonymous.id);
    await refused(await read(null, anonymous.id), 404, "not_found");
    expect(quantities(Cart.parse(await json(await read(customer, anonymous.id))))).toEqual({ [V.tshirtXL]: 2 });
    // repeated: the same answer, nothing changes
    expect(await merged(customer, anonymous.id)).toEqual(result);
    expect(quantities(Cart.parse(await json(await read(customer, anonymous.id))))).toEqual({ [V.tshirtXL]: 2 });
  });

  it("lines move into the customer's open cart: quantities add up, bundles keep their group; idempotent", async () => {
    const customer = await newCustomer();
    const own = await act(customer, (await newCart(customer)).id, { intent: "add", variantId: V.blouseXS, quantity: 2 });
    const anonymousId = (await newCart(null)).id;
    await act(null, anonymousId, { intent: "add", variantId: V.blouseXS, quantity: 3 });
    await act(null, anonymousId, { intent: "add", variantId: V.tshirtXL, quantity: 1 });
    const withBundle = await act(null, anonymousId, { intent: "bundle-add", bundleId: V.basics.id, variantIds: [V.basics.tshirt, V.basics.socks] });
    const groupKey = withBundle.bundles[0]!.bundleGroupKey;

    const result = await merged(customer, anonymousId);
    expect(result.cartId).toBe(own.id);
    const after = Cart.parse(await json(await read(customer, own.id)));
    expect(quantities(after)).toEqual({ [V.blouseXS]: 5, [V.tshirtXL]: 1, [`${V.basics.tshirt}b`]: 1, [`${V.basics.socks}b`]: 2 });
    expect(after.bundles.map((b) => [b.bundleGroupKey, b.quantity])).toEqual([[groupKey, 1]]);
    // the anonymous cart is used up
    await refused(await read(null, anonymousId), 404, "not_found");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_lines WHERE cart_id = ?1").bind(anonymousId).first("n")).toBe(0);

    expect(await merged(customer, anonymousId)).toEqual(result);
    expect(quantities(Cart.parse(await json(await read(customer, own.id))))).toEqual(quantities(after));
  });

  it("the stock caps what moves (never failing the sign-in); a bundle is capped in whole sets", async () => {
    const customer = await newCustomer();
    const own = await act(customer, (await newCart(customer)).id, { intent: "add", variantId: V.blouseS, quantity: 2 }); // stock 3
    const anonymousId = (await newCart(null)).id;
    await act(null, anonymousId, { intent: "add", variantId: V.blouseS, quantity: 2 });
    await act(null, anonymousId, { intent: "add", variantId: V.tshirtXL, quantity: 1 });
    const socksStock = (await env.DB.prepare("SELECT stock FROM product_variants WHERE id = ?1").bind(V.basics.socks).first<{ stock: number }>())!.stock;
    // the customer already holds all socks but one set's worth less one: no whole set fits
    await act(customer, own.id, { intent: "add", variantId: V.basics.socks, quantity: socksStock - 1 });
    await act(null, anonymousId, { intent: "bundle-add", bundleId: V.basics.id, variantIds: [V.basics.tshirt, V.basics.socks] });

    const result = await merged(customer, anonymousId);
    const after = Cart.parse(await json(await read(customer, result.cartId!)));
    expect(quantities(after)).toEqual({ [V.blouseS]: 3, [V.tshirtXL]: 1, [V.basics.socks]: socksStock - 1 });
    expect(after.bundles).toEqual([]);
    for (const line of after.transactionLines) expect(line.quantity).toBeLessThanOrEqual(line.stock);
  });

  it("wishlists: the anonymous items join the customer's list (a union), reached by its key; idempotent", async () => {
    const customer = await newCustomer();
    const products = (
      await env.DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 ORDER BY id LIMIT 3").bind(TENANT_A).all<{ id: number }>()
    ).results.map((r) => r.id);
    const [p1, p2, p3] = products as [number, number, number];
    const first = await merged(customer, null, null);
    expect(first.cartId).toBeNull();
    const ownKey = first.wishlistKey;
    const add = (who: Account | null, key: string, productId: number) =>
      callAs(who, `/ecommerce/wishlists/${key}/items`, { method: "POST", body: body({ productId, action: "add" }) });
    expect((await add(customer, ownKey, p1)).status).toBe(200);
    const anonymousKey = crypto.randomUUID();
    await add(null, anonymousKey, p1);
    await add(null, anonymousKey, p2);
    await add(null, anonymousKey, p3);

    const result = await merged(customer, null, anonymousKey);
    expect(result.wishlistKey).toBe(ownKey);
    const list = Wishlist.parse(await json(await callAs(customer, `/ecommerce/wishlists/${ownKey}`)));
    expect([...list.productIds].sort()).toEqual([p1, p2, p3].sort());
    // the anonymous list is used up; a repeat changes nothing
    expect(Wishlist.parse(await json(await callAs(null, `/ecommerce/wishlists/${anonymousKey}`))).productIds).toEqual([]);
    expect(await merged(customer, null, anonymousKey)).toEqual(result);
    // the customer's list is theirs alone
    await refused(await callAs(null, `/ecommerce/wishlists/${ownKey}`), 404, "not_found");
    await refused(await callAs(await newCustomer(), `/ecommerce/wishlists/${ownKey}`), 404, "not_found");
    await refused(await add(null, ownKey, p2), 404, "not_found");
    await refused(
      await callAs(null, `/ecommerce/wishlists/${ownKey}/items`, { method: "POST", body: body({ productId: p1, action: "remove" }) }),
      404,
      "not_found",
    );
    expect(Wishlist.parse(await json(await callAs(customer, `/ecommerce/wishlists/${ownKey}`))).productIds.length).toBe(3);
  });

  it("a customer without a wishlist takes over the anonymous one with its key", async () => {
    const customer = await newCustomer();
    const key = crypto.randomUUID();
    const productId = (await env.DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 LIMIT 1").bind(TENANT_A).first<{ id: number }>())!
      .id;
    await callAs(null, `/ecommerce/wishlists/${key}/items`, { method: "POST", body: body({ productId, action: "add" }) });
    expect((await merged(customer, null, key)).wishlistKey).toBe(key);
    await refused(await callAs(null, `/ecommerce/wishlists/${key}`), 404, "not_found");
    expect(Wishlist.parse(await json(await callAs(customer, `/ecommerce/wishlists/${key}`))).productIds).toEqual([productId]);
  });

  it("another customer's cart or wishlist is never merged or touched", async () => {
    const victim = await newCustomer();
    const thief = await newCustomer();
    const theirs = await act(victim, (await newCart(victim)).id, { intent: "add", variantId: V.tshirtXL, quantity: 3 });
    const theirList = await merged(victim, null, null);
    const productId = (await env.DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 LIMIT 1").bind(TENANT_A).first<{ id: number }>())!
      .id;
    await callAs(victim, `/ecommerce/wishlists/${theirList.wishlistKey}/items`, { method: "POST", body: body({ productId, action: "add" }) });

    const result = await merged(thief, theirs.id, theirList.wishlistKey);
    expect(result.cartId).not.toBe(theirs.id);
    expect(result.wishlistKey).not.toBe(theirList.wishlistKey);
    expect(Cart.parse(await json(await read(victim, theirs.id)))).toEqual(theirs);
    expect(Wishlist.parse(await json(await callAs(victim, `/ecommerce/wishlists/${theirList.wishlistKey}`))).productIds).toEqual([productId]);
    expect(Wishlist.parse(await json(await callAs(thief, `/ecommerce/wishlists/${result.wishlistKey}`))).productIds).toEqual([]);
  });

  it("another shop's cart is not merged", async () => {
    const customer = await newCustomer();
    const bCart = await newCart(null, TENANT_B);
    const result = await merged(customer, bCart.id);
    expect(result.cartId).toBeNull();
    const row = await env.DB.prepare("SELECT customer_id, tenant_id FROM carts WHERE id = ?1").bind(bCart.id).first();
    expect(row).toEqual({ customer_id: null, tenant_id: TENANT_B });
  });

  it("needs a signed-in customer and a valid body (400, nothing changes)", async () => {
    const anonymous = await act(null, (await newCart(null)).id, { intent: "add", variantId: V.tshirtXL, quantity: 1 });
    await refused(await call("/customers/me/merge", { method: "POST", body: body({ cartId: anonymous.id, wishlistKey: null }) }), 401, "unauthorized");
    const customer = await newCustomer();
    for (const bad of [{}, { cartId: "x", wishlistKey: null }, { cartId: anonymous.id }, "nope"]) {
      await refused(await merge(customer, bad as never), 400, "bad_request");
    }
    const bad = await callAs(customer, "/customers/me/merge", { method: "POST", body: body({ cartId: 1, wishlistKey: null }) });
    expect(bad.status).toBe(400);
    expect(Cart.parse(await json(await read(null, anonymous.id)))).toEqual(anonymous);
  });
});
