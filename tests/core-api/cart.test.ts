import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, Cart, PriceValidation, ShippingOption } from "../../commerce/contract";
import { catalogueEffectiveCentsSql, cataloguePrice } from "../../commerce/rules/pricing";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Seed rows the tests lean on (workers/core-api/seed/demo.sql).
const A = {
  blouseEcruXS: 100001, // Linnen blouse, 59.95, ecru, stock 17
  blouseEcruS: 100002, // stock 3
  blouseEcruM: 100003, // stock 0
  tshirtBlackXL: 100035, // Basic T-shirt, 19.95, stock 24
  maxiDressSageM: 100048, // Maxi jurk, 89.95 on sale for 69.95, stock 24
  basics: { id: 303, tshirt: 100222, socks: 100335 }, // T-shirt (1 per set) + striped socks (2 per set), no fixed price
  smartCasual: { id: 302, shirt: 100203, chino: 100249, sneakers: 100348 }, // fixed 229.95 (separately 259.85)
  postnl: 11, // 4.95, free from 50
  dhl: 12, // 6.95
};
const B = {
  sweaterAnthraciteXS: 200036, // a colour without its own image
  cookbook: 200225, // 34.95 at 9% VAT
  coffeeLover: { id: 401, mug: 200198, beans: 200226, chocolate: 200229 }, // fixed 32.95 (separately 37.85)
  beans1kg: 200227, // Koffiebonen Huisblend 1 kg, 23.95 (the product: 500 g 12.95, 25.90 per kg)
  tshirtBlackXS: 200001,
  express: 22,
};

type CartT = ReturnType<typeof Cart.parse>;

