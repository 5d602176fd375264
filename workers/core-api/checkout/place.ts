// Placing the order: the cart becomes the order, once.
//
// 1. An order for this idempotency key or this cart already exists → that order is the answer (a double
//    click, a resubmitted form, a reload, the back button): one order, never two.
// 2. Every step complete, prices validated again (a change → 409 with the changes), stock checked.
// 3. ONE D1 batch — a transaction — whose first statement inserts the order only while the cart is still
//    at the version the plan was made from, not ordered, has no order yet, every variant has the stock
//    and the coupon (if the plan counts one) has a use left; every later statement (stock, lines, cart
//    status, access token, invoice, coupon use) runs only when that order exists. Of ten concurrent
//    placements one inserts; the nine others find its order (1.). Of orders of several carts with a
//    coupon's last use, one gets it; the others plan again, and find it used up (as one after another would).
import type { PlacedOrder, PlaceOrderRequest } from "@commerce/contract/checkout";
import type { Language } from "@commerce/contract/common";
import { categoryRules, type SignedIn } from "../auth/customer";
import { notEnoughStock } from "../cart/actions";
import { assembleCart } from "../cart/assemble";
import { cataloguePrice } from "@commerce/rules/pricing";
import { type CartSnapshot, loadSnapshot } from "../cart/queries";
import { splitOverRates } from "@commerce/rules/totals";
import { HttpError } from "../http";
import { localized } from "../localized";
import type { Mailer } from "../mail/mailer";
import { orderConfirmation } from "../mail/order-confirmation";
import { mailShop } from "../mail/shop";
import { readOrderDetail } from "../handlers/account/orders";
import { paymentReadiness } from "../payments/select";
import { latestPayment, type PayableOrder, paymentUnavailableError, startPayment } from "../payments/sync";
import { type LoadedCheckout, loadCheckout } from "./state";
import type { CheckoutAddress } from "./steps";
import type { z } from "zod";

const MAX_ATTEMPTS = 5;
const INVOICE_TERM_DAYS = 30;

export type PlaceContext = {
  env: Env;
  request: Request;
  tenantId: string;
  lang: Language;
  cartId: string;
  signedIn: SignedIn | null;
  mailer: Mailer;
};

export type OrderRow = PayableOrder & { cart_id: string | null; customer_id: number | null; status: string; email: string };

const ORDER_COLUMNS = "id, public_id, number, total_cents, language, payment_method, payment_status, cart_id, customer_id, status, email";

export function orderByPublicId(db: D1Database, tenantId: string, publicId: string) {
  return db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_id = ?1 AND public_id = ?2`).bind(tenantId, publicId).first<OrderRow>();
}

/** SHA-256 hex of an order access token: only this is stored. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function newAccessToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function placeOrder(ctx: PlaceContext, input: PlaceOrderRequest): Promise<{ placed: PlacedOrder; created: boolean }> {
  const db = ctx.env.DB;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const checkout = await loadCheckout(db, ctx.tenantId, ctx.cartId, ctx.signedIn);
    const existing = await db
      .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE tenant_id = ?1 AND (cart_id = ?2 OR idempotency_key = ?3) ORDER BY cart_id = ?2 DESC LIMIT 1`)
      .bind(ctx.tenantId, ctx.cartId, input.idempotencyKey)
      .first<OrderRow>();
    if (existing) {
      if (existing.cart_id !== ctx.cartId) {
        throw new HttpError("conflict", "This idempotency key was used for another cart.", [{ path: "idempotencyKey", message: "used" }]);
      }
      return { placed: await answer(ctx, existing, input.returnUrl), created: false };
    }
    if (checkout.cart.status === "ORDERED") throw new HttpError("conflict", "This cart has been ordered.", [{ path: "status", message: "ORDERED" }]);

    const snapshot = await loadSnapshot(db, ctx.tenantId, ctx.cartId);
    const plan = planOrder(ctx, checkout, snapshot);
    // A shop that cannot take the payment now (no Mollie key of its own): refused before anything is
    // stored, so no order waits for a payment that cannot start.
    if (!plan.invoice && (await paymentReadiness(ctx.env, ctx.tenantId, ctx.request)).problem) throw paymentUnavailableError();
    const publicId = crypto.randomUUID();
    const token = newAccessToken();
    let results: D1Result[];
    try {
      results = await db.batch(orderStatements(ctx, checkout, plan, { publicId, idempotencyKey: input.idempotencyKey, tokenHash: await tokenHash(token) }));
    } catch (error) {
      // A concurrent placement took the idempotency key or the order number first: look again.
      if (String(error).includes("UNIQUE")) continue;
      throw error;
    }
    if ((results[0]?.meta.changes ?? 0) === 0) continue; // another change came first: plan again
    const order = await orderByPublicId(db, ctx.tenantId, publicId);
    if (!order) throw new Error("the placed order is not there");
    return { placed: await answer(ctx, order, input.returnUrl, token), created: true };
  }
  throw new HttpError("conflict", "The cart was changed at the same time; try again.", [{ path: "version", message: "changed" }]);
}

