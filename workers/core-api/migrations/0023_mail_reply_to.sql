-- Migration number: 0023   a mail's own reply address (issue 22: the contact form)
--
-- A mail to a shopper is answered at the shop (store_details.email, ADR 0045); a contact message the
-- shop receives is answered at the shopper who wrote it. NULL: the shop's own address, as before.
ALTER TABLE mail_outbox ADD COLUMN reply_to TEXT;
