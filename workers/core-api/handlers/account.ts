// The account area: the signed-in customer's carts, orders, invoices, reservations and subscriptions.
// Every query names the tenant AND the customer: another customer's order, invoice or subscription
// is not found (404), never shown.
import { totalsOf, vatBreakdown } from "@commerce/rules/totals";
import { exclVatCents } from "@commerce/rules/vat";
import {
  type CartSummary,
  INVOICE_STATUSES,
  type InvoiceDetail,
  type InvoiceSummary,
  ORDER_STATUSES,
  OrderDetail,
  type OrderSummary,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  type Reservation,
  SUBSCRIPTION_STATUSES,
  SubscriptionAction,
  type SubscriptionDetail,
  type SubscriptionSummary,
} from "@commerce/contract/customers";
import type { Language } from "@commerce/contract/common";
import { ALLOWED_INTENTS, applyIntent } from "../account/subscriptions";
import { categoryRules, customerNumber, requireCustomer, type SignedIn } from "../auth/customer";
import { assembleCart } from "../cart/assemble";
import { paymentMethodName } from "../checkout/payment-methods";
import { readJsonBody } from "../cart/body";
import { readSnapshot, SNAPSHOT_STATEMENTS, snapshotStatements } from "../cart/queries";
import { HttpError, json, parseInput } from "../http";
import { localized } from "../localized";
import type { Handler, HandlerContext } from "../router";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A stored value when it is one of the allowed ones, else the fallback (the database does not check every column). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

/** A numeric id from the url; anything else is simply not found. */
function idParam(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!/^[0-9]{1,12}$/.test(value ?? "") || !Number.isSafeInteger(id)) throw new HttpError("not_found", `No such ${what}.`);
  return id;
}

const today = () => new Date().toISOString().slice(0, 10);

// ------------------------------------------------------------------------------------------------
// Carts

/** The carts the list shows at most. */
const MAX_CART_SUMMARIES = 20;

/** GET /customers/me/carts — open and saved carts, newest change first, priced as the customer sees them. */
export const listCarts: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const db = ctx.env.DB;
  const { results: heads } = await db
    .prepare(
      `SELECT id, updated_at FROM carts WHERE tenant_id = ?1 AND customer_id = ?2 AND status <> 'ORDERED'
        ORDER BY updated_at DESC, id LIMIT ?3`,
    )
    .bind(ctx.tenantId, customer.id, MAX_CART_SUMMARIES)
    .all<{ id: string; updated_at: string }>();
  if (heads.length === 0) return json([]);
  const results = await db.batch(heads.flatMap((head) => snapshotStatements(db, ctx.tenantId, head.id)));
  const now = new Date();
  const summaries: CartSummary[] = heads.flatMap((head, i) => {
    const snapshot = readSnapshot(results.slice(i * SNAPSHOT_STATEMENTS, (i + 1) * SNAPSHOT_STATEMENTS));
    if (!snapshot.cart) return [];
    const cart = assembleCart(snapshot, { lang: ctx.lang, now, customerCategory: categoryRules(customer) });
    const images = [...new Set(snapshot.lines.map((line) => line.media_url).filter((url): url is string => url !== null))].slice(0, 4);
    return [{ id: cart.id, status: cart.status, itemCount: cart.itemCount, totalInclVat: cart.totals.totalInclVat, images, updatedAt: head.updated_at }];
  });
  return json(summaries);
};

/**
 * POST /customers/me/carts/{id}/resume — that cart becomes the current (OPEN) one; the cart that was
 * current is kept as a saved cart, or dropped when it is empty.
 */
export const resumeCart: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const id = ctx.params.cartId ?? "";
  const db = ctx.env.DB;
  const others = "tenant_id = ?1 AND customer_id = ?2 AND id <> ?3 AND status IN ('OPEN', 'PENDING')";
  const results = await db.batch([
    db
      .prepare(
        `UPDATE carts SET status = 'OPEN', version = version + 1, updated_at = ${NOW}
          WHERE tenant_id = ?1 AND customer_id = ?2 AND id = ?3 AND status <> 'ORDERED'`,
      )
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `DELETE FROM carts WHERE ${others} AND changes() > 0 AND NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = carts.id AND l.tenant_id = carts.tenant_id)`,
      )
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `UPDATE carts SET status = 'ABANDONED', version = version + 1
          WHERE ${others} AND EXISTS (SELECT 1 FROM carts WHERE id = ?3 AND tenant_id = ?1 AND customer_id = ?2 AND status = 'OPEN')`,
      )
      .bind(ctx.tenantId, customer.id, id),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) throw new HttpError("not_found", "No such cart to resume.");
  return json({ cartId: id });
};

