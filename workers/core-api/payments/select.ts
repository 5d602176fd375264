// Which provider a shop pays with: the shop's setting `payment_provider` ('test' | 'mollie'), else
// the PAYMENT_PROVIDER var, else the embedded test provider — except in production, which only ever
// pays with Mollie. A payment row keeps the provider it was
// made with, so a later change of the setting does not strand payments that are under way.
import { MolliePaymentProvider } from "./mollie";
import { PaymentProviderError, type PaymentProvider } from "./provider";
import { TestPaymentProvider } from "./test-provider";

export type ProviderName = PaymentProvider["name"];

const isProviderName = (value: unknown): value is ProviderName => value === "test" || value === "mollie";

/**
 * The test provider lets the payer choose "paid": it never runs in production, whatever a setting or
 * var says (a misconfigured shop gets Mollie, and Mollie's own checks).
 */
export function testProviderAllowed(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT !== "production";
}

export async function shopProviderName(env: Env, tenantId: string): Promise<ProviderName> {
  if (!testProviderAllowed(env)) return "mollie";
  const row = await env.DB.prepare("SELECT value FROM settings WHERE tenant_id = ?1 AND key = 'payment_provider'").bind(tenantId).first<{ value: string }>();
  const setting = row?.value.trim().toLowerCase();
  if (isProviderName(setting)) return setting;
  const fromEnv = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  return isProviderName(fromEnv) ? fromEnv : "test";
}

export function providerByName(env: Env, tenantId: string, name: string): PaymentProvider {
  if (name === "mollie") {
    if (!env.MOLLIE_API_KEY) throw new PaymentProviderError("Mollie is chosen but MOLLIE_API_KEY is not set.");
    return new MolliePaymentProvider({ apiKey: env.MOLLIE_API_KEY, apiUrl: env.MOLLIE_API_URL });
  }
  if (!testProviderAllowed(env)) throw new PaymentProviderError("The test payment provider does not run in production.");
  return new TestPaymentProvider(env.DB, tenantId);
}