/**
 * The answer for an order of this cart: an access token of its own (every answer hands one out; a
 * replay's caller may have lost the first), the checkout url of the open payment (started when there
 * is none), and the confirmation mail (stored once, however often this runs).
 */
async function answer(ctx: PlaceContext, order: OrderRow, returnUrl: string, token?: string): Promise<PlacedOrder> {
  const db = ctx.env.DB;
  let accessToken = token;
  if (!accessToken) {
    accessToken = newAccessToken();
    await db
      .prepare("INSERT INTO order_access_tokens (token_hash, tenant_id, order_id) VALUES (?1, ?2, ?3)")
      .bind(await tokenHash(accessToken), ctx.tenantId, order.id)
      .run();
  }
  let checkoutUrl: string | null = null;
  if (order.payment_status !== "paid" && order.payment_status !== "invoice") {
    const payment = await latestPayment(db, ctx.tenantId, order.id);
    // No attempt yet (or the last one ended): start the one after it. Concurrent placements of the
    // same cart all get here at once; startPayment makes them share one attempt and one checkout url.
    checkoutUrl =
      payment?.status === "open" ? payment.checkout_url : await startPayment(ctx.env, ctx.request, ctx.tenantId, order, returnUrl, payment?.id ?? null);
  }
  await sendConfirmation(ctx, order);
  const after = (await orderByPublicId(db, ctx.tenantId, order.public_id)) ?? order;
  return {
    order: {
      id: after.public_id,
      number: after.number,
      status: after.status as PlacedOrder["order"]["status"],
      paymentStatus: after.payment_status as PlacedOrder["order"]["paymentStatus"],
      totalInclVat: after.total_cents,
    },
    accessToken,
    checkoutUrl,
  };
}

async function sendConfirmation(ctx: PlaceContext, order: OrderRow) {
  const lang: Language = order.language === "en" ? "en" : "nl";
  const detail = await readOrderDetail(ctx.env.DB, ctx.tenantId, lang, order.public_id, null);
  if (!detail) return;
  const contact = await ctx.env.DB.prepare("SELECT json_extract(contact, '$.firstName') AS first_name FROM orders WHERE id = ?1")
    .bind(order.id)
    .first<{ first_name: string | null }>();
  await ctx.mailer.send(
    ctx.tenantId,
    orderConfirmation(detail, { shop: await mailShop(ctx.env, ctx.tenantId), customerName: contact?.first_name ?? detail.email, lang }),
  );
}

// ------------------------------------------------------------------------------------------------
// The plan: checked against the steps, the catalogue and the stock, priced with the cart's pricing

type OrderPlan = {
  version: number;
  lines: {
    productId: number;
    variantId: number;
    name: string;
    quantity: number;
    unitCents: number;
    vatPct: number;
    bundleGroupKey: string | null;
    bundleId: number | null;
  }[];
  needs: { v: number; q: number }[];
  totals: { subtotal: number; discount: number; shipping: number; vat: number; total: number };
  /** How the shopper read the prices, and what the bundles saved on that basis (the order page shows both). */
  priceBasis: "inc" | "ex";
  bundleSavingsCents: number;
  couponId: number | null;
  invoice: boolean;
};

