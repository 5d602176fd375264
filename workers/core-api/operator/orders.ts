// orders list / show (ADR 0044): what a shop owner needs to ship — items, sizes, the address, the
// shipping method and whether it is paid. Read only; every query names the shop.
import type { OperatorOrder, OperatorOrderSummary } from "@commerce/contract/operator";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";
import { operatorInput, shopBasics } from "./shared";

/** The newest orders first; a list this long is a day's work, not an export. */
const MAX_ORDERS = 500;

type OrderRow = {
  id: number;
  number: string;
  created_at: string;
  status: string;
  payment_status: string;
  payment_method: string | null;
  email: string;
  language: string;
  contact: string;
  shipping_address: string;
  billing_address: string;
  total_cents: number;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  vat_cents: number;
  items: number;
  shipping_name: string | null;
  shipping_kind: string | null;
};

const ORDERS = `SELECT o.*, (SELECT COALESCE(SUM(quantity), 0) FROM order_lines WHERE order_id = o.id) AS items,
       m.name AS shipping_name, m.kind AS shipping_kind
  FROM orders o LEFT JOIN shipping_methods m ON m.id = o.shipping_method_id AND m.tenant_id = o.tenant_id
 WHERE o.tenant_id = ?1`;

function object(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function summary(row: OrderRow, language: Parameters<typeof localized>[1]): OperatorOrderSummary {
  const contact = object(row.contact);
  const name = [contact.firstName, contact.lastName].filter((p) => typeof p === "string").join(" ");
  return {
    number: row.number,
    createdAt: row.created_at,
    status: row.status,
    paymentStatus: row.payment_status,
    email: row.email,
    name,
    items: row.items,
    total: row.total_cents,
    shippingMethod: localized(row.shipping_name, language),
  };
}

/** GET /operator/orders?since=YYYY-MM-DD */
export const operatorOrders: Handler<"operator.orders"> = async (ctx) => {
  const { since } = (await operatorInput(ctx)).query;
  const { language } = await shopBasics(ctx.env.DB, ctx.tenantId);
  const { results } = await ctx.env.DB.prepare(`${ORDERS} AND o.created_at >= ?2 ORDER BY o.created_at DESC, o.id DESC LIMIT ${MAX_ORDERS}`)
    .bind(ctx.tenantId, since ?? "")
    .all<OrderRow>();
  return json(results.map((row) => summary(row, language)));
};

/** GET /operator/orders/{number} */
export const operatorOrder: Handler<"operator.order"> = async (ctx) => {
  const { number } = (await operatorInput(ctx)).params;
  const db = ctx.env.DB;
  const { language } = await shopBasics(db, ctx.tenantId);
  const row = await db.prepare(`${ORDERS} AND o.number = ?2`).bind(ctx.tenantId, number).first<OrderRow>();
  if (!row) throw new HttpError("not_found", `The shop has no order ${number}.`);
  const { results: lines } = await db
    .prepare(
      `SELECT l.sku, l.name, v.size, v.colour, l.quantity, l.unit_price_cents, b.name AS bundle
         FROM order_lines l
         LEFT JOIN product_variants v ON v.id = l.variant_id AND v.tenant_id = l.tenant_id
         LEFT JOIN bundles b ON b.id = l.bundle_id AND b.tenant_id = l.tenant_id
        WHERE l.tenant_id = ?1 AND l.order_id = ?2 ORDER BY l.id`,
    )
    .bind(ctx.tenantId, row.id)
    .all<{ sku: string | null; name: string; size: string | null; colour: string | null; quantity: number; unit_price_cents: number; bundle: string | null }>();
  const order: OperatorOrder = {
    ...summary(row, language),
    paymentMethod: row.payment_method,
    language: row.language,
    shippingKind: row.shipping_kind,
    shippingAddress: object(row.shipping_address),
    billingAddress: object(row.billing_address),
    contact: object(row.contact),
    lines: lines.map((l) => ({
      sku: l.sku,
      name: localized(l.name, language) ?? l.name,
      size: l.size,
      colour: localized(l.colour, language),
      quantity: l.quantity,
      unitPrice: l.unit_price_cents,
      bundle: localized(l.bundle, language),
    })),
    subtotal: row.subtotal_cents,
    discount: row.discount_cents,
    shipping: row.shipping_cents,
    vat: row.vat_cents,
  };
  return json(order);
};