function post(path: string, body: unknown, tenant = TENANT_A, language?: string) {
  return call(path, {
    method: "POST",
    tenant,
    language,
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function newCart(tenant = TENANT_A, language?: string): Promise<CartT> {
  const response = await call("/ecommerce/carts", { method: "POST", tenant, language });
  expect(response.status).toBe(201);
  return Cart.parse(await json(response));
}

async function getCart(id: string, tenant = TENANT_A, language?: string): Promise<CartT> {
  const response = await call(`/ecommerce/carts/${id}`, { tenant, language });
  expect(response.status).toBe(200);
  return Cart.parse(await json(response));
}

const act = (id: string, action: unknown, tenant = TENANT_A, language?: string) => post(`/ecommerce/carts/${id}/actions`, action, tenant, language);

async function ok(response: Response): Promise<CartT> {
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return Cart.parse(body);
}

async function refused(response: Response, status: number, code: string) {
  const body = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}

/** The call is refused as expected and the cart is exactly as before (lines, totals, status, version). */
async function refusedUnchanged(cart: CartT, response: Promise<Response>, status: number, code: string, tenant = TENANT_A) {
  const error = await refused(await response, status, code);
  expect(await getCart(cart.id, tenant)).toEqual(cart);
  return error;
}

const issue = (error: { issues?: { path: string; message: string }[] }, path: string) => error.issues?.find((i) => i.path === path)?.message;

async function cartWith(...adds: [variantId: number, quantity: number][]): Promise<CartT> {
  let cart = await newCart();
  for (const [variantId, quantity] of adds) cart = await ok(await act(cart.id, { intent: "add", variantId, quantity }));
  return cart;
}

describe("creating and reading a cart", () => {
  it("POST ecommerce/carts makes an empty OPEN cart in the caller's language", async () => {
    const cart = await newCart(TENANT_A, "en-GB,en;q=0.9");
    expect(cart).toMatchObject({ status: "OPEN", priceBasis: "inc", transactionLines: [], bundles: [], itemCount: 0, version: 0 });
    expect(cart.totals.totalInclVat).toBe(0);
    expect(cart.shipping.label).toBeNull();
    const row = await env.DB.prepare("SELECT tenant_id, language FROM carts WHERE id = ?1").bind(cart.id).first();
    expect(row).toEqual({ tenant_id: TENANT_A, language: "en" });
    expect(await getCart(cart.id, TENANT_A, "en")).toEqual(cart);
  });

  it("a malformed cart id is a 400; an unknown one and another shop's cart are 404", async () => {
    await refused(await call("/ecommerce/carts/not-a-uuid"), 400, "bad_request");
    await refused(await call("/ecommerce/carts/1%20OR%201=1"), 400, "bad_request");
    await refused(await call(`/ecommerce/carts/${crypto.randomUUID()}`), 404, "not_found");
    const theirs = await newCart(TENANT_B);
    await refused(await call(`/ecommerce/carts/${theirs.id}`, { tenant: TENANT_A }), 404, "not_found");
  });
});

describe("a new cart with its first change (POST ecommerce/new-carts)", () => {
  const cartCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM carts WHERE tenant_id = ?1").bind(TENANT_A).first<{ n: number }>())!.n;

  it("answers 201 with the new cart holding the first line, in the caller's language", async () => {
    const response = await post("/ecommerce/new-carts", { intent: "add", variantId: A.blouseEcruXS, quantity: 2 }, TENANT_A, "en");
    expect(response.status).toBe(201);
    const cart = Cart.parse(await json(response));
    expect(cart.status).toBe("OPEN");
    expect(cart.transactionLines.map((line) => [line.productVariantId, line.quantity])).toEqual([[A.blouseEcruXS, 2]]);
    expect((await getCart(cart.id)).transactionLines).toHaveLength(1);
  });

  it("a refused first change (sold out, another shop's variant, bad input) leaves no cart behind", async () => {
    const before = await cartCount();
    await refused(await post("/ecommerce/new-carts", { intent: "add", variantId: A.blouseEcruM, quantity: 1 }), 409, "insufficient_stock");
    expect((await post("/ecommerce/new-carts", { intent: "add", variantId: B.cookbook, quantity: 1 })).status).toBe(404);
    await refused(await post("/ecommerce/new-carts", { intent: "add", variantId: "x", quantity: 1 }), 400, "bad_request");
    expect(await cartCount()).toBe(before);
  });

  // An add or a bundle is planned on the empty new cart and written in one batch with its row (actions.ts
  // startCartWith): the answer must be the one a stored empty cart gives for the same change.
  it.each([
    ["add", { intent: "add", variantId: A.blouseEcruXS, quantity: 2 }],
    ["add of a product on sale", { intent: "add", variantId: A.maxiDressSageM, quantity: 1 }],
    ["bundle-add", { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }],
  ] as const)("a first %s answers what the same change of a stored empty cart answers", async (_, change) => {
    const started = Cart.parse(await json(await post("/ecommerce/new-carts", change)));
    const stored = await ok(await act((await newCart()).id, change));
    const comparable = (cart: CartT) => {
      const keys = new Map(cart.bundles.map((b, i) => [b.bundleGroupKey, `bundle-${i}`]));
      const key = (k: string | null) => (k === null ? null : keys.get(k));
      return {
        ...cart,
        id: "",
        transactionLines: cart.transactionLines.map(({ id: _, ...line }) => ({
          ...line,
          metadata: { ...line.metadata, bundleGroupKey: key(line.metadata.bundleGroupKey) },
        })),
        bundles: cart.bundles.map((b) => ({ ...b, bundleGroupKey: key(b.bundleGroupKey), lineIds: b.lineIds.length })),
      };
    };
    expect(comparable(started)).toEqual(comparable(stored));
    expect(started.version).toBe(1);
    expect((await getCart(started.id)).itemCount).toBe(started.itemCount);
  });

  it("a first add of a variant with a price of its own (another shop) remembers that price", async () => {
    const change = { intent: "add", variantId: B.beans1kg, quantity: 1 } as const;
    const started = Cart.parse(await json(await post("/ecommerce/new-carts", change, TENANT_B)));
    const stored = await ok(await act((await newCart(TENANT_B)).id, change, TENANT_B));
    expect(started.transactionLines[0]?.metadata.unitPriceSnapshot).toBe(2395);
    expect(started.transactionLines[0]?.metadata).toEqual(stored.transactionLines[0]?.metadata);
  });

  // The first add remembers its line's price by cataloguePrice's rule written as SQL: the same answer in every case.
  it("catalogueEffectiveCentsSql is cataloguePrice's effectiveCents", async () => {
    const sql = catalogueEffectiveCentsSql({ productPriceCents: "pp", productDiscountCents: "pd", variantPriceCents: "vp" });
    const cases = [null, 0, 999, 1000, 1001, 5995].flatMap((vp) =>
      [0, 1000, 5995].flatMap((pp) => [null, 0, 999, 1000, 1001, 5995].map((pd) => ({ vp, pp, pd }))),
    );
    for (const { vp, pp, pd } of cases) {
      const row = await env.DB.prepare(`SELECT ${sql} AS cents FROM (SELECT ?1 AS vp, ?2 AS pp, ?3 AS pd)`).bind(vp, pp, pd).first<{ cents: number }>();
      const expected = cataloguePrice({ productPriceCents: pp, productDiscountCents: pd, variantPriceCents: vp }).effectiveCents;
      expect([vp, pp, pd, row?.cents]).toEqual([vp, pp, pd, expected]);
    }
  });
});

describe("single lines", () => {
  it("add answers the line with its catalogue data, localized, and bumps the version", async () => {
    const cart = await newCart();
    const added = await ok(await act(cart.id, { intent: "add", variantId: A.blouseEcruXS, quantity: 2 }));
    expect(added.version).toBe(1);
    expect(added.itemCount).toBe(2);
    expect(added.transactionLines).toHaveLength(1);
    expect(added.transactionLines[0]).toMatchObject({
      productId: 1001,
      productVariantId: A.blouseEcruXS,
      slug: "linnen-blouse",
      name: "Linnen blouse",
      size: "XS",
      colour: "ecru",
      mainMediaUrl: "/media/noordzee/products/linnen-blouse-ecru.svg",
      quantity: 2,
      stock: 17,
      unitPrice: 5995,
      discountPrice: null,
      pricePerUnit: null,
      unitPriceEffective: 5995,
      subTotal: 11990,
      vatPct: 21,
      metadata: {
        bundleGroupKey: null,
        bundleId: null,
        unitsPerSet: 1,
        unitPriceBasis: "inc",
        unitPriceSnapshot: 5995,
        vatPct: 21,
        unitPriceEffective: 5995,
      },
    });
    const english = await getCart(cart.id, TENANT_A, "en");
    expect(english.transactionLines[0]).toMatchObject({ name: "Linen blouse", colour: "ecru" });
  });

  it("a variant's colour without a picture shows the product's first picture", async () => {
    const empty = await newCart(TENANT_B);
    const cart = await ok(await act(empty.id, { intent: "add", variantId: B.sweaterAnthraciteXS, quantity: 1 }, TENANT_B));
    const first = await env.DB.prepare("SELECT url FROM product_media WHERE product_id = 2003 ORDER BY sort_index, id LIMIT 1").first<{ url: string }>();
    expect(cart.transactionLines[0]?.mainMediaUrl).toBe(first!.url);
  });

  it("adding a variant already in the cart grows its line", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1], [A.tshirtBlackXL, 1], [A.blouseEcruXS, 3]);
    expect(cart.transactionLines.map((l) => [l.productVariantId, l.quantity])).toEqual([
      [A.blouseEcruXS, 4],
      [A.tshirtBlackXL, 1],
    ]);
    expect(cart.version).toBe(3);
  });

  it("a product on sale costs its sale price", async () => {
    const cart = await cartWith([A.maxiDressSageM, 1]);
    expect(cart.transactionLines[0]).toMatchObject({ unitPrice: 8995, discountPrice: 6995, unitPriceEffective: 6995, subTotal: 6995 });
    expect(cart.totals.subtotalInclVat).toBe(6995);
  });

  it("a line's price per kg is its own size's: 1 kg of coffee at 23.95 is 23.95 per kg, not the 500 g's 25.90", async () => {
    const id = (await newCart(TENANT_B)).id;
    const cart = await ok(await act(id, { intent: "add", variantId: B.beans1kg, quantity: 1 }, TENANT_B));
    expect(cart.transactionLines[0]).toMatchObject({ size: "1 kg", unitPrice: 2395, pricePerUnit: 2395 });
    const half = await ok(await act(id, { intent: "add", variantId: B.coffeeLover.beans, quantity: 1 }, TENANT_B));
    expect(half.transactionLines.find((line) => line.productVariantId === B.coffeeLover.beans)).toMatchObject({ size: "500 g", pricePerUnit: 2590 });
  });

  it("adding more than the stock is refused with how many there are, and changes nothing", async () => {
    const cart = await cartWith([A.blouseEcruS, 2]);
    const error = await refusedUnchanged(cart, act(cart.id, { intent: "add", variantId: A.blouseEcruS, quantity: 2 }), 409, "insufficient_stock");
    expect(issue(error, "available")).toBe("3");
    expect(issue(error, "inCart")).toBe("2");
    expect(error.message).toContain("3");
    const soldOut = await refusedUnchanged(cart, act(cart.id, { intent: "add", variantId: A.blouseEcruM, quantity: 1 }), 409, "insufficient_stock");
    expect(issue(soldOut, "available")).toBe("0");
    // Up to the stock is fine.
    const full = await ok(await act(cart.id, { intent: "add", variantId: A.blouseEcruS, quantity: 1 }));
    expect(full.transactionLines[0]?.quantity).toBe(3);
  });

  it("increase adds one, up to the stock", async () => {
    const cart = await cartWith([A.blouseEcruS, 2]);
    const lineId = cart.transactionLines[0]!.id;
    const increased = await ok(await act(cart.id, { intent: "increase", lineId }));
    expect(increased.transactionLines[0]?.quantity).toBe(3);
    expect(increased.version).toBe(cart.version + 1);
    await refusedUnchanged(increased, act(cart.id, { intent: "increase", lineId }), 409, "insufficient_stock");
  });

  it("decrease takes one off but stops at 1 (use remove)", async () => {
    const cart = await cartWith([A.blouseEcruXS, 2]);
    const lineId = cart.transactionLines[0]!.id;
    const decreased = await ok(await act(cart.id, { intent: "decrease", lineId }));
    expect(decreased.transactionLines[0]?.quantity).toBe(1);
    const error = await refusedUnchanged(decreased, act(cart.id, { intent: "decrease", lineId }), 400, "bad_request");
    expect(error.message).toMatch(/remove/);
  });

  it("remove takes the line out; an unknown line or another cart's line is a 404", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1], [A.tshirtBlackXL, 2]);
    const other = await cartWith([A.blouseEcruXS, 1]);
    const removed = await ok(await act(cart.id, { intent: "remove", lineId: cart.transactionLines[0]!.id }));
    expect(removed.transactionLines.map((l) => l.productVariantId)).toEqual([A.tshirtBlackXL]);
    expect(removed.itemCount).toBe(2);
    for (const lineId of [cart.transactionLines[0]!.id, other.transactionLines[0]!.id, 999_999]) {
      for (const intent of ["increase", "decrease", "remove"]) {
        await refusedUnchanged(removed, act(cart.id, { intent, lineId }), 404, "not_found");
      }
    }
    expect((await getCart(other.id)).transactionLines).toHaveLength(1);
  });

  it("20 simultaneous adds to one cart all land: quantity 20, one version per add", async () => {
    const cart = await newCart();
    const responses = await Promise.all(Array.from({ length: 20 }, () => act(cart.id, { intent: "add", variantId: A.tshirtBlackXL, quantity: 1 })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const after = await getCart(cart.id);
    expect(after.transactionLines).toHaveLength(1);
    expect(after.transactionLines[0]?.quantity).toBe(20);
    expect(after.itemCount).toBe(20);
    expect(after.version).toBe(20);
    expect(after.totals.subtotalInclVat).toBe(39900);
  });

  it("simultaneous adds beyond the stock: exactly the stock lands, the rest is refused", async () => {
    const cart = await newCart();
    const responses = await Promise.all(Array.from({ length: 6 }, () => act(cart.id, { intent: "add", variantId: A.blouseEcruS, quantity: 1 })));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await getCart(cart.id)).transactionLines[0]?.quantity).toBe(3);
  });
});

