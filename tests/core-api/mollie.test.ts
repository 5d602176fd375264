// The Mollie adapter against a local fake that speaks Mollie's payments API v2: real Request/Response
// objects, the Bearer API key check, the same JSON shapes and HAL error bodies.
import { describe, expect, it } from "vitest";
import { MolliePaymentProvider, mollieAmount } from "../../workers/core-api/payments/mollie";
import { PaymentProviderError, paymentStatusOf, type NewPayment } from "../../workers/core-api/payments/provider";

const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
const API_URL = "https://mollie.fake";

type FakePayment = { id: string; status: string; body: Record<string, unknown> };

function fakeMollie(options: { failWith?: number } = {}) {
  const payments = new Map<string, FakePayment>();
  const seen: Request[] = [];
  const error = (status: number, title: string, detail: string) =>
    new Response(
      JSON.stringify({ status, title, detail, _links: { documentation: { href: "https://docs.mollie.com/overview/handling-errors", type: "text/html" } } }),
      {
        status,
        headers: { "content-type": "application/hal+json" },
      },
    );
  const answer = (p: FakePayment, status = 200) =>
    new Response(
      JSON.stringify({
        resource: "payment",
        id: p.id,
        mode: "test",
        status: p.status,
        amount: p.body.amount,
        description: p.body.description,
        redirectUrl: p.body.redirectUrl,
        webhookUrl: p.body.webhookUrl,
        metadata: p.body.metadata,
        createdAt: "2026-11-20T10:00:00+00:00",
        _links: {
          self: { href: `${API_URL}/v2/payments/${p.id}`, type: "application/hal+json" },
          ...(p.status === "open" ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: "text/html" } } : {}),
        },
      }),
      { status, headers: { "content-type": "application/hal+json" } },
    );
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    if (options.failWith) return error(options.failWith, "Service Unavailable", "Try again later.");
    if (request.headers.get("authorization") !== `Bearer ${API_KEY}`)
      return error(401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/v2/payments") {
      const body = (await request.json()) as { amount?: { value?: string } } & Record<string, unknown>;
      if (!/^\d+\.\d{2}$/.test(body.amount?.value ?? "")) return error(422, "Unprocessable Entity", "The amount is invalid");
      const payment = { id: `tr_${payments.size + 1}AbCdEf`, status: "open", body };
      payments.set(payment.id, payment);
      return answer(payment, 201);
    }
    const match = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && match) {
      const payment = payments.get(decodeURIComponent(match[1]!));
      return payment ? answer(payment) : error(404, "Not Found", "No payment exists with token");
    }
    return error(404, "Not Found", "Unknown endpoint");
  };
  return { fetch: fetcher as typeof fetch, payments, seen };
}

const NEW_PAYMENT: NewPayment = {
  amountCents: 2490,
  currency: "EUR",
  description: "Bestelling NZ-2026-00099",
  redirectUrl: "https://noordzee.example/checkout/payment/return?order=abc",
  webhookUrl: "https://core-api.example/payments/webhooks/mollie",
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
    expect(created).toEqual({ id: "tr_1AbCdEf", status: "open", checkoutUrl: "https://www.mollie.com/checkout/select-method/tr_1AbCdEf" });
    const sent = fake.payments.get("tr_1AbCdEf")!.body;
    expect(sent).toMatchObject({
      amount: { currency: "EUR", value: "24.90" },
      description: "Bestelling NZ-2026-00099",
      redirectUrl: NEW_PAYMENT.redirectUrl,
      webhookUrl: NEW_PAYMENT.webhookUrl,
      metadata: { orderId: "abc", orderNumber: "NZ-2026-00099" },
      method: "ideal",
    });
    expect(fake.seen[0]?.headers.get("authorization")).toBe(`Bearer ${API_KEY}`);
    expect(fake.seen[0]?.headers.get("content-type")).toBe("application/json");
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
    expect(fake.seen.at(-1)?.url).toBe(`${API_URL}/v2/payments/${id}`);
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