function planOrder(ctx: PlaceContext, checkout: LoadedCheckout, snapshot: CartSnapshot): OrderPlan {
  const incomplete = (["gegevens", "adres", "bezorging", "betaling"] as const).filter((step) => !checkout.complete[step]);
  if (incomplete.length > 0) {
    throw new HttpError(
      "bad_request",
      `The checkout is not complete: ${incomplete.join(", ")}.`,
      incomplete.map((step) => ({ path: step, message: "incomplete" })),
    );
  }
  if (!snapshot.cart || snapshot.lines.length === 0) throw new HttpError("bad_request", "The cart is empty.", [{ path: "lines", message: "empty" }]);

  // Prices again: each line's price when it was put in the cart (or last acknowledged) against today's.
  const changes: { variantId: number; newPrice: number }[] = [];
  for (const line of snapshot.lines) {
    const { effectiveCents } = cataloguePrice({
      productPriceCents: line.price_cents,
      productDiscountCents: line.discount_price_cents,
      variantPriceCents: line.variant_price_cents,
    });
    if (effectiveCents !== line.unit_price_snapshot_cents && !changes.some((c) => c.variantId === line.variant_id)) {
      changes.push({ variantId: line.variant_id, newPrice: effectiveCents });
    }
  }
  if (changes.length > 0) {
    throw new HttpError("conflict", "Prices changed since they were put in the cart; nothing was ordered.", [{ path: "prices", message: "price_changed" }], {
      valid: false,
      changes,
    });
  }

  const needed = new Map<number, { q: number; stock: number }>();
  for (const line of snapshot.lines) {
    const need = needed.get(line.variant_id) ?? { q: 0, stock: line.stock };
    need.q += line.quantity;
    needed.set(line.variant_id, need);
  }
  for (const [variantId, need] of needed) if (need.q > need.stock) throw notEnoughStock(variantId, need.stock, need.q);

  // Priced as the cart is priced, with shipping for the delivery country and the chosen method.
  const chosen = checkout.stored.bezorging!;
  const cart = assembleCart(
    { ...snapshot, cart: { ...snapshot.cart, shipping_method_id: chosen.shippingMethodId }, shipping: checkout.shipping },
    { lang: ctx.lang, now: new Date(), customerCategory: categoryRules(ctx.signedIn?.customer) },
  );
  const langs: Language[] = ["nl", "en"];
  return {
    version: checkout.cart.version,
    lines: snapshot.lines.map((line, i) => {
      const priced = cart.transactionLines[i]!;
      const label = (lang: Language) => {
        const variant = [localized(line.colour, lang), line.size].filter(Boolean).join(", ");
        const name = localized(line.name, lang) ?? line.slug;
        return variant ? `${name} (${variant})` : name;
      };
      return {
        productId: line.product_id,
        variantId: line.variant_id,
        name: JSON.stringify(Object.fromEntries(langs.map((lang) => [lang, label(lang)]))),
        quantity: line.quantity,
        unitCents: priced.unitPriceEffective,
        vatPct: priced.vatPct,
        bundleGroupKey: line.bundle_group_key,
        bundleId: line.bundle_id,
      };
    }),
    needs: [...needed].map(([v, need]) => ({ v, q: need.q })),
    totals: {
      subtotal: cart.totals.subtotalInclVat,
      discount: cart.totals.discount,
      shipping: cart.totals.shipping,
      vat: cart.totals.vat,
      total: cart.totals.totalInclVat,
    },
    priceBasis: cart.priceBasis,
    bundleSavingsCents: cart.summary.bundleSavingsCents,
    couponId: snapshot.coupon && cart.couponsCreated.length > 0 ? snapshot.coupon.id : null,
    invoice: checkout.invoicePayment,
  };
}

type Address = z.infer<typeof CheckoutAddress>;

/** The contract's PostalAddress (OrderDetail) of a checkout address. */
function postal(address: Address) {
  return {
    name: `${address.firstName} ${address.lastName}`,
    companyName: address.companyName,
    street: address.street,
    houseNumber: address.houseNumberAddition ? `${address.houseNumber} ${address.houseNumberAddition}` : address.houseNumber,
    postcode: address.postcode,
    city: address.city,
    country: address.country,
  };
}