describe("bundles", () => {
  it("bundle-add puts one set in the cart: one line per item, unitsPerSet each, sharing a fresh key", async () => {
    const cart = await newCart();
    const added = await ok(await act(cart.id, { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }));
    const [tshirt, socks] = added.transactionLines;
    expect(tshirt).toMatchObject({ productVariantId: A.basics.tshirt, quantity: 1, metadata: { bundleId: 303, unitsPerSet: 1 } });
    expect(socks).toMatchObject({ productVariantId: A.basics.socks, quantity: 2, metadata: { bundleId: 303, unitsPerSet: 2 } });
    const key = tshirt!.metadata.bundleGroupKey!;
    expect(key).toMatch(/^b303-[a-z0-9]+$/);
    expect(socks!.metadata.bundleGroupKey).toBe(key);
    expect(added.bundles).toEqual([
      {
        bundleGroupKey: key,
        bundleId: 303,
        slug: "basics-set",
        name: "Basics set",
        imageUrl: expect.stringContaining("/media/"),
        quantity: 1,
        savings: 0,
        shownSavingsCents: 0,
        lineIds: [tshirt!.id, socks!.id],
      },
    ]);
    // A second set of the same bundle is a separate group, and a single line of the same variant stays apart.
    const again = await ok(await act(cart.id, { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }));
    const single = await ok(await act(cart.id, { intent: "add", variantId: A.basics.tshirt, quantity: 1 }));
    expect(again.bundles).toHaveLength(2);
    expect(new Set(again.bundles.map((b) => b.bundleGroupKey)).size).toBe(2);
    expect(single.transactionLines).toHaveLength(5);
  });

  it("bundle-increase and bundle-decrease step each line by its unitsPerSet; a decrease below one set removes the bundle", async () => {
    const cart = await ok(await act((await newCart()).id, { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }));
    const key = cart.bundles[0]!.bundleGroupKey;
    const up = await ok(await act(cart.id, { intent: "bundle-increase", bundleGroupKey: key }));
    expect(up.transactionLines.map((l) => l.quantity)).toEqual([2, 4]);
    expect(up.bundles[0]?.quantity).toBe(2);
    expect(up.itemCount).toBe(6);
    const down = await ok(await act(cart.id, { intent: "bundle-decrease", bundleGroupKey: key }));
    expect(down.transactionLines.map((l) => l.quantity)).toEqual([1, 2]);
    expect(down.bundles[0]?.quantity).toBe(1);
    const gone = await ok(await act(cart.id, { intent: "bundle-decrease", bundleGroupKey: key }));
    expect(gone.transactionLines).toEqual([]);
    expect(gone.bundles).toEqual([]);
    expect(gone.version).toBe(cart.version + 3);
  });

  it("simultaneous bundle steps and adds all land (version-guarded writes are retried, not lost)", async () => {
    const cart = await ok(await act((await newCart()).id, { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }));
    const key = cart.bundles[0]!.bundleGroupKey;
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => act(cart.id, { intent: "bundle-increase", bundleGroupKey: key })),
      ...Array.from({ length: 3 }, () => act(cart.id, { intent: "add", variantId: A.basics.tshirt, quantity: 1 })),
    ]);
    expect(responses.map((r) => r.status)).toEqual(Array(7).fill(200));
    const after = await getCart(cart.id);
    expect(after.bundles[0]?.quantity).toBe(5);
    expect(after.transactionLines.map((l) => [l.metadata.bundleGroupKey === key, l.quantity])).toEqual([
      [true, 5],
      [true, 10],
      [false, 3],
    ]);
    expect(after.version).toBe(cart.version + 7);
  });

  it("bundle-increase is stock-checked for every line", async () => {
    // The socks variant has 21 in stock; a set takes 2 — so 10 sets fit and the 11th does not.
    const cart = await ok(await act((await newCart()).id, { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }));
    const key = cart.bundles[0]!.bundleGroupKey;
    let current = cart;
    for (let i = 0; i < 9; i++) current = await ok(await act(cart.id, { intent: "bundle-increase", bundleGroupKey: key }));
    expect(current.transactionLines.map((l) => l.quantity)).toEqual([10, 20]);
    const error = await refusedUnchanged(current, act(cart.id, { intent: "bundle-increase", bundleGroupKey: key }), 409, "insufficient_stock");
    expect(issue(error, "available")).toBe("21");
    expect(issue(error, "variantId")).toBe(String(A.basics.socks));
  });

  it("bundle-remove takes all its lines out; bundle lines cannot be changed one by one", async () => {
    const cart = await ok(
      await act((await cartWith([A.blouseEcruXS, 1])).id, {
        intent: "bundle-add",
        bundleId: A.basics.id,
        variantIds: [A.basics.tshirt, A.basics.socks],
      }),
    );
    const key = cart.bundles[0]!.bundleGroupKey;
    const bundleLine = cart.transactionLines.find((l) => l.metadata.bundleGroupKey === key)!;
    for (const intent of ["increase", "decrease", "remove"]) {
      await refusedUnchanged(cart, act(cart.id, { intent, lineId: bundleLine.id }), 400, "bad_request");
    }
    const removed = await ok(await act(cart.id, { intent: "bundle-remove", bundleGroupKey: key }));
    expect(removed.transactionLines.map((l) => l.productVariantId)).toEqual([A.blouseEcruXS]);
    expect(removed.bundles).toEqual([]);
    for (const intent of ["bundle-increase", "bundle-decrease", "bundle-remove"]) {
      await refusedUnchanged(removed, act(cart.id, { intent, bundleGroupKey: key }), 404, "not_found");
    }
  });

  it("a fixed-price bundle costs exactly its fixed price per set and reports its savings", async () => {
    const cart = await ok(
      await act((await newCart()).id, {
        intent: "bundle-add",
        bundleId: A.smartCasual.id,
        variantIds: [A.smartCasual.shirt, A.smartCasual.chino, A.smartCasual.sneakers],
      }),
    );
    const sum = (c: CartT) => Math.round(c.transactionLines.reduce((s, l) => s + l.subTotal, 0) * 100) / 100;
    expect(sum(cart)).toBe(22995);
    expect(cart.totals.subtotalInclVat).toBe(22995);
    expect(cart.transactionLines.map((l) => l.unitPrice)).toEqual([6995, 7995, 10995]);
    expect(cart.transactionLines.map((l) => l.metadata.unitPriceSnapshot)).toEqual([6995, 7995, 10995]);
    expect(cart.bundles[0]).toMatchObject({ quantity: 1, savings: 2990 });
    expect(cart.totals.bundleDiscount).toBe(2990);
    const two = await ok(await act(cart.id, { intent: "bundle-increase", bundleGroupKey: cart.bundles[0]!.bundleGroupKey }));
    expect(sum(two)).toBe(45990);
    expect(two.bundles[0]).toMatchObject({ quantity: 2, savings: 5980 });
    expect(two.totals.totalInclVat).toBe(45990); // free shipping from 50
  });

  it("the rounding cent of a fixed price lands on the last line (tenant B's coffee gift set)", async () => {
    const cart = await ok(
      await act(
        (await newCart(TENANT_B)).id,
        { intent: "bundle-add", bundleId: B.coffeeLover.id, variantIds: [B.coffeeLover.mug, B.coffeeLover.beans, B.coffeeLover.chocolate] },
        TENANT_B,
      ),
    );
    expect(cart.transactionLines.map((l) => l.unitPriceEffective)).toEqual([1301, 1127, 867]);
    expect(cart.totals.subtotalInclVat).toBe(3295);
    expect(cart.bundles[0]?.savings).toBe(490);
  });

  it("bad bundle input is refused and changes nothing", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1]);
    const add = (bundleId: number, variantIds: number[], tenant = TENANT_A) => act(cart.id, { intent: "bundle-add", bundleId, variantIds }, tenant);
    const wrongCount = await refusedUnchanged(cart, add(A.basics.id, [A.basics.tshirt]), 400, "bad_request");
    expect(wrongCount.issues?.[0]?.path).toBe("variantIds");
    const wrongProduct = await refusedUnchanged(cart, add(A.basics.id, [A.basics.socks, A.basics.tshirt]), 400, "bad_request");
    expect(wrongProduct.issues?.[0]?.path).toBe("variantIds.0");
    await refusedUnchanged(cart, add(B.coffeeLover.id, [B.coffeeLover.mug, B.coffeeLover.beans, B.coffeeLover.chocolate]), 404, "not_found");
    await refusedUnchanged(cart, add(A.basics.id, [B.tshirtBlackXS, A.basics.socks]), 404, "not_found");
    await refusedUnchanged(cart, add(999_999, [A.basics.tshirt, A.basics.socks]), 404, "not_found");
    await refusedUnchanged(cart, add(A.basics.id, []), 400, "bad_request");
    await refusedUnchanged(cart, act(cart.id, { intent: "bundle-increase", bundleGroupKey: "NOT A KEY" }), 400, "bad_request");
    // An item with less stock than a set needs refuses the whole set.
    await env.DB.prepare("UPDATE product_variants SET stock = 1 WHERE id = ?1").bind(A.basics.socks).run();
    try {
      await refusedUnchanged(cart, add(A.basics.id, [A.basics.tshirt, A.basics.socks]), 409, "insufficient_stock");
    } finally {
      await env.DB.prepare("UPDATE product_variants SET stock = 21 WHERE id = ?1").bind(A.basics.socks).run();
    }
  });
});

