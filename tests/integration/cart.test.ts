import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HOST_A, HOST_B, location, shopper, sizeOfOneColourProduct, TENANT_A, TENANT_B, singleFetch, visit } from "./support";

type Variant = { id: number; name: string; stock: number };

/** A fetcher's answer (its single-fetch body, decoded). */
async function fetcherAnswer(response: Response): Promise<Record<string, unknown>> {
  return ((await singleFetch(response)) as { data: Record<string, unknown> }).data;
}

async function variantInStock(tenant = TENANT_A, minStock = 5): Promise<Variant> {
  return (await env.CORE_API_DB.prepare(
    `SELECT v.id, json_extract(p.name, '$.nl') AS name, v.stock FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.tenant_id = ?1 AND v.stock >= ?2 AND p.is_active = 1 AND v.price_cents IS NULL ORDER BY v.id LIMIT 1`,
  )
    .bind(tenant, minStock)
    .first<Variant>())!;
}

describe("the cart form without JavaScript", () => {
  it("add answers 303 back to the page, with the outcome in a flash and the cart in the session", async () => {
    const variant = await variantInStock();
    const me = shopper();
    const response = await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "2" });
    expect(response.status).toBe(303);
    expect(location(response)).toBe("/nl/products");
    const next = await (await me.page("/nl/products")).text();
    expect(next).toContain(`${variant.name} is toegevoegd aan je winkelmand.`);
    const bag = await (await me.page("/nl/shopping-bag")).text();
    expect(bag).toContain(variant.name);
    expect(bag).toMatch(/Winkelmand, 2 artikelen/);
  });

  it("goes back to a same-origin redirectTo, and never to another site", async () => {
    const variant = await variantInStock();
    const me = shopper();
    const own = await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1", redirectTo: "/nl/wishlist" });
    expect(location(own)).toBe("/nl/wishlist");
    const evil = await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1", redirectTo: "https://evil.test/x" });
    expect(location(evil)).toBe("/nl/products");
  });

  it("bad input comes back with a translated error and changes nothing", async () => {
    const variant = await variantInStock();
    const me = shopper();
    await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    for (const form of <Record<string, string>[]>[
      { intent: "add", variantId: String(variant.id), quantity: "abc" },
      { intent: "add", variantId: String(variant.id), quantity: "-1" },
      { intent: "add", variantId: String(variant.id), quantity: "0" },
      { intent: "add", variantId: String(variant.id), quantity: "100000" },
      { intent: "add", quantity: "1" },
      { intent: "teleport" },
      { intent: "remove", lineId: "999999999" },
    ]) {
      const response = await me.post("/nl/cart", form);
      expect(response.status).toBe(303);
      const html = await (await me.page("/nl/products")).text();
      expect(html).toMatch(/role="alert"/);
    }
    expect(await (await me.page("/nl/shopping-bag")).text()).toMatch(/Winkelmand, 1 artikel"/);
  });

  it("another shop's variant is not found and nothing is added", async () => {
    const foreign = await variantInStock(TENANT_B);
    const me = shopper();
    await me.post("/nl/cart", { intent: "add", variantId: String(foreign.id), quantity: "1" });
    const html = await (await me.page("/nl/products")).text();
    expect(html).toMatch(/role="alert"/);
    expect(await (await me.page("/nl/shopping-bag")).text()).toContain("Je winkelmand is leeg.");
  });

  it("a cart is refused when its form comes from another site", async () => {
    const variant = await variantInStock();
    const response = await visit("/nl/cart", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.test" },
      body: `intent=add&variantId=${variant.id}&quantity=1`,
    });
    expect(response.status).toBe(403);
  });

  it("GET /nl/cart changes nothing and leads to the shopping bag", async () => {
    expect(location(await visit("/nl/cart?intent=clear"))).toBe("/nl/shopping-bag");
  });
});

