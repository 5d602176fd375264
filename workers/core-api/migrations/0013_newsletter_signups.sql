-- Newsletter signups waiting for their confirmation (double opt-in, issue 13, ADR 0024). A row holds the
-- SHA-256 of the mailed token (the token itself is only in the mail), and is removed when the token's
-- confirmation subscribes the address (newsletter_subscribers, 0001) or when it has expired.
CREATE TABLE newsletter_signups (
  token_hash TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  newsletter_id INTEGER NOT NULL REFERENCES newsletters(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'nl',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at TEXT NOT NULL
);
CREATE INDEX newsletter_signups_address ON newsletter_signups(tenant_id, newsletter_id, email);
-- When the address confirmed (null: subscribed before double opt-in, e.g. the demo data).
ALTER TABLE newsletter_subscribers ADD COLUMN confirmed_at TEXT;
-- The popup's layout (chrome spec §2): the image as the BACKGROUND behind the texts, or TWO_COLUMN
-- (image beside the texts).
ALTER TABLE newsletters ADD COLUMN popup_layout TEXT NOT NULL DEFAULT 'TWO_COLUMN' CHECK (popup_layout IN ('BACKGROUND', 'TWO_COLUMN'));