describe("the cart as a whole", () => {
  it("clear removes every line and the code and sets the cart to PENDING", async () => {
    const filled = await cartWith([A.blouseEcruXS, 2]);
    await ok(await act(filled.id, { intent: "apply-coupon", code: "WELKOM10" }));
    const bundled = await ok(await act(filled.id, { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] }));
    expect(bundled.couponsCreated).toHaveLength(1);
    const cleared = await ok(await act(filled.id, { intent: "clear" }));
    expect(cleared).toMatchObject({ status: "PENDING", transactionLines: [], bundles: [], couponsCreated: [], promocodes: [], itemCount: 0 });
    expect(cleared.totals.totalInclVat).toBe(0);
    expect(cleared.version).toBeGreaterThan(bundled.version);
    const row = await env.DB.prepare("SELECT status, coupon_id FROM carts WHERE id = ?1").bind(filled.id).first();
    expect(row).toEqual({ status: "PENDING", coupon_id: null });
    // A cleared cart can be filled again.
    expect((await ok(await act(filled.id, { intent: "add", variantId: A.blouseEcruXS, quantity: 1 }))).itemCount).toBe(1);
  });

  it("an ordered cart cannot change: every action is a 409", async () => {
    const cart = await cartWith([A.blouseEcruXS, 2]);
    await env.DB.prepare("UPDATE carts SET status = 'ORDERED' WHERE id = ?1").bind(cart.id).run();
    const ordered = await getCart(cart.id);
    const lineId = cart.transactionLines[0]!.id;
    for (const action of [
      { intent: "add", variantId: A.blouseEcruXS, quantity: 1 },
      { intent: "increase", lineId },
      { intent: "decrease", lineId },
      { intent: "remove", lineId },
      { intent: "bundle-add", bundleId: A.basics.id, variantIds: [A.basics.tshirt, A.basics.socks] },
      { intent: "clear" },
      { intent: "apply-coupon", code: "WELKOM10" },
      { intent: "remove-coupon" },
      { intent: "choose-shipping", shippingMethodId: A.dhl },
    ]) {
      const error = await refusedUnchanged(ordered, act(cart.id, action), 409, "conflict");
      expect(issue(error, "status")).toBe("ORDERED");
    }
  });

  it("shipping: 'from' the cheapest option until one is chosen, free from the threshold", async () => {
    const small = await cartWith([A.tshirtBlackXL, 1]); // 19.95
    expect(small.shipping.options.map((o) => o.code)).toEqual(["postnl", "dhl"]);
    expect(small.shipping.options[0]?.shippingMethodPrices).toEqual([{ price: 495, thresholdPrice: 0, thresholdOrderTotal: 5000 }]);
    expect(small.shipping).toMatchObject({ chosenId: null, label: "from", amount: 495 });
    expect(small.totals).toMatchObject({ shipping: 495, totalInclVat: 2490 });

    const chosen = await ok(await act(small.id, { intent: "choose-shipping", shippingMethodId: A.dhl }));
    expect(chosen.shipping).toMatchObject({ chosenId: A.dhl, label: "chosen", amount: 695 });
    expect(chosen.totals.totalInclVat).toBe(2690);

    const postnl = await ok(await act(small.id, { intent: "choose-shipping", shippingMethodId: A.postnl }));
    expect(postnl.shipping).toMatchObject({ label: "chosen", amount: 495 });
    const free = await ok(await act(small.id, { intent: "add", variantId: A.tshirtBlackXL, quantity: 2 })); // 59.85
    expect(free.shipping).toMatchObject({ chosenId: A.postnl, label: "chosen", amount: 0 });
    expect(free.totals).toMatchObject({ shipping: 0, totalInclVat: 5985 });

    await refusedUnchanged(free, act(small.id, { intent: "choose-shipping", shippingMethodId: B.express }), 404, "not_found");
    await refusedUnchanged(free, act(small.id, { intent: "choose-shipping", shippingMethodId: 0 }), 400, "bad_request");
  });

  it("totals: VAT per rate, shipping VAT split across the rates in proportion to the lines excl. VAT", async () => {
    const cart = await newCart(TENANT_B);
    await ok(await act(cart.id, { intent: "add", variantId: B.cookbook, quantity: 1 }, TENANT_B)); // 34.95 at 9%
    const both = await ok(await act(cart.id, { intent: "add", variantId: B.tshirtBlackXS, quantity: 1 }, TENANT_B)); // 34.95 at 21%
    expect(both.transactionLines.map((l) => l.vatPct)).toEqual([9, 21]);
    expect(both.shipping).toMatchObject({ label: "from", amount: 0 }); // pickup is free
    const expressed = await ok(await act(cart.id, { intent: "choose-shipping", shippingMethodId: B.express }, TENANT_B));
    // Excl. VAT: 32.06 (9%) and 28.88 (21%); shipping 9.95 splits 5.23 (9%) / 4.72 (21%), excl. 4.80 + 3.90.
    // VAT: 21% (34.95 + 4.72) − (28.88 + 3.90) = 6.89; 9% (34.95 + 5.23) − (32.06 + 4.80) = 3.32.
    expect(expressed.totals).toMatchObject({
      subtotalInclVat: 6990,
      subtotalExclVat: 6094,
      shipping: 995,
      vat: 1021,
      totalInclVat: 7985,
      totalExclVat: 6964,
    });
    expect(expressed.summary.rows).toEqual([
      { kind: "subtotal", cents: 6990, sign: 1 },
      { kind: "shipping", cents: 995, sign: 1, label: "chosen" },
      { kind: "total", cents: 7985, sign: 0 },
    ]);
  });

  it("the cart always shows today's catalogue price; the price when added stays in the snapshot", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1]);
    await env.DB.prepare("UPDATE products SET price_cents = 6495 WHERE id = 1001").run();
    try {
      const repriced = await getCart(cart.id);
      expect(repriced.transactionLines[0]).toMatchObject({ unitPrice: 6495, unitPriceEffective: 6495, metadata: { unitPriceSnapshot: 5995 } });
      expect(repriced.totals.subtotalInclVat).toBe(6495);
    } finally {
      await env.DB.prepare("UPDATE products SET price_cents = 5995 WHERE id = 1001").run();
    }
  });
});

