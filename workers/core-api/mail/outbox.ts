// The mail port (mailer.ts) as the core API uses it: a mail is stored in the D1 outbox — in the same
// batch as what causes it, so the at-most-once rules of ADR 0037 decide there — and then one message
// names it on the mail queue, whose consumer delivers it (delivery.ts). The outbox is the record: a
// message that never reached the queue is found again by the cron's sweep (sweepUndeliveredMails).
import { TenantId } from "@commerce/contract/common";
import { z } from "zod";
import type { Mail, Mailer } from "./mailer";

/** The body of a mail queue message: which stored mail to deliver (never the mail itself). */
export const MailMessage = z.object({ tenantId: TenantId, dedupeKey: z.string().min(1).max(200) });
export type MailMessage = z.infer<typeof MailMessage>;

/** Mail into the D1 outbox (mail_outbox), and onto the mail queue. */
export class OutboxMailer implements Mailer {
  constructor(private readonly env: Env) {}

  async send(tenantId: string, mail: Mail): Promise<void> {
    await this.posted(await this.statement(tenantId, mail).run(), tenantId, mail);
  }

  /**
   * The statement that puts the mail in the outbox, for a batch with other statements. With `onlyIf`
   * (an SQL condition whose one parameter is ?7) the batch itself decides whether the mail goes: the
   * check and the sending are one atomic step, and the caller does the same work either way. After the
   * batch, hand its result to posted().
   */
  statement(tenantId: string, mail: Mail, onlyIf?: { sql: string; param: unknown }): D1PreparedStatement {
    const statement = this.env.DB.prepare(
      `INSERT INTO mail_outbox (tenant_id, dedupe_key, to_address, subject, text_body, html_body, reply_to)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?8 WHERE ${onlyIf ? onlyIf.sql : "1"}
       ON CONFLICT (tenant_id, dedupe_key) DO NOTHING`,
    );
    // ?7 is the condition's parameter (unused, null, without one); ?8 the reply address.
    return statement.bind(tenantId, mail.dedupeKey, mail.to, mail.subject, mail.text, mail.html, onlyIf ? onlyIf.param : null, mail.replyTo ?? null);
  }

  /** Queues the mail when the statement stored it (a mail stored before, or not at all, is not sent again). */
  async posted(result: D1Result | undefined, tenantId: string, mail: Mail): Promise<void> {
    if ((result?.meta.changes ?? 0) > 0) await postMails(this.env, [{ tenantId, dedupeKey: mail.dedupeKey }]);
  }
}

/**
 * Puts messages on the mail queue. A queue that cannot be reached fails nobody's request: the mail is
 * stored, the failure logged, and the cron's sweep queues it again.
 */
export async function postMails(env: Env, messages: readonly MailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  // Only the operator command's local Miniflare runs without the queue (production's environment
  // schema requires it): the mail stays in the outbox for the running shop's sweep.
  if (!env.MAIL_QUEUE) return;
  try {
    await env.MAIL_QUEUE.sendBatch(messages.map((body) => ({ body, contentType: "json" as const })));
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", worker: "core-api", event: "mail.enqueue_failed", count: messages.length, error: String(error).slice(0, 300) }),
    );
  }
}

/** A mail never tried this long after it was stored lost its queue message (the queue answers in seconds). */
const STRANDED_MINUTES = 10;
/** Older than this a mail is not sent any more (a newsletter link has expired, an order is old news). */
const GIVE_UP_HOURS = 72;

/** The cron's sweep: queues the mails that were stored but never tried. Answers how many. */
export async function sweepUndeliveredMails(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT tenant_id AS tenantId, dedupe_key AS dedupeKey FROM mail_outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND attempts = 0
        AND created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1) AND created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?2)
      ORDER BY created_at LIMIT 100`,
  )
    .bind(`-${STRANDED_MINUTES} minutes`, `-${GIVE_UP_HOURS} hours`)
    .all<MailMessage>();
  await postMails(env, results);
  if (results.length > 0) console.log(JSON.stringify({ level: "warn", worker: "core-api", event: "mail.swept", count: results.length }));
  return results.length;
}

export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
  attempts: number;
};

/** The shop's outbox, newest first. */
export async function listOutbox(db: D1Database, tenantId: string, limit = 100): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, to_address, subject, text_body, html_body, created_at, sent_at, failed_at, attempts FROM mail_outbox
        WHERE tenant_id = ?1 ORDER BY id DESC LIMIT ?2`,
    )
    .bind(tenantId, limit)
    .all<OutboxRow>();
  return results;
}
