// The mail queue's consumers (ADR 0045). etalage-mail: each message names a stored mail; it is sent
// with the transport of MAIL_TRANSPORT and marked sent, or refused for good (marked failed), or retried
// by the queue (the sender was down, slow or busy). After the queue's last retry the message goes to
// etalage-mail-dead, whose consumer marks the mail failed and logs it: the operator's line to look for.
// A message delivered twice finds its mail sent and does nothing; two at once send the same
// Idempotency-Key, which Resend answers with one mail.
import { type MailMessage as MailMessageBody, MailMessage } from "./outbox";
import { mailShop } from "./shop";
import { type MailTransport, mailTransport, type OutgoingMail } from "./transport";

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

type StoredMail = { id: number; to_address: string; subject: string; text_body: string; html_body: string; reply_to: string | null; attempts: number };

const log = (level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) =>
  console.log(JSON.stringify({ level, worker: "core-api", event, ...fields }));

/** What kind of mail a key names (order-confirmation, newsletter, …): logged instead of the key itself. */
const kindOf = (dedupeKey: string) => dedupeKey.split(":")[0];

/** The sender as mail clients show it: the shop's name (no quotes or line breaks) at MAIL_FROM. */
export function fromAddress(shopName: string, address: string): string {
  const name = shopName.replace(/["\\\r\n<>]/g, "").trim();
  return name ? `"${name}" <${address}>` : address;
}

/** etalage-mail: deliver each named mail once. */
export async function deliverMails(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  let transport: MailTransport;
  try {
    transport = mailTransport(env);
  } catch (error) {
    // A missing key or sender address: nothing can be sent until it is set; the queue tries again.
    log("error", "mail.misconfigured", { error: String(error) });
    batch.retryAll();
    return;
  }
  for (const message of batch.messages) {
    try {
      await deliverOne(env, transport, message);
    } catch (error) {
      // D1 or the shop's data failed this one message: it is tried again, the others go on.
      log("error", "mail.delivery_error", { messageId: message.id, error: String(error).slice(0, 300) });
      message.retry();
    }
  }
}

async function deliverOne(env: Env, transport: MailTransport, message: Message<unknown>): Promise<void> {
  const parsed = MailMessage.safeParse(message.body);
  if (!parsed.success) {
    log("error", "mail.bad_message", { messageId: message.id });
    message.ack();
    return;
  }
  const { tenantId, dedupeKey } = parsed.data;
  // Counts the attempt and reads the mail in one step; a mail sent or failed already is not read.
  const mail = await env.DB.prepare(
    `UPDATE mail_outbox SET attempts = attempts + 1, last_attempt_at = ${NOW}
      WHERE tenant_id = ?1 AND dedupe_key = ?2 AND sent_at IS NULL AND failed_at IS NULL
      RETURNING id, to_address, subject, text_body, html_body, reply_to, attempts`,
  )
    .bind(tenantId, dedupeKey)
    .first<StoredMail>();
  if (!mail) {
    message.ack();
    return;
  }
  const shop = await mailShop(env, tenantId);
  const outgoing: OutgoingMail = {
    from: fromAddress(shop.name, env.MAIL_FROM),
    // A contact message is answered at the shopper who wrote it; every other mail at the shop.
    replyTo: mail.reply_to ?? shop.replyTo,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text_body,
    html: mail.html_body,
    idempotencyKey: `${tenantId}/${dedupeKey}`,
  };
  const delivery = await transport.deliver(outgoing);
  const fields = { tenant: tenantId, mail: mail.id, kind: kindOf(dedupeKey), attempt: message.attempts };
  if (delivery.outcome === "sent") {
    await env.DB.prepare(`UPDATE mail_outbox SET sent_at = ${NOW}, provider_message_id = ?2, last_error = NULL WHERE id = ?1`)
      .bind(mail.id, delivery.providerId)
      .run();
    log("info", "mail.sent", fields);
    message.ack();
  } else if (delivery.outcome === "refused") {
    await env.DB.prepare(`UPDATE mail_outbox SET failed_at = ${NOW}, last_error = ?2 WHERE id = ?1`).bind(mail.id, delivery.error).run();
    log("error", "mail.refused", { ...fields, error: delivery.error });
    message.ack();
  } else {
    await env.DB.prepare("UPDATE mail_outbox SET last_error = ?2 WHERE id = ?1").bind(mail.id, delivery.error).run();
    log("warn", "mail.retry", { ...fields, error: delivery.error });
    message.retry();
  }
}

/** etalage-mail-dead: a mail the queue gave up on is marked failed, with one error line per mail. */
export async function deadLetteredMails(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = MailMessage.safeParse(message.body);
    const body: Partial<MailMessageBody> = parsed.success ? parsed.data : {};
    const mail = parsed.success
      ? await env.DB.prepare(
          `UPDATE mail_outbox SET failed_at = ${NOW} WHERE tenant_id = ?1 AND dedupe_key = ?2 AND sent_at IS NULL AND failed_at IS NULL
            RETURNING id, attempts, last_error`,
        )
          .bind(parsed.data.tenantId, parsed.data.dedupeKey)
          .first<{ id: number; attempts: number; last_error: string | null }>()
      : null;
    // A mail sent meanwhile (a second message for it got through) is no failure.
    if (!parsed.success || mail) {
      log("error", "mail.dead_letter", {
        tenant: body.tenantId ?? null,
        mail: mail?.id ?? null,
        kind: body.dedupeKey ? kindOf(body.dedupeKey) : null,
        attempts: mail?.attempts ?? null,
        error: parsed.success ? (mail?.last_error ?? "never answered (see mail.misconfigured)") : "not a mail message",
        queueMessage: message.id,
      });
    }
    message.ack();
  }
}