describe("bad input changes nothing", () => {
  it.each([
    ["a malformed JSON body", "{intent: add"],
    ["an empty body", ""],
    ["a JSON array", "[]"],
    ["an unknown intent", { intent: "steal" }],
    ["no intent", { variantId: A.blouseEcruXS, quantity: 1 }],
    ["a missing variantId", { intent: "add", quantity: 1 }],
    ["a missing quantity", { intent: "add", variantId: A.blouseEcruXS }],
    ["a non-numeric quantity", { intent: "add", variantId: A.blouseEcruXS, quantity: "twee" }],
    ["a negative quantity", { intent: "add", variantId: A.blouseEcruXS, quantity: -1 }],
    ["a zero quantity", { intent: "add", variantId: A.blouseEcruXS, quantity: 0 }],
    ["a fractional quantity", { intent: "add", variantId: A.blouseEcruXS, quantity: 1.5 }],
    ["a huge quantity", { intent: "add", variantId: A.blouseEcruXS, quantity: 1_000_000 }],
    ["a quantity over 999", { intent: "add", variantId: A.blouseEcruXS, quantity: 1000 }],
    ["a non-numeric variantId", { intent: "add", variantId: "1 OR 1=1", quantity: 1 }],
    ["a forged lineId", { intent: "increase", lineId: "x" }],
    ["a missing lineId", { intent: "remove" }],
    ["an empty coupon code", { intent: "apply-coupon", code: "   " }],
    ["an oversized coupon code", { intent: "apply-coupon", code: "X".repeat(65) }],
    ["a bundle key with capitals", { intent: "bundle-remove", bundleGroupKey: "B303-X" }],
  ])("%s is a 400", async (_label, body) => {
    const cart = await cartWith([A.blouseEcruXS, 1]);
    await refusedUnchanged(cart, act(cart.id, body), 400, "bad_request");
  });

  it("a body over 64 KB is refused (413)", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1]);
    const body = { intent: "add", variantId: A.blouseEcruXS, quantity: 1, padding: "x".repeat(70 * 1024) };
    await refusedUnchanged(cart, act(cart.id, body), 413, "payload_too_large");
  });

  it("a line that would pass 999 units is a 400", async () => {
    await env.DB.prepare("UPDATE product_variants SET stock = 5000 WHERE id = ?1").bind(A.tshirtBlackXL).run();
    try {
      const cart = await cartWith([A.tshirtBlackXL, 999]);
      await refusedUnchanged(cart, act(cart.id, { intent: "add", variantId: A.tshirtBlackXL, quantity: 1 }), 400, "bad_request");
      await refusedUnchanged(cart, act(cart.id, { intent: "increase", lineId: cart.transactionLines[0]!.id }), 400, "bad_request");
    } finally {
      await env.DB.prepare("UPDATE product_variants SET stock = 24 WHERE id = ?1").bind(A.tshirtBlackXL).run();
    }
  });

  it("another shop's variant, an unknown variant or an inactive product is a 404", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1]);
    await refusedUnchanged(cart, act(cart.id, { intent: "add", variantId: B.tshirtBlackXS, quantity: 1 }), 404, "not_found");
    await refusedUnchanged(cart, act(cart.id, { intent: "add", variantId: 987_654, quantity: 1 }), 404, "not_found");
    await env.DB.prepare("UPDATE products SET is_active = 0 WHERE id = 1004").run();
    try {
      await refusedUnchanged(cart, act(cart.id, { intent: "add", variantId: A.maxiDressSageM, quantity: 1 }), 404, "not_found");
    } finally {
      await env.DB.prepare("UPDATE products SET is_active = 1 WHERE id = 1004").run();
    }
  });

  it("another shop's cart cannot be read or changed, whatever the action", async () => {
    const theirs = await newCart(TENANT_B);
    const filled = await ok(await act(theirs.id, { intent: "add", variantId: B.tshirtBlackXS, quantity: 1 }, TENANT_B));
    for (const action of [
      { intent: "add", variantId: A.blouseEcruXS, quantity: 1 },
      { intent: "remove", lineId: filled.transactionLines[0]!.id },
      { intent: "clear" },
      { intent: "apply-coupon", code: "WELKOM10" },
    ]) {
      await refusedUnchanged(filled, act(theirs.id, action, TENANT_A), 404, "not_found", TENANT_B);
    }
    await refused(await post(`/ecommerce/carts/${theirs.id}/price-validation`, { lines: [] }, TENANT_A), 404, "not_found");
  });

  it("a malformed cart id in an action is a 400", async () => {
    await refused(await act("12345", { intent: "clear" }), 400, "bad_request");
  });
});

