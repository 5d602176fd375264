-- Migration number: 0016   mails delivered through a queue (issue 20, ADR 0045)
--
-- The outbox stays the record of every mail (written in the same batch as what causes it, so the
-- at-most-once rules of ADR 0037 hold); a queue message per mail asks the consumer to deliver it. The
-- consumer notes each attempt, and the outcome: sent_at (delivered, with the provider's id) or
-- failed_at (refused for good, or dead-lettered after the queue's retries) with the last error.
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_attempt_at TEXT;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
ALTER TABLE mail_outbox ADD COLUMN provider_message_id TEXT;
ALTER TABLE mail_outbox ADD COLUMN failed_at TEXT;
-- The cron's sweep finds mails whose queue message never came (a failed send to the queue).
CREATE INDEX mail_outbox_undelivered ON mail_outbox(created_at) WHERE sent_at IS NULL AND failed_at IS NULL;
-- Mails stored before this migration never left (the outbox was development's only transport): they
-- are not sent days late now.
UPDATE mail_outbox SET failed_at = created_at, last_error = 'stored before mails were delivered (migration 0016)' WHERE sent_at IS NULL;
