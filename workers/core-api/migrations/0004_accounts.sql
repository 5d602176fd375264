-- Migration number: 0004   customer accounts (issue #4)
--
-- Sign-in is Firebase Auth with one Identity Platform tenant per shop, so the same e-mail at two shops
-- is two accounts; customers.auth_uid links a customer to the account of its shop. Everything below
-- is tenant-scoped (tenant_id on every row, in every query); money in integer cents incl. VAT unless
-- a column says otherwise; timestamps ISO-8601 UTC text (dates of deliveries: YYYY-MM-DD).

-- The shop's tenant at the sign-in service (Identity Platform tenant id).
ALTER TABLE tenants ADD COLUMN auth_tenant_id TEXT;

-- One customer per sign-in account and shop.
CREATE UNIQUE INDEX customers_auth_uid ON customers(tenant_id, auth_uid) WHERE auth_uid IS NOT NULL;

CREATE TABLE customer_addresses (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  label TEXT,                                        -- 'Thuis', 'Kantoor'
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company_name TEXT,
  street TEXT NOT NULL,
  house_number TEXT NOT NULL,
  house_number_addition TEXT,
  postcode TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'NL',
  is_default_shipping INTEGER NOT NULL DEFAULT 0,
  is_default_billing INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX customer_addresses_customer ON customer_addresses(tenant_id, customer_id);

-- Invitations: no public sign-up. Only the SHA-256 (hex) of the token is stored; single use (used_at).
CREATE TABLE customer_invites (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,                               -- lower-case; the new account's e-mail must be this
  language TEXT NOT NULL DEFAULT 'nl',
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX customer_invites_customer ON customer_invites(tenant_id, customer_id);

-- Shadow links are signed tokens (not stored when issued); a link is used up by inserting its jti here.
CREATE TABLE shadow_links (
  jti TEXT PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  staff_id TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The audit log of shadow sessions: who acted for whom, from when until when.
CREATE TABLE shadow_sessions (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  link_jti TEXT NOT NULL UNIQUE REFERENCES shadow_links(jti),
  staff_id TEXT NOT NULL,
  staff_name TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  started_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  stopped_at TEXT
);
CREATE INDEX shadow_sessions_customer ON shadow_sessions(tenant_id, customer_id);

-- Invoices: a document, so its lines are a copy made when it was issued (not read from the order).
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  number TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'overdue', 'credited')),  -- open past due_at reads as overdue
  issued_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  paid_at TEXT,
  buyer_address TEXT,                                -- one line: 'Boulevard 12, 2586 AB Den Haag, NL'
  UNIQUE (tenant_id, number)
);
CREATE INDEX invoices_customer ON invoices(tenant_id, customer_id);
CREATE INDEX invoices_order ON invoices(tenant_id, order_id);

CREATE TABLE invoice_lines (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  description TEXT NOT NULL,
  quantity INTEGER NOT NULL,                         -- negative on a credit line
  unit_price_cents INTEGER NOT NULL,                 -- incl. VAT
  vat_percentage REAL NOT NULL DEFAULT 21,
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX invoice_lines_invoice ON invoice_lines(tenant_id, invoice_id);

-- Reserve and collect: products put aside at a branch.
CREATE TABLE reservations (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  branch_id INTEGER NOT NULL REFERENCES branches(id),
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  variant_id INTEGER REFERENCES product_variants(id) ON DELETE SET NULL,
  product_name TEXT NOT NULL,                        -- JSON language map, kept when the product goes
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  status TEXT NOT NULL DEFAULT 'reserved' CHECK (status IN ('reserved', 'ready', 'collected', 'expired', 'cancelled')),
  reserved_at TEXT NOT NULL,
  expires_at TEXT NOT NULL                           -- reserved/ready past this reads as expired
);
CREATE INDEX reservations_customer ON reservations(tenant_id, customer_id);

-- Subscriptions: repeat deliveries every interval_months.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  name TEXT NOT NULL,                                -- JSON language map
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'cancelled')),
  interval_months INTEGER NOT NULL CHECK (interval_months BETWEEN 1 AND 24),
  next_delivery_at TEXT,                             -- YYYY-MM-DD; NULL once cancelled
  started_at TEXT NOT NULL,
  cancelled_at TEXT,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX subscriptions_customer ON subscriptions(tenant_id, customer_id);

CREATE TABLE subscription_items (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  variant_id INTEGER REFERENCES product_variants(id) ON DELETE SET NULL,
  name TEXT NOT NULL,                                -- JSON language map
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscription_items_subscription ON subscription_items(tenant_id, subscription_id);

CREATE TABLE subscription_deliveries (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
  delivered_on TEXT NOT NULL,                        -- YYYY-MM-DD
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL
);
CREATE INDEX subscription_deliveries_subscription ON subscription_deliveries(tenant_id, subscription_id);

-- A customer's carts, newest change first (account area, merge on sign-in).
CREATE INDEX carts_customer_updated ON carts(tenant_id, customer_id, updated_at);