describe("price validation", () => {
  it("reports the catalogue's current price where it differs, ignoring unknown and foreign variants", async () => {
    const cart = await cartWith([A.blouseEcruXS, 1], [A.maxiDressSageM, 1]);
    const validate = (lines: unknown[]) => post(`/ecommerce/carts/${cart.id}/price-validation`, { lines });
    const same = PriceValidation.parse(
      await json(
        await validate([
          { variantId: A.blouseEcruXS, unitPrice: 5995, qty: 1 },
          { variantId: A.maxiDressSageM, unitPrice: 6995, qty: 1 },
        ]),
      ),
    );
    expect(same).toEqual({ valid: true, changes: [] });

    await env.DB.prepare("UPDATE products SET price_cents = 4995 WHERE id = 1001").run();
    try {
      const response = await validate([
        { variantId: A.blouseEcruXS, unitPrice: 5995, qty: 1 },
        { variantId: A.maxiDressSageM, unitPrice: 6995, qty: 1 },
        { variantId: 987_654, unitPrice: 1, qty: 1 },
        { variantId: B.tshirtBlackXS, unitPrice: 1, qty: 1 },
      ]);
      expect(response.status).toBe(200);
      expect(PriceValidation.parse(await json(response))).toEqual({ valid: false, changes: [{ variantId: A.blouseEcruXS, newPrice: 4995 }] });
      // Validation changes nothing…
      expect((await getCart(cart.id)).version).toBe(cart.version);
      const lineSnapshot = async () => (await getCart(cart.id)).transactionLines.find((l) => l.productVariantId === A.blouseEcruXS)!.metadata.unitPriceSnapshot;
      expect(await lineSnapshot()).toBe(5995);
      // …unless the shopper is being shown the change: then the snapshot becomes the current price, once.
      const shown = await post(`/ecommerce/carts/${cart.id}/price-validation`, {
        lines: [{ variantId: A.blouseEcruXS, unitPrice: 5995, qty: 1 }],
        acknowledge: true,
      });
      expect(PriceValidation.parse(await json(shown)).valid).toBe(false);
      expect(await lineSnapshot()).toBe(4995);
      const again = await validate([{ variantId: A.blouseEcruXS, unitPrice: await lineSnapshot(), qty: 1 }]);
      expect(PriceValidation.parse(await json(again))).toEqual({ valid: true, changes: [] });
    } finally {
      await env.DB.prepare("UPDATE products SET price_cents = 5995 WHERE id = 1001").run();
    }
  });

  it("bad input is a 400; an unknown cart a 404", async () => {
    const cart = await newCart();
    const path = `/ecommerce/carts/${cart.id}/price-validation`;
    await refused(await post(path, "not json"), 400, "bad_request");
    await refused(await post(path, { lines: [{ variantId: "x", unitPrice: 1, qty: 1 }] }), 400, "bad_request");
    await refused(await post(path, { lines: "all" }), 400, "bad_request");
    await refused(await post(`/ecommerce/carts/${crypto.randomUUID()}/price-validation`, { lines: [] }), 404, "not_found");
  });
});