// ------------------------------------------------------------------------------------------------
// Orders

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
export const orderDetail: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const detail = await readOrderDetail(ctx.env.DB, ctx.tenantId, ctx.lang, ctx.params.publicId ?? "", customer.id);
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

// ------------------------------------------------------------------------------------------------
// Invoices

type InvoiceRow = {
  id: number;
  number: string;
  order_public_id: string | null;
  order_number: string | null;
  issued_at: string;
  due_at: string;
  status: string;
  total_cents: number | null;
};

const INVOICE_SELECT = `SELECT i.id, i.number, o.public_id AS order_public_id, o.number AS order_number, i.issued_at, i.due_at, i.status,
       (SELECT SUM(l.quantity * l.unit_price_cents) FROM invoice_lines l WHERE l.invoice_id = i.id AND l.tenant_id = i.tenant_id) AS total_cents
  FROM invoices i LEFT JOIN orders o ON o.id = i.order_id AND o.tenant_id = i.tenant_id`;

/** An open invoice past its due date is overdue. */
export function invoiceStatus(stored: string, dueAt: string, now: Date): InvoiceSummary["status"] {
  const status = oneOf(INVOICE_STATUSES, stored, "open");
  return status === "open" && Date.parse(dueAt) < now.getTime() ? "overdue" : status;
}

function invoiceSummary(row: InvoiceRow, now: Date): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    orderId: row.order_public_id,
    orderNumber: row.order_number,
    issuedAt: row.issued_at,
    dueAt: row.due_at,
    status: invoiceStatus(row.status, row.due_at, now),
    totalInclVat: row.total_cents ?? 0,
  };
}

/** GET /customers/me/invoices — newest first. */
export const listInvoices: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { results } = await ctx.env.DB.prepare(`${INVOICE_SELECT} WHERE i.tenant_id = ?1 AND i.customer_id = ?2 ORDER BY i.issued_at DESC, i.id DESC`)
    .bind(ctx.tenantId, customer.id)
    .all<InvoiceRow>();
  const now = new Date();
  return json(results.map((row) => invoiceSummary(row, now)));
};

type SellerRow = {
  store_name: string;
  street: string | null;
  house_nr: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  vat_identifier: string | null;
  chamber_of_commerce_number: string | null;
  iban: string | null;
};

function sellerAddress(row: SellerRow): string | null {
  const street = [row.street, row.house_nr].filter(Boolean).join(" ");
  const town = [row.postal_code, row.city].filter(Boolean).join(" ");
  const parts = [street, town, row.country_code].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

/** GET /customers/me/invoices/{id} — the whole invoice: seller, buyer, lines, VAT per rate. */
export const invoiceDetail: Handler = async (ctx) => {
  const signedIn = await requireCustomer(ctx);
  const { customer } = signedIn;
  const id = idParam(ctx.params.id, "invoice");
  const db = ctx.env.DB;
  const [invoice, lines, seller] = await db.batch([
    db
      .prepare(`${INVOICE_SELECT.replace("FROM invoices i", ", i.buyer_address FROM invoices i")} WHERE i.tenant_id = ?1 AND i.customer_id = ?2 AND i.id = ?3`)
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `SELECT l.description, l.quantity, l.unit_price_cents, l.vat_percentage FROM invoice_lines l
           JOIN invoices i ON i.id = l.invoice_id AND i.tenant_id = l.tenant_id
          WHERE l.tenant_id = ?1 AND i.customer_id = ?2 AND l.invoice_id = ?3
          ORDER BY l.sort_index, l.id`,
      )
      .bind(ctx.tenantId, customer.id, id),
    db
      .prepare(
        `SELECT store_name, street, house_nr, postal_code, city, country_code, vat_identifier, chamber_of_commerce_number, iban
           FROM store_details WHERE tenant_id = ?1`,
      )
      .bind(ctx.tenantId),
  ]);
  const row = invoice?.results[0] as (InvoiceRow & { buyer_address: string | null }) | undefined;
  if (!row) throw new HttpError("not_found", "No such invoice.");
  const store = seller?.results[0] as SellerRow | undefined;
  const lineRows = (lines?.results ?? []) as { description: string; quantity: number; unit_price_cents: number; vat_percentage: number }[];
  // Each line excl. VAT on its own, the VAT per rate the rest: the lines add up to the totals exactly.
  const money = vatBreakdown(lineRows.map((line) => ({ inclCents: line.unit_price_cents * line.quantity, vatPct: line.vat_percentage })));
  const detail: InvoiceDetail = {
    ...invoiceSummary(row, new Date()),
    seller: {
      name: store?.store_name ?? "",
      address: store ? sellerAddress(store) : null,
      vatNumber: store?.vat_identifier ?? null,
      cocNumber: store?.chamber_of_commerce_number ?? null,
      iban: store?.iban ?? null,
    },
    buyer: buyerOf(signedIn, row.buyer_address),
    lines: lineRows.map((line, i) => ({
      description: localized(line.description, ctx.lang) ?? "",
      quantity: line.quantity,
      unitPriceExclVat: exclVatCents(line.unit_price_cents, line.vat_percentage),
      vatPct: line.vat_percentage,
      totalExclVat: money.exclCents[i] as number,
    })),
    vatBreakdown: money.rates.map((rate) => ({ vatPct: rate.vatPct, base: rate.baseCents, vat: rate.vatCents })),
    totals: { exclVat: money.baseCents, vat: money.vatCents, inclVat: money.inclCents },
  };
  return json(detail);
};