function orderStatements(
  ctx: PlaceContext,
  checkout: LoadedCheckout,
  plan: OrderPlan,
  ids: { publicId: string; idempotencyKey: string; tokenHash: string },
): D1PreparedStatement[] {
  const db = ctx.env.DB;
  const { gegevens, adres, bezorging, betaling } = checkout.stored;
  const contact = gegevens!;
  const address = adres!;
  const branch = checkout.branches.find((b) => b.id === bezorging?.branchId);
  const shipTo = branch
    ? {
        name: branch.name,
        companyName: null,
        street: branch.street ?? "",
        houseNumber: branch.house_nr ?? "",
        postcode: branch.postal_code ?? "",
        city: branch.city ?? "",
        country: "NL",
      }
    : postal(address.delivery);
  const billTo = postal(address.billing ?? address.delivery);
  const exists = "EXISTS (SELECT 1 FROM orders WHERE tenant_id = ?1 AND public_id = ?2)";

  const insertOrder = db
    .prepare(
      `INSERT INTO orders (tenant_id, public_id, number, cart_id, customer_id, placed_by_staff, status, payment_status, payment_method,
                           email, language, contact, shipping_address, billing_address, shipping_method_id,
                           subtotal_cents, discount_cents, shipping_cents, vat_cents, total_cents, idempotency_key,
                           price_basis, bundle_savings_cents)
       SELECT ?1, ?2,
              COALESCE((SELECT order_number_prefix FROM store_details WHERE tenant_id = ?1), 'W') || '-' || strftime('%Y', 'now') || '-' ||
                printf('%05d', 1 + COALESCE((SELECT MAX(CAST(substr(number, -5) AS INTEGER)) FROM orders WHERE tenant_id = ?1), 0)),
              ?3, ?4, ?5, 'PENDING', ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?22, ?23
        WHERE EXISTS (SELECT 1 FROM carts WHERE id = ?3 AND tenant_id = ?1 AND version = ?20 AND status <> 'ORDERED')
          AND NOT EXISTS (SELECT 1 FROM orders WHERE tenant_id = ?1 AND cart_id = ?3)
          AND NOT EXISTS (SELECT 1 FROM json_each(?21) n
                            LEFT JOIN product_variants v ON v.id = json_extract(n.value, '$.v') AND v.tenant_id = ?1
                           WHERE v.id IS NULL OR v.stock < json_extract(n.value, '$.q'))
          AND (?24 IS NULL OR EXISTS (SELECT 1 FROM coupons WHERE id = ?24 AND tenant_id = ?1 AND (max_uses IS NULL OR used_count < max_uses)))`,
    )
    .bind(
      ctx.tenantId,
      ids.publicId,
      ctx.cartId,
      checkout.cart.customer_id ?? ctx.signedIn?.customer.id ?? null,
      ctx.signedIn?.token.impersonatedBy ?? null,
      plan.invoice ? "invoice" : "open",
      plan.invoice ? "invoice" : (betaling?.method ?? null),
      contact.email,
      ctx.lang,
      JSON.stringify({ ...contact, companyName: address.billing?.companyName ?? address.delivery.companyName }),
      JSON.stringify(shipTo),
      JSON.stringify(billTo),
      bezorging!.shippingMethodId,
      plan.totals.subtotal,
      plan.totals.discount,
      plan.totals.shipping,
      plan.totals.vat,
      plan.totals.total,
      ids.idempotencyKey,
      plan.version,
      JSON.stringify(plan.needs),
      plan.priceBasis,
      plan.bundleSavingsCents,
      plan.couponId,
    );

  const stock = plan.needs.map((need) =>
    db
      .prepare(`UPDATE product_variants SET stock = stock - ?4 WHERE id = ?3 AND tenant_id = ?1 AND ${exists}`)
      .bind(ctx.tenantId, ids.publicId, need.v, need.q),
  );
  const lines = plan.lines.map((line) =>
    db
      .prepare(
        `INSERT INTO order_lines (tenant_id, order_id, product_id, variant_id, name, sku, quantity, unit_price_cents, vat_percentage, bundle_group_key, bundle_id)
         SELECT ?1, o.id, ?3, ?4, ?5, (SELECT sku FROM product_variants WHERE id = ?4 AND tenant_id = ?1), ?6, ?7, ?8, ?9, ?10
           FROM orders o WHERE o.tenant_id = ?1 AND o.public_id = ?2`,
      )
      .bind(
        ctx.tenantId,
        ids.publicId,
        line.productId,
        line.variantId,
        line.name,
        line.quantity,
        line.unitCents,
        line.vatPct,
        line.bundleGroupKey,
        line.bundleId,
      ),
  );
  const cart = db
    .prepare(
      `UPDATE carts SET status = 'ORDERED', version = version + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ?3 AND tenant_id = ?1 AND ${exists}`,
    )
    .bind(ctx.tenantId, ids.publicId, ctx.cartId);
  const token = db
    .prepare("INSERT INTO order_access_tokens (token_hash, tenant_id, order_id) SELECT ?3, ?1, o.id FROM orders o WHERE o.tenant_id = ?1 AND o.public_id = ?2")
    .bind(ctx.tenantId, ids.publicId, ids.tokenHash);
  const coupon =
    plan.couponId === null
      ? []
      : [
          db
            .prepare(
              `UPDATE coupons SET used_count = used_count + 1 WHERE id = ?3 AND tenant_id = ?1 AND (max_uses IS NULL OR used_count < max_uses) AND ${exists}`,
            )
            .bind(ctx.tenantId, ids.publicId, plan.couponId),
        ];
  return [insertOrder, ...stock, ...lines, cart, token, ...coupon, ...(plan.invoice ? invoiceStatements(ctx, plan, ids.publicId, billTo) : [])];
}

