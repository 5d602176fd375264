-- Migration number: 0001   the Etalage data model
--
-- Conventions (see docs/decisions/0002-data-model.md):
-- * every table with shop data has tenant_id, and every query filters on it;
-- * money is stored in integer cents (…_cents), prices include VAT unless a column says otherwise;
-- * texts a shopper reads are JSON maps of language -> text ('{"nl":"Jurk","en":"Dress"}'),
--   read with json_extract(col, '$.' || ?lang) and falling back to the tenant's default language;
-- * timestamps are ISO-8601 UTC text.
-- An applied migration is never edited: later changes are new migrations.

CREATE TABLE tenants (
  id TEXT PRIMARY KEY,                               -- tenant uuid (tenantUuid / store_uuid)
  name TEXT NOT NULL,
  is_development INTEGER NOT NULL DEFAULT 0,
  default_language TEXT NOT NULL DEFAULT 'nl',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE tenant_domains (
  host TEXT PRIMARY KEY,                             -- lower-case host name without port
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  is_primary INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tenant_domains_tenant ON tenant_domains(tenant_id);

-- Website settings: key/value pairs, some values hold JSON (header settings, sticky button, …).
CREATE TABLE settings (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (tenant_id, key)
);

CREATE TABLE store_details (
  tenant_id TEXT PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  store_name TEXT NOT NULL,
  slogan TEXT,                                       -- JSON language map
  street TEXT,
  house_nr TEXT,
  postal_code TEXT,
  city TEXT,
  country_code TEXT NOT NULL DEFAULT 'NL',
  telephone TEXT,
  email TEXT,
  chamber_of_commerce_number TEXT,
  vat_identifier TEXT,
  facebook_link TEXT,
  instagram_link TEXT,
  tiktok_link TEXT,
  logo_url TEXT,
  currency TEXT NOT NULL DEFAULT 'EUR'
);

CREATE TABLE languages (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                                -- 'nl', 'en'
  name TEXT NOT NULL,                                -- the language's own name: 'Nederlands', 'English'
  is_default INTEGER NOT NULL DEFAULT 0,
  sort_index INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, code)
);

-- Menu pages (the navigation), one level of children through parent_id.
CREATE TABLE menu_pages (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES menu_pages(id) ON DELETE CASCADE,
  title TEXT NOT NULL,                               -- JSON language map
  url TEXT NOT NULL,                                 -- path without language prefix ('products', 'pagina/over-ons') or an external url
  position TEXT NOT NULL DEFAULT 'left' CHECK (position IN ('left', 'right')),
  is_in_desktop_header INTEGER NOT NULL DEFAULT 1,
  desktop_header_sort_index INTEGER NOT NULL DEFAULT 0,
  is_in_mobile_menu INTEGER NOT NULL DEFAULT 1,
  mobile_menu_sort_index INTEGER NOT NULL DEFAULT 0,
  submenu_key TEXT                                   -- 'product_tags' / 'product_categories' fill children from the catalogue
);
CREATE INDEX menu_pages_tenant ON menu_pages(tenant_id, parent_id);

CREATE TABLE cms_pages (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key TEXT NOT NULL,                                 -- 'home', 'algemene-voorwaarden', …
  name TEXT NOT NULL,                                -- JSON language map
  meta_title TEXT,                                   -- JSON language map
  meta_description TEXT,                             -- JSON language map
  og_title TEXT,
  og_description TEXT,
  og_image TEXT,
  og_type TEXT,
  json_ld_schema TEXT,
  is_published INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tenant_id, key)
);

CREATE TABLE cms_blocks (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  page_id INTEGER NOT NULL REFERENCES cms_pages(id) ON DELETE CASCADE,
  template TEXT NOT NULL CHECK (template IN ('HERO_IMAGE', 'BANNERS', 'HERO_VIDEO', 'GRID', 'TEXT_BLOCK')),
  text TEXT,                                         -- JSON language map; TEXT_BLOCK text is sanitised HTML
  subtitle TEXT,                                     -- JSON language map
  medias TEXT NOT NULL DEFAULT '[]',                 -- JSON array of {url, alt?, href?}
  show_on_desktop INTEGER NOT NULL DEFAULT 1,
  show_on_mobile INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX cms_blocks_page ON cms_blocks(tenant_id, page_id, sort_index);

CREATE TABLE short_links (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  alias TEXT NOT NULL,                               -- 1–64 of [a-z0-9-]
  key TEXT NOT NULL,                                 -- CMS page key it leads to (pagina/{key})
  PRIMARY KEY (tenant_id, alias)
);

-- Catalogue ---------------------------------------------------------------------------------------

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,                                -- JSON language map
  sort_index INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, slug)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,                                -- JSON language map
  UNIQUE (tenant_id, slug)
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,                                -- JSON language map
  description TEXT,                                  -- JSON language map
  brand TEXT,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),          -- unit price incl. VAT
  discount_price_cents INTEGER CHECK (discount_price_cents >= 0), -- sale price incl. VAT, if discounted
  price_per_unit_cents INTEGER,                                   -- price per kg, shown when present
  vat_percentage REAL NOT NULL DEFAULT 21,
  custom_fields TEXT NOT NULL DEFAULT '{}',          -- JSON object: the ckKey/ckVal filters of the overview
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tenant_id, slug)
);
CREATE INDEX products_tenant ON products(tenant_id, is_active, sort_index);

