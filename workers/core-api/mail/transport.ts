// The two ways a mail leaves the core API (ADR 0045). The queue's consumer (delivery.ts) hands each
// stored mail to the transport of MAIL_TRANSPORT:
// - "outbox": nothing leaves; the mail stays in the D1 outbox (GET /dev/outbox). Development and tests.
// - "resend": Resend's HTTP API (POST {RESEND_API_URL}/emails), with an Idempotency-Key per mail, so a
//   message the queue delivers twice is one mail.
import { resendApiKey } from "../auth/secrets";

/** A stored mail as it goes out: from the shop's name at MAIL_FROM, replies to the shop's own address. */
export type OutgoingMail = {
  from: string;
  replyTo: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same key twice within 24 hours is one mail at Resend (its idempotency window). */
  idempotencyKey: string;
};

/** Taken (with the provider's id), refused for good (a bad address, a refused key), or worth another try. */
export type Delivery = { outcome: "sent"; providerId: string | null } | { outcome: "refused" | "retry"; error: string };

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<Delivery>;
}

/** Past this the sender is taken to be down: the message is retried later, the consumer moves on. */
const SEND_TIMEOUT_MS = 10_000;

/** Development: the outbox row is the mail. */
export const outboxTransport: MailTransport = {
  deliver: async () => ({ outcome: "sent", providerId: null }),
};

/**
 * Resend's answers that another try can fix: 409 concurrent_idempotent_requests (the first request with
 * this key is still being answered), 429 (rate or daily quota) and every 5xx. Any other 4xx is the
 * request's own fault (a bad address, a refused key, an unverified domain, 409 invalid_idempotent_request:
 * this key went with another body): retrying sends nothing.
 */
export function retryable(status: number, name: string): boolean {
  return (status === 409 && name === "concurrent_idempotent_requests") || status === 429 || status >= 500;
}

export function resendTransport(apiUrl: string, apiKey: string): MailTransport {
  const endpoint = `${apiUrl.replace(/\/$/, "")}/emails`;
  return {
    async deliver(mail) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", "idempotency-key": mail.idempotencyKey },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
          }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        return { outcome: "retry", error: `resend: ${String(error).slice(0, 200)}` };
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; name?: unknown; message?: unknown } | null;
      if (response.ok) return { outcome: "sent", providerId: typeof body?.id === "string" ? body.id : null };
      const error = `resend ${response.status} ${String(body?.name ?? "")}: ${String(body?.message ?? "").slice(0, 200)}`;
      return { outcome: retryable(response.status, String(body?.name ?? "")) ? "retry" : "refused", error };
    },
  };
}

/** The transport MAIL_TRANSPORT names; production sends for real or not at all (never the outbox). */
export function mailTransport(env: Env): MailTransport {
  if (env.MAIL_TRANSPORT === "resend") {
    if (!/^[^@\s<>"]+@[^@\s<>"]+\.[^@\s<>"]+$/.test(env.MAIL_FROM))
      throw new Error(`MAIL_FROM must be the sender's address on the verified mail domain (it is "${env.MAIL_FROM}")`);
    return resendTransport(env.RESEND_API_URL, resendApiKey(env));
  }
  if (env.ENVIRONMENT === "production") throw new Error(`MAIL_TRANSPORT must be "resend" in production (it is "${env.MAIL_TRANSPORT}")`);
  return outboxTransport;
}
