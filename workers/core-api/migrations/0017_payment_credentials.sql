-- Migration number: 0016   a shop's own payment credentials (issue 20, ADR 0046)
--
-- Each shop is paid into its own Mollie account: its API key lives here, never in a setting (settings
-- are public to the storefront). Encrypted with AES-256-GCM under the Worker secret
-- PAYMENT_CREDENTIALS_KEY, with "<tenant>:<provider>" as the additional data, so a row copied to another
-- shop does not decrypt. mode and key_end are what an operator may see (test/live, last 4 characters).
CREATE TABLE payment_credentials (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('mollie')),
  mode TEXT NOT NULL CHECK (mode IN ('test', 'live')),
  key_end TEXT NOT NULL,
  iv TEXT NOT NULL,
  ciphertext TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (tenant_id, provider)
);
