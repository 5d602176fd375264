// The embedded test provider: a hosted payment page served by the core API itself (GET/POST
// /payments/test/{id}, handlers/payment-provider.ts) where the payer chooses paid, failed, cancelled or
// expired. Its own state is test_provider_payments — what a real provider keeps on its side.
import type { NewPayment, PaymentProvider, ProviderPayment, ProviderStatus } from "./provider";

/** The payer's choices on the hosted page and the provider status each one records. */
export const TEST_OUTCOMES = { paid: "paid", failed: "failed", cancelled: "canceled", expired: "expired" } as const satisfies Record<string, ProviderStatus>;
export type TestOutcome = keyof typeof TEST_OUTCOMES;

export type TestPaymentRow = {
  id: string;
  tenant_id: string;
  amount_cents: number;
  currency: string;
  description: string;
  language: string;
  redirect_url: string;
  webhook_url: string;
  status: ProviderStatus;
};

/** The hosted page's path; the storefront proxies /payments/test/* to the core API (like /media). */
export const testCheckoutPath = (id: string) => `/payments/test/${encodeURIComponent(id)}`;

export function findTestPayment(db: D1Database, id: string) {
  return db
    .prepare(
      `SELECT id, tenant_id, amount_cents, currency, description, language, redirect_url, webhook_url, status
         FROM test_provider_payments WHERE id = ?1`,
    )
    .bind(id)
    .first<TestPaymentRow>();
}

/**
 * Records the payer's choice. Only an open payment changes (a second click, or a choice after paid,
 * changes nothing); answers whether it changed.
 */
export async function recordTestOutcome(db: D1Database, id: string, outcome: TestOutcome): Promise<boolean> {
  const result = await db.prepare("UPDATE test_provider_payments SET status = ?2 WHERE id = ?1 AND status = 'open'").bind(id, TEST_OUTCOMES[outcome]).run();
  return result.meta.changes > 0;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test" as const;

  constructor(
    private readonly db: D1Database,
    private readonly tenantId: string,
  ) {}

  async createPayment(payment: NewPayment): Promise<ProviderPayment> {
    const random = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, "0")).join("");
    const id = `tst_${random}`;
    await this.db
      .prepare(
        `INSERT INTO test_provider_payments (id, tenant_id, amount_cents, currency, description, language, redirect_url, webhook_url, metadata)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(
        id,
        this.tenantId,
        payment.amountCents,
        payment.currency,
        payment.description,
        payment.language,
        payment.redirectUrl,
        payment.webhookUrl,
        JSON.stringify(payment.metadata),
      )
      .run();
    return { id, status: "open", checkoutUrl: `${payment.storefrontOrigin}${testCheckoutPath(id)}` };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const row = await findTestPayment(this.db, id);
    if (!row || row.tenant_id !== this.tenantId) return null;
    return { id: row.id, status: row.status, checkoutUrl: null };
  }
}
