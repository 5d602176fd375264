// The demo customers' accounts (issue #4): sign-in accounts for the Auth emulator, address books, past
// orders with invoices, reservations at a branch, subscriptions and one saved cart per customer.
// Order VAT follows the shared rules (commerce/rules/totals.ts): VAT per line, and shipping carries the
// VAT of the goods in proportion to their value excl. VAT (spec §5), in whole cents per rate; the
// core-API tests hold these seeded orders to that (their VAT, their invoices' VAT per rate).
import { splitOverRates, type VatItem, vatBreakdown } from "../../../commerce/rules/totals";
import { assert } from "../assert";
import { uuidFor } from "../random";
import { json, nlEn, type ShopRows } from "../sql";
import type { AddressData, Tenant } from "../tenants/tenant";
import { dateOnly, isoDay } from "../time";
import type { Catalogue, Product, Variant } from "./catalogue";
import type { Customer } from "./customers";

/** Order dates, newest last: the last one is the open (PENDING) order of each customer. */
const ORDER_DAYS = ["2026-05-14", "2026-07-02", "2026-08-21", "2026-10-09", "2026-11-16"];
const ORDER_STATUSES = ["COMPLETED", "COMPLETED", "SHIPPED", "PAID", "PENDING"];
/** What shipping costs below the free-shipping amount, in cents. */
const SHIPPING_CENTS = 495;

type Postal = { name: string; companyName: string | null; street: string; houseNumber: string; postcode: string; city: string; country: string };

/** The next id of each table, counted from the shop's id block over all its customers. */
type Ids = Record<"address" | "order" | "orderLine" | "invoice" | "invoiceLine" | "reservation" | "subscription" | "subscriptionItem" | "delivery", number>;

/** A product's variant to order and what one unit costs incl. VAT. */
type Pick = { pr: Product; v: Variant; cents: number; vat: number };

export type AccountsInput = { customers: Customer[]; catalogue: Catalogue; branchIds: number[]; shippingMethodId: number };

export function buildAccounts(rows: ShopRows, T: Tenant, { customers, catalogue, branchIds, shippingMethodId }: AccountsInput): void {
  const n = T.n;
  /** The first variant with stock (else the first), and what one unit costs incl. VAT. */
  const pick = (slug: string, offset = 0): Pick => {
    const pr = catalogue.products.get(slug);
    const vs = catalogue.variants.get(slug);
    assert(pr && vs, `account data: unknown product ${slug}`);
    const inStock = vs.filter((v) => v.stock > 0);
    const v = (inStock.length ? inStock : vs)[offset % (inStock.length || vs.length)] as Variant;
    const cents = v.price ?? (pr.sale != null && pr.sale < pr.price ? pr.sale : pr.price);
    return { pr, v, cents, vat: pr.vat || 21 };
  };

  rows.comment(`customer accounts ${T.key}`);
  const ids: Ids = {
    address: n * 1000,
    order: n * 1000,
    orderLine: n * 10000,
    invoice: n * 1000,
    invoiceLine: n * 10000,
    reservation: n * 1000,
    subscription: n * 1000,
    subscriptionItem: n * 10000,
    delivery: n * 10000,
  };
  customers.forEach((c, ci) => {
    addAuthAccount(rows, T, c);
    const { shipTo, billTo } = addressBook(rows, T, c, ci, ids);
    orders(rows, T, c, ci, ids, pick, { shipTo, billTo, shippingMethodId });
    reservations(rows, T, c, ci, ids, pick, branchIds);
    subscriptions(rows, T, c, ids, pick);
    savedCart(rows, T, c, ci, pick);
  });
}

