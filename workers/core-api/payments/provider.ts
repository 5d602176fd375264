// One interface for every payment provider (ARCHITECTURE §9): the embedded test provider (default,
// used in development and tests) and the Mollie adapter. A provider only creates payments and tells
// their status; what that means for the order is payments/sync.ts.
import type { PAYMENT_STATUSES } from "@commerce/contract/account";

/** The statuses a provider reports (Mollie's payment statuses, v2). */
export const PROVIDER_STATUSES = ["open", "pending", "authorized", "paid", "canceled", "expired", "failed"] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** A payment's status as the shop keeps it (orders.payment_status / payments.status). */
export type PaymentStatus = Exclude<(typeof PAYMENT_STATUSES)[number], "invoice">;

/** Open, pending and authorized are all "not paid yet": the payer may still finish. */
export function paymentStatusOf(status: ProviderStatus): PaymentStatus {
  switch (status) {
    case "paid":
      return "paid";
    case "canceled":
      return "cancelled";
    case "expired":
      return "expired";
    case "failed":
      return "failed";
    default:
      return "open";
  }
}

export type NewPayment = {
  /** Cents incl. VAT. */
  amountCents: number;
  currency: string;
  description: string;
  /** Where the payer goes after paying (the storefront's return page). */
  redirectUrl: string;
  /** Where the provider reports a change (form body id=…). */
  webhookUrl: string;
  /** The storefront's origin: the test provider's hosted page is reached through it. */
  storefrontOrigin: string;
  language: string;
  method: string | null;
  metadata: Record<string, string>;
};

export type ProviderPayment = { id: string; status: ProviderStatus; checkoutUrl: string | null };

export interface PaymentProvider {
  readonly name: "test" | "mollie";
  createPayment(payment: NewPayment): Promise<ProviderPayment>;
  /** The payment's status now, or null when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or refused the call (answered as 502-ish 'internal' by the caller). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
