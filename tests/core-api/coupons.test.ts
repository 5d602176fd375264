import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, Cart, CouponCheck } from "../../commerce/contract";
import { call, json, TENANT_A, TENANT_B } from "./support";

// Seed codes (workers/core-api/seed/demo.sql). Tenant A: coupons WELKOM10 (10%), CADEAU15 (€15 from €50),
// WINTER25 (expired), PERSONEEL30 (inactive); promo code ZOMER20 (20% on everything).
// Tenant B: the same WELKOM10/CADEAU15, KERST20 (expired), OPENING25 (inactive, used up); promo code
// BAZAAR15 (15% on products 2020, 2022, 2034 only).
const A = { blouse: 100001 /* 5995 */, tshirt: 100035 /* 1995 */ };
const B = { mug: 200198 /* 2020, 1495 */, tshirt: 200001 /* 2001, 3495 */, beans: 200226 /* 2034, 1295 */ };

type CartT = ReturnType<typeof Cart.parse>;

const post = (path: string, body: unknown, tenant = TENANT_A) =>
  call(path, {
    method: "POST",
    tenant,
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const check = async (code: unknown, tenant = TENANT_A) => {
  const response = await post("/coupon/universal/check", { code }, tenant);
  expect(response.status).toBe(200);
  return CouponCheck.parse(await json(response));
};

async function ok(response: Response): Promise<CartT> {
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return Cart.parse(body);
}

async function cartWith(tenant: string, ...adds: [variantId: number, quantity: number][]): Promise<CartT> {
  let cart = Cart.parse(await json(await call("/ecommerce/carts", { method: "POST", tenant })));
  for (const [variantId, quantity] of adds) {
    cart = await ok(await post(`/ecommerce/carts/${cart.id}/actions`, { intent: "add", variantId, quantity }, tenant));
  }
  return cart;
}

const act = (cart: CartT, action: unknown, tenant = TENANT_A) => post(`/ecommerce/carts/${cart.id}/actions`, action, tenant);
const apply = (cart: CartT, code: string, tenant = TENANT_A) => act(cart, { intent: "apply-coupon", code }, tenant);

/** A refused code: 422 invalid_coupon naming the reason, and the cart exactly as before. */
async function refusedCode(cart: CartT, code: string, reason: string, tenant = TENANT_A) {
  const response = await apply(cart, code, tenant);
  const body = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(body)).toBe(422);
  expect(body.error.code).toBe("invalid_coupon");
  expect(body.error.issues).toEqual([{ path: "code", message: reason }]);
  expect(Cart.parse(await json(await call(`/ecommerce/carts/${cart.id}`, { tenant })))).toEqual(cart);
}

describe("POST coupon/universal/check", () => {
  it("knows the shop's coupons and promo codes, in any case", async () => {
    expect(await check("WELKOM10")).toEqual({ valid: true, coupon: { cardCode: "WELKOM10", type: "PERCENTAGE", amount: 10 } });
    expect(await check("  welkom10 ")).toMatchObject({ valid: true, coupon: { cardCode: "WELKOM10" } });
    expect(await check("CADEAU15")).toEqual({ valid: true, coupon: { cardCode: "CADEAU15", type: "VALUE", amount: 1500 } });
    expect(await check("zomer20")).toEqual({ valid: true, promocode: { code: "ZOMER20", type: "PERCENTAGE", amount: 20 } });
    expect(await check("BAZAAR15", TENANT_B)).toEqual({ valid: true, promocode: { code: "BAZAAR15", type: "PERCENTAGE", amount: 15 } });
  });

  it("answers valid: false for unknown, expired, inactive, used-up and other shops' codes", async () => {
    for (const code of ["BESTAATNIET", "WINTER25", "PERSONEEL30", "BAZAAR15"]) expect(await check(code)).toEqual({ valid: false });
    for (const code of ["KERST20", "OPENING25", "ZOMER20"]) expect(await check(code, TENANT_B)).toEqual({ valid: false });
  });

  it("an empty, oversized or missing code, or a body that is not JSON, is a 400", async () => {
    for (const body of [{ code: "" }, { code: "   " }, { code: "X".repeat(65) }, {}, { code: 42 }, "code=WELKOM10", ""]) {
      const response = await post("/coupon/universal/check", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(ApiError.parse(await json(response)).error.code).toBe("bad_request");
    }
  });
});

describe("apply-coupon and remove-coupon", () => {
  it("WELKOM10 takes 10% off the lines incl. VAT", async () => {
    const cart = await cartWith(TENANT_A, [A.blouse, 1], [A.tshirt, 1]); // 79.90
    const applied = await ok(await apply(cart, "welkom10"));
    expect(applied.couponsCreated).toEqual([{ cardCode: "WELKOM10", type: "PERCENTAGE", amount: 10, branding: null }]);
    expect(applied.promocodes).toEqual([]);
    expect(applied.totals).toMatchObject({ subtotalInclVat: 7990, discount: 799, shipping: 0, totalInclVat: 7191 });
    expect(applied.version).toBe(cart.version + 1);
    const row = await env.DB.prepare("SELECT coupon_id, promo_code_id FROM carts WHERE id = ?1").bind(cart.id).first();
    expect(row).toEqual({ coupon_id: 11, promo_code_id: null });

    const removed = await ok(await act(cart, { intent: "remove-coupon" }));
    expect(removed.couponsCreated).toEqual([]);
    expect(removed.totals).toMatchObject({ discount: 0, totalInclVat: 7990 });
  });

  it("CADEAU15 (€15, minimum order €50) is refused below the minimum and applied from it", async () => {
    const small = await cartWith(TENANT_A, [A.tshirt, 2]); // 39.90
    await refusedCode(small, "CADEAU15", "below_minimum");
    const big = await ok(await act(small, { intent: "add", variantId: A.tshirt, quantity: 1 })); // 59.85
    const applied = await ok(await apply(big, "CADEAU15"));
    expect(applied.couponsCreated).toEqual([{ cardCode: "CADEAU15", type: "VALUE", amount: 1500, branding: null }]);
    // 59.85 − 15 = 44.85 is below the free-shipping threshold again: the shipping line follows the total after discount.
    expect(applied.totals).toMatchObject({ discount: 1500, shipping: 495, totalInclVat: 4980 });
    expect(applied.shipping).toMatchObject({ label: "from", amount: 495 });

    // Dropping below the minimum again: the code stays on the cart but takes nothing off until the total is back.
    const lineId = applied.transactionLines[0]!.id;
    const below = await ok(await act(small, { intent: "decrease", lineId }));
    expect(below.couponsCreated).toEqual([]);
    expect(below.totals.discount).toBe(0);
    const back = await ok(await act(small, { intent: "increase", lineId }));
    expect(back.totals.discount).toBe(1500);
  });

  it("expired, inactive and unknown codes and another shop's code are refused", async () => {
    const cart = await cartWith(TENANT_A, [A.blouse, 2]);
    await refusedCode(cart, "WINTER25", "expired");
    await refusedCode(cart, "PERSONEEL30", "inactive");
    await refusedCode(cart, "BESTAATNIET", "unknown");
    await refusedCode(cart, "BAZAAR15", "unknown");
    const theirs = await cartWith(TENANT_B, [B.tshirt, 3]);
    await refusedCode(theirs, "KERST20", "expired", TENANT_B);
    await refusedCode(theirs, "OPENING25", "inactive", TENANT_B);
    await refusedCode(theirs, "ZOMER20", "unknown", TENANT_B);
  });

  it("a coupon that is used up is refused", async () => {
    await env.DB.prepare("UPDATE coupons SET used_count = max_uses WHERE id = 12").run();
    try {
      await refusedCode(await cartWith(TENANT_A, [A.blouse, 1]), "CADEAU15", "used_up");
    } finally {
      await env.DB.prepare("UPDATE coupons SET used_count = 12 WHERE id = 12").run();
    }
  });

  it("promo code ZOMER20 takes 20% off everything; a new code replaces the one before", async () => {
    const cart = await cartWith(TENANT_A, [A.blouse, 1]);
    await ok(await apply(cart, "WELKOM10"));
    const promo = await ok(await apply(cart, "ZOMER20"));
    expect(promo.promocodes).toEqual([{ code: "ZOMER20", type: "PERCENTAGE", amount: 20, branding: null }]);
    expect(promo.couponsCreated).toEqual([]);
    // 59.95 − 11.99 = 47.96 is below €50, so PostNL's 4.95 is the cheapest shipping.
    expect(promo.totals).toMatchObject({ subtotalInclVat: 5995, discount: 1199, shipping: 495, totalInclVat: 5291 });
  });

  it("promo code BAZAAR15 (tenant B) takes 15% off its own products only", async () => {
    const cart = await cartWith(TENANT_B, [B.mug, 2], [B.tshirt, 1], [B.beans, 1]); // 29.90 + 34.95 + 12.95
    const applied = await ok(await apply(cart, "bazaar15", TENANT_B));
    expect(applied.promocodes).toEqual([{ code: "BAZAAR15", type: "PERCENTAGE", amount: 15, branding: null }]);
    // 15% of (29.90 + 12.95) = 6.4275 → 6.43; the T-shirt is not included.
    expect(applied.totals).toMatchObject({ subtotalInclVat: 7780, discount: 643 });
  });

  it("the discount's VAT is spread over the cart's rates in proportion to the lines excl. VAT", async () => {
    const cart = await cartWith(TENANT_B, [B.mug, 1], [200225, 1]); // 14.95 at 21% + 34.95 at 9%
    const applied = await ok(await apply(cart, "WELKOM10", TENANT_B));
    // Excl. VAT 12.36 (21%) and 32.06 (9%): the 4.99 off splits 1.39 (21%) / 3.60 (9%). VAT 21%:
    // (14.95 − 1.39) − (12.36 − 1.15) = 2.35; 9%: (34.95 − 3.60) − (32.06 − 3.30) = 2.59.
    expect(applied.totals).toMatchObject({ discount: 499, shipping: 0, vat: 494, totalInclVat: 4491 }); // B's pickup is free
    const undiscounted = await ok(await act(cart, { intent: "remove-coupon" }, TENANT_B));
    expect(applied.totals.vat).toBeLessThan(undiscounted.totals.vat);
  });
});

// Issue 19: a promo banner's "Voeg 'ZOMER20' toe" with an empty bag, and its remove button with another code in the cart.
describe("a code in an empty cart, and removing a code by name", () => {
  it("ZOMER20 applied to an empty cart waits there and takes 20% off the first product", async () => {
    const empty = await cartWith(TENANT_A);
    const waiting = await ok(await apply(empty, "zomer20"));
    expect(waiting.promocodes).toMatchObject([{ code: "ZOMER20", type: "PERCENTAGE", amount: 20 }]);
    expect(waiting.totals).toMatchObject({ subtotalInclVat: 0, discount: 0 });
    const filled = await ok(await act(empty, { intent: "add", variantId: A.blouse, quantity: 1 })); // 59.95
    expect(filled.promocodes).toMatchObject([{ code: "ZOMER20" }]);
    expect(filled.totals).toMatchObject({ subtotalInclVat: 5995, discount: 1199 });
  });

  it("remove-coupon naming a code removes that code only (in any case); another code stays, 422 not_applied", async () => {
    const cart = await ok(await apply(await cartWith(TENANT_A, [A.blouse, 1]), "WELKOM10"));
    const response = await act(cart, { intent: "remove-coupon", code: "ZOMER20" });
    const body = ApiError.parse(await json(response));
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(body.error).toMatchObject({ code: "invalid_coupon", issues: [{ path: "code", message: "not_applied" }] });
    expect(Cart.parse(await json(await call(`/ecommerce/carts/${cart.id}`, { tenant: TENANT_A })))).toEqual(cart);

    const removed = await ok(await act(cart, { intent: "remove-coupon", code: "welkom10" }));
    expect(removed.couponsCreated).toEqual([]);
    expect(removed.totals.discount).toBe(0);
    // Nothing left to remove: the named code is not there.
    expect((await act(cart, { intent: "remove-coupon", code: "WELKOM10" })).status).toBe(422);
  });

  it("the promo code ZOMER20 is removed by its own name, not by a coupon's", async () => {
    const cart = await ok(await apply(await cartWith(TENANT_A, [A.blouse, 1]), "ZOMER20"));
    expect((await act(cart, { intent: "remove-coupon", code: "WELKOM10" })).status).toBe(422);
    const removed = await ok(await act(cart, { intent: "remove-coupon", code: "ZOMER20" }));
    expect(removed.promocodes).toEqual([]);
  });
});
