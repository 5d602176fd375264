// What a payment means for its order. Two ways in, one logic:
// * startPayment: a new attempt for an unpaid order (at placement, on a replay without one, on retry).
//   Idempotent per step: each attempt names the attempt it follows (0 = the order's first), unique per
//   order, so concurrent starts of the same next attempt give one payment row and one checkout url.
// * syncPayment: the provider is asked for the status (never a webhook body or a query string) and the
//   answer is applied. The newest attempt decides the order's payment_status, except that a paid order
//   never goes back (a late "open" or "expired" after "paid" changes nothing) and a paid attempt always
//   counts, however old. Replays change nothing.
import type { Language } from "@commerce/contract/common";
import { readOrderDetail } from "../handlers/account/orders";
import { HttpError } from "../http";
import type { Mail } from "../mail/mailer";
import { OutboxMailer } from "../mail/outbox";
import { paymentReceived } from "../mail/payment-received";
import { mailShop } from "../mail/shop";
import { type PaymentStatus, paymentStatusOf } from "./provider";
import { configuredPublicUrl, mollieWebhookUrl, PaymentUnavailable, paymentReadiness, providerByName } from "./select";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export type PaymentRow = {
  id: number;
  tenant_id: string;
  order_id: number;
  provider: string;
  provider_payment_id: string;
  status: PaymentStatus;
  checkout_url: string;
};

const PAYMENT_COLUMNS = "id, tenant_id, order_id, provider, provider_payment_id, status, checkout_url";

export type PayableOrder = {
  id: number;
  public_id: string;
  number: string;
  total_cents: number;
  language: string;
  payment_method: string | null;
  payment_status: string;
};

function log(event: string, fields: Record<string, unknown>) {
  console.log(JSON.stringify({ level: "info", worker: "core-api", event, ...fields }));
}

/** The payer comes back to the storefront's return page with the order's id (the page trusts nothing else). */
export function redirectUrlFor(returnUrl: string, publicId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("order", publicId);
  return url.toString();
}

/**
 * The shopper's answer when the shop cannot take online payments now (no Mollie key, no public url in
 * production): a 409 whose issue is the translated message's key. Nothing is created at the provider.
 */
export function paymentUnavailableError(): HttpError {
  return new HttpError("conflict", "This shop cannot take online payments now.", [{ path: "betaling", message: "checkout.payment.unavailable" }]);
}

/**
 * A new payment attempt for an unpaid order; answers the provider's checkout url. `after` is the attempt
 * this one follows (null: the order's first; undefined: its newest now). When another request started
 * the attempt after the same one first, that attempt's checkout url is the answer: the order keeps one
 * attempt per step, and the payment we created at the provider meanwhile is never handed out (the
 * provider lets it expire).
 */
