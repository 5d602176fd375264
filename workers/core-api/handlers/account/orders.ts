// The account area's orders: the signed-in customer's orders, and one order in full (also read by the
// order page, the checkout and the payment sync). Another customer's order is not found (404).
import { totalsOf } from "@commerce/rules/totals";
import { exclVatCents } from "@commerce/rules/vat";
import { ORDER_STATUSES, OrderDetail, type OrderSummary, PAYMENT_STATUSES } from "@commerce/contract/account";
import type { Language } from "@commerce/contract/common";
import { requireCustomer } from "../../auth/customer";
import { paymentMethodName } from "../../checkout/payment-methods";
import { HttpError, json } from "../../http";
import { localized } from "../../localized";
import type { Handler } from "../../router";
import { oneOf } from "./shared";

type OrderRow = {
  id: number;
  public_id: string;
  number: string;
  created_at: string;
  status: string;
  payment_status: string;
  total_cents: number;
  item_count: number | null;
};

const ORDER_SELECT = `SELECT o.id, o.public_id, o.number, o.created_at, o.status, o.payment_status, o.total_cents,
       (SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = o.id AND l.tenant_id = o.tenant_id) AS item_count`;

function orderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.public_id,
    number: row.number,
    placedAt: row.created_at,
    status: oneOf(ORDER_STATUSES, row.status, "PENDING"),
    paymentStatus: oneOf(PAYMENT_STATUSES, row.payment_status, "open"),
    itemCount: row.item_count ?? 0,
    totalInclVat: row.total_cents,
  };
}

/** GET /customers/me/orders — newest first. */
export const listOrders: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { results } = await ctx.env.DB.prepare(
    `${ORDER_SELECT} FROM orders o WHERE o.tenant_id = ?1 AND o.customer_id = ?2 ORDER BY o.created_at DESC, o.id DESC`,
  )
    .bind(ctx.tenantId, customer.id)
    .all<OrderRow>();
  return json(results.map(orderSummary));
};

type OrderDetailRow = OrderRow & {
  email: string;
  payment_method: string | null;
  shipping_method: string | null;
  shipping_address: string | null;
  billing_address: string | null;
  placed_by_staff: string | null;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  vat_cents: number;
  price_basis: string;
  bundle_savings_cents: number;
  invoice_id: number | null;
};

type OrderLineRow = {
  product_id: number | null;
  slug: string | null;
  name: string;
  sku: string | null;
  quantity: number;
  unit_price_cents: number;
  vat_percentage: number;
  bundle_group_key: string | null;
};

/** A stored address (JSON) as the contract's postal address, or null when it is not one. */
function postalAddress(value: string | null): OrderDetail["shippingAddress"] {
  if (!value) return null;
  try {
    const parsed = OrderDetail.shape.shippingAddress.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** GET /customers/me/orders/{publicId} — one of the customer's own orders (404 for anyone else's). */
export const orderDetail: Handler<"account.order"> = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { publicId } = (await ctx.input()).params;
  const detail = await readOrderDetail(ctx.env.DB, ctx.tenantId, ctx.lang, publicId, customer.id);
  if (!detail) throw new HttpError("not_found", "No such order.");
  return json(detail);
};

/**
 * One order of the shop as OrderDetail, or null. With a customer id only that customer's order is
 * found; null leaves the owner check to the caller (GET /ecommerce/orders/{publicId}: Bearer or token).
 */
export async function readOrderDetail(
  db: D1Database,
  tenantId: string,
  lang: Language,
  publicId: string,
  customerId: number | null,
): Promise<OrderDetail | null> {
  const owner = customerId === null ? "" : "AND o.customer_id = ?2";
  const [order, lines] = await db.batch([
    db
      .prepare(
        `${ORDER_SELECT}, o.email, o.payment_method, m.name AS shipping_method, o.shipping_address, o.billing_address,
                -- The order keeps the staff member's id (the audit trail); the customer reads their name,
                -- from the shadow session it was placed in.
                COALESCE((SELECT s.staff_name FROM shadow_sessions s
                           WHERE s.tenant_id = o.tenant_id AND s.staff_id = o.placed_by_staff AND s.customer_id = o.customer_id
                             AND s.started_at <= o.created_at ORDER BY s.started_at DESC LIMIT 1), o.placed_by_staff) AS placed_by_staff,
                o.subtotal_cents, o.discount_cents, o.shipping_cents, o.vat_cents, o.price_basis, o.bundle_savings_cents,
                (SELECT i.id FROM invoices i WHERE i.order_id = o.id AND i.tenant_id = o.tenant_id ORDER BY i.id LIMIT 1) AS invoice_id
           FROM orders o LEFT JOIN shipping_methods m ON m.id = o.shipping_method_id AND m.tenant_id = o.tenant_id
          WHERE o.tenant_id = ?1 ${owner} AND o.public_id = ?3`,
      )
      .bind(tenantId, customerId, publicId),
    db
      .prepare(
        `SELECT l.product_id, p.slug, l.name, l.sku, l.quantity, l.unit_price_cents, l.vat_percentage, l.bundle_group_key
           FROM order_lines l
           JOIN orders o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
           LEFT JOIN products p ON p.id = l.product_id AND p.tenant_id = l.tenant_id
          WHERE l.tenant_id = ?1 ${owner} AND o.public_id = ?3
          ORDER BY l.id`,
      )
      .bind(tenantId, customerId, publicId),
  ]);
  const row = order?.results[0] as OrderDetailRow | undefined;
  if (!row) return null;
  const lineRows = (lines?.results ?? []) as OrderLineRow[];
  // The rows the cart showed when it was placed: the same rule over the stored lines, code and shipping.
  const basis = row.price_basis === "ex" ? "ex" : "inc";
  const money = totalsOf({
    basis,
    lines: lineRows.map((line) => ({ inclCents: line.unit_price_cents * line.quantity, vatPct: line.vat_percentage })),
    discountCents: row.discount_cents,
    shipping: { label: "chosen", cents: row.shipping_cents },
  });
  return {
    ...orderSummary(row),
    email: row.email,
    paymentMethod: row.payment_method,
    paymentMethodName: paymentMethodName(row.payment_method, lang),
    shippingMethod: localized(row.shipping_method, lang),
    shippingAddress: postalAddress(row.shipping_address),
    billingAddress: postalAddress(row.billing_address),
    placedByStaff: row.placed_by_staff,
    lines: lineRows.map((line, i) => ({
      productId: line.product_id,
      slug: line.slug,
      name: localized(line.name, lang) ?? "",
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unit_price_cents,
      vatPct: line.vat_percentage,
      subTotal: line.unit_price_cents * line.quantity,
      shown: {
        unitCents: basis === "ex" ? exclVatCents(line.unit_price_cents, line.vat_percentage) : line.unit_price_cents,
        totalCents: money.lineCents[i] as number,
      },
      bundleGroupKey: line.bundle_group_key,
    })),
    totals: {
      subtotal: row.subtotal_cents,
      discount: row.discount_cents,
      shipping: row.shipping_cents,
      vat: row.vat_cents,
      total: row.total_cents,
    },
    summary: { basis, rows: money.rows, bundleSavingsCents: row.bundle_savings_cents, vatCents: money.vatCents },
    invoiceId: row.invoice_id,
  };
}
