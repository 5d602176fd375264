// Payments per shop (issue 20, ADR 0046): each shop reaches Mollie with its own API key, stored encrypted
// by an operator; Mollie's webhook names its shop and touches only that shop's payments; a shop without a
// key (or production without CORE_API_PUBLIC_URL) says so in the checkout and places no order.
// Mollie is the fake of scripts/fake-mollie/ over the local network (tests/support/fake-mollie.global.ts):
// Mollie's own paths, Bearer keys, HAL JSON, and one account per key.
import { env, exports } from "cloudflare:workers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, CheckoutState, PaymentSetup, PlacedOrder } from "../../commerce/contract";
import { paymentCredentialsSecret } from "../../workers/core-api/auth/secrets";
import development from "../../development.vars.json";
import { mollieKeyOf } from "../../workers/core-api/payments/credentials";
import { paymentReadiness } from "../../workers/core-api/payments/select";
import { FAKE_MOLLIE_KEYS, fakeMollieUrl, resetFakeMollie, seenAtMollie, setMollieStatus } from "../support/fake-mollie";
import { checkoutOf, newCartWith, placeCall, putStep, readyCart, SEED } from "./checkout-support";
import { call, json, TENANT_A, TENANT_B } from "./support";

const PUBLIC_URL = "https://core-api.etalage.example";
const SHOPS = {
  a: { tenant: TENANT_A, key: FAKE_MOLLIE_KEYS.a, line: [SEED.a.tshirtBlackXL, 1] as [number, number], shipping: SEED.a.postnl },
  b: { tenant: TENANT_B, key: FAKE_MOLLIE_KEYS.b, line: [SEED.b.tshirtBlackXS, 1] as [number, number], shipping: SEED.b.postnl },
};
type Shop = (typeof SHOPS)[keyof typeof SHOPS];

