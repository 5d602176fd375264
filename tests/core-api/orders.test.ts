import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ApiError, Cart, OpenOrder, Order, PriceChanged } from "../../commerce/contract";
import { ANNA, body, DEMO_A, newCustomer, PIETER, tokenOf } from "./auth-support";
import { api, newKey, ordersOfCart, place, placeCall, readyCart, refusal, RETURN_URL, SEED, stockOf, testPaymentId } from "./checkout-support";
import { json, TENANT_B } from "./support";

/** A variant of its own per test (the file shares one database): a T-shirt size with a known stock. */
async function freshVariant(stock: number): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO product_variants (tenant_id, product_id, sku, size, stock)
     SELECT tenant_id, product_id, 'T-' || hex(randomblob(6)), 'XXL', ?2 FROM product_variants WHERE id = ?1 RETURNING id`,
  )
    .bind(SEED.a.tshirtBlackXL, stock)
    .first<{ id: number }>();
  return row!.id;
}

const orderCall = (id: string, headers: Record<string, string> = {}, who: Parameters<typeof api>[1] = {}) =>
  api(`/ecommerce/orders/${id}`, { headers, ...who });

describe("the staff member of a shadow session", () => {
  it("the order keeps the staff id; the customer reads the name from the shadow session it was placed in", async () => {
    // The shadow session starts as staff start it: a link from the operator call, then its use.
    const link = await api("/operator/shadow-links", {
      method: "POST",
      headers: { "x-operator-key": "etalage-development-operator-key", "content-type": "application/json" },
      body: JSON.stringify({ staffId: "s-8", staffName: "Sanne Service", customerId: DEMO_A.id }),
    });
    const { token } = (await link.json()) as { token: string };
    const started = await api("/auth/shadow-links/consume", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(started.status).toBe(201);
    const headers = { authorization: `Bearer ${tokenOf(DEMO_A, { impersonatedBy: "s-8", shadow: true })}`, "content-type": "application/json" };
    const cartId = await readyCart([[SEED.a.tshirtBlackXL, 1]], { account: DEMO_A });
    const response = await api(`/ecommerce/carts/${cartId}/orders`, {
      method: "POST",
      headers,
      body: JSON.stringify({ idempotencyKey: newKey(), acceptTerms: true, returnUrl: RETURN_URL }),
    });
    const placed = (await response.json()) as { order: { id: string } };
    expect(Order.parse(await json(await orderCall(placed.order.id, {}, { account: DEMO_A }))).placedByStaff).toBe("Sanne Service");
    const stored = await env.DB.prepare("SELECT placed_by_staff FROM orders WHERE public_id = ?1").bind(placed.order.id).first<{ placed_by_staff: string }>();
    expect(stored?.placed_by_staff).toBe("s-8");
  });
});

describe("placing the order", () => {
  it("the cart becomes the order: lines, totals, stock, status ORDERED, an access token and a checkout url", async () => {
    const variant = await freshVariant(5);
    const cartId = await readyCart(
      [
        [variant, 2],
        [SEED.a.blouseEcruXS, 1],
      ],
      {},
      { shippingMethodId: SEED.a.dhl },
    );
    const blouseStock = await stockOf(SEED.a.blouseEcruXS);
    const { status, placed } = await place(cartId);
    expect(status).toBe(201);
    expect(placed.order).toMatchObject({ status: "PENDING", paymentStatus: "open", totalInclVat: 2 * 1995 + 5995 + 695 });
    expect(placed.order.number).toMatch(/^NZ-\d{4}-\d{5}$/);
    expect(placed.checkoutUrl).toMatch(/^https:\/\/noordzee\.example\/payments\/test\/tst_[0-9a-f]+$/);
    expect(await stockOf(variant)).toBe(3);
    expect(await stockOf(SEED.a.blouseEcruXS)).toBe(blouseStock - 1);
    const cart = await env.DB.prepare("SELECT status FROM carts WHERE id = ?1").bind(cartId).first<{ status: string }>();
    expect(cart?.status).toBe("ORDERED");

    const detail = Order.parse(await json(await orderCall(placed.order.id, { "x-order-token": placed.accessToken })));
    expect(detail.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([
      [2, 1995],
      [1, 5995],
    ]);
    expect(detail.lines[0]?.name).toContain("T-shirt");
    expect(detail.totals).toMatchObject({ subtotal: 9985, shipping: 695, total: 10680 });
    expect(detail.shippingAddress).toMatchObject({ postcode: "2584 BL", city: "Den Haag", country: "NL" });
    expect(detail.paymentMethod).toBe("ideal");
    expect(detail.placedByStaff).toBeNull();
    // The token is stored hashed only.
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM order_access_tokens WHERE token_hash = ?1").bind(placed.accessToken).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("copies bundle lines with their bundle group key", async () => {
    const cartId = await readyCart([]);
    const bundle = await api(`/ecommerce/carts/${cartId}/actions`, {
      method: "POST",
      body: JSON.stringify({ intent: "bundle-add", bundleId: 303, variantIds: [100222, 100335] }),
      headers: { "content-type": "application/json" },
    });
    expect(bundle.status).toBe(200);
    const { placed } = await place(cartId);
    const detail = Order.parse(await json(await orderCall(placed.order.id, { "x-order-token": placed.accessToken })));
    expect(detail.lines).toHaveLength(2);
    expect(detail.lines[0]?.bundleGroupKey).toMatch(/^b303-/);
    expect(detail.lines[1]?.bundleGroupKey).toBe(detail.lines[0]?.bundleGroupKey);
  });

  it("a fixed-price bundle with a coupon: the order shows the rows the cart showed, and they add up", async () => {
    const cartId = await readyCart([]);
    const action = (payload: Record<string, unknown>) =>
      api(`/ecommerce/carts/${cartId}/actions`, { method: "POST", body: JSON.stringify(payload), headers: { "content-type": "application/json" } });
    expect((await action({ intent: "bundle-add", bundleId: 302, variantIds: [100195, 100250, 100341] })).status).toBe(200);
    const cart = Cart.parse(await json(await action({ intent: "apply-coupon", code: "WELKOM10" })));
    // 229.95 for the set (259.85 separately): the subtotal holds the set price once; the saving is a note.
    expect(cart.summary.rows.map((row) => [row.kind, row.cents])).toEqual([
      ["subtotal", 22995],
      ["discount", 2300],
      ["shipping", 0],
      ["total", 20695],
    ]);
    expect(cart.summary.bundleSavingsCents).toBe(2990);
    const { placed } = await place(cartId);
    const order = Order.parse(await json(await orderCall(placed.order.id, { "x-order-token": placed.accessToken })));
    expect(order.summary).toEqual({ basis: "inc", rows: cart.summary.rows, bundleSavingsCents: 2990, vatCents: cart.totals.vat });
    expect(order.totals).toMatchObject({ subtotal: 22995, discount: 2300, shipping: 0, total: 20695 });
    expect(order.lines.reduce((sum, l) => sum + l.shown.totalCents, 0)).toBe(22995);
  });

  it("is idempotent: the same key twice, or the same cart with another key, answers the one order", async () => {
    const variant = await freshVariant(5);
    const cartId = await readyCart([[variant, 1]]);
    const key = newKey();
    const first = await place(cartId, {}, key);
    const again = await place(cartId, {}, key);
    const otherKey = await place(cartId, {}, newKey());
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.placed.order.id).toBe(first.placed.order.id);
    expect(otherKey.placed.order.id).toBe(first.placed.order.id);
    expect(again.placed.checkoutUrl).toBe(first.placed.checkoutUrl);
    expect(await ordersOfCart(cartId)).toBe(1);
    expect(await stockOf(variant)).toBe(4);
    // Every answer's token opens the order (a replay's caller may have lost the first answer).
    for (const token of [first.placed.accessToken, again.placed.accessToken]) {
      expect((await orderCall(first.placed.order.id, { "x-order-token": token })).status).toBe(200);
    }
    // The key belongs to that cart: another cart with it is refused.
    const other = await readyCart([[variant, 1]]);
    await refusal(await placeCall(other, {}, key), 409, "conflict");
    expect(await ordersOfCart(other)).toBe(0);
  });

  it("10 concurrent placements give exactly one order and reduce the stock once", async () => {
    const variant = await freshVariant(6);
    const cartId = await readyCart([[variant, 2]]);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => placeCall(cartId, {}, i % 2 === 0 ? "same-key-0123456789" : newKey())));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ order: { id: string } }>));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.order.id)).size).toBe(1);
    expect(await ordersOfCart(cartId)).toBe(1);
    expect(await stockOf(variant)).toBe(4);
  });

  it("5 concurrent placements of one cart start one payment: one order, one payment row, the same checkout url", async () => {
    const variant = await freshVariant(3);
    const cartId = await readyCart([[variant, 1]]);
    const responses = await Promise.all(Array.from({ length: 5 }, () => placeCall(cartId)));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ order: { id: string }; checkoutUrl: string | null }>));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(bodies.map((b) => b.order.id)).size).toBe(1);
    expect(await ordersOfCart(cartId)).toBe(1);
    const payments = await env.DB.prepare(
      "SELECT p.provider_payment_id, p.checkout_url FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.cart_id = ?1",
    )
      .bind(cartId)
      .all<{ provider_payment_id: string; checkout_url: string }>();
    expect(payments.results).toHaveLength(1);
    const urls = new Set(bodies.map((b) => b.checkoutUrl));
    expect([...urls]).toEqual([payments.results[0]!.checkout_url]);
    expect(testPaymentId(payments.results[0]!.checkout_url)).toBe(payments.results[0]!.provider_payment_id);
    const order = await env.DB.prepare("SELECT payment_status FROM orders WHERE cart_id = ?1").bind(cartId).first<{ payment_status: string }>();
    expect(order?.payment_status).toBe("open");
  });

  it("a price change stops the shopper with the changes (409) and places nothing", async () => {
    const variant = await freshVariant(5);
    const cartId = await readyCart([[variant, 1]]);
    await env.DB.prepare("UPDATE product_variants SET price_cents = 2195 WHERE id = ?1").bind(variant).run();
    const response = await placeCall(cartId);
    const body = ApiError.parse(await json(response));
    expect(response.status).toBe(409);
    expect(body.error.code).toBe("conflict");
    expect(PriceChanged.parse(body.error.details)).toEqual({ valid: false, changes: [{ variantId: variant, newPrice: 2195 }] });
    expect(await ordersOfCart(cartId)).toBe(0);
    expect(await stockOf(variant)).toBe(5);
    // Acknowledged (price validation), the order goes through at the new price.
    await api(`/ecommerce/carts/${cartId}/price-validation`, {
      method: "POST",
      body: JSON.stringify({ lines: [{ variantId: variant, unitPrice: 1995, qty: 1 }], acknowledge: true }),
      headers: { "content-type": "application/json" },
    });
    const { placed } = await place(cartId);
    expect(placed.order.totalInclVat).toBe(2195 + 495);
  });

  it("insufficient stock → 409 and nothing placed", async () => {
    const variant = await freshVariant(3);
    const cartId = await readyCart([[variant, 3]]);
    await env.DB.prepare("UPDATE product_variants SET stock = 2 WHERE id = ?1").bind(variant).run();
    const error = await refusal(await placeCall(cartId), 409, "insufficient_stock");
    expect(error.issues).toContainEqual({ path: "variantId", message: String(variant) });
    expect(await ordersOfCart(cartId)).toBe(0);
    expect(await stockOf(variant)).toBe(2);
  });

  it("an invoice customer's order: payment_status invoice, an invoice row, no checkout url", async () => {
    const who = { account: PIETER };
    const cartId = await readyCart([[SEED.a.tshirtBlackXL, 2]], who, { invoice: true });
    const { placed } = await place(cartId, who);
    expect(placed.checkoutUrl).toBeNull();
    expect(placed.order.paymentStatus).toBe("invoice");
    const detail = Order.parse(await json(await orderCall(placed.order.id, {}, who)));
    expect(detail.invoiceId).not.toBeNull();
    expect(detail.paymentMethod).toBe("invoice");
    expect(detail.paymentMethodName).toBe("Op factuur");
    // The business customer read the cart excl. VAT: the order keeps that basis, shipping excl. VAT too.
    expect(detail.summary.basis).toBe("ex");
    expect(detail.summary.rows.map((row) => [row.kind, row.cents])).toEqual([
      ["subtotal", 3298], // 2 × 19.95 = 39.90 incl. → 32.98 excl.
      ["shipping", 409], // 4.95 incl. → 4.09 excl.
      ["totalExclVat", 3707],
      ["vat", 778],
      ["total", 4485],
    ]);
    const invoice = await env.DB.prepare("SELECT number, status, customer_id FROM invoices WHERE id = ?1").bind(detail.invoiceId).first<{
      number: string;
      status: string;
      customer_id: number;
    }>();
    expect(invoice).toMatchObject({ number: placed.order.number.replace(/^NZ-/, "NZF-"), status: "open", customer_id: PIETER.id });
    const payments = await env.DB.prepare("SELECT COUNT(*) AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.public_id = ?1")
      .bind(placed.order.id)
      .first<{ n: number }>();
    expect(payments?.n).toBe(0);
  });

  it("an order placed in a shadow session records the staff member", async () => {
    const headers = { authorization: `Bearer ${tokenOf(DEMO_A, { impersonatedBy: "s-7", shadow: true })}` };
    const cartId = await readyCart([[SEED.a.tshirtBlackXL, 1]], { account: DEMO_A });
    const response = await api(`/ecommerce/carts/${cartId}/orders`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ idempotencyKey: newKey(), acceptTerms: true, returnUrl: RETURN_URL }),
    });
    expect(response.status).toBe(201);
    const placed = (await response.json()) as { order: { id: string } };
    const detail = Order.parse(await json(await orderCall(placed.order.id, {}, { account: DEMO_A })));
    expect(detail.placedByStaff).toBe("s-7");
    const stored = await env.DB.prepare("SELECT placed_by_staff FROM orders WHERE public_id = ?1").bind(placed.order.id).first<{ placed_by_staff: string }>();
    expect(stored?.placed_by_staff).toBe("s-7");
    const own = await place(await readyCart([[SEED.a.tshirtBlackXL, 1]], { account: DEMO_A }), { account: DEMO_A });
    expect(Order.parse(await json(await orderCall(own.placed.order.id, {}, { account: DEMO_A }))).placedByStaff).toBeNull();
  });
});

describe("an order is for its owner only", () => {
  it("the access token works, a wrong or missing one does not; another shop gets 404", async () => {
    const { placed } = await place(await readyCart([[SEED.a.tshirtBlackXL, 1]]));
    expect((await orderCall(placed.order.id, { "x-order-token": placed.accessToken })).status).toBe(200);
    await refusal(await orderCall(placed.order.id), 404, "not_found");
    await refusal(await orderCall(placed.order.id, { "x-order-token": "0".repeat(placed.accessToken.length) }), 404, "not_found");
    const other = await place(await readyCart([[SEED.a.tshirtBlackXL, 1]]));
    await refusal(await orderCall(placed.order.id, { "x-order-token": other.placed.accessToken }), 404, "not_found");
    await refusal(await orderCall(placed.order.id, { "x-order-token": placed.accessToken }, { tenant: TENANT_B }), 404, "not_found");
    await refusal(await orderCall(placed.order.id, {}, { account: ANNA }), 404, "not_found");
    await refusal(await api(`/ecommerce/orders/${placed.order.id}/payment`, { headers: { "x-order-token": "wrong" } }), 404, "not_found");
  });

  it("a customer's order is theirs (Bearer); another customer gets 404", async () => {
    const who = { account: ANNA };
    const { placed } = await place(await readyCart([[SEED.a.tshirtBlackXL, 1]], who), who);
    expect((await orderCall(placed.order.id, {}, who)).status).toBe(200);
    await refusal(await orderCall(placed.order.id, {}, { account: DEMO_A }), 404, "not_found");
    await refusal(await orderCall(placed.order.id, {}, { account: PIETER }), 404, "not_found");
    // A seeded order of Anna's is hers too, and nobody else's.
    expect((await orderCall("2bc3aa5c-501b-43d8-95ae-7287a917ba27", {}, who)).status).toBe(200);
    await refusal(await orderCall("2bc3aa5c-501b-43d8-95ae-7287a917ba27"), 404, "not_found");
  });
});

describe("the open order", () => {
  it("is the customer's newest unpaid order; 404 when there is none", async () => {
    const customer = await newCustomer();
    const who = { account: customer };
    await refusal(await api("/customers/me/open-order", who), 404, "not_found");
    const { placed } = await place(await readyCart([[SEED.a.tshirtBlackXL, 1]], who), who);
    const open = OpenOrder.parse(await json(await api("/customers/me/open-order", who)));
    expect(open).toMatchObject({ id: placed.order.id, number: placed.order.number, totalInclVat: placed.order.totalInclVat });
    await refusal(await api("/customers/me/open-order"), 401, "unauthorized");
    await env.DB.prepare("UPDATE orders SET payment_status = 'paid', status = 'PAID' WHERE public_id = ?1").bind(placed.order.id).run();
    await refusal(await api("/customers/me/open-order", who), 404, "not_found");
  });
});

describe("at most once, however many at the same time (issue 19)", () => {
  it("a coupon with one use left is redeemed once by 20 simultaneous orders: one order gets the discount, the count stops at its limit", async () => {
    const code = `EENMAAL${Math.floor(Math.random() * 1e9)}`;
    await env.DB.prepare(
      `INSERT INTO coupons (tenant_id, code, type, amount, min_order_total_cents, max_uses, used_count, is_active)
       VALUES ('7b1e2c4a-0000-4000-8000-00000000000a', ?1, 'PERCENTAGE', 50, 0, 1, 0, 1)`,
    )
      .bind(code)
      .run();
    const variant = await freshVariant(100);
    const carts = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const cartId = await readyCart([[variant, 1]]);
        const applied = await api(`/ecommerce/carts/${cartId}/actions`, { method: "POST", body: body({ intent: "apply-coupon", code }) });
        expect(applied.status).toBe(200);
        return cartId;
      }),
    );
    const responses = await Promise.all(carts.map((cartId) => placeCall(cartId)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const coupon = await env.DB.prepare("SELECT used_count FROM coupons WHERE code = ?1").bind(code).first<{ used_count: number }>();
    expect(coupon!.used_count).toBe(1);
    const { results } = await env.DB.prepare(`SELECT discount_cents FROM orders WHERE cart_id IN (SELECT value FROM json_each(?1)) AND discount_cents > 0`)
      .bind(JSON.stringify(carts))
      .all();
    expect(results).toHaveLength(1);
  }, 60_000);

  it("20 simultaneous placements of one cart give one order and one confirmation mail", async () => {
    const cartId = await readyCart([[await freshVariant(5), 1]]);
    const responses = await Promise.all(Array.from({ length: 20 }, () => placeCall(cartId)));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ order: { id: string; number: string } }>));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.order.id)).size).toBe(1);
    expect(await ordersOfCart(cartId)).toBe(1);
    const mails = await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE subject LIKE ?1")
      .bind(`%${bodies[0]!.order.number}%`)
      .first<{ n: number }>();
    expect(mails!.n).toBe(1);
  }, 60_000);
});
