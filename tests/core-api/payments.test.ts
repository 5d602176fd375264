import { env } from "cloudflare:workers";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PaymentState, RetryPaymentResult } from "../../commerce/contract";
import { api, place, readyCart, RETURN_URL, SEED, testPaymentId } from "./checkout-support";
import { handlerContextOf, json, TENANT_A, TENANT_B } from "./support";
import { testPaymentChoice, testPaymentPageHandler, testWebhook } from "../../workers/core-api/handlers/payment-provider";
import { providerByName, shopProviderName } from "../../workers/core-api/payments/select";

/**
 * Provider calls: the hosted page and the choice come through the storefront for the shop of its host
 * (x-tenant-id); webhooks carry no tenant header (the payment knows its tenant).
 */
const provider = (path: string, init: RequestInit = {}, tenant: string | null = TENANT_A) => {
  const headers = new Headers(init.headers);
  if (tenant && path.startsWith("/payments/test/")) headers.set("x-tenant-id", tenant);
  return exports.default.fetch(new Request(`https://core-api.internal${path}`, { ...init, headers }));
};
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

async function placedOrder(language?: string) {
  const { placed } = await place(await readyCart([[SEED.a.tshirtBlackXL, 1]], { language }), { language });
  return { ...placed, paymentId: testPaymentId(placed.checkoutUrl!) };
}

const paymentState = async (order: { order: { id: string }; accessToken: string }) => {
  const response = await api(`/ecommerce/orders/${order.order.id}/payment`, { headers: { "x-order-token": order.accessToken } });
  expect(response.status).toBe(200);
  return PaymentState.parse(await json(response));
};

const storedOrder = (publicId: string) =>
  env.DB.prepare("SELECT status, payment_status FROM orders WHERE public_id = ?1").bind(publicId).first<{ status: string; payment_status: string }>();

describe("the embedded test provider", () => {
  it("serves an accessible hosted page in the order's language: amount, shop, four buttons in a POST form", async () => {
    const nl = await placedOrder("nl");
    const page = await provider(`/payments/test/${nl.paymentId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain("Noordzee Mode");
    expect(html).toMatch(/€\s?24,90/);
    expect(html).toContain('<form method="post"');
    for (const label of ["Betaald", "Mislukt", "Geannuleerd", "Verlopen"]) expect(html).toContain(`>${label}</button>`);

    const en = await placedOrder("en");
    const english = await (await provider(`/payments/test/${en.paymentId}`)).text();
    expect(english).toContain('<html lang="en"');
    for (const label of ["Paid", "Failed", "Cancelled", "Expired"]) expect(english).toContain(`>${label}</button>`);
    expect((await provider("/payments/test/tst_unknown")).status).toBe(404);
  });

  for (const [outcome, paymentStatus, status] of [
    ["paid", "paid", "PAID"],
    ["failed", "failed", "PENDING"],
    ["cancelled", "cancelled", "PENDING"],
    ["expired", "expired", "PENDING"],
  ] as const) {
    it(`outcome ${outcome}: the order's payment status becomes ${paymentStatus} and the payer goes back (303)`, async () => {
      const order = await placedOrder();
      expect((await paymentState(order)).paymentStatus).toBe("open");
      const response = await provider(`/payments/test/${order.paymentId}`, { ...form({ outcome }), redirect: "manual" });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!);
      expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
      expect(location.searchParams.get("order")).toBe(order.order.id);
      expect(await storedOrder(order.order.id)).toEqual({ status, payment_status: paymentStatus });
      const state = await paymentState(order);
      expect(state.paymentStatus).toBe(paymentStatus);
      expect(state.canRetry).toBe(outcome !== "paid");
    });
  }

  it("belongs to the order's shop: another shop's host, no shop, or a bad body finds or changes nothing", async () => {
    const order = await placedOrder();
    const path = `/payments/test/${order.paymentId}`;
    expect((await provider(path, {}, TENANT_B)).status).toBe(404);
    expect((await provider(path, {}, null)).status).toBe(400);
    expect((await provider(path, { ...form({ outcome: "paid" }), redirect: "manual" }, TENANT_B)).status).toBe(404);
    const json = await provider(path, { method: "POST", headers: { "content-type": "application/json" }, body: '{"outcome":"paid"}' });
    expect(json.status).toBe(415);
    const twice = await provider(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=failed&outcome=paid",
    });
    expect(twice.status).toBe(400);
    const chunked = await provider(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Blob([`outcome=paid&x=${"a".repeat(70 * 1024)}`]).stream(),
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });
    expect(chunked.status).toBe(413);
    expect((await storedOrder(order.order.id))?.payment_status).toBe("open");
    expect((await provider(path)).status).toBe(200);
  });

  it("refuses an unknown outcome and changes nothing", async () => {
    const order = await placedOrder();
    expect((await provider(`/payments/test/${order.paymentId}`, form({ outcome: "gratis" }))).status).toBe(400);
    expect((await storedOrder(order.order.id))?.payment_status).toBe("open");
  });

  it("the return page's question asks the provider, not the query string", async () => {
    const order = await placedOrder();
    // The provider knows it is paid, but no webhook came: asking for the payment finds out.
    await env.DB.prepare("UPDATE test_provider_payments SET status = 'paid' WHERE id = ?1").bind(order.paymentId).run();
    expect((await storedOrder(order.order.id))?.payment_status).toBe("open");
    const state = await paymentState(order);
    expect(state).toMatchObject({ orderId: order.order.id, number: order.order.number, paymentStatus: "paid", canRetry: false });
  });
});

