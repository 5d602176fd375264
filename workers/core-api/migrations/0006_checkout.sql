-- Migration number: 0006   checkout, orders and payments (issue 5)
--
-- What the checkout steps store stays on the cart (carts.checkout JSON, since 0001). Placing the order
-- copies the cart into orders/order_lines in one D1 batch; the tables below add what that needs.

-- One order per cart: a second placement of the same cart finds the first order (idempotent placement,
-- beside the UNIQUE (tenant_id, idempotency_key) of 0001).
CREATE UNIQUE INDEX orders_cart ON orders(tenant_id, cart_id) WHERE cart_id IS NOT NULL;
-- The customer's newest unpaid order (open order).
CREATE INDEX orders_customer_payment ON orders(tenant_id, customer_id, payment_status, created_at);

-- The browser session that placed an order reaches it with an access token (header x-order-token).
-- Only the SHA-256 (hex) is stored; every placement answer (also a replay) hands out a token of its own.
CREATE TABLE order_access_tokens (
  token_hash TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX order_access_tokens_order ON order_access_tokens(tenant_id, order_id);

-- Order numbers: '{prefix}-{year}-{00001}'; the prefix is the shop's (NZ, SB), 'W' when not set.
ALTER TABLE store_details ADD COLUMN order_number_prefix TEXT;

-- Payments of an order, one row per attempt (a retry is a new row). provider_payment_id is the id at
-- the provider (test: 'tst_…', Mollie: 'tr_…'); status is ours (open, paid, failed, cancelled, expired).
-- The newest attempt decides the order's payment_status, except that a paid order never goes back.
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('test', 'mollie')),
  provider_payment_id TEXT NOT NULL,
  method TEXT,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed', 'cancelled', 'expired')),
  amount_cents INTEGER NOT NULL,
  checkout_url TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (provider, provider_payment_id)
);
CREATE INDEX payments_order ON payments(tenant_id, order_id, id);

-- The embedded test provider's own side (what Mollie keeps at Mollie): the hosted page shows these,
-- the payer's choice is recorded here, and the webhook asks the provider, which reads this table.
CREATE TABLE test_provider_payments (
  id TEXT PRIMARY KEY,                               -- 'tst_' + random
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  description TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'nl',
  redirect_url TEXT NOT NULL,
  webhook_url TEXT NOT NULL,
  metadata TEXT NOT NULL DEFAULT '{}',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'authorized', 'paid', 'canceled', 'expired', 'failed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Mails the core API sends go into this outbox (a sender would deliver them; development lists them at
-- GET /dev/outbox). dedupe_key makes sending a mail twice (a replayed placement) store it once.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  dedupe_key TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT,
  UNIQUE (tenant_id, dedupe_key)
);
CREATE INDEX mail_outbox_tenant ON mail_outbox(tenant_id, id);