CREATE TABLE product_variants (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sku TEXT NOT NULL,
  size TEXT,                                         -- 'S', 'M', '38', 'One size'
  colour TEXT,                                       -- JSON language map
  colour_hex TEXT,
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  price_cents INTEGER CHECK (price_cents >= 0),      -- overrides the product price when set
  sort_index INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, sku)
);
CREATE INDEX product_variants_product ON product_variants(tenant_id, product_id);

CREATE TABLE product_media (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  url TEXT NOT NULL,                                 -- /media/{key} served from R2
  alt TEXT,                                          -- JSON language map
  colour_hex TEXT,                                   -- the variant colour this image shows, if any
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_media_product ON product_media(tenant_id, product_id, sort_index);

CREATE TABLE product_categories (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category ON product_categories(tenant_id, category_id);

CREATE TABLE product_tags (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, tag_id)
);
CREATE INDEX product_tags_tag ON product_tags(tenant_id, tag_id);

CREATE TABLE bundles (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,                                -- JSON language map
  description TEXT,                                  -- JSON language map
  presentation_media_url TEXT,                       -- the presentation outfit image
  fixed_total_price_cents INTEGER,                   -- a fixed price for the whole set, if any
  custom_fields TEXT NOT NULL DEFAULT '{}',          -- JSON: bundle_from_price, bundle_to_price
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, slug)
);

CREATE TABLE bundle_items (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  bundle_id INTEGER NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  units_per_set INTEGER NOT NULL DEFAULT 1 CHECK (units_per_set >= 1),
  sort_index INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bundle_items_bundle ON bundle_items(tenant_id, bundle_id);

-- Customers and pricing rules -------------------------------------------------------------------

CREATE TABLE customer_categories (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                                -- 'consumer', 'business'
  name TEXT NOT NULL,                                -- JSON language map
  display_prices_including_vat INTEGER NOT NULL DEFAULT 1,
  allow_invoice_payment INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, code)
);

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  auth_uid TEXT,                                     -- the sign-in service's user id
  email TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  company_name TEXT,
  phone TEXT,
  customer_category_id INTEGER REFERENCES customer_categories(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tenant_id, email)
);

CREATE TABLE shipping_methods (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  name TEXT NOT NULL,                                -- JSON language map
  kind TEXT NOT NULL DEFAULT 'delivery' CHECK (kind IN ('delivery', 'pickup')),
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, code)
);

CREATE TABLE shipping_method_prices (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  shipping_method_id INTEGER NOT NULL REFERENCES shipping_methods(id) ON DELETE CASCADE,
  country_code TEXT NOT NULL DEFAULT 'NL',
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  threshold_price_cents INTEGER,                     -- the price from the threshold on (0 = free shipping)
  threshold_order_total_cents INTEGER                -- order total from which threshold_price applies
);
CREATE INDEX shipping_method_prices_method ON shipping_method_prices(tenant_id, shipping_method_id);

-- Coupons are single-use or limited codes (a card code); promo codes are public codes of a campaign.
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code TEXT NOT NULL,                                -- compared upper-case
  type TEXT NOT NULL CHECK (type IN ('PERCENTAGE', 'VALUE')),
  amount REAL NOT NULL CHECK (amount > 0),           -- percent, or euros for VALUE
  min_order_total_cents INTEGER NOT NULL DEFAULT 0,
  max_uses INTEGER,
  used_count INTEGER NOT NULL DEFAULT 0,
  valid_from TEXT,
  valid_until TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, code)
);

CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('PERCENTAGE', 'VALUE')),
  amount REAL NOT NULL CHECK (amount > 0),
  banner_text TEXT,                                  -- JSON language map
  banner_color TEXT,
  included_products TEXT,                            -- JSON array of product ids; empty = all
  valid_from TEXT,
  valid_until TEXT,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, code)
);

CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL,                                -- JSON language map
  description TEXT,                                  -- JSON language map
  media_url TEXT,
  promo_code_id INTEGER REFERENCES promo_codes(id) ON DELETE SET NULL,
  starts_at TEXT,
  ends_at TEXT,
  is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE campaign_products (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, product_id)
);

-- Carts and orders -------------------------------------------------------------------------------

