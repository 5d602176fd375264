// The account area's subscriptions: the signed-in customer's subscriptions and what they may do with
// one (pause, resume, skip, cancel). Another customer's subscription is not found (404).
import { SUBSCRIPTION_STATUSES, type SubscriptionDetail, type SubscriptionSummary } from "@commerce/contract/account";
import type { Language } from "@commerce/contract/common";
import { ALLOWED_INTENTS, applyIntent } from "../../account/subscriptions";
import { requireCustomer } from "../../auth/customer";
import { HttpError, json } from "../../http";
import { localized } from "../../localized";
import type { Handler, HandlerContext } from "../../router";
import { idParam, NOW, oneOf, today } from "./shared";

type SubscriptionRow = {
  id: number;
  name: string;
  status: string;
  interval_months: number;
  next_delivery_at: string | null;
  started_at: string;
  price_cents: number | null;
};

const SUBSCRIPTION_SELECT = `SELECT s.id, s.name, s.status, s.interval_months, s.next_delivery_at, s.started_at,
       (SELECT SUM(i.quantity * i.unit_price_cents) FROM subscription_items i
         WHERE i.subscription_id = s.id AND i.tenant_id = s.tenant_id) AS price_cents
  FROM subscriptions s`;

function subscriptionSummary(row: SubscriptionRow, lang: Language): SubscriptionSummary {
  const status = oneOf(SUBSCRIPTION_STATUSES, row.status, "active");
  return {
    id: row.id,
    name: localized(row.name, lang) ?? "",
    status,
    intervalMonths: row.interval_months,
    // Only an active subscription has a delivery coming.
    nextDeliveryAt: status === "active" ? row.next_delivery_at : null,
    pricePerDelivery: row.price_cents ?? 0,
  };
}

/** GET /customers/me/subscriptions */
export const listSubscriptions: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { results } = await ctx.env.DB.prepare(`${SUBSCRIPTION_SELECT} WHERE s.tenant_id = ?1 AND s.customer_id = ?2 ORDER BY s.started_at DESC, s.id DESC`)
    .bind(ctx.tenantId, customer.id)
    .all<SubscriptionRow>();
  return json(results.map((row) => subscriptionSummary(row, ctx.lang)));
};

async function subscriptionOf(ctx: HandlerContext, customerId: number, id: number): Promise<SubscriptionDetail> {
  const db = ctx.env.DB;
  const [subscription, items, deliveries] = await db.batch([
    db.prepare(`${SUBSCRIPTION_SELECT} WHERE s.tenant_id = ?1 AND s.customer_id = ?2 AND s.id = ?3`).bind(ctx.tenantId, customerId, id),
    db
      .prepare(
        `SELECT i.product_id, p.slug, i.name, i.quantity, i.unit_price_cents FROM subscription_items i
           JOIN subscriptions s ON s.id = i.subscription_id AND s.tenant_id = i.tenant_id
           LEFT JOIN products p ON p.id = i.product_id AND p.tenant_id = i.tenant_id
          WHERE i.tenant_id = ?1 AND s.customer_id = ?2 AND i.subscription_id = ?3
          ORDER BY i.sort_index, i.id`,
      )
      .bind(ctx.tenantId, customerId, id),
    db
      .prepare(
        `SELECT d.delivered_on, o.public_id, o.number FROM subscription_deliveries d
           JOIN subscriptions s ON s.id = d.subscription_id AND s.tenant_id = d.tenant_id
           LEFT JOIN orders o ON o.id = d.order_id AND o.tenant_id = d.tenant_id
          WHERE d.tenant_id = ?1 AND s.customer_id = ?2 AND d.subscription_id = ?3
          ORDER BY d.delivered_on DESC, d.id DESC`,
      )
      .bind(ctx.tenantId, customerId, id),
  ]);
  const row = subscription?.results[0] as SubscriptionRow | undefined;
  if (!row) throw new HttpError("not_found", "No such subscription.");
  const summary = subscriptionSummary(row, ctx.lang);
  type ItemRow = { product_id: number | null; slug: string | null; name: string; quantity: number; unit_price_cents: number };
  type DeliveryRow = { delivered_on: string; public_id: string | null; number: string | null };
  return {
    ...summary,
    startedAt: row.started_at,
    items: ((items?.results ?? []) as ItemRow[]).map((item) => ({
      productId: item.product_id,
      slug: item.slug,
      name: localized(item.name, ctx.lang) ?? "",
      quantity: item.quantity,
      unitPrice: item.unit_price_cents,
    })),
    deliveries: ((deliveries?.results ?? []) as DeliveryRow[]).map((d) => ({ date: d.delivered_on, orderId: d.public_id, orderNumber: d.number })),
    allowedIntents: [...ALLOWED_INTENTS[summary.status]],
  };
}

/** GET /customers/me/subscriptions/{id} */
export const subscriptionDetail: Handler<"account.subscription"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  return json(await subscriptionOf(ctx, customer.id, idParam((await ctx.input()).params.id, "subscription")));
};

/** POST /customers/me/subscriptions/{id}/actions { intent } — 409 when the intent is not allowed now. */
export const subscriptionAction: Handler<"account.subscriptionAction"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { params, body } = await ctx.input();
  const id = idParam(params.id, "subscription");
  const { intent } = body;
  const before = await subscriptionOf(ctx, customer.id, id);
  const stored = await ctx.env.DB.prepare("SELECT next_delivery_at FROM subscriptions WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3")
    .bind(ctx.tenantId, customer.id, id)
    .first<{ next_delivery_at: string | null }>();
  const after = applyIntent(
    { status: before.status, intervalMonths: before.intervalMonths, nextDeliveryOn: stored?.next_delivery_at ?? null },
    intent,
    today(),
  );
  if (!after) {
    throw new HttpError("conflict", `A ${before.status} subscription cannot ${intent}.`, [{ path: "intent", message: before.status }]);
  }
  // Guarded by the status and date the change was planned from: a concurrent change wins, this one is refused.
  const result = await ctx.env.DB.prepare(
    `UPDATE subscriptions SET status = ?4, next_delivery_at = ?5, updated_at = ${NOW},
            cancelled_at = CASE WHEN ?4 = 'cancelled' THEN ${NOW} ELSE cancelled_at END
      WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3 AND status = ?6 AND next_delivery_at IS ?7`,
  )
    .bind(ctx.tenantId, customer.id, id, after.status, after.nextDeliveryOn, before.status, stored?.next_delivery_at ?? null)
    .run();
  if (result.meta.changes === 0) throw new HttpError("conflict", "The subscription was changed at the same time; try again.");
  return json(await subscriptionOf(ctx, customer.id, id));
};
