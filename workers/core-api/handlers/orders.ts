// An order for its owner (issue 5): the signed-in customer it belongs to (Bearer) or the browser session
// that placed it (x-order-token: an access token handed out at placement; only its hash is stored).
// Anyone else — another shopper, another shop, a wrong token — gets 404.
import type { z } from "zod";
import { type OpenOrder, ORDER_TOKEN_HEADER, type PaymentState } from "@commerce/contract/checkout";
import { optionalCustomer, requireCustomer } from "../auth/customer";
import { orderByPublicId, type OrderRow, tokenHash } from "../checkout/place";
import { HttpError, json } from "../http";
import { latestPayment, startPayment, syncPayment } from "../payments/sync";
import type { Handler, HandlerContext } from "../router";
import { readOrderDetail } from "./account/orders";

const MAX_TOKEN_CHARS = 256;

async function ownedOrder(ctx: HandlerContext<"orders.get" | "orders.payment" | "orders.retryPayment">): Promise<OrderRow> {
  const notFound = new HttpError("not_found", "No such order.");
  const { publicId } = (await ctx.input()).params;
  const signedIn = await optionalCustomer(ctx);
  const order = await orderByPublicId(ctx.env.DB, ctx.tenantId, publicId);
  if (!order) throw notFound;
  if (signedIn && order.customer_id !== null && order.customer_id === signedIn.customer.id) return order;
  const token = ctx.request.headers.get(ORDER_TOKEN_HEADER)?.trim();
  if (token && token.length <= MAX_TOKEN_CHARS) {
    const row = await ctx.env.DB.prepare("SELECT 1 AS ok FROM order_access_tokens WHERE token_hash = ?1 AND tenant_id = ?2 AND order_id = ?3")
      .bind(await tokenHash(token), ctx.tenantId, order.id)
      .first<{ ok: number }>();
    if (row) return order;
  }
  throw notFound;
}

/** GET /ecommerce/orders/{publicId} */
export const getOrder: Handler = async (ctx) => {
  const order = await ownedOrder(ctx);
  const detail = await readOrderDetail(ctx.env.DB, ctx.tenantId, ctx.lang, order.public_id, null);
  if (!detail) throw new HttpError("not_found", "No such order.");
  return json(detail);
};

const RETRYABLE = new Set(["open", "failed", "cancelled", "expired"]);

/** GET /ecommerce/orders/{publicId}/payment — the provider is asked (an open attempt), never the query string. */
export const getPayment: Handler = async (ctx) => {
  let order = await ownedOrder(ctx);
  const payment = await latestPayment(ctx.env.DB, ctx.tenantId, order.id);
  if (payment && payment.status === "open" && order.payment_status !== "paid") {
    await syncPayment(ctx.env, payment);
    order = (await orderByPublicId(ctx.env.DB, ctx.tenantId, order.public_id)) ?? order;
  }
  const state: PaymentState = {
    orderId: order.public_id,
    number: order.number,
    paymentStatus: order.payment_status as PaymentState["paymentStatus"],
    canRetry: RETRYABLE.has(order.payment_status) && order.status !== "CANCELLED",
  };
  return json(state);
};

/** POST /ecommerce/orders/{publicId}/payments { returnUrl } — a new attempt for an unpaid order (201). */
export const retryPayment: Handler<"orders.retryPayment"> = async (ctx) => {
  const order = await ownedOrder(ctx);
  const { returnUrl } = (await ctx.input()).body;
  if (order.status === "CANCELLED") throw new HttpError("conflict", "This order was cancelled.", [{ path: "status", message: "CANCELLED" }]);
  const checkoutUrl = await startPayment(ctx.env, ctx.request, ctx.tenantId, order, returnUrl);
  return json({ checkoutUrl }, { status: 201 });
};

/** GET /customers/me/open-order — the customer's newest unpaid order, or 404. */
export const openOrder: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const row = await ctx.env.DB.prepare(
    `SELECT public_id, number, total_cents, created_at FROM orders
      WHERE tenant_id = ?1 AND customer_id = ?2 AND payment_status IN ('open', 'failed', 'cancelled', 'expired') AND status = 'PENDING'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  )
    .bind(ctx.tenantId, customer.id)
    .first<{ public_id: string; number: string; total_cents: number; created_at: string }>();
  if (!row) throw new HttpError("not_found", "No open order.");
  const body: z.infer<typeof OpenOrder> = { id: row.public_id, number: row.number, totalInclVat: row.total_cents, placedAt: row.created_at };
  return json(body);
};
