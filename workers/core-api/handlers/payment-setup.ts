// A shop's own Mollie credentials (ADR 0046), set by an operator with `npm run operator -- payments …`:
// GET/PUT/DELETE /operator/payments/mollie (operator key, x-tenant-id). The key is stored encrypted and
// never answered again: an operator sees its mode (test/live) and last 4 characters, the webhook url
// Mollie reports to, and what (if anything) still stops the shop from taking payments.
import type { PaymentSetup } from "@commerce/contract/checkout";
import { requireOperator } from "../auth/operator";
import { json } from "../http";
import { mollieCredentials, removeMollieKey, setMollieKey } from "../payments/credentials";
import { configuredPublicUrl, mollieWebhookUrl, paymentReadiness } from "../payments/select";
import type { Handler, HandlerContext } from "../router";

async function paymentSetup(ctx: HandlerContext): Promise<PaymentSetup> {
  const readiness = await paymentReadiness(ctx.env, ctx.tenantId, null);
  const baseUrl = configuredPublicUrl(ctx.env, null);
  return {
    provider: readiness.provider,
    mollie: await mollieCredentials(ctx.env.DB, ctx.tenantId),
    webhookUrl: baseUrl ? mollieWebhookUrl(baseUrl, ctx.tenantId) : null,
    problem: readiness.problem,
  };
}

/** GET /operator/payments/mollie — the shop's payment set-up. */
export const getPaymentSetup: Handler = async (ctx) => {
  await requireOperator(ctx);
  return json(await paymentSetup(ctx));
};

/** PUT /operator/payments/mollie { apiKey } — stores (or replaces) the shop's Mollie key; a bad key is a 400, nothing stored. */
export const putMollieKey: Handler<"operator.setMollieKey"> = async (ctx) => {
  await requireOperator(ctx);
  const { apiKey } = (await ctx.input()).body;
  const stored = await setMollieKey(ctx.env, ctx.tenantId, apiKey);
  console.log(JSON.stringify({ level: "info", worker: "core-api", event: "payment.mollie_key_set", tenant: ctx.tenantId, mode: stored.mode }));
  return json(await paymentSetup(ctx));
};

/** DELETE /operator/payments/mollie — removes the shop's Mollie key (its checkout then says it cannot take payments). */
export const deleteMollieKey: Handler = async (ctx) => {
  await requireOperator(ctx);
  const removed = await removeMollieKey(ctx.env.DB, ctx.tenantId);
  console.log(JSON.stringify({ level: "info", worker: "core-api", event: "payment.mollie_key_removed", tenant: ctx.tenantId, removed }));
  return json(await paymentSetup(ctx));
};