const DEV_OPERATOR_KEY = development.coreApi.OPERATOR_KEY;
const operator = (tenant: string, method: string, body?: unknown, key: string | null = DEV_OPERATOR_KEY) =>
  call("/operator/payments/mollie", {
    method,
    tenant,
    headers: { "content-type": "application/json", ...(key ? { "x-operator-key": key } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const webhook = (path: string, id: string) =>
  exports.default.fetch(
    new Request(`https://core-api.internal${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Mollie HTTP client/1.0" },
      body: new URLSearchParams({ id }).toString(),
    }),
  );
const webhookPath = (tenant: string) => `/payments/webhooks/mollie/${tenant}`;

async function placedAt(shop: Shop) {
  const cartId = await readyCart([shop.line], { tenant: shop.tenant }, { shippingMethodId: shop.shipping });
  const response = await placeCall(cartId, { tenant: shop.tenant });
  expect(response.status, await response.clone().text()).toBe(201);
  const placed = PlacedOrder.parse(await json(response));
  const paymentId = new URL(placed.checkoutUrl!).pathname.split("/").at(-1)!;
  return { ...placed, paymentId };
}

const storedOrder = (publicId: string) =>
  env.DB.prepare("SELECT status, payment_status FROM orders WHERE public_id = ?1").bind(publicId).first<{ status: string; payment_status: string }>();
const orderCount = (tenant: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE tenant_id = ?1")
    .bind(tenant)
    .first<{ n: number }>()
    .then((row) => row?.n ?? 0);

const mutableEnv = env as { MOLLIE_API_URL: string; CORE_API_PUBLIC_URL: string };
const before = { apiUrl: mutableEnv.MOLLIE_API_URL, publicUrl: mutableEnv.CORE_API_PUBLIC_URL };

beforeAll(async () => {
  // The Worker under test shares this env: its Mollie is the fake, its public url the production-like one.
  mutableEnv.MOLLIE_API_URL = fakeMollieUrl();
  mutableEnv.CORE_API_PUBLIC_URL = PUBLIC_URL;
  for (const shop of Object.values(SHOPS)) {
    await env.DB.prepare(
      "INSERT INTO settings (tenant_id, key, value) VALUES (?1, 'payment_provider', 'mollie') ON CONFLICT (tenant_id, key) DO UPDATE SET value = 'mollie'",
    )
      .bind(shop.tenant)
      .run();
  }
});

afterAll(async () => {
  mutableEnv.MOLLIE_API_URL = before.apiUrl;
  mutableEnv.CORE_API_PUBLIC_URL = before.publicUrl;
  await env.DB.prepare("DELETE FROM settings WHERE key = 'payment_provider' AND tenant_id IN (?1, ?2)").bind(TENANT_A, TENANT_B).run();
  await env.DB.prepare("DELETE FROM payment_credentials").run();
});

beforeEach(async () => {
  await resetFakeMollie();
  for (const shop of Object.values(SHOPS)) expect((await operator(shop.tenant, "PUT", { apiKey: shop.key })).status).toBe(200);
});

afterEach(() => vi.restoreAllMocks());

describe("each shop is paid into its own Mollie account", () => {
  // Two whole checkouts and four calls to the fake Mollie: more than the default 5 s on a busy machine.
  it("two shops with different keys each reach Mollie with their own key and their own webhook url", { timeout: 20_000 }, async () => {
    const a = await placedAt(SHOPS.a);
    const b = await placedAt(SHOPS.b);
    expect(a.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\/select-method\/tr_/);
    const created = (await seenAtMollie()).filter((call) => call.method === "POST" && call.path === "/v2/payments");
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ apiKey: FAKE_MOLLIE_KEYS.a, body: { webhookUrl: `${PUBLIC_URL}/payments/webhooks/mollie/${TENANT_A}` } });
    expect(created[1]).toMatchObject({ apiKey: FAKE_MOLLIE_KEYS.b, body: { webhookUrl: `${PUBLIC_URL}/payments/webhooks/mollie/${TENANT_B}` } });
    expect(created[0]?.body).toMatchObject({ amount: { currency: "EUR", value: (a.order.totalInclVat / 100).toFixed(2) }, metadata: { orderId: a.order.id } });

    // Paid at Mollie; Mollie calls each shop's webhook; each shop asks Mollie with its own key.
    await setMollieStatus(a.paymentId, "paid");
    await setMollieStatus(b.paymentId, "paid");
    expect((await webhook(webhookPath(TENANT_A), a.paymentId)).status).toBe(200);
    expect((await webhook(webhookPath(TENANT_B), b.paymentId)).status).toBe(200);
    expect(await storedOrder(a.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
    expect(await storedOrder(b.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
    const asked = (await seenAtMollie()).filter((call) => call.method === "GET");
    expect(asked).toEqual([
      expect.objectContaining({ path: `/v2/payments/${a.paymentId}`, apiKey: FAKE_MOLLIE_KEYS.a }),
      expect.objectContaining({ path: `/v2/payments/${b.paymentId}`, apiKey: FAKE_MOLLIE_KEYS.b }),
    ]);
  });

  it("the return page's status question asks Mollie with the order's shop's key", async () => {
    const b = await placedAt(SHOPS.b);
    await setMollieStatus(b.paymentId, "paid");
    const response = await call(`/ecommerce/orders/${b.order.id}/payment`, { tenant: TENANT_B, headers: { "x-order-token": b.accessToken } });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ paymentStatus: "paid" });
    expect((await seenAtMollie()).at(-1)).toMatchObject({ method: "GET", path: `/v2/payments/${b.paymentId}`, apiKey: FAKE_MOLLIE_KEYS.b });
  });
});

describe("Mollie's webhook touches only its own shop's payments", () => {
  it("shop A's payment id presented on shop B's webhook does nothing: 200, the order unchanged, Mollie not asked", async () => {
    const a = await placedAt(SHOPS.a);
    await setMollieStatus(a.paymentId, "paid");
    const seenBefore = (await seenAtMollie()).length;
    const log = vi.spyOn(console, "log");
    expect((await webhook(webhookPath(TENANT_B), a.paymentId)).status).toBe(200);
    expect(await storedOrder(a.order.id)).toEqual({ status: "PENDING", payment_status: "open" });
    expect((await seenAtMollie()).length).toBe(seenBefore);
    expect(log.mock.calls.map(([line]) => String(line)).join("\n")).toContain('"event":"payment.webhook_unknown"');
    // On its own shop's webhook the same id is the shop's payment, asked with the shop's key.
    expect((await webhook(webhookPath(TENANT_A), a.paymentId)).status).toBe(200);
    expect(await storedOrder(a.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
  });

  it("a webhook without a shop, or for an unknown shop, finds nothing", async () => {
    const a = await placedAt(SHOPS.a);
    await setMollieStatus(a.paymentId, "paid");
    expect((await webhook("/payments/webhooks/mollie", a.paymentId)).status).toBe(404);
    expect((await webhook(webhookPath("00000000-0000-4000-8000-000000000000"), a.paymentId)).status).toBe(200);
    expect(await storedOrder(a.order.id)).toEqual({ status: "PENDING", payment_status: "open" });
  });

  it("a shop's key stored under another shop does not open (bound to its shop by the cipher)", async () => {
    // Copy A's encrypted row over B's: B's key is then unreadable, never A's key used for B.
    await env.DB.prepare(
      `UPDATE payment_credentials SET iv = (SELECT iv FROM payment_credentials WHERE tenant_id = ?1), ciphertext = (SELECT ciphertext FROM payment_credentials WHERE tenant_id = ?1)
        WHERE tenant_id = ?2`,
    )
      .bind(TENANT_A, TENANT_B)
      .run();
    const error = vi.spyOn(console, "error");
    expect(await mollieKeyOf(env, TENANT_B)).toBeNull();
    expect(await mollieKeyOf(env, TENANT_A)).toBe(FAKE_MOLLIE_KEYS.a);
    expect(error.mock.calls.map(([line]) => String(line)).join("\n")).toContain('"event":"payment.mollie_credentials_unreadable"');
  });

  it("when the shop's key is gone Mollie's webhook answers 503 (Mollie tries again) and nothing changes", async () => {
    const a = await placedAt(SHOPS.a);
    await setMollieStatus(a.paymentId, "paid");
    expect((await operator(TENANT_A, "DELETE")).status).toBe(200);
    const response = await webhook(webhookPath(TENANT_A), a.paymentId);
    expect(response.status).toBe(503);
    expect(await storedOrder(a.order.id)).toEqual({ status: "PENDING", payment_status: "open" });
  });
});

describe("a shop that pays with Mollie but has no key of its own", () => {
  it("the checkout's payment step says so (translated key), nothing is stored or placed, Mollie is not called, the log says why", async () => {
    expect((await operator(TENANT_A, "DELETE")).status).toBe(200);
    const error = vi.spyOn(console, "error");
    const cartId = await newCartWith([SHOPS.a.line]);
    const state = await checkoutOf(cartId);
    expect(state.paymentUnavailable).toBe(true);
    expect(state.complete.betaling).toBe(false);

    const refused = await putStep(cartId, "betaling", { method: "ideal" });
    expect(refused.status).toBe(409);
    expect(ApiError.parse(await json(refused)).error.issues).toEqual([{ path: "method", message: "checkout.payment.unavailable" }]);
    expect((await checkoutOf(cartId)).payment).toBeNull();

    const logged = error.mock.calls.map(([line]) => String(line)).join("\n");
    expect(logged).toContain('"event":"payment.mollie_credentials_missing"');
    expect(logged).toContain("npm run operator -- payments set");
    expect(await seenAtMollie()).toEqual([]);
  });

  it("a checkout that was ready before the key went is refused at placement: no order, no payment", async () => {
    const cartId = await readyCart([SHOPS.a.line]);
    expect((await operator(TENANT_A, "DELETE")).status).toBe(200);
    const orders = await orderCount(TENANT_A);
    const response = await placeCall(cartId);
    expect(response.status).toBe(409);
    expect(ApiError.parse(await json(response)).error.issues).toEqual([{ path: "betaling", message: "checkout.payment.unavailable" }]);
    expect(await orderCount(TENANT_A)).toBe(orders);
    expect(CheckoutState.parse(await checkoutOf(cartId)).complete.betaling).toBe(false);
    expect((await seenAtMollie()).filter((c) => c.method === "POST")).toEqual([]);
  });

  it("the translated message exists in both languages", async () => {
    const nl = (await import("../../public/assets/i18n/nl.json")).default as { checkout: { payment: Record<string, string> } };
    const en = (await import("../../public/assets/i18n/en.json")).default as { checkout: { payment: Record<string, string> } };
    expect(nl.checkout.payment.unavailable).toMatch(/^Online betalen kan bij deze winkel op dit moment niet\./);
    expect(en.checkout.payment.unavailable).toMatch(/^This shop cannot take online payments right now\./);
  });
});

describe("production needs CORE_API_PUBLIC_URL for Mollie's webhook", () => {
  it("without it no Mollie payment starts (translated refusal) and the log names the var", async () => {
    const production = {
      ...env,
      ENVIRONMENT: "production",
      CORE_API_PUBLIC_URL: "",
      PAYMENT_CREDENTIALS_KEY: "etalage-development-payment-credentials-key",
    } as Env;
    const error = vi.spyOn(console, "error");
    const request = new Request("https://core-api.internal/ecommerce/carts/x/orders", { method: "POST" });
    expect(await paymentReadiness(production, TENANT_A, request)).toEqual({ provider: "mollie", problem: "public_url_missing" });
    expect(error.mock.calls.map(([line]) => String(line)).join("\n")).toContain("CORE_API_PUBLIC_URL is not set");
    expect(await paymentReadiness({ ...production, CORE_API_PUBLIC_URL: "http://core-api.etalage.example" }, TENANT_A, request)).toEqual({
      provider: "mollie",
      problem: "public_url_missing",
    });
    expect(await paymentReadiness({ ...production, CORE_API_PUBLIC_URL: PUBLIC_URL }, TENANT_A, request)).toEqual({ provider: "mollie", problem: null });
  });
});

describe("PAYMENT_CREDENTIALS_KEY", () => {
  // A short one is refused before any request by the environment's schema (tests/unit/worker-env.test.ts).
  it("is the environment's, never a fallback: development's comes from development.vars.json", () => {
    const production = { ...env, ENVIRONMENT: "production" } as Env;
    expect(() => paymentCredentialsSecret({ ...production, PAYMENT_CREDENTIALS_KEY: undefined } as unknown as Env)).toThrow(
      /PAYMENT_CREDENTIALS_KEY is not set/,
    );
    expect(paymentCredentialsSecret({ ...production, PAYMENT_CREDENTIALS_KEY: "k".repeat(44) })).toBe("k".repeat(44));
    expect(paymentCredentialsSecret(env)).toBe(development.coreApi.PAYMENT_CREDENTIALS_KEY);
  });
});

describe("operators set a shop's key: npm run operator -- payments (PUT/GET/DELETE /operator/payments/mollie)", () => {
  it("stores it encrypted, shows mode and last 4 characters and the webhook url, never the key", async () => {
    const response = await operator(TENANT_B, "GET");
    expect(response.status).toBe(200);
    const setup = PaymentSetup.parse(await json(response));
    expect(setup).toEqual({
      provider: "mollie",
      mollie: { mode: "test", keyEnd: FAKE_MOLLIE_KEYS.b.slice(-4), updatedAt: expect.any(String) },
      webhookUrl: `${PUBLIC_URL}/payments/webhooks/mollie/${TENANT_B}`,
      problem: null,
    });
    const row = await env.DB.prepare("SELECT * FROM payment_credentials WHERE tenant_id = ?1").bind(TENANT_B).first();
    expect(JSON.stringify(row)).not.toContain(FAKE_MOLLIE_KEYS.b.slice(5));
    expect(JSON.stringify(setup)).not.toContain(FAKE_MOLLIE_KEYS.b.slice(5));
  });

  it("a bad key is refused with the reason and stores nothing; no operator key is a 401", async () => {
    for (const apiKey of ["sk_live_abc", "live_short", `test_${"x".repeat(29)}`, "", `live_${"a".repeat(30)}!`]) {
      const response = await operator(TENANT_A, "PUT", { apiKey });
      expect(response.status, apiKey).toBe(400);
      expect(ApiError.parse(await json(response)).error.issues?.[0]?.path).toBe("apiKey");
    }
    expect(await mollieKeyOf(env, TENANT_A)).toBe(FAKE_MOLLIE_KEYS.a);
    expect((await operator(TENANT_A, "PUT", { apiKey: FAKE_MOLLIE_KEYS.b }, null)).status).toBe(401);
    expect((await operator(TENANT_A, "PUT", { apiKey: FAKE_MOLLIE_KEYS.b }, "wrong")).status).toBe(401);
    expect((await operator(TENANT_A, "DELETE", undefined, null)).status).toBe(401);
    expect(await mollieKeyOf(env, TENANT_A)).toBe(FAKE_MOLLIE_KEYS.a);
  });

  it("removing the key shows the problem; setting it again (twice) is the same state", async () => {
    const removed = PaymentSetup.parse(await json(await operator(TENANT_A, "DELETE")));
    expect(removed).toMatchObject({ mollie: null, problem: "mollie_credentials_missing" });
    const live = `live_${"L".repeat(30)}`;
    const first = PaymentSetup.parse(await json(await operator(TENANT_A, "PUT", { apiKey: live })));
    const second = PaymentSetup.parse(await json(await operator(TENANT_A, "PUT", { apiKey: live })));
    expect(first).toMatchObject({ mollie: { mode: "live", keyEnd: "LLLL" }, problem: null });
    expect({ ...second, mollie: { ...second.mollie, updatedAt: "" } }).toEqual({ ...first, mollie: { ...first.mollie, updatedAt: "" } });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM payment_credentials WHERE tenant_id = ?1").bind(TENANT_A).first("n")).toBe(1);
  });
});