describe("webhooks", () => {
  it("an unknown payment id answers 200 and changes nothing", async () => {
    const response = await provider("/payments/webhooks/test", form({ id: "tst_does_not_exist" }));
    expect(response.status).toBe(200);
    const mollie = await provider(`/payments/webhooks/mollie/${TENANT_A}`, form({ id: "tr_unknown" }));
    expect(mollie.status).toBe(200);
    expect((await provider("/payments/webhooks/test", form({}))).status).toBe(200);
  });

  it("trusts only the id: the body's status is ignored, the provider is asked", async () => {
    const order = await placedOrder();
    await provider("/payments/webhooks/test", form({ id: order.paymentId, status: "paid" }));
    expect((await storedOrder(order.order.id))?.payment_status).toBe("open");
    await env.DB.prepare("UPDATE test_provider_payments SET status = 'paid' WHERE id = ?1").bind(order.paymentId).run();
    await provider("/payments/webhooks/test", form({ id: order.paymentId }));
    expect(await storedOrder(order.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
  });

  it("a replay changes nothing; out of order ('open' or 'expired' after 'paid') never takes paid back", async () => {
    const order = await placedOrder();
    await provider(`/payments/test/${order.paymentId}`, form({ outcome: "paid" }));
    await provider("/payments/webhooks/test", form({ id: order.paymentId }));
    await provider("/payments/webhooks/test", form({ id: order.paymentId }));
    expect(await storedOrder(order.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
    for (const late of ["open", "expired", "failed"]) {
      await env.DB.prepare("UPDATE test_provider_payments SET status = ?2 WHERE id = ?1").bind(order.paymentId, late).run();
      expect((await provider("/payments/webhooks/test", form({ id: order.paymentId }))).status).toBe(200);
      expect(await storedOrder(order.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
    }
    // A second choice on the hosted page after paid records nothing.
    await env.DB.prepare("UPDATE test_provider_payments SET status = 'paid' WHERE id = ?1").bind(order.paymentId).run();
    await provider(`/payments/test/${order.paymentId}`, form({ outcome: "failed" }));
    expect((await storedOrder(order.order.id))?.payment_status).toBe("paid");
  });
});

describe("paying again", () => {
  it("after a failure a new payment can be made and paid; an old attempt's late news does not undo the new one", async () => {
    const order = await placedOrder();
    await provider(`/payments/test/${order.paymentId}`, form({ outcome: "failed" }));
    const retry = await api(`/ecommerce/orders/${order.order.id}/payments`, {
      method: "POST",
      headers: { "x-order-token": order.accessToken, "content-type": "application/json" },
      body: JSON.stringify({ returnUrl: RETURN_URL }),
    });
    expect(retry.status).toBe(201);
    const { checkoutUrl } = RetryPaymentResult.parse(await json(retry));
    const second = testPaymentId(checkoutUrl);
    expect(second).not.toBe(order.paymentId);
    expect((await paymentState(order)).paymentStatus).toBe("open");
    // The failed first attempt reports again: the order stays with the newest attempt.
    await provider("/payments/webhooks/test", form({ id: order.paymentId }));
    expect((await storedOrder(order.order.id))?.payment_status).toBe("open");
    await provider(`/payments/test/${second}`, form({ outcome: "paid" }));
    expect(await storedOrder(order.order.id)).toEqual({ status: "PAID", payment_status: "paid" });
    // Paid: no further payment.
    const again = await api(`/ecommerce/orders/${order.order.id}/payments`, {
      method: "POST",
      headers: { "x-order-token": order.accessToken, "content-type": "application/json" },
      body: JSON.stringify({ returnUrl: RETURN_URL }),
    });
    expect(again.status).toBe(409);
  });

  it("another shopper cannot start a payment for the order", async () => {
    const order = await placedOrder();
    const response = await api(`/ecommerce/orders/${order.order.id}/payments`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ returnUrl: RETURN_URL }),
      tenant: TENANT_A,
    });
    expect(response.status).toBe(404);
  });
});

describe("the test provider never runs in production", () => {
  const production = { ...env, ENVIRONMENT: "production" } as Env;

  it("production pays with Mollie, whatever the shop's setting or the var says", async () => {
    await env.DB.prepare("INSERT INTO settings (tenant_id, key, value) VALUES (?1, 'payment_provider', 'test') ON CONFLICT DO NOTHING").bind(TENANT_A).run();
    expect(await shopProviderName({ ...production, PAYMENT_PROVIDER: "test" }, TENANT_A)).toBe("mollie");
    expect(await shopProviderName({ ...env, PAYMENT_PROVIDER: "test" }, TENANT_A)).toBe("test");
    await expect(providerByName(production, TENANT_A, "test")).rejects.toThrow(/does not run in production/);
  });

  it("its page, its choice and its webhook are not found in production", async () => {
    const ctx = (path: string, method = "GET") =>
      handlerContextOf(
        new Request(`https://core-api.internal${path}`, {
          method,
          body: method === "POST" ? "outcome=paid" : undefined,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
        production,
        "",
      );
    for (const [handler, method] of [
      [testPaymentPageHandler, "GET"],
      [testPaymentChoice, "POST"],
      [testWebhook, "POST"],
    ] as const) {
      const outcome = await handler(ctx("/payments/test/tst_0123456789abcdef01234567", method)).catch((error: { code?: string }) => error);
      expect((outcome as { code?: string }).code).toBe("not_found");
    }
  });
});
