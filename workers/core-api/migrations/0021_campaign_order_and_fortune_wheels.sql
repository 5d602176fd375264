-- Campaigns (spec §2 campaign/{id}, §7 campaign/get) and the wheel of fortune (spec §1, §7, §8; ADR 0061).

-- A campaign's products in the shop's chosen order, and a key an operator names a campaign by (the
-- catalogue import adds and changes campaigns by it; the demo's seeded ones have none).
ALTER TABLE campaign_products ADD COLUMN sort_index INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaigns ADD COLUMN key TEXT;
CREATE UNIQUE INDEX campaigns_key ON campaigns (tenant_id, key) WHERE key IS NOT NULL;
CREATE INDEX campaigns_active ON campaigns (tenant_id, is_active, starts_at);

-- A wheel of fortune: sticky ones float on every page (loaded in the browser after the page is
-- interactive). The server picks the outcome from the segments' weights; the browser only shows it.
CREATE TABLE fortune_wheels (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  title TEXT NOT NULL,                               -- JSON language map
  is_sticky INTEGER NOT NULL DEFAULT 1,
  is_active INTEGER NOT NULL DEFAULT 1,
  starts_at TEXT,
  ends_at TEXT
);
CREATE INDEX fortune_wheels_tenant ON fortune_wheels (tenant_id, is_active);

-- A segment wins its coupon's code, or nothing (coupon_id NULL). Weight 0 is shown but never drawn.
CREATE TABLE fortune_wheel_segments (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  wheel_id INTEGER NOT NULL REFERENCES fortune_wheels(id) ON DELETE CASCADE,
  label TEXT NOT NULL,                               -- JSON language map
  colour TEXT NOT NULL DEFAULT '#1d4b54',
  weight INTEGER NOT NULL CHECK (weight >= 0),
  coupon_id INTEGER REFERENCES coupons(id) ON DELETE SET NULL,
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX fortune_wheel_segments_wheel ON fortune_wheel_segments (wheel_id, sort_index);

-- One spin per shopper per wheel: the primary key refuses the second (shopper: 'customer:{id}' when
-- signed in, else 'cart:{cart id}'; ADR 0061).
CREATE TABLE fortune_wheel_spins (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  wheel_id INTEGER NOT NULL REFERENCES fortune_wheels(id) ON DELETE CASCADE,
  shopper TEXT NOT NULL,
  segment_id INTEGER REFERENCES fortune_wheel_segments(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (wheel_id, shopper)
);
