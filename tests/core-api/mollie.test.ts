// The Mollie adapter against the fake that speaks Mollie's payments API v2 (scripts/fake-mollie/fake.mjs):
// real Request/Response objects, the Bearer API key check, the same JSON shapes and HAL error bodies.
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain .mjs script without types
import { createFakeMollie } from "../../scripts/fake-mollie/fake.mjs";
import { MolliePaymentProvider, mollieAmount } from "../../workers/core-api/payments/mollie";
import { PaymentProviderError, paymentStatusOf, type NewPayment } from "../../workers/core-api/payments/provider";

const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
const API_URL = "https://mollie.fake";

/** The fake Mollie (scripts/fake-mollie/fake.mjs) in-process, with one account: API_KEY's. */
function fakeMollie(options: { failWith?: number } = {}) {
  const fake = createFakeMollie({ apiKeys: [API_KEY], baseUrl: API_URL });
  if (options.failWith) fake.failWith(options.failWith);
  return fake as {
    fetch: typeof fetch;
    payments: Map<string, { status: string; body: Record<string, unknown> }>;
    seen: { method: string; path: string; apiKey: string; body: Record<string, unknown> | null }[];
  };
}

const NEW_PAYMENT: NewPayment = {
  amountCents: 2490,
  currency: "EUR",
  description: "Bestelling NZ-2026-00099",
  redirectUrl: "https://noordzee.example/checkout/payment/return?order=abc",
  webhookUrl: "https://core-api.example/payments/webhooks/mollie/7b1e2c4a-0000-4000-8000-00000000000a",
  storefrontOrigin: "https://noordzee.example",
  language: "nl",
  method: "ideal",
  metadata: { orderId: "abc", orderNumber: "NZ-2026-00099" },
};

describe("the Mollie adapter", () => {
  it("creates a payment (POST /v2/payments) with Mollie's shapes and answers the checkout href", async () => {
    const fake = fakeMollie();
    const mollie = new MolliePaymentProvider({ apiKey: API_KEY, apiUrl: API_URL, fetch: fake.fetch });
    const created = await mollie.createPayment(NEW_PAYMENT);
    expect(created).toEqual({ id: expect.stringMatching(/^tr_/), status: "open", checkoutUrl: `https://www.mollie.com/checkout/select-method/${created.id}` });
    const sent = fake.payments.get(created.id)!.body;
    expect(sent).toMatchObject({
      amount: { currency: "EUR", value: "24.90" },
      description: "Bestelling NZ-2026-00099",
      redirectUrl: NEW_PAYMENT.redirectUrl,
      webhookUrl: NEW_PAYMENT.webhookUrl,
      metadata: { orderId: "abc", orderNumber: "NZ-2026-00099" },
      method: "ideal",
    });
    expect(fake.seen[0]).toMatchObject({ method: "POST", path: "/v2/payments", apiKey: API_KEY });
  });

  it("formats amounts as Mollie wants them", () => {
    expect(mollieAmount(2490)).toBe("24.90");
    expect(mollieAmount(5)).toBe("0.05");
    expect(mollieAmount(123456)).toBe("1234.56");
  });

  it("reads the status (GET /v2/payments/{id}) and maps every Mollie status", async () => {
    const fake = fakeMollie();
    const mollie = new MolliePaymentProvider({ apiKey: API_KEY, apiUrl: `${API_URL}/`, fetch: fake.fetch });
    const { id } = await mollie.createPayment(NEW_PAYMENT);
    const expected = { open: "open", pending: "open", authorized: "open", paid: "paid", canceled: "cancelled", expired: "expired", failed: "failed" } as const;
    for (const [mollieStatus, ours] of Object.entries(expected)) {
      fake.payments.get(id)!.status = mollieStatus;
      const payment = await mollie.getPayment(id);
      expect(payment?.status).toBe(mollieStatus);
      expect(paymentStatusOf(payment!.status)).toBe(ours);
    }
    expect(fake.seen.at(-1)).toMatchObject({ method: "GET", path: `/v2/payments/${id}` });
    expect(await mollie.getPayment("tr_unknown")).toBeNull();
  });

  it("a wrong API key is refused by Mollie and reported as a provider error (401)", async () => {
    const fake = fakeMollie();
    const mollie = new MolliePaymentProvider({ apiKey: "test_wrong", apiUrl: API_URL, fetch: fake.fetch });
    const error = await mollie.createPayment(NEW_PAYMENT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(401);
    expect((error as PaymentProviderError).message).toContain("Unauthorized Request");
    expect(fake.payments.size).toBe(0);
  });

  it("4xx and 5xx answers are provider errors with their status; no payment is assumed", async () => {
    const invalid = new MolliePaymentProvider({ apiKey: API_KEY, apiUrl: API_URL, fetch: fakeMollie().fetch });
    const unprocessable = await invalid.createPayment({ ...NEW_PAYMENT, amountCents: Number.NaN }).catch((e: unknown) => e);
    expect((unprocessable as PaymentProviderError).status).toBe(422);
    const down = new MolliePaymentProvider({ apiKey: API_KEY, apiUrl: API_URL, fetch: fakeMollie({ failWith: 503 }).fetch });
    expect(((await down.createPayment(NEW_PAYMENT).catch((e: unknown) => e)) as PaymentProviderError).status).toBe(503);
    expect(((await down.getPayment("tr_1").catch((e: unknown) => e)) as PaymentProviderError).status).toBe(503);
    const unreachable = new MolliePaymentProvider({
      apiKey: API_KEY,
      apiUrl: API_URL,
      fetch: (async () => {
        throw new TypeError("network down");
      }) as typeof fetch,
    });
    expect(await unreachable.getPayment("tr_1").catch((e: unknown) => e)).toBeInstanceOf(PaymentProviderError);
  });

  it("refuses to run without an API key", () => {
    expect(() => new MolliePaymentProvider({ apiKey: "", fetch: fakeMollie().fetch })).toThrow(PaymentProviderError);
  });
});