/** Invoice customers: the invoice is issued with the order (like the seeded ones), due in 30 days. */
function invoiceStatements(ctx: PlaceContext, plan: OrderPlan, publicId: string, billTo: ReturnType<typeof postal>): D1PreparedStatement[] {
  const db = ctx.env.DB;
  const oneLine = `${billTo.street} ${billTo.houseNumber}, ${billTo.postcode} ${billTo.city}, ${billTo.country}`;
  const invoice = db
    .prepare(
      `INSERT INTO invoices (tenant_id, customer_id, order_id, number, status, issued_at, due_at, buyer_address)
       SELECT ?1, o.customer_id, o.id, substr(o.number, 1, instr(o.number, '-') - 1) || 'F' || substr(o.number, instr(o.number, '-')),
              'open', o.created_at, strftime('%Y-%m-%dT%H:%M:%fZ', o.created_at, ?3), ?4
         FROM orders o WHERE o.tenant_id = ?1 AND o.public_id = ?2`,
    )
    .bind(ctx.tenantId, publicId, `+${INVOICE_TERM_DAYS} days`, oneLine);
  const line = (description: string, quantity: number, unitCents: number, vatPct: number, sortIndex: number) =>
    db
      .prepare(
        `INSERT INTO invoice_lines (tenant_id, invoice_id, description, quantity, unit_price_cents, vat_percentage, sort_index)
         SELECT ?1, i.id, ?3, ?4, ?5, ?6, ?7 FROM invoices i JOIN orders o ON o.id = i.order_id AND o.tenant_id = i.tenant_id
          WHERE o.tenant_id = ?1 AND o.public_id = ?2`,
      )
      .bind(ctx.tenantId, publicId, description, quantity, unitCents, vatPct, sortIndex);
  const lines = plan.lines.map((l, i) => line(l.name, l.quantity, l.unitCents, l.vatPct, i));
  // The discount and the shipping carry the VAT of the goods, in proportion (spec §5): one invoice line
  // per rate, so the invoice's VAT per rate is the order's.
  const goods = plan.lines.map((l) => ({ inclCents: l.unitCents * l.quantity, vatPct: l.vatPct }));
  const perRate = (description: Record<Language, string>, quantity: 1 | -1, cents: number) =>
    splitOverRates(cents, goods).map((part) => line(JSON.stringify(description), quantity, part.cents, part.vatPct, lines.length));
  lines.push(...perRate({ nl: "Korting", en: "Discount" }, -1, plan.totals.discount));
  lines.push(...perRate({ nl: "Verzendkosten", en: "Shipping" }, 1, plan.totals.shipping));
  return [invoice, ...lines];
}
