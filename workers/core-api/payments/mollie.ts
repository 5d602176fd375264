// The Mollie adapter: Mollie's payments API v2 over fetch (https://docs.mollie.com/reference/v2/payments-api).
//   POST /v2/payments { amount: { currency, value: "12.34" }, description, redirectUrl, webhookUrl, metadata, method? }
//   GET  /v2/payments/{id}  → { id, status: open|pending|authorized|paid|canceled|expired|failed, _links.checkout.href }
// Authorization: Bearer <API key>. Errors answer application/hal+json { status, title, detail }.
import { z } from "zod";
import { type NewPayment, PaymentProviderError, type PaymentProvider, PROVIDER_STATUSES, type ProviderPayment } from "./provider";

export const MOLLIE_DEFAULT_API_URL = "https://api.mollie.com";

/** Our payment methods as Mollie names them. */
const MOLLIE_METHODS: Record<string, string> = { ideal: "ideal", creditcard: "creditcard", bancontact: "bancontact", paypal: "paypal" };

const MolliePayment = z.object({
  id: z.string().min(1),
  status: z.enum(PROVIDER_STATUSES),
  _links: z
    .object({ checkout: z.object({ href: z.string() }).nullish() })
    .partial()
    .nullish(),
});

export type MollieOptions = {
  apiKey: string;
  /** Default https://api.mollie.com (MOLLIE_API_URL). */
  apiUrl?: string;
  /** For tests: a fetch that speaks Mollie's API. */
  fetch?: typeof fetch;
};

/** "12.34": Mollie wants the value as a string with exactly two decimals. */
export const mollieAmount = (cents: number) => (cents / 100).toFixed(2);

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = "mollie" as const;
  private readonly apiUrl: string;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: MollieOptions) {
    if (!options.apiKey) throw new PaymentProviderError("The shop has no Mollie API key.");
    this.apiUrl = (options.apiUrl || MOLLIE_DEFAULT_API_URL).replace(/\/+$/, "");
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  }

  async createPayment(payment: NewPayment): Promise<ProviderPayment> {
    const body = {
      amount: { currency: payment.currency, value: mollieAmount(payment.amountCents) },
      description: payment.description,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      locale: payment.language === "en" ? "en_GB" : "nl_NL",
      metadata: payment.metadata,
      ...(payment.method && MOLLIE_METHODS[payment.method] ? { method: MOLLIE_METHODS[payment.method] } : {}),
    };
    const response = await this.call("POST", "/v2/payments", body);
    if (!response.ok) throw await this.refusal(response);
    const parsed = await this.read(response);
    const href = parsed._links?.checkout?.href ?? null;
    if (!href) throw new PaymentProviderError("Mollie answered a payment without a checkout link.", response.status);
    return { id: parsed.id, status: parsed.status, checkoutUrl: href };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const response = await this.call("GET", `/v2/payments/${encodeURIComponent(id)}`);
    if (response.status === 404) return null;
    if (!response.ok) throw await this.refusal(response);
    const parsed = await this.read(response);
    return { id: parsed.id, status: parsed.status, checkoutUrl: parsed._links?.checkout?.href ?? null };
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<Response> {
    const headers = new Headers({ authorization: `Bearer ${this.options.apiKey}`, accept: "application/hal+json" });
    if (body !== undefined) headers.set("content-type", "application/json");
    try {
      return await this.fetcher(new Request(`${this.apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    } catch (error) {
      throw new PaymentProviderError(`Mollie could not be reached: ${String(error)}`);
    }
  }

  private async read(response: Response) {
    let data: unknown;
    try {
      data = await response.json();
    } catch {
      throw new PaymentProviderError("Mollie answered something that is not JSON.", response.status);
    }
    const parsed = MolliePayment.safeParse(data);
    if (!parsed.success) throw new PaymentProviderError("Mollie answered a payment we cannot read.", response.status);
    return parsed.data;
  }

  private async refusal(response: Response): Promise<PaymentProviderError> {
    let detail = "";
    try {
      const body = (await response.json()) as { title?: unknown; detail?: unknown };
      detail = [body.title, body.detail].filter((part) => typeof part === "string").join(": ");
    } catch {
      // not JSON: the status says enough
    }
    return new PaymentProviderError(`Mollie refused the call (${response.status})${detail ? `: ${detail}` : ""}.`, response.status);
  }
}