/** The customer's sign-in account (auth-accounts.json), with the password the README lists. */
function addAuthAccount(rows: ShopRows, T: Tenant, c: Customer): void {
  const firstWord = T.name.split(" ")[0] as string;
  rows.seed.authAccounts.push({
    authTenantId: T.authTenantId,
    uid: `demo-${T.key.toLowerCase()}-${c.id}`,
    email: c.email,
    password: `${firstWord}-${c.first.toLowerCase()}-2026`,
    firstName: c.first,
    lastName: c.last,
    shop: T.name,
    customerId: c.id,
    kind: c.business ? "business" : "consumer",
  });
}

function addressBook(rows: ShopRows, T: Tenant, c: Customer, ci: number, ids: Ids): { shipTo: Postal; billTo: Postal } {
  const addresses = T.accounts.addresses[c.id];
  assert(addresses && addresses.length >= 1, `addresses for customer ${c.id}`);
  for (const [label, first, last, company, street, nr, addition, postcode, city, country, ship, bill] of addresses) {
    ids.address++;
    rows.insert("customer_addresses", {
      id: ids.address,
      tenant_id: T.id,
      customer_id: c.id,
      label,
      first_name: first,
      last_name: last,
      company_name: company,
      street,
      house_number: nr,
      house_number_addition: addition,
      postcode,
      city,
      country_code: country,
      is_default_shipping: ship,
      is_default_billing: bill,
      created_at: isoDay([2025, 6, 2], ci * 7, 11),
    });
  }
  const postal = (a: AddressData): Postal => ({
    name: `${a[1]} ${a[2]}`,
    companyName: a[3],
    street: a[4],
    houseNumber: a[6] ? `${a[5]} ${a[6]}` : a[5],
    postcode: a[7],
    city: a[8],
    country: a[9],
  });
  const first = addresses[0] as AddressData;
  return { shipTo: postal(addresses.find((a) => a[10] === 1) ?? first), billTo: postal(addresses.find((a) => a[11] === 1) ?? first) };
}

const variantLabel = (v: Variant, language: 0 | 1) => [v.colour[language], v.size].filter(Boolean).join(", ");
const lineName = (l: Pick) => nlEn(`${l.pr.nl} (${variantLabel(l.v, 0)})`, `${l.pr.en} (${variantLabel(l.v, 1)})`);

