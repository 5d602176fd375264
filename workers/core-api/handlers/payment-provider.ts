// The payment providers' own calls.
// * The embedded test provider's hosted page: GET /payments/test/{id} shows amount and shop with four
//   buttons; POST /payments/test/{id} { outcome } records the payer's choice, runs the same logic as the
//   webhook and sends the payer back (303) to the order's redirect url. The storefront proxies
//   /payments/test/* to the core API for the shop of its host (x-tenant-id), after its Origin check, so
//   the page is on the shop's own origin; a payment of another shop is not found there.
// * Webhooks are not about one shop by header. Mollie's names its shop in the path
//   (/payments/webhooks/mollie/{tenantId}); the test provider's payment row knows its tenant.
// * Webhooks: POST /payments/webhooks/test and /payments/webhooks/mollie/{tenantId} with a form body id=…. The body
//   is trusted for the id only: the provider is asked for the status. An unknown id answers 200 with
//   nothing changed (Mollie retries anything else) and is logged.
import { escapeHtml } from "@commerce/html/escape-html";
import { testProviderAllowed } from "../payments/select";
import { z } from "zod";
import { HttpError } from "../http";
import { paymentByProviderId, syncPayment } from "../payments/sync";
import { findTestPayment, recordTestOutcome, TEST_OUTCOMES, type TestOutcome, type TestPaymentRow } from "../payments/test-provider";
import type { Handler } from "../router";
import { coreTexts } from "../i18n/texts";

const MAX_FORM_CHARS = 4096;

async function formBody(request: Request): Promise<URLSearchParams> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new HttpError("unsupported_media_type", "The body must be a url-encoded form.");
  // Decoded by hand: workerd warns on every .text() of a body that is not text/*, a form's included.
  const text = new TextDecoder().decode(await request.arrayBuffer());
  if (text.length > MAX_FORM_CHARS) throw new HttpError("payload_too_large", "The request body is too large.");
  return new URLSearchParams(text);
}

/** The test payment of this shop (the storefront's tenant), else not found: never another shop's. */
async function shopTestPayment(db: D1Database, paymentId: string | undefined, tenantId: string): Promise<TestPaymentRow> {
  const row = await findTestPayment(db, paymentId ?? "");
  if (!row || row.tenant_id !== tenantId) throw new HttpError("not_found", "No such payment.");
  return row;
}

function webhook(provider: "test" | "mollie"): Handler<"payments.testWebhook" | "payments.mollieWebhook"> {
  return async ({ env, request, input }) => {
    if (provider === "test" && !testProviderAllowed(env)) throw new HttpError("not_found", "No test payments in production.");
    const { params } = await input();
    // Mollie's webhook names its shop (ADR 0046): only that shop's payments are looked up, and Mollie is
    // asked with that shop's own key. An id of another shop's payment is unknown here.
    const shop = provider === "mollie" && "tenantId" in params ? params.tenantId : undefined;
    const id = (await formBody(request)).get("id")?.trim() ?? "";
    const known = id && id.length <= 128 && (shop === undefined || (shop.length > 0 && shop.length <= 64));
    const payment = known ? await paymentByProviderId(env.DB, provider, id, shop) : null;
    if (!payment) {
      console.log(
        JSON.stringify({
          level: "warn",
          worker: "core-api",
          event: "payment.webhook_unknown",
          provider,
          tenant: shop?.slice(0, 64),
          payment: id.slice(0, 128),
        }),
      );
      return new Response(null, { status: 200 });
    }
    // The shop's credentials are gone: nothing changes, and Mollie tries again later (it retries anything but 200).
    if ((await syncPayment(env, payment)) === null) return new Response(null, { status: 503, headers: { "retry-after": "600" } });
    return new Response(null, { status: 200 });
  };
}

export const testWebhook = webhook("test");
export const mollieWebhook = webhook("mollie");

const Outcome = z.object({ outcome: z.enum(Object.keys(TEST_OUTCOMES) as [TestOutcome, ...TestOutcome[]]) });

/** POST /payments/test/{id} — the payer's choice. */
export const testPaymentChoice: Handler<"payments.testChoice"> = async ({ env, request, input, tenantId }) => {
  if (!testProviderAllowed(env)) throw new HttpError("not_found", "No test payments in production.");
  const row = await shopTestPayment(env.DB, (await input()).params.paymentId, tenantId);
  const form = await formBody(request);
  if (form.getAll("outcome").length > 1) throw new HttpError("bad_request", "Choose one outcome.", [{ path: "outcome", message: "repeated" }]);
  const parsed = Outcome.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new HttpError("bad_request", "Choose paid, failed, cancelled or expired.", [{ path: "outcome", message: "unknown" }]);
  await recordTestOutcome(env.DB, row.id, parsed.data.outcome);
  const payment = await paymentByProviderId(env.DB, "test", row.id);
  if (payment) await syncPayment(env, payment);
  return new Response(null, { status: 303, headers: { location: row.redirect_url, "cache-control": "no-store" } });
};

export function testPaymentPage(row: TestPaymentRow, shopName: string): string {
  const lang = row.language === "en" ? "en" : "nl";
  const t = coreTexts(lang);
  const amount = new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", { style: "currency", currency: row.currency }).format(row.amount_cents / 100);
  const action = `/payments/test/${encodeURIComponent(row.id)}`;
  const choice =
    row.status === "open"
      ? `<form method="post" action="${escapeHtml(action)}"><fieldset><legend>${t("testPayment.choose")}</legend>${(Object.keys(TEST_OUTCOMES) as TestOutcome[])
          .map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${t(`testPayment.outcomes.${outcome}`)}</button>`)
          .join(" ")}</fieldset></form>`
      : `<p role="status">${t("testPayment.done")}</p><p><a href="${escapeHtml(row.redirect_url)}">${t("testPayment.back")}</a></p>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t("testPayment.title")} – ${escapeHtml(shopName)}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}fieldset{border:1px solid #767676;padding:1rem}
button{font:inherit;margin:.25rem;padding:.5rem 1rem;border:2px solid #1d4b54;background:#fff;color:#1d4b54;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1d4b54;outline-offset:2px}</style></head>
<body><main><h1>${t("testPayment.title")}</h1><p>${t("testPayment.intro")}</p>
<dl><dt>${t("testPayment.shop")}</dt><dd>${escapeHtml(shopName)}</dd><dt>${t("testPayment.description")}</dt><dd>${escapeHtml(row.description)}</dd><dt>${t("testPayment.amount")}</dt><dd>${amount}</dd></dl>
${choice}</main></body></html>`;
}

/** GET /payments/test/{id} — the hosted page, in the order's language. */
export const testPaymentPageHandler: Handler<"payments.testPage"> = async ({ env, input, tenantId }) => {
  if (!testProviderAllowed(env)) throw new HttpError("not_found", "No test payments in production.");
  const row = await shopTestPayment(env.DB, (await input()).params.paymentId, tenantId);
  const store = await env.DB.prepare("SELECT store_name FROM store_details WHERE tenant_id = ?1").bind(row.tenant_id).first<{ store_name: string }>();
  return new Response(testPaymentPage(row, store?.store_name ?? ""), {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      "x-content-type-options": "nosniff",
      // Not no-referrer: with it browsers send `Origin: null` with the choice, which the storefront's
      // Origin check refuses. same-origin tells other sites nothing.
      "referrer-policy": "same-origin",
    },
  });
};
