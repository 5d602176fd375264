// A fake of Mollie's payments API v2 for tests (https://docs.mollie.com/reference/create-payment,
// /reference/get-payment, /reference/authentication, /overview/handling-errors): the same paths, the
// Bearer API key, the same JSON (application/hal+json) and status codes. Each API key is its own Mollie
// account: a payment belongs to the key that created it, and another key gets Mollie's 404 for it, as at
// Mollie. Runs in-process (handle(Request) → Response) or as a server (server.mjs).

/** @param {{ apiKeys: string[]; baseUrl?: string }} options */
export function createFakeMollie({ apiKeys, baseUrl = "https://api.mollie.com" }) {
  /** @type {Map<string, { id: string; apiKey: string; status: string; body: any; createdAt: string }>} */
  const payments = new Map();
  /** What reached the fake: method, path, the key and the JSON body (for the tests' eyes). */
  const seen = [];
  let failWith = 0;
  let counter = 0;

  const hal = (body, status) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/hal+json" } });
  const error = (status, title, detail, field) =>
    hal(
      {
        status,
        title,
        detail,
        ...(field ? { field } : {}),
        _links: { documentation: { href: "https://docs.mollie.com/overview/handling-errors", type: "text/html" } },
      },
      status,
    );
  const resource = (p) => ({
    resource: "payment",
    id: p.id,
    mode: p.apiKey.startsWith("live_") ? "live" : "test",
    status: p.status,
    isCancelable: false,
    amount: p.body.amount,
    description: p.body.description,
    method: p.body.method ?? null,
    metadata: p.body.metadata ?? null,
    locale: p.body.locale ?? null,
    redirectUrl: p.body.redirectUrl,
    webhookUrl: p.body.webhookUrl ?? null,
    profileId: `pfl_${p.apiKey.slice(5, 15)}`,
    sequenceType: "oneoff",
    createdAt: p.createdAt,
    _links: {
      self: { href: `${baseUrl}/v2/payments/${p.id}`, type: "application/hal+json" },
      ...(p.status === "open" ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${p.id}`, type: "text/html" } } : {}),
      documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
    },
  });

  /** @param {Request} request */
  async function handle(request) {
    const url = new URL(request.url);
    const auth = request.headers.get("authorization") ?? "";
    const apiKey = auth.startsWith("Bearer ") ? auth.slice(7) : "";
    let body = null;
    if (request.method === "POST") {
      try {
        body = await request.json();
      } catch {
        body = undefined;
      }
    }
    seen.push({ method: request.method, path: url.pathname, apiKey, body });
    if (failWith) return error(failWith, "Service Unavailable", "Try again later.");
    if (!apiKeys.includes(apiKey)) return error(401, "Unauthorized Request", "Missing authentication, or failed to authenticate");
    if (request.method === "POST" && url.pathname === "/v2/payments") {
      if (body === undefined) return error(400, "Bad Request", "The JSON body is invalid");
      if (!/^\d+\.\d{2}$/.test(body?.amount?.value ?? "")) return error(422, "Unprocessable Entity", "The amount is invalid", "amount.value");
      if (typeof body.description !== "string" || !body.description) return error(422, "Unprocessable Entity", "The description is invalid", "description");
      if (typeof body.redirectUrl !== "string") return error(422, "Unprocessable Entity", "The redirect URL is invalid", "redirectUrl");
      counter += 1;
      const payment = {
        id: `tr_${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`,
        apiKey,
        status: "open",
        body,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      return hal(resource(payment), 201);
    }
    const match = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && match) {
      const id = decodeURIComponent(match[1]);
      const payment = payments.get(id);
      // Another account's payment is not there for this key: Mollie answers as for an unknown id.
      if (!payment || payment.apiKey !== apiKey) return error(404, "Not Found", `No payment exists with token ${id}.`);
      return hal(resource(payment), 200);
    }
    return error(404, "Not Found", "The resource does not exist");
  }

  return {
    handle,
    fetch: /** @type {typeof fetch} */ (async (input, init) => handle(new Request(input, init))),
    payments,
    seen,
    /** What the payer did at Mollie's hosted page (or what Mollie decided): the payment's new status. */
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
    },
    failWith(status) {
      failWith = status;
    },
    reset() {
      payments.clear();
      seen.length = 0;
      failWith = 0;
    },
  };
}