describe("the cart form with JavaScript (fetcher requests)", () => {
  it("answers data, and 400 for bad input", async () => {
    const variant = await variantInStock();
    const me = shopper();
    const ok = await me.fetch("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("cart.added");
    const bad = await me.fetch("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "nul" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("cart.errors.invalid");
  });

  it("answers the one form answer (ADR 0020): form cart, the message, and the new cart or null", async () => {
    const variant = await variantInStock();
    const me = shopper();
    const added = await fetcherAnswer(await me.fetch("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" }));
    expect(added).toMatchObject({ ok: true, form: "cart", message: { kind: "success", key: "cart.added", values: { name: variant.name } } });
    expect((added.cart as { transactionLines: { productVariantId: number }[] }).transactionLines.map((l) => l.productVariantId)).toEqual([variant.id]);
    const refused = await fetcherAnswer(await me.fetch("/nl/cart", { intent: "remove", lineId: "nul" }));
    expect(refused).toEqual({ ok: false, form: "cart", cart: null, message: { kind: "error", key: "cart.errors.invalid" } });
  });

  it("the wishlist heart answers the one form answer too: form wishlist and the products on the list", async () => {
    const product = (await env.CORE_API_DB.prepare("SELECT id FROM products WHERE tenant_id = ?1 AND is_active = 1 ORDER BY id LIMIT 1")
      .bind(TENANT_A)
      .first<{ id: number }>())!;
    const me = shopper();
    const added = await fetcherAnswer(await me.fetch("/nl/wishlist", { intent: "add", productId: String(product.id) }));
    expect(added).toEqual({ ok: true, form: "wishlist", productIds: [product.id], message: { kind: "success", key: "wishlist.added" } });
    const bad = await me.fetch("/nl/wishlist", { intent: "keep", productId: String(product.id) });
    expect(bad.status).toBe(400);
    expect(await fetcherAnswer(bad)).toEqual({ ok: false, form: "wishlist", productIds: null, message: { kind: "error", key: "wishlist.errors.invalid" } });
  });

  it("refuses more than the stock with 409 and the number left", async () => {
    const variant = await variantInStock(TENANT_A, 1);
    const me = shopper();
    const response = await me.fetch("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: String(variant.stock + 1) });
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(/cart\.errors\.(insufficientStock|soldOut)/);
  });

  it("20 simultaneous adds to one cart end with exactly 20", async () => {
    const variant = await variantInStock(TENANT_A, 20);
    const me = shopper();
    await me.fetch("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    const cookie = me.cookie;
    await Promise.all(
      Array.from({ length: 19 }, () =>
        visit("/nl/cart.data", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${HOST_A}`, cookie },
          body: `intent=add&variantId=${variant.id}&quantity=1`,
        }),
      ),
    );
    expect(await (await me.page("/nl/shopping-bag")).text()).toMatch(/Winkelmand, 20 artikelen/);
  });

  it("an invalid coupon is refused with miniCart.couponInvalid", async () => {
    const variant = await variantInStock();
    const me = shopper();
    await me.fetch("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    const response = await me.fetch("/nl/cart", { intent: "apply-coupon", code: "BESTAATNIET" });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("miniCart.couponInvalid");
  });
});

describe("shops keep their carts apart", () => {
  it("a cart cookie of one shop shows nothing at another", async () => {
    const variant = await variantInStock();
    const me = shopper(HOST_A);
    await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    const atB = await visit("/nl/shopping-bag", { host: HOST_B, headers: { cookie: me.cookie } });
    expect(await atB.text()).toContain("Je winkelmand is leeg.");
  });
});

describe("price validation when the bag opens", () => {
  it("shows 'Prijzen bijgewerkt' with what changed, at most once per 60 s", async () => {
    const variant = await variantInStock();
    const me = shopper();
    await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    // (The text itself is in the page's dictionary; the notice is a rendered paragraph.)
    const notice = /<p class="[^"]*">Prijzen bijgewerkt<\/p>/;
    const first = await (await me.page("/nl/shopping-bag")).text();
    expect(first).not.toMatch(notice);
    await env.CORE_API_DB.prepare(
      "UPDATE products SET price_cents = price_cents - 500, discount_price_cents = NULL WHERE id = (SELECT product_id FROM product_variants WHERE id = ?1)",
    )
      .bind(variant.id)
      .run();
    // Checked less than a minute ago: no new check yet, but the cart already shows the new price.
    expect(await (await me.page("/nl/shopping-bag")).text()).not.toMatch(notice);
  });

  it("reports a change since the line was added", async () => {
    const variant = await variantInStock(TENANT_A, 3);
    const me = shopper();
    await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1" });
    await env.CORE_API_DB.prepare(
      "UPDATE products SET price_cents = price_cents + 1000, discount_price_cents = NULL WHERE id = (SELECT product_id FROM product_variants WHERE id = ?1)",
    )
      .bind(variant.id)
      .run();
    const html = await (await me.page("/nl/shopping-bag")).text();
    expect(html).toMatch(/<p class="[^"]*">Prijzen bijgewerkt<\/p>/);
    expect(html).toContain(`${variant.name}: van €`);
  });
});

describe("stock that ran out elsewhere", () => {
  it("an add refused for stock on a product page makes that page show the size as sold out", async () => {
    const variant = await sizeOfOneColourProduct("first");
    const page = `/nl/products/${variant.slug}`;
    expect(await (await visit(page)).text()).not.toContain(`${variant.size} (uitverkocht)`);
    // Sold out by another sales channel: the cached page does not know yet.
    await env.CORE_API_DB.prepare("UPDATE product_variants SET stock = 0 WHERE id = ?1").bind(variant.id).run();
    expect(await (await visit(page)).text()).not.toContain(`${variant.size} (uitverkocht)`);
    const me = shopper();
    const refused = await me.post("/nl/cart", { intent: "add", variantId: String(variant.id), quantity: "1", redirectTo: page });
    expect(refused.status).toBe(303);
    expect(await (await me.page(page)).text()).toContain(`${variant.size} (uitverkocht)`);
  });
});
