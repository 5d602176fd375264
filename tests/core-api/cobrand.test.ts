import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Cart, Customer } from "../../commerce/contract";
import { ANNA, callAs, FATIMA, PIETER } from "./auth-support";
import { call, json, TENANT_A } from "./support";

// Co-brand logos (issue 12, chrome spec §3; migration 0010): the cart's code carries its influencer's
// branding, the customer their header logo. A logo url must be https or a path of the shop: anything
// else answers no url — never a failed answer.
const BLOUSE = 100001;

const post = (path: string, body: unknown) =>
  call(path, { method: "POST", tenant: TENANT_A, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function cartWithCode(code: string) {
  const cart = Cart.parse(await json(await call("/ecommerce/carts", { method: "POST", tenant: TENANT_A })));
  await post(`/ecommerce/carts/${cart.id}/actions`, { intent: "add", variantId: BLOUSE, quantity: 1 });
  const response = await post(`/ecommerce/carts/${cart.id}/actions`, { intent: "apply-coupon", code });
  const body = await json(response);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { id: cart.id, answer: body as Record<string, unknown>, cart: Cart.parse(body) };
}

/** A coupon of tenant A with an influencer whose logo url is `logoUrl`. */
async function influencerCoupon(code: string, logoUrl: string | null, enabled = 1) {
  await env.DB.prepare(
    `INSERT INTO coupons (tenant_id, code, type, amount, is_active, influencer_enabled, influencer_logo_url, influencer_display_name)
     VALUES (?1, ?2, 'PERCENTAGE', 5, 1, ?3, ?4, 'Test Influencer')`,
  )
    .bind(TENANT_A, code, enabled, logoUrl)
    .run();
}

describe("a code's influencer (branding.influencer)", () => {
  it("comes with the demo influencer coupon SANNE15 in the cart, and goes when the code is removed", async () => {
    const { id, cart } = await cartWithCode("sanne15");
    expect(cart.couponsCreated).toEqual([
      {
        cardCode: "SANNE15",
        type: "PERCENTAGE",
        amount: 15,
        branding: { influencer: { enabled: true, logoUrl: "/media/noordzee/logo/influencer.svg", displayName: "Sanne aan Zee" } },
      },
    ]);
    const removed = Cart.parse(await json(await post(`/ecommerce/carts/${id}/actions`, { intent: "remove-coupon" })));
    expect(removed.couponsCreated).toEqual([]);
  });

  it("is null for a code without an influencer (the promo code ZOMER20)", async () => {
    const { answer } = await cartWithCode("ZOMER20");
    expect((answer.promocodes as unknown[])[0]).toMatchObject({ code: "ZOMER20", branding: null });
  });

  it.each([
    ["http (mixed content)", "http://cdn.example.com/logo.svg"],
    ["javascript:", "javascript:alert(1)"],
    ["protocol-relative", "//evil.example/logo.svg"],
    ["a backslash path", "/\\evil.example/logo.svg"],
    ["data:", "data:image/svg+xml,<svg/>"],
  ])("answers no url for a stored %s logo url, and the cart still answers", async (_, url) => {
    const code = `BAD${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    await influencerCoupon(code, url);
    const { answer } = await cartWithCode(code);
    // The core API's own answer already leaves the url out: nothing unsafe crosses the boundary.
    expect((answer.couponsCreated as { branding: unknown }[])[0]?.branding).toEqual({
      influencer: { enabled: true, logoUrl: null, displayName: "Test Influencer" },
    });
  });

  it("keeps an https url and a path of the shop", async () => {
    for (const url of ["https://cdn.example.com/logo.svg", "/media/x/logo.svg"]) {
      const code = `OK${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
      await influencerCoupon(code, url);
      const { cart } = await cartWithCode(code);
      expect(cart.couponsCreated[0]?.branding?.influencer?.logoUrl).toBe(url);
    }
  });
});

describe("the customer's header logo (headerCustomerLogo)", () => {
  it("is the demo business customer's company logo", async () => {
    const response = await callAs(PIETER, "/customers/me");
    expect(response.status).toBe(200);
    const me = Customer.parse(await json(response));
    expect(me.headerCustomerLogo).toEqual({ enabled: true, logoUrl: "/media/noordzee/logo/customer-1.svg", displayName: "Strandpaviljoen De Branding" });
  });

  it("answers no url for an unsafe stored url, null without a logo, and /customers/me still answers", async () => {
    await env.DB.prepare("UPDATE customers SET header_logo_url = 'javascript:alert(1)' WHERE id = ?1").bind(PIETER.id).run();
    try {
      const me = (await json(await callAs(PIETER, "/customers/me"))) as { headerCustomerLogo: unknown };
      expect(me.headerCustomerLogo).toEqual({ enabled: true, logoUrl: null, displayName: "Strandpaviljoen De Branding" });
      await env.DB.prepare("UPDATE customers SET header_logo_enabled = 0, header_logo_url = NULL, header_logo_display_name = NULL WHERE id = ?1")
        .bind(PIETER.id)
        .run();
      expect(((await json(await callAs(PIETER, "/customers/me"))) as { headerCustomerLogo: unknown }).headerCustomerLogo).toBeNull();
    } finally {
      await env.DB.prepare(
        "UPDATE customers SET header_logo_enabled = 1, header_logo_url = '/media/noordzee/logo/customer-1.svg', header_logo_display_name = 'Strandpaviljoen De Branding' WHERE id = ?1",
      )
        .bind(PIETER.id)
        .run();
    }
  });
});

describe("POST /operator/customer-logos (staff set a customer's header logo)", () => {
  const OPERATOR_KEY = "etalage-development-operator-key";
  const setLogo = (body: unknown, key: string | null = OPERATOR_KEY, tenant = TENANT_A) =>
    call("/operator/customer-logos", {
      method: "POST",
      tenant,
      headers: { "content-type": "application/json", ...(key ? { "x-operator-key": key } : {}) },
      body: JSON.stringify(body),
    });
  const logoOf = async (id: number) =>
    env.DB.prepare("SELECT header_logo_enabled AS enabled, header_logo_url AS url, header_logo_display_name AS name FROM customers WHERE id = ?1")
      .bind(id)
      .first();
  const none = { enabled: 0, url: null, name: null };

  it("stores the logo: /customers/me answers it from then on; switched off it is null", async () => {
    const logo = { enabled: true, logoUrl: "https://cdn.example.com/anna.svg", displayName: "  Anna's Atelier " };
    const response = await setLogo({ customerId: ANNA.id, ...logo });
    expect(response.status).toBe(200);
    const answered = { enabled: true, logoUrl: "https://cdn.example.com/anna.svg", displayName: "Anna's Atelier" };
    expect(await json(response)).toEqual({ customerId: ANNA.id, headerCustomerLogo: answered });
    expect(((await json(await callAs(ANNA, "/customers/me"))) as { headerCustomerLogo: unknown }).headerCustomerLogo).toEqual(answered);

    const off = await setLogo({ customerId: ANNA.id, enabled: false, logoUrl: null, displayName: null });
    expect(await json(off)).toEqual({ customerId: ANNA.id, headerCustomerLogo: null });
    expect(((await json(await callAs(ANNA, "/customers/me"))) as { headerCustomerLogo: unknown }).headerCustomerLogo).toBeNull();
    expect(await logoOf(ANNA.id)).toEqual(none);
  });

  it("needs the operator key: missing or wrong is a 401 and nothing is stored", async () => {
    for (const key of [null, "not-the-key"]) {
      const response = await setLogo({ customerId: ANNA.id, enabled: true, logoUrl: "/media/x.svg", displayName: null }, key);
      expect(response.status).toBe(401);
    }
    expect(await logoOf(ANNA.id)).toEqual(none);
  });

  it("another shop's customer (or none) is a 404, and nothing is stored", async () => {
    const response = await setLogo({ customerId: FATIMA.id, enabled: true, logoUrl: "/media/x.svg", displayName: "X" });
    expect(response.status).toBe(404);
    expect(await logoOf(FATIMA.id)).toEqual(none);
    expect((await setLogo({ customerId: 999_999, enabled: false, logoUrl: null, displayName: null })).status).toBe(404);
  });

  it.each([
    ["an http url (mixed content)", { enabled: true, logoUrl: "http://cdn.example.com/logo.svg", displayName: null }, "logoUrl"],
    ["a javascript: url", { enabled: true, logoUrl: "javascript:alert(1)", displayName: null }, "logoUrl"],
    ["a protocol-relative url", { enabled: true, logoUrl: "//evil.example/logo.svg", displayName: null }, "logoUrl"],
    ["a logo that is on without a url", { enabled: true, logoUrl: null, displayName: "Naam" }, "logoUrl"],
    ["a name of over 120 characters", { enabled: true, logoUrl: "/media/x.svg", displayName: "x".repeat(121) }, "displayName"],
    ["no customer id", { enabled: false, logoUrl: null, displayName: null }, "customerId"],
  ])("refuses %s with a 400 naming the field, and stores nothing", async (_, body, field) => {
    const response = await setLogo({ customerId: ANNA.id, ...body, ...(field === "customerId" ? { customerId: "1101" } : {}) });
    expect(response.status).toBe(400);
    const answer = (await json(response)) as { error: { issues?: { path: string }[] } };
    expect(answer.error.issues?.map((issue) => issue.path)).toContain(field);
    expect(await logoOf(ANNA.id)).toEqual(none);
  });
});