/** Orders and their invoices: 5, 4 and 3 orders for the three customers, the newest still open. */
function orders(
  rows: ShopRows,
  T: Tenant,
  c: Customer,
  ci: number,
  ids: Ids,
  pick: (slug: string, offset?: number) => Pick,
  { shipTo, billTo, shippingMethodId }: { shipTo: Postal; billTo: Postal; shippingMethodId: number },
): void {
  const { n } = T;
  const tid = T.id;
  const oneLine = (p: Postal) => `${p.street} ${p.houseNumber}, ${p.postcode} ${p.city}, ${p.country}`;
  const orderCount = 5 - ci;
  const days = ORDER_DAYS.slice(ORDER_DAYS.length - orderCount);
  const statuses = ORDER_STATUSES.slice(ORDER_STATUSES.length - orderCount);
  days.forEach((day, oi) => {
    ids.order++;
    const orderId = ids.order;
    const orderNumber = orderId - n * 1000;
    const status = statuses[oi] as string;
    const pending = status === "PENDING";
    const slugs = T.accounts.orders[(oi + ci) % T.accounts.orders.length] as string[];
    const lines = slugs.map((slug, li) => ({ ...pick(slug, ci + li), quantity: c.business ? 2 + ((oi + li) % 3) : 1 + ((oi + li + ci) % 2) }));
    const goods: VatItem[] = lines.map((l) => ({ inclCents: l.cents * l.quantity, vatPct: l.vat }));
    const subtotal = lines.reduce((sum, l) => sum + l.cents * l.quantity, 0);
    const shipping = subtotal >= T.freeShippingFrom ? 0 : SHIPPING_CENTS;
    // VAT per line and per shipping share (one per rate): the same sums the invoice shows.
    const shippingShares = splitOverRates(shipping, goods);
    const vat = vatBreakdown([...goods, ...shippingShares.map((part) => ({ inclCents: part.cents, vatPct: part.vatPct }))]).vatCents;
    const placedAt = `${day}T${String(9 + ((oi * 3 + ci) % 10)).padStart(2, "0")}:${String((oi * 17 + ci * 7) % 60).padStart(2, "0")}:00.000Z`;
    const paymentMethod = c.business ? "invoice" : oi % 2 === 0 ? "ideal" : "creditcard";
    const paymentStatus = c.business ? "invoice" : pending ? "open" : "paid";
    rows.insert("orders", {
      id: orderId,
      tenant_id: tid,
      public_id: uuidFor(`${T.key}:order:${orderId}`),
      number: `${T.skuPrefix}-2026-${String(orderNumber).padStart(5, "0")}`,
      cart_id: null,
      customer_id: c.id,
      placed_by_staff: c.business && oi === 1 ? T.accounts.staff : null,
      status,
      payment_status: paymentStatus,
      payment_method: paymentMethod,
      email: c.email,
      language: "nl",
      contact: json({ firstName: c.first, lastName: c.last, email: c.email, phone: c.phone, companyName: c.company }),
      shipping_address: json(shipTo),
      billing_address: json(billTo),
      shipping_method_id: shippingMethodId,
      subtotal_cents: subtotal,
      discount_cents: 0,
      shipping_cents: shipping,
      vat_cents: vat,
      total_cents: subtotal + shipping,
      idempotency_key: null,
      created_at: placedAt,
      price_basis: c.business ? "ex" : "inc",
      bundle_savings_cents: 0,
    });
    for (const l of lines) {
      ids.orderLine++;
      rows.insert("order_lines", {
        id: ids.orderLine,
        tenant_id: tid,
        order_id: orderId,
        product_id: l.pr.id,
        variant_id: l.v.id,
        name: lineName(l),
        sku: l.v.sku,
        quantity: l.quantity,
        unit_price_cents: l.cents,
        vat_percentage: l.vat,
        bundle_group_key: null,
        bundle_id: null,
      });
    }
    // The invoice: consumers pay at once (paid, or open while the order waits for payment); the
    // business customer pays on invoice within 30 days: the two newest open, one overdue, the rest paid.
    ids.invoice++;
    const termDays = c.business ? 30 : 14;
    const due = new Date(Date.parse(placedAt) + termDays * 86400000).toISOString();
    const newest = oi >= days.length - 2;
    const invoiceStatus = c.business ? (newest ? "open" : oi === days.length - 3 ? "overdue" : "paid") : pending ? "open" : "paid";
    rows.insert("invoices", {
      id: ids.invoice,
      tenant_id: tid,
      customer_id: c.id,
      order_id: orderId,
      number: `${T.skuPrefix}F-2026-${String(orderNumber).padStart(5, "0")}`,
      status: invoiceStatus,
      issued_at: placedAt,
      due_at: due,
      paid_at: invoiceStatus === "paid" ? placedAt : null,
      buyer_address: oneLine(billTo),
    });
    lines.forEach((l, li) => {
      ids.invoiceLine++;
      rows.insert("invoice_lines", {
        id: ids.invoiceLine,
        tenant_id: tid,
        invoice_id: ids.invoice,
        description: lineName(l),
        quantity: l.quantity,
        unit_price_cents: l.cents,
        vat_percentage: l.vat,
        sort_index: li,
      });
    });
    for (const part of shippingShares) {
      ids.invoiceLine++;
      rows.insert("invoice_lines", {
        id: ids.invoiceLine,
        tenant_id: tid,
        invoice_id: ids.invoice,
        description: nlEn("Verzendkosten", "Shipping"),
        quantity: 1,
        unit_price_cents: part.cents,
        vat_percentage: part.vatPct,
        sort_index: lines.length,
      });
    }
  });
}

