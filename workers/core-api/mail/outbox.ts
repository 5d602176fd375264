import type { Mail, Mailer } from "./mailer";

/** Mail into the D1 outbox (mail_outbox). */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: D1Database) {}

  async send(tenantId: string, mail: Mail): Promise<void> {
    await this.statement(tenantId, mail).run();
  }

  /**
   * The statement that puts the mail in the outbox, for a batch with other statements. With `onlyIf`
   * (an SQL condition whose one parameter is ?7) the batch itself decides whether the mail goes: the
   * check and the sending are one atomic step, and the caller does the same work either way.
   */
  statement(tenantId: string, mail: Mail, onlyIf?: { sql: string; param: unknown }): D1PreparedStatement {
    const statement = this.db.prepare(
      `INSERT INTO mail_outbox (tenant_id, dedupe_key, to_address, subject, text_body, html_body)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE ${onlyIf ? onlyIf.sql : "1"}
       ON CONFLICT (tenant_id, dedupe_key) DO NOTHING`,
    );
    const values = [tenantId, mail.dedupeKey, mail.to, mail.subject, mail.text, mail.html];
    return onlyIf ? statement.bind(...values, onlyIf.param) : statement.bind(...values);
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
