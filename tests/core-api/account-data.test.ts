import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ApiError,
  CartSummaries,
  InvoiceDetail,
  InvoiceSummaries,
  OrderDetail,
  OrderSummaries,
  Reservations,
  ResumeCartResult,
  SubscriptionDetail,
  SubscriptionSummaries,
} from "../../commerce/contract";
import { ANNA, body, callAs, DEMO_A, DEMO_B, FATIMA, newCustomer, PIETER, SEM } from "./auth-support";
import { call, json, TENANT_A } from "./support";

async function refused(response: Response, status: number, code: string) {
  const error = ApiError.parse(await json(response));
  expect(response.status, JSON.stringify(error)).toBe(status);
  expect(error.error.code).toBe(code);
  return error.error;
}

const get = async <T>(schema: { parse: (v: unknown) => T }, who: Parameters<typeof callAs>[0], path: string, language?: string) => {
  const response = await callAs(who, path, { language });
  const answer = await json(response);
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return schema.parse(answer);
};

describe("orders", () => {
  it("lists the customer's own orders, newest first, with mixed statuses and one open payment", async () => {
    const orders = await get(OrderSummaries, ANNA, "/customers/me/orders");
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(orders.length).toBeLessThanOrEqual(5);
    expect(orders.map((o) => o.placedAt)).toEqual([...orders.map((o) => o.placedAt)].sort().reverse());
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(["COMPLETED", "SHIPPED", "PAID", "PENDING"]));
    expect(orders.filter((o) => o.paymentStatus === "open").map((o) => o.status)).toEqual(["PENDING"]);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM orders WHERE tenant_id = ?1 AND customer_id = ?2").bind(TENANT_A, ANNA.id).first("n");
    expect(orders.length).toBe(row);
  });

  it("an order's detail: lines of real products, totals that add up, its invoice", async () => {
    const [newest] = await get(OrderSummaries, ANNA, "/customers/me/orders");
    const order = await get(OrderDetail, ANNA, `/customers/me/orders/${newest!.id}`, "en");
    expect(order.id).toBe(newest!.id);
    expect(order.lines.length).toBeGreaterThan(0);
    for (const line of order.lines) {
      expect(line.slug).toMatch(/^[a-z0-9-]+$/);
      expect(line.subTotal).toBe(line.unitPrice * line.quantity);
    }
    const lineSum = order.lines.reduce((sum, l) => sum + l.subTotal, 0);
    expect(order.totals.subtotal).toBe(lineSum);
    expect(order.totals.total).toBe(lineSum - order.totals.discount + order.totals.shipping);
    expect(order.itemCount).toBe(order.lines.reduce((sum, l) => sum + l.quantity, 0));
    expect(order.shippingAddress?.city).toBe("Den Haag");
    expect(order.shippingMethod).toMatch(/PostNL/);
    expect(order.invoiceId).not.toBeNull();
  });

  it("every seeded order shows rows that add up to what was charged, on its customer's price basis", async () => {
    for (const who of [ANNA, PIETER, DEMO_A, SEM, FATIMA, DEMO_B]) {
      for (const summary of await get(OrderSummaries, who, "/customers/me/orders")) {
        const order = await get(OrderDetail, who, `/customers/me/orders/${summary.id}`);
        const { rows, basis } = order.summary;
        const total = rows.find((row) => row.kind === "total")!.cents;
        expect(
          rows.filter((row) => row.sign !== 0).reduce((sum, row) => sum + row.sign * row.cents, 0),
          order.number,
        ).toBe(total);
        expect(total, order.number).toBe(order.totals.total);
        expect(order.summary.vatCents, order.number).toBe(order.totals.vat);
        expect(order.lines.reduce((sum, l) => sum + l.shown.totalCents, 0)).toBe(rows.find((row) => row.kind === "subtotal")!.cents);
        // The business customers read their orders excl. VAT, shipping included; consumers incl. VAT.
        expect(basis, order.number).toBe(who === PIETER || who === FATIMA ? "ex" : "inc");
        if (basis === "ex") expect(rows.map((row) => row.kind).slice(-3)).toEqual(["totalExclVat", "vat", "total"]);
      }
    }
  });

  it("shows the payment method by its name, as the betaling step does", async () => {
    const details = await Promise.all(
      (await get(OrderSummaries, ANNA, "/customers/me/orders")).map((o) => get(OrderDetail, ANNA, `/customers/me/orders/${o.id}`, "en")),
    );
    expect(new Set(details.map((d) => [d.paymentMethod, d.paymentMethodName].join("=")))).toEqual(new Set(["ideal=iDEAL", "creditcard=Credit card"]));
    const [pieters] = await get(OrderSummaries, PIETER, "/customers/me/orders");
    expect((await get(OrderDetail, PIETER, `/customers/me/orders/${pieters!.id}`)).paymentMethodName).toBe("Op factuur");
  });

  it("another customer's order is 404, also at another shop, and an unknown id too", async () => {
    const [pieters] = await get(OrderSummaries, PIETER, "/customers/me/orders");
    await refused(await callAs(ANNA, `/customers/me/orders/${pieters!.id}`), 404, "not_found");
    await refused(await callAs(DEMO_B, `/customers/me/orders/${pieters!.id}`), 404, "not_found");
    await refused(await callAs(ANNA, `/customers/me/orders/${crypto.randomUUID()}`), 404, "not_found");
    await refused(await call(`/customers/me/orders/${pieters!.id}`), 401, "unauthorized");
  });

  it("a staff member who placed an order in a shadow session is named on it", async () => {
    const orders = await get(OrderSummaries, PIETER, "/customers/me/orders");
    const details = await Promise.all(orders.map((o) => get(OrderDetail, PIETER, `/customers/me/orders/${o.id}`)));
    expect(details.filter((d) => d.placedByStaff !== null).map((d) => d.placedByStaff)).toEqual(["Sanne de Wit"]);
  });
});

