// Mail the core API sends goes through this interface. The one implementation today is the D1 outbox
// (mail/outbox.ts): mails are stored, a sender delivers them, development lists them at GET /dev/outbox.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes; none: the shop's own address (a contact message: the shopper who wrote it). */
  replyTo?: string;
  /** The same key twice stores the mail once (a replayed order placement sends no second confirmation). */
  dedupeKey: string;
};

export interface Mailer {
  send(tenantId: string, mail: Mail): Promise<void>;
}