function buyerOf({ customer }: SignedIn, address: string | null): InvoiceDetail["buyer"] {
  return {
    name: [customer.first_name, customer.last_name].filter(Boolean).join(" "),
    companyName: customer.company_name,
    address,
    customerNumber: customerNumber(customer.id),
  };
}

// ------------------------------------------------------------------------------------------------
// Reservations

type ReservationRow = {
  id: number;
  product_id: number | null;
  slug: string | null;
  product_name: string;
  size: string | null;
  colour: string | null;
  image_url: string | null;
  quantity: number;
  branch_name: string;
  status: string;
  reserved_at: string;
  expires_at: string;
};

/** GET /customers/me/reservations — newest first; one not collected in time reads as expired. */
export const listReservations: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { results } = await ctx.env.DB.prepare(
    `SELECT r.id, r.product_id, p.slug, r.product_name, v.size, v.colour, r.quantity, b.name AS branch_name, r.status,
            r.reserved_at, r.expires_at,
            COALESCE(
              (SELECT m.url FROM product_media m WHERE m.tenant_id = r.tenant_id AND m.product_id = r.product_id
                  AND lower(m.colour_hex) = lower(v.colour_hex) ORDER BY m.sort_index, m.id LIMIT 1),
              (SELECT m.url FROM product_media m WHERE m.tenant_id = r.tenant_id AND m.product_id = r.product_id
                ORDER BY m.sort_index, m.id LIMIT 1)) AS image_url
       FROM reservations r
       JOIN branches b ON b.id = r.branch_id AND b.tenant_id = r.tenant_id
       LEFT JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
       LEFT JOIN product_variants v ON v.id = r.variant_id AND v.tenant_id = r.tenant_id
      WHERE r.tenant_id = ?1 AND r.customer_id = ?2
      ORDER BY r.reserved_at DESC, r.id DESC`,
  )
    .bind(ctx.tenantId, customer.id)
    .all<ReservationRow>();
  const now = Date.now();
  const reservations: Reservation[] = results.map((row) => {
    const stored = oneOf(RESERVATION_STATUSES, row.status, "reserved");
    const waiting = stored === "reserved" || stored === "ready";
    const label = [localized(row.colour, ctx.lang), row.size].filter(Boolean).join(", ");
    return {
      id: row.id,
      productId: row.product_id,
      slug: row.slug,
      productName: localized(row.product_name, ctx.lang) ?? "",
      variantLabel: label === "" ? null : label,
      imageUrl: row.image_url,
      quantity: row.quantity,
      branchName: row.branch_name,
      status: waiting && Date.parse(row.expires_at) < now ? "expired" : stored,
      reservedAt: row.reserved_at,
      expiresAt: row.expires_at,
    };
  });
  return json(reservations);
};

// ------------------------------------------------------------------------------------------------
// Subscriptions

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
export const subscriptionDetail: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  return json(await subscriptionOf(ctx, customer.id, idParam(ctx.params.id, "subscription")));
};

/** POST /customers/me/subscriptions/{id}/actions { intent } — 409 when the intent is not allowed now. */
export const subscriptionAction: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const id = idParam(ctx.params.id, "subscription");
  const { intent } = parseInput(SubscriptionAction, await readJsonBody(ctx.request));
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