describe("GET ecommerce/shipping-options", () => {
  it("lists the shop's methods with their prices for NL by default, or for BE", async () => {
    const nl = ShippingOption.array().parse(await json(await call("/ecommerce/shipping-options")));
    expect(nl.map((o) => [o.code, o.shippingMethodPrices])).toEqual([
      ["postnl", [{ price: 495, thresholdPrice: 0, thresholdOrderTotal: 5000 }]],
      ["dhl", [{ price: 695, thresholdPrice: null, thresholdOrderTotal: null }]],
    ]);
    expect(nl[0]).toMatchObject({ id: A.postnl, name: "PostNL – thuisbezorgd", kind: "delivery", cost: null });
    const be = ShippingOption.array().parse(await json(await call("/ecommerce/shipping-options?country=be", { language: "en" })));
    expect(be.map((o) => [o.name, o.shippingMethodPrices[0]?.price])).toEqual([
      ["PostNL – home delivery", 695],
      ["DHL – home delivery", 895],
    ]);
    const b = ShippingOption.array().parse(await json(await call("/ecommerce/shipping-options", { tenant: TENANT_B })));
    expect(b.map((o) => o.code)).toEqual(["postnl", "express", "pickup"]);
  });

  it("an unknown country is a 400", async () => {
    await refused(await call("/ecommerce/shipping-options?country=XX"), 400, "bad_request");
  });
});