export async function startPayment(
  env: Env,
  request: Request,
  tenantId: string,
  order: PayableOrder,
  returnUrl: string,
  after?: number | null,
): Promise<string> {
  if (order.payment_status === "paid" || order.payment_status === "invoice") {
    throw new HttpError("conflict", `Order ${order.number} needs no payment (${order.payment_status}).`, [
      { path: "paymentStatus", message: order.payment_status },
    ]);
  }
  const follows = (after === undefined ? (await latestPayment(env.DB, tenantId, order.id))?.id : after) ?? 0;
  const readiness = await paymentReadiness(env, tenantId, request);
  const baseUrl = configuredPublicUrl(env, request);
  if (readiness.problem || !baseUrl) throw paymentUnavailableError();
  const provider = await providerByName(env, tenantId, readiness.provider).catch((error: unknown) => {
    throw error instanceof PaymentUnavailable ? paymentUnavailableError() : error;
  });
  const store = await env.DB.prepare("SELECT store_name, currency FROM store_details WHERE tenant_id = ?1")
    .bind(tenantId)
    .first<{ store_name: string; currency: string }>();
  const created = await provider.createPayment({
    amountCents: order.total_cents,
    currency: store?.currency ?? "EUR",
    description: `${order.language === "en" ? "Order" : "Bestelling"} ${order.number}${store ? ` – ${store.store_name}` : ""}`,
    redirectUrl: redirectUrlFor(returnUrl, order.public_id),
    webhookUrl: provider.name === "mollie" ? mollieWebhookUrl(baseUrl, tenantId) : `${baseUrl}/payments/webhooks/test`,
    storefrontOrigin: new URL(returnUrl).origin,
    language: order.language,
    method: order.payment_method,
    metadata: { orderId: order.public_id, orderNumber: order.number },
  });
  if (!created.checkoutUrl) throw new HttpError("internal", "The payment provider gave no checkout url.");
  const [inserted] = await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO payments (tenant_id, order_id, provider, provider_payment_id, method, status, amount_cents, checkout_url, follows)
       VALUES (?1, ?2, ?3, ?4, ?5, 'open', ?6, ?7, ?8)
       ON CONFLICT (tenant_id, order_id, follows) DO NOTHING`,
    ).bind(tenantId, order.id, provider.name, created.id, order.payment_method, order.total_cents, created.checkoutUrl, follows),
    // The new attempt is the newest: the order is open again (unless it was paid meanwhile). Only when
    // this attempt went in: a lost race changes nothing.
    env.DB.prepare(
      `UPDATE orders SET payment_status = 'open' WHERE id = ?1 AND tenant_id = ?2 AND payment_status NOT IN ('paid', 'invoice')
          AND EXISTS (SELECT 1 FROM payments WHERE provider = ?3 AND provider_payment_id = ?4)`,
    ).bind(order.id, tenantId, provider.name, created.id),
  ]);
  if ((inserted?.meta.changes ?? 0) === 0) {
    const winner = await env.DB.prepare(`SELECT provider_payment_id, checkout_url FROM payments WHERE tenant_id = ?1 AND order_id = ?2 AND follows = ?3`)
      .bind(tenantId, order.id, follows)
      .first<{ provider_payment_id: string; checkout_url: string }>();
    if (!winner) throw new Error("a payment attempt conflicted but is not there");
    log("payment.start_joined", { tenant: tenantId, order: order.number, provider: provider.name, payment: winner.provider_payment_id, unused: created.id });
    return winner.checkout_url;
  }
  log("payment.start", { tenant: tenantId, order: order.number, provider: provider.name, payment: created.id, follows });
  return created.checkoutUrl;
}

/** The order's newest payment attempt, if any. */
export function latestPayment(db: D1Database, tenantId: string, orderId: number) {
  return db
    .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE tenant_id = ?1 AND order_id = ?2 ORDER BY id DESC LIMIT 1`)
    .bind(tenantId, orderId)
    .first<PaymentRow>();
}

/**
 * A payment by the provider's id. With a tenant (Mollie's webhook names its shop) only that shop's: an id
 * of another shop's payment is not found. Without one (the test provider's own webhook) the row knows
 * its tenant.
 */