CREATE TABLE carts (
  id TEXT PRIMARY KEY,                               -- random uuid, kept in the shopper's session
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'PENDING', 'ORDERED', 'ABANDONED')),
  language TEXT NOT NULL DEFAULT 'nl',
  promo_code_id INTEGER REFERENCES promo_codes(id) ON DELETE SET NULL,
  coupon_id INTEGER REFERENCES coupons(id) ON DELETE SET NULL,
  shipping_method_id INTEGER REFERENCES shipping_methods(id) ON DELETE SET NULL,
  checkout TEXT NOT NULL DEFAULT '{}',               -- JSON: what the checkout steps stored
  version INTEGER NOT NULL DEFAULT 0,                -- optimistic concurrency
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX carts_customer ON carts(tenant_id, customer_id);

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  variant_id INTEGER NOT NULL REFERENCES product_variants(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_snapshot_cents INTEGER NOT NULL,        -- the price when added, for price validation
  bundle_group_key TEXT,                             -- lines of one added bundle share it
  bundle_id INTEGER REFERENCES bundles(id),
  units_per_set INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX cart_lines_cart ON cart_lines(tenant_id, cart_id);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id TEXT NOT NULL,                           -- unguessable id used in urls
  number TEXT NOT NULL,                              -- human order number
  cart_id TEXT REFERENCES carts(id) ON DELETE SET NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  placed_by_staff TEXT,                              -- staff member in a shadow session
  status TEXT NOT NULL DEFAULT 'PENDING',            -- PENDING, PAID, CANCELLED, SHIPPED, COMPLETED
  payment_status TEXT NOT NULL DEFAULT 'open',       -- open, paid, failed, cancelled, expired, invoice
  payment_method TEXT,
  email TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'nl',
  contact TEXT NOT NULL DEFAULT '{}',                -- JSON
  shipping_address TEXT NOT NULL DEFAULT '{}',       -- JSON
  billing_address TEXT NOT NULL DEFAULT '{}',        -- JSON
  shipping_method_id INTEGER REFERENCES shipping_methods(id) ON DELETE SET NULL,
  subtotal_cents INTEGER NOT NULL DEFAULT 0,
  discount_cents INTEGER NOT NULL DEFAULT 0,
  shipping_cents INTEGER NOT NULL DEFAULT 0,
  vat_cents INTEGER NOT NULL DEFAULT 0,
  total_cents INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tenant_id, public_id),
  UNIQUE (tenant_id, number),
  UNIQUE (tenant_id, idempotency_key)
);
CREATE INDEX orders_customer ON orders(tenant_id, customer_id);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  variant_id INTEGER REFERENCES product_variants(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  sku TEXT,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price_cents INTEGER NOT NULL,
  vat_percentage REAL NOT NULL DEFAULT 21,
  bundle_group_key TEXT,
  bundle_id INTEGER
);
CREATE INDEX order_lines_order ON order_lines(tenant_id, order_id);

-- Wishlists belong to a customer or, for an anonymous shopper, to a session key.
CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  session_key TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (tenant_id, customer_id),
  UNIQUE (tenant_id, session_key)
);
CREATE TABLE wishlist_items (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (wishlist_id, product_id)
);

-- Chrome content ---------------------------------------------------------------------------------

CREATE TABLE newsletters (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  identifier TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  popup_header TEXT,                                 -- JSON language map
  popup_body_text TEXT,                              -- JSON language map
  popup_image_url TEXT,
  html_content TEXT,                                 -- JSON language map
  show_popup INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (tenant_id, identifier)
);
CREATE TABLE newsletter_subscribers (
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  newsletter_id INTEGER NOT NULL REFERENCES newsletters(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'nl',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (newsletter_id, email)
);

CREATE TABLE usps (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  text TEXT NOT NULL,                                -- JSON language map
  sort_index INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE promo_banners (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  text TEXT NOT NULL,                                -- JSON language map of HTML
  color TEXT,
  href TEXT,
  action TEXT CHECK (action IS NULL OR action IN ('ADD_PROMOCODE')),
  promo_code_id INTEGER REFERENCES promo_codes(id) ON DELETE SET NULL,
  is_dismissable INTEGER NOT NULL DEFAULT 1,
  custom_styles TEXT,                                -- JSON {font_family, font_size, color}
  layout_type TEXT NOT NULL DEFAULT 'DEFAULT',       -- SECTIONS or other
  sections TEXT NOT NULL DEFAULT '[]',               -- JSON array of sections
  is_active INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE branches (
  id INTEGER PRIMARY KEY,
  tenant_id TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  street TEXT,
  house_nr TEXT,
  postal_code TEXT,
  city TEXT,
  country_code TEXT NOT NULL DEFAULT 'NL',
  telephone TEXT,
  opening_hours TEXT,                                -- JSON language map
  is_pickup_point INTEGER NOT NULL DEFAULT 1,
  sort_index INTEGER NOT NULL DEFAULT 0
);