/** Reservations at a branch: one ready to collect, one collected (the demo customer: one). */
function reservations(rows: ShopRows, T: Tenant, c: Customer, ci: number, ids: Ids, pick: (slug: string, offset?: number) => Pick, branchIds: number[]): void {
  T.accounts.reservations.slice(0, ci === 2 ? 1 : 2).forEach(([slug, status], ri) => {
    ids.reservation++;
    const { pr, v } = pick(slug, ci);
    const reservedAt = status === "ready" ? "2026-11-19T14:10:00.000Z" : "2026-09-03T11:25:00.000Z";
    const expiresAt = status === "ready" ? "2027-01-31T18:00:00.000Z" : "2026-09-10T18:00:00.000Z";
    rows.insert("reservations", {
      id: ids.reservation,
      tenant_id: T.id,
      customer_id: c.id,
      branch_id: branchIds[(ci + ri) % branchIds.length],
      product_id: pr.id,
      variant_id: v.id,
      product_name: nlEn(pr.nl, pr.en),
      quantity: 1,
      status,
      reserved_at: reservedAt,
      expires_at: expiresAt,
    });
  });
}

/** Subscriptions: one active, one paused, each with its items and its deliveries so far. */
function subscriptions(rows: ShopRows, T: Tenant, c: Customer, ids: Ids, pick: (slug: string, offset?: number) => Pick): void {
  const tid = T.id;
  T.accounts.subscriptions.forEach(([nl, en, months, items, status], si) => {
    ids.subscription++;
    const subscriptionId = ids.subscription;
    const startedAt = `2026-0${3 + si}-01T10:00:00.000Z`;
    rows.insert("subscriptions", {
      id: subscriptionId,
      tenant_id: tid,
      customer_id: c.id,
      name: nlEn(nl, en),
      status,
      interval_months: months,
      next_delivery_at: status === "active" ? "2026-12-15" : "2027-02-01",
      started_at: startedAt,
      cancelled_at: null,
      updated_at: startedAt,
    });
    items.forEach(([slug, quantity], ii) => {
      ids.subscriptionItem++;
      const { pr, v, cents } = pick(slug, ii);
      rows.insert("subscription_items", {
        id: ids.subscriptionItem,
        tenant_id: tid,
        subscription_id: subscriptionId,
        product_id: pr.id,
        variant_id: v.id,
        name: nlEn(pr.nl, pr.en),
        quantity,
        unit_price_cents: cents,
        sort_index: ii,
      });
    });
    const start = Date.parse(startedAt);
    for (let k = 0; ; k++) {
      const d = new Date(start);
      d.setUTCMonth(d.getUTCMonth() + k * months);
      if (d.toISOString() >= "2026-11-01") break;
      ids.delivery++;
      rows.insert("subscription_deliveries", {
        id: ids.delivery,
        tenant_id: tid,
        subscription_id: subscriptionId,
        delivered_on: dateOnly(d.toISOString()),
        order_id: null,
      });
    }
  });
}

/** One saved (ABANDONED) cart with lines. */
function savedCart(rows: ShopRows, T: Tenant, c: Customer, ci: number, pick: (slug: string, offset?: number) => Pick): void {
  const cartId = uuidFor(`${T.key}:saved-cart:${c.id}`);
  const savedAt = isoDay([2026, 10, 24], ci, 20);
  rows.insert("carts", {
    id: cartId,
    tenant_id: T.id,
    customer_id: c.id,
    status: "ABANDONED",
    language: "nl",
    checkout: "{}",
    version: 1,
    created_at: savedAt,
    updated_at: savedAt,
  });
  T.accounts.savedCart.forEach(([slug, quantity], li) => {
    const { pr, v, cents } = pick(slug, li + ci);
    assert(v.stock >= quantity, `saved cart line ${slug} needs stock`);
    rows.insert("cart_lines", {
      tenant_id: T.id,
      cart_id: cartId,
      product_id: pr.id,
      variant_id: v.id,
      quantity,
      unit_price_snapshot_cents: cents,
      created_at: savedAt,
    });
  });
}