describe("invoices", () => {
  it("the business customer pays on invoice: some open, one overdue, the rest paid", async () => {
    const invoices = await get(InvoiceSummaries, PIETER, "/customers/me/invoices");
    const statuses = invoices.map((i) => i.status);
    expect(statuses.filter((s) => s === "overdue").length).toBeGreaterThanOrEqual(1);
    expect(statuses).toContain("open");
    expect(statuses).toContain("paid");
    const orders = await get(OrderSummaries, PIETER, "/customers/me/orders");
    expect(invoices.map((i) => i.orderId).sort()).toEqual(orders.map((o) => o.id).sort());
  });

  it("an open invoice past its due date reads as overdue", async () => {
    const [invoice] = await get(InvoiceSummaries, SEM, "/customers/me/invoices");
    await env.DB.prepare("UPDATE invoices SET status = 'open', due_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(invoice!.id).run();
    const after = await get(InvoiceSummaries, SEM, "/customers/me/invoices");
    expect(after.find((i) => i.id === invoice!.id)?.status).toBe("overdue");
  });

  it("an invoice's detail: seller, buyer, lines excl. VAT, VAT per rate; it matches its order", async () => {
    const invoices = await get(InvoiceSummaries, PIETER, "/customers/me/invoices");
    for (const summary of invoices) {
      const invoice = await get(InvoiceDetail, PIETER, `/customers/me/invoices/${summary.id}`);
      expect(invoice.seller).toMatchObject({ name: "Noordzee Mode", vatNumber: "NL858912345B01", cocNumber: "71234568" });
      expect(invoice.seller.iban).toMatch(/^NL/);
      expect(invoice.buyer).toMatchObject({ companyName: "Strandpaviljoen De Branding B.V.", customerNumber: "K-001102" });
      const base = invoice.vatBreakdown.reduce((sum, r) => sum + r.base, 0);
      const vat = invoice.vatBreakdown.reduce((sum, r) => sum + r.vat, 0);
      expect(invoice.totals.exclVat + invoice.totals.vat).toBe(invoice.totals.inclVat);
      expect(base + vat).toBe(invoice.totals.inclVat);
      expect(invoice.totals.inclVat).toBe(summary.totalInclVat);
      const order = await get(OrderDetail, PIETER, `/customers/me/orders/${summary.orderId}`);
      expect(invoice.totals.inclVat).toBe(order.totals.total);
      expect(invoice.totals.vat).toBe(order.totals.vat);
      for (const line of invoice.lines) expect(line.unitPriceExclVat).toBeLessThanOrEqual(line.totalExclVat);
    }
  });

  it("another customer's invoice is 404", async () => {
    const [pieters] = await get(InvoiceSummaries, PIETER, "/customers/me/invoices");
    await refused(await callAs(ANNA, `/customers/me/invoices/${pieters!.id}`), 404, "not_found");
    await refused(await callAs(DEMO_B, `/customers/me/invoices/${pieters!.id}`), 404, "not_found");
    await refused(await callAs(ANNA, "/customers/me/invoices/not-a-number"), 404, "not_found");
  });
});

describe("reservations", () => {
  it("lists what is put aside at a branch; one past its date reads as expired", async () => {
    const reservations = await get(Reservations, ANNA, "/customers/me/reservations");
    expect(reservations.map((r) => r.status).sort()).toEqual(["collected", "ready"]);
    expect(reservations[0]).toMatchObject({ branchName: "Noordzee Mode Den Haag", quantity: 1 });
    expect(reservations[0]!.imageUrl).toMatch(/^\/media\//);
    const ready = reservations.find((r) => r.status === "ready")!;
    await env.DB.prepare("UPDATE reservations SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(ready.id).run();
    const after = await get(Reservations, ANNA, "/customers/me/reservations");
    expect(after.find((r) => r.id === ready.id)?.status).toBe("expired");
    expect((await get(Reservations, PIETER, "/customers/me/reservations")).map((r) => r.id)).not.toContain(ready.id);
  });
});

describe("subscriptions", () => {
  const action = (who: Parameters<typeof callAs>[0], id: number, intent: unknown) =>
    callAs(who, `/customers/me/subscriptions/${id}/actions`, { method: "POST", body: body({ intent }) });

  async function done(response: Response) {
    const answer = await json(response);
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return SubscriptionDetail.parse(answer);
  }

  it("lists one active and one paused subscription; a paused one has no delivery coming", async () => {
    const subscriptions = await get(SubscriptionSummaries, SEM, "/customers/me/subscriptions");
    expect(subscriptions.map((s) => s.status).sort()).toEqual(["active", "paused"]);
    expect(subscriptions.find((s) => s.status === "paused")?.nextDeliveryAt).toBeNull();
    const active = subscriptions.find((s) => s.status === "active")!;
    const detail = await get(SubscriptionDetail, SEM, `/customers/me/subscriptions/${active.id}`);
    expect(detail.allowedIntents).toEqual(["pause", "skip", "cancel"]);
    expect(detail.items.length).toBeGreaterThan(0);
    expect(detail.pricePerDelivery).toBe(detail.items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0));
    expect(detail.deliveries.length).toBeGreaterThan(0);
  });

  it("active → skip moves the next delivery one interval on → pause → resume → cancel; nothing after", async () => {
    const subscriptions = await get(SubscriptionSummaries, ANNA, "/customers/me/subscriptions");
    const active = subscriptions.find((s) => s.status === "active")!;
    const before = await get(SubscriptionDetail, ANNA, `/customers/me/subscriptions/${active.id}`);

    const skipped = await done(await action(ANNA, active.id, "skip"));
    const [y, m, d] = before.nextDeliveryAt!.split("-").map(Number) as [number, number, number];
    const expected = new Date(Date.UTC(y, m - 1 + before.intervalMonths, d)).toISOString().slice(0, 10);
    expect(skipped.nextDeliveryAt).toBe(expected);

    const paused = await done(await action(ANNA, active.id, "pause"));
    expect(paused).toMatchObject({ status: "paused", nextDeliveryAt: null, allowedIntents: ["resume", "cancel"] });
    await refused(await action(ANNA, active.id, "skip"), 409, "conflict");
    await refused(await action(ANNA, active.id, "pause"), 409, "conflict");

    const resumed = await done(await action(ANNA, active.id, "resume"));
    expect(resumed).toMatchObject({ status: "active", nextDeliveryAt: expected });

    const cancelled = await done(await action(ANNA, active.id, "cancel"));
    expect(cancelled).toMatchObject({ status: "cancelled", nextDeliveryAt: null, allowedIntents: [] });
    for (const intent of ["resume", "pause", "skip", "cancel"]) await refused(await action(ANNA, active.id, intent), 409, "conflict");
    const row = await env.DB.prepare("SELECT status, cancelled_at FROM subscriptions WHERE id = ?1")
      .bind(active.id)
      .first<{ status: string; cancelled_at: string | null }>();
    expect(row?.status).toBe("cancelled");
    expect(row?.cancelled_at).not.toBeNull();
  });

  it("resuming after the paused date passed rolls the delivery on to after today", async () => {
    const paused = (await get(SubscriptionSummaries, PIETER, "/customers/me/subscriptions")).find((s) => s.status === "paused")!;
    await env.DB.prepare("UPDATE subscriptions SET next_delivery_at = '2025-01-31' WHERE id = ?1").bind(paused.id).run();
    const resumed = await done(await action(PIETER, paused.id, "resume"));
    expect(resumed.status).toBe("active");
    expect(resumed.nextDeliveryAt! > new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("another customer's subscription is 404 and stays as it is; a bad intent is a 400", async () => {
    const theirs = (await get(SubscriptionSummaries, SEM, "/customers/me/subscriptions"))[0]!;
    const before = await get(SubscriptionDetail, SEM, `/customers/me/subscriptions/${theirs.id}`);
    await refused(await callAs(DEMO_B, `/customers/me/subscriptions/${theirs.id}`), 404, "not_found");
    await refused(await action(DEMO_B, theirs.id, "cancel"), 404, "not_found");
    await refused(await action(ANNA, theirs.id, "cancel"), 404, "not_found");
    const error = await refused(await action(SEM, theirs.id, "delete"), 400, "bad_request");
    expect(error.issues?.[0]?.path).toBe("intent");
    await refused(await callAs(SEM, `/customers/me/subscriptions/${theirs.id}/actions`, { method: "POST", body: "" }), 400, "bad_request");
    expect(await get(SubscriptionDetail, SEM, `/customers/me/subscriptions/${theirs.id}`)).toEqual(before);
  });
});

describe("saved carts", () => {
  it("lists the customer's saved cart with its items and pictures; resume makes it the current cart", async () => {
    const customer = await newCustomer();
    const open = await callAs(customer, "/ecommerce/carts", { method: "POST" });
    const openId = ((await json(open)) as { id: string }).id;
    // the seeded saved cart of Anna
    const carts = await get(CartSummaries, ANNA, "/customers/me/carts");
    const saved = carts.find((c) => c.status === "ABANDONED")!;
    expect(saved.itemCount).toBeGreaterThan(0);
    expect(saved.totalInclVat).toBeGreaterThan(0);
    expect(saved.images.length).toBeGreaterThan(0);
    expect(saved.images.length).toBeLessThanOrEqual(4);

    const resumed = ResumeCartResult.parse(await json(await callAs(ANNA, `/customers/me/carts/${saved.id}/resume`, { method: "POST" })));
    expect(resumed.cartId).toBe(saved.id);
    const after = await get(CartSummaries, ANNA, "/customers/me/carts");
    expect(after[0]).toMatchObject({ id: saved.id, status: "OPEN" });

    // someone else's cart cannot be resumed, nor can an unknown one
    await refused(await callAs(customer, `/customers/me/carts/${saved.id}/resume`, { method: "POST" }), 404, "not_found");
    await refused(await callAs(ANNA, `/customers/me/carts/${openId}/resume`, { method: "POST" }), 404, "not_found");
    await refused(await callAs(ANNA, `/customers/me/carts/${crypto.randomUUID()}/resume`, { method: "POST" }), 404, "not_found");
    expect((await get(CartSummaries, customer, "/customers/me/carts")).map((c) => [c.id, c.status])).toEqual([[openId, "OPEN"]]);
  });

  it("resuming a saved cart keeps the cart that was current as a saved one (or drops it when empty)", async () => {
    const customer = await newCustomer();
    const make = async () => ((await json(await callAs(customer, "/ecommerce/carts", { method: "POST" }))) as { id: string }).id;
    const first = await make();
    await callAs(customer, `/ecommerce/carts/${first}/actions`, { method: "POST", body: body({ intent: "add", variantId: 100035, quantity: 1 }) });
    await env.DB.prepare("UPDATE carts SET status = 'ABANDONED' WHERE id = ?1").bind(first).run();
    const empty = await make();
    await callAs(customer, `/customers/me/carts/${first}/resume`, { method: "POST" });
    expect((await get(CartSummaries, customer, "/customers/me/carts")).map((c) => c.id)).toEqual([first]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM carts WHERE id = ?1").bind(empty).first("n")).toBe(0);

    const second = await make();
    await callAs(customer, `/ecommerce/carts/${second}/actions`, { method: "POST", body: body({ intent: "add", variantId: 100035, quantity: 2 }) });
    await callAs(customer, `/customers/me/carts/${first}/resume`, { method: "POST" });
    const list = await get(CartSummaries, customer, "/customers/me/carts");
    expect(Object.fromEntries(list.map((c) => [c.id, c.status]))).toEqual({ [first]: "OPEN", [second]: "ABANDONED" });
  });

  it("every account call needs a signed-in customer", async () => {
    for (const path of ["/customers/me/carts", "/customers/me/orders", "/customers/me/invoices", "/customers/me/reservations", "/customers/me/subscriptions"]) {
      await refused(await call(path), 401, "unauthorized");
    }
  });
});
