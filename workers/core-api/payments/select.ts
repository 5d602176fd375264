// Which provider a shop pays with: the shop's setting `payment_provider` ('test' | 'mollie'), else
// the PAYMENT_PROVIDER var, else the embedded test provider — except in production, which only ever
// pays with Mollie. A payment row keeps the provider it was
// made with, so a later change of the setting does not strand payments that are under way.
// Mollie is called with the shop's own API key (payments/credentials.ts, ADR 0046), never another's.
import type { PAYMENT_PROBLEMS } from "@commerce/contract/checkout";
import { mollieKeyOf } from "./credentials";
import { MolliePaymentProvider } from "./mollie";
import { PaymentProviderError, type PaymentProvider } from "./provider";
import { TestPaymentProvider } from "./test-provider";

export type ProviderName = PaymentProvider["name"];
export type PaymentProblem = (typeof PAYMENT_PROBLEMS)[number];

const isProviderName = (value: unknown): value is ProviderName => value === "test" || value === "mollie";

/**
 * The test provider lets the payer choose "paid": it never runs in production, whatever a setting or
 * var says (a misconfigured shop gets Mollie, and Mollie's own checks).
 */
export function testProviderAllowed(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT !== "production";
}

/** The provider a shop's setting names (in development), and whether the shop has a Mollie key stored. */
async function shopPayments(env: Env, tenantId: string): Promise<{ setting: string | null; hasMollieKey: boolean }> {
  const row = await env.DB.prepare(
    `SELECT (SELECT value FROM settings WHERE tenant_id = ?1 AND key = 'payment_provider') AS setting,
            EXISTS (SELECT 1 FROM payment_credentials WHERE tenant_id = ?1 AND provider = 'mollie') AS has_key`,
  )
    .bind(tenantId)
    .first<{ setting: string | null; has_key: number }>();
  return { setting: row?.setting ?? null, hasMollieKey: row?.has_key === 1 };
}

function providerNameOf(env: Env, setting: string | null): ProviderName {
  if (!testProviderAllowed(env)) return "mollie";
  const fromSetting = setting?.trim().toLowerCase();
  if (isProviderName(fromSetting)) return fromSetting;
  const fromEnv = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  return isProviderName(fromEnv) ? fromEnv : "test";
}

export async function shopProviderName(env: Env, tenantId: string): Promise<ProviderName> {
  return providerNameOf(env, (await shopPayments(env, tenantId)).setting);
}

/**
 * The core API's public base url (CORE_API_PUBLIC_URL): Mollie's webhook reaches us there. Development
 * may do without it (the request's own origin); production may not, and only over https: else null.
 */
export function configuredPublicUrl(env: Env, request: Request | null): string | null {
  const production = env.ENVIRONMENT === "production";
  const configured = env.CORE_API_PUBLIC_URL?.trim();
  if (configured && URL.canParse(configured)) {
    const url = new URL(configured);
    if (production && url.protocol !== "https:") return null;
    return configured.replace(/\/+$/, "");
  }
  if (production || !request) return null;
  return new URL(request.url).origin;
}

/** Mollie's webhook for one shop's payments: the shop is in the path, so a webhook can only touch its own. */
export function mollieWebhookUrl(baseUrl: string, tenantId: string): string {
  return `${baseUrl}/payments/webhooks/mollie/${encodeURIComponent(tenantId)}`;
}

export type PaymentReadiness = { provider: ProviderName; problem: PaymentProblem | null };

/**
 * Whether the shop can take an online payment now: Mollie needs the shop's own key, and (in production)
 * the public url its webhook goes to. Each problem is a clear error log line for the operator; the
 * shopper sees the translated 'checkout.payment.unavailable'.
 */
export async function paymentReadiness(env: Env, tenantId: string, request: Request | null): Promise<PaymentReadiness> {
  const { setting, hasMollieKey } = await shopPayments(env, tenantId);
  const provider = providerNameOf(env, setting);
  if (provider !== "mollie") return { provider, problem: null };
  const problem: PaymentProblem | null = !hasMollieKey
    ? "mollie_credentials_missing"
    : env.ENVIRONMENT === "production" && !configuredPublicUrl(env, request)
      ? "public_url_missing"
      : null;
  if (problem) logProblem(tenantId, problem);
  return { provider, problem };
}

const HINTS: Record<PaymentProblem, string> = {
  mollie_credentials_missing: "The shop pays with Mollie but has no Mollie API key: npm run operator -- payments set --shop HOST --mollie-key live_…",
  public_url_missing:
    "CORE_API_PUBLIC_URL is not set (or not https): Mollie's webhook would have nowhere to go. Set it in the production vars (wrangler.jsonc) and deploy.",
};

function logProblem(tenantId: string, problem: PaymentProblem) {
  console.error(JSON.stringify({ level: "error", worker: "core-api", event: `payment.${problem}`, tenant: tenantId, hint: HINTS[problem] }));
}

/** Thrown when a shop cannot pay online now; the caller answers the translated refusal. */
export class PaymentUnavailable extends PaymentProviderError {
  constructor(readonly problem: PaymentProblem) {
    super(HINTS[problem]);
  }
}

/** The provider a payment of this shop is made or asked with; Mollie with the shop's own key. */
export async function providerByName(env: Env, tenantId: string, name: string): Promise<PaymentProvider> {
  if (name === "mollie") {
    const apiKey = await mollieKeyOf(env, tenantId);
    if (!apiKey) {
      logProblem(tenantId, "mollie_credentials_missing");
      throw new PaymentUnavailable("mollie_credentials_missing");
    }
    return new MolliePaymentProvider({ apiKey, apiUrl: env.MOLLIE_API_URL });
  }
  if (!testProviderAllowed(env)) throw new PaymentProviderError("The test payment provider does not run in production.");
  return new TestPaymentProvider(env.DB, tenantId);
}
