-- Migration number: 0010   changes that alter a product's hosted-search (Algolia) record
--
-- A shop on Algolia keeps one record per active product and language (commerce/rules/search-record.ts:
-- objectID = slug, name, image, price, VAT). Whatever changes one of those — a seed, operator SQL, an
-- import, a future admin — writes a row here IN THE SAME STATEMENT, through the triggers below, so no
-- writer has to remember the index. The core API's cron (workers/core-api/search/algolia-sync.ts, every
-- minute) drains the rows of shops on Algolia: for each changed slug it sends the current record
-- (updateObject) or, when no active product has that slug any more, a deleteObject; it removes the rows
-- it read only after Algolia acknowledged the batch. Shops on their own index get their rows discarded.
--
-- Rows are appended, never updated: `id` orders them, and a change made while a batch is on its way gets
-- a new row, which the next run picks up. `slug` is kept because a deleted product has no row left to
-- look it up in (and a renamed product leaves its old slug's record to delete).
--
-- Watched, because they are in the record: products.slug, name (every language), price_cents,
-- discount_price_cents, vat_percentage, is_active; the first image (product_media url and order).
-- A new attribute in the record needs its column added to these triggers.

CREATE TABLE search_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant_id TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  slug TEXT NOT NULL,
  changed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX search_changes_tenant ON search_changes(tenant_id, id);

CREATE TRIGGER search_changes_products_ai AFTER INSERT ON products BEGIN
  INSERT INTO search_changes (tenant_id, product_id, slug) VALUES (new.tenant_id, new.id, new.slug);
END;

CREATE TRIGGER search_changes_products_au
AFTER UPDATE OF slug, name, price_cents, discount_price_cents, vat_percentage, is_active, tenant_id ON products BEGIN
  -- A renamed slug: the old record goes (the drain finds no product with it), the new one comes.
  INSERT INTO search_changes (tenant_id, product_id, slug)
    SELECT old.tenant_id, old.id, old.slug WHERE old.slug IS NOT new.slug OR old.tenant_id IS NOT new.tenant_id;
  INSERT INTO search_changes (tenant_id, product_id, slug) VALUES (new.tenant_id, new.id, new.slug);
END;

CREATE TRIGGER search_changes_products_ad AFTER DELETE ON products BEGIN
  INSERT INTO search_changes (tenant_id, product_id, slug) VALUES (old.tenant_id, old.id, old.slug);
END;

-- The record's image is the product's first image. A product being deleted takes its images along
-- (ON DELETE CASCADE); its own trigger records that, and these find no product row and add nothing.
CREATE TRIGGER search_changes_media_ai AFTER INSERT ON product_media BEGIN
  INSERT INTO search_changes (tenant_id, product_id, slug) SELECT tenant_id, id, slug FROM products WHERE id = new.product_id;
END;

CREATE TRIGGER search_changes_media_au AFTER UPDATE OF url, sort_index, product_id ON product_media BEGIN
  INSERT INTO search_changes (tenant_id, product_id, slug)
    SELECT tenant_id, id, slug FROM products WHERE id IN (old.product_id, new.product_id);
END;

CREATE TRIGGER search_changes_media_ad AFTER DELETE ON product_media BEGIN
  INSERT INTO search_changes (tenant_id, product_id, slug) SELECT tenant_id, id, slug FROM products WHERE id = old.product_id;
END;
