import type { Mail, Mailer } from "./mailer";

/** Mail into the D1 outbox (mail_outbox). */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(tenantId: string, mail: Mail): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO mail_outbox (tenant_id, dedupe_key, to_address, subject, text_body, html_body) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (tenant_id, dedupe_key) DO NOTHING`,
      )
      .bind(tenantId, mail.dedupeKey, mail.to, mail.subject, mail.text, mail.html)
      .run();
  }
}

export type OutboxRow = { id: number; to_address: string; subject: string; text_body: string; html_body: string; created_at: string };

/** The shop's outbox, newest first. */
export async function listOutbox(db: D1Database, tenantId: string, limit = 100): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(`SELECT id, to_address, subject, text_body, html_body, created_at FROM mail_outbox WHERE tenant_id = ?1 ORDER BY id DESC LIMIT ?2`)
    .bind(tenantId, limit)
    .all<OutboxRow>();
  return results;
}