export function paymentByProviderId(db: D1Database, provider: string, providerPaymentId: string, tenantId?: string) {
  if (tenantId !== undefined) {
    return db
      .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider = ?1 AND provider_payment_id = ?2 AND tenant_id = ?3`)
      .bind(provider, providerPaymentId, tenantId)
      .first<PaymentRow>();
  }
  return db
    .prepare(`SELECT ${PAYMENT_COLUMNS} FROM payments WHERE provider = ?1 AND provider_payment_id = ?2`)
    .bind(provider, providerPaymentId)
    .first<PaymentRow>();
}

/**
 * Asks the provider for the payment's status (with the payment's own shop's credentials) and applies
 * it; answers the status the provider reported, or null when the provider could not be asked because the
 * shop's credentials are gone (logged; nothing changes, a webhook answers 503 so Mollie tries again).
 */
export async function syncPayment(env: Env, payment: PaymentRow): Promise<PaymentStatus | null> {
  let provider: Awaited<ReturnType<typeof providerByName>>;
  try {
    provider = await providerByName(env, payment.tenant_id, payment.provider);
  } catch (error) {
    if (error instanceof PaymentUnavailable) return null;
    throw error;
  }
  const remote = await provider.getPayment(payment.provider_payment_id);
  if (remote && remote.id !== payment.provider_payment_id) {
    // Never apply another payment's status to this one, whatever the provider answered.
    log("payment.provider_answered_other", {
      tenant: payment.tenant_id,
      provider: payment.provider,
      payment: payment.provider_payment_id,
      answered: remote.id,
    });
    return payment.status;
  }
  if (!remote) {
    log("payment.unknown_at_provider", { tenant: payment.tenant_id, provider: payment.provider, payment: payment.provider_payment_id });
    return payment.status;
  }
  const status = paymentStatusOf(remote.status);
  await applyPaymentStatus(env, payment, status);
  return status;
}

export async function applyPaymentStatus(env: Env, payment: PaymentRow, status: PaymentStatus): Promise<void> {
  const db = env.DB;
  // "Payment received" goes with the write that makes the order paid, in the same batch (ADR 0037):
  // stored only if the order is paid after it, once per order (its dedupe key), however often the
  // provider reports "paid".
  const mailer = new OutboxMailer(env);
  // (An attempt already paid is a replay: the mail went with its first report.)
  const mail = status === "paid" && payment.status !== "paid" ? await paymentReceivedMail(env, payment) : null;
  const [attempt, order, stored] = await db.batch([
    db
      .prepare(`UPDATE payments SET status = ?3, updated_at = ${NOW} WHERE id = ?1 AND tenant_id = ?2 AND status <> 'paid' AND status <> ?3`)
      .bind(payment.id, payment.tenant_id, status),
    db
      .prepare(
        `UPDATE orders SET payment_status = ?3, status = CASE WHEN ?3 = 'paid' AND status = 'PENDING' THEN 'PAID' ELSE status END
          WHERE id = ?4 AND tenant_id = ?2 AND payment_status NOT IN ('paid', 'invoice') AND payment_status <> ?3
            AND (?3 = 'paid' OR ?1 = (SELECT MAX(p.id) FROM payments p WHERE p.order_id = ?4 AND p.tenant_id = ?2))`,
      )
      .bind(payment.id, payment.tenant_id, status, payment.order_id),
    ...(mail
      ? [
          mailer.statement(payment.tenant_id, mail, {
            sql: "EXISTS (SELECT 1 FROM orders WHERE id = ?7 AND payment_status = 'paid')",
            param: payment.order_id,
          }),
        ]
      : []),
  ]);
  if (mail) await mailer.posted(stored, payment.tenant_id, mail);
  log("payment.status", {
    tenant: payment.tenant_id,
    provider: payment.provider,
    payment: payment.provider_payment_id,
    status,
    paymentChanged: (attempt?.meta.changes ?? 0) > 0,
    orderChanged: (order?.meta.changes ?? 0) > 0,
  });
}

/** The "payment received" mail of the payment's order, in the order's language; null for an order not found. */
async function paymentReceivedMail(env: Env, payment: PaymentRow): Promise<Mail | null> {
  const order = await env.DB.prepare(
    "SELECT public_id, language, json_extract(contact, '$.firstName') AS first_name FROM orders WHERE id = ?1 AND tenant_id = ?2",
  )
    .bind(payment.order_id, payment.tenant_id)
    .first<{ public_id: string; language: string; first_name: string | null }>();
  if (!order) return null;
  const lang: Language = order.language === "en" ? "en" : "nl";
  const detail = await readOrderDetail(env.DB, payment.tenant_id, lang, order.public_id, null);
  if (!detail) return null;
  return paymentReceived(detail, { shop: await mailShop(env, payment.tenant_id), customerName: order.first_name ?? detail.email, lang });
}
