-- Migration number: 0002   catalogue full-text search (SQLite FTS5, trigram)
--
-- product_search is DERIVED data: one document per product (rowid = products.id), built by the view
-- product_search_source from the product row and what hangs off it. Triggers keep it in step with
-- every table the document reads, so nothing else ever writes it.
--
-- Document columns (every text in EVERY language of its JSON language map, space-joined, so a Dutch
-- word finds a product in an English session and the other way round; a new language needs no
-- migration):
--   name         the product name                                     (bm25 weight 10)
--   brand        the brand                                            (weight 4)
--   taxonomy     names of the product's categories and tags           (weight 3)
--   colours      names of its variant colours ('crème', 'marineblauw') (weight 2)
--   description  the description                                      (weight 1)
--   tenant_id    UNINDEXED: lets every search query filter on the tenant inside the index too
--
-- Tokenizer: trigram, so a term matches anywhere inside a word ('jurk' finds 'Wikkeljurk', 'coat'
-- finds 'raincoat': Dutch writes compounds as one word), case-insensitive, and remove_diacritics 1 so
-- 'creme' and 'crème' are the same. A trigram query term needs at least 3 characters; the API
-- falls back to LIKE on the localized name for shorter searches (workers/core-api/catalogue/search.ts).
--
-- The index keeps its own copy of the text (a regular, not external-content, FTS5 table): a document
-- is assembled from several tables, so deleting it must not depend on knowing its old text, and
-- highlight()/snippet() stay available for a search preview. The cost is a second copy of ~100 kB.
--
-- REBUILD (after an import, a restore, or if it is ever suspected to be out of step):
--   DELETE FROM product_search;
--   INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
--     SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source;
--   INSERT INTO product_search (product_search, rank) VALUES ('integrity-check', 1);   -- optional check
-- e.g. npx wrangler d1 execute DB --local -c workers/core-api/wrangler.jsonc --persist-to .wrangler/state
--        --command "<the two statements above>"
-- `wrangler d1 export` refuses databases with FTS5 tables (notes/two-workers.md §2): export with a
-- --table list of the real tables (not product_search nor its product_search_* shadow tables),
-- import, then run the rebuild.

-- The text of one product's search document. Texts are JSON language maps; a value that is not JSON
-- is taken as it is (the same leniency as localized.ts), so a hand-written row never breaks a trigger.
CREATE VIEW product_search_source AS
SELECT
  p.id,
  p.tenant_id,
  CASE WHEN json_valid(p.name) THEN (SELECT group_concat(value, ' ') FROM json_each(p.name)) ELSE p.name END AS name,
  coalesce(p.brand, '') AS brand,
  coalesce((
    SELECT group_concat(text, ' ') FROM (
      SELECT CASE WHEN json_valid(c.name) THEN (SELECT group_concat(value, ' ') FROM json_each(c.name)) ELSE c.name END AS text
        FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id AND c.tenant_id = p.tenant_id
       WHERE pc.tenant_id = p.tenant_id AND pc.product_id = p.id
      UNION ALL
      SELECT CASE WHEN json_valid(t.name) THEN (SELECT group_concat(value, ' ') FROM json_each(t.name)) ELSE t.name END
        FROM product_tags pt
        JOIN tags t ON t.id = pt.tag_id AND t.tenant_id = p.tenant_id
       WHERE pt.tenant_id = p.tenant_id AND pt.product_id = p.id
    )
  ), '') AS taxonomy,
  coalesce((
    SELECT group_concat(text, ' ') FROM (
      SELECT DISTINCT CASE WHEN json_valid(v.colour) THEN (SELECT group_concat(value, ' ') FROM json_each(v.colour)) ELSE v.colour END AS text
        FROM product_variants v
       WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id AND v.colour IS NOT NULL AND v.colour <> ''
    )
  ), '') AS colours,
  CASE WHEN p.description IS NULL THEN ''
       WHEN json_valid(p.description) THEN (SELECT group_concat(value, ' ') FROM json_each(p.description))
       ELSE p.description END AS description
FROM products p;

CREATE VIRTUAL TABLE product_search USING fts5(
  name, brand, taxonomy, colours, description,
  tenant_id UNINDEXED,
  tokenize = 'trigram remove_diacritics 1'
);

-- Products ---------------------------------------------------------------------------------------
CREATE TRIGGER product_search_products_ai AFTER INSERT ON products BEGIN
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = new.id;
END;

CREATE TRIGGER product_search_products_au AFTER UPDATE ON products BEGIN
  DELETE FROM product_search WHERE rowid IN (old.id, new.id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = new.id;
END;

CREATE TRIGGER product_search_products_ad AFTER DELETE ON products BEGIN
  DELETE FROM product_search WHERE rowid = old.id;
END;

-- A product's categories and tags (the links, and the names they point to) -------------------------
CREATE TRIGGER product_search_product_categories_ai AFTER INSERT ON product_categories BEGIN
  DELETE FROM product_search WHERE rowid = new.product_id;
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = new.product_id;
END;

CREATE TRIGGER product_search_product_categories_au AFTER UPDATE ON product_categories BEGIN
  DELETE FROM product_search WHERE rowid IN (old.product_id, new.product_id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (old.product_id, new.product_id);
END;

CREATE TRIGGER product_search_product_categories_ad AFTER DELETE ON product_categories BEGIN
  DELETE FROM product_search WHERE rowid = old.product_id;
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = old.product_id;
END;

CREATE TRIGGER product_search_product_tags_ai AFTER INSERT ON product_tags BEGIN
  DELETE FROM product_search WHERE rowid = new.product_id;
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = new.product_id;
END;

CREATE TRIGGER product_search_product_tags_au AFTER UPDATE ON product_tags BEGIN
  DELETE FROM product_search WHERE rowid IN (old.product_id, new.product_id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (old.product_id, new.product_id);
END;

CREATE TRIGGER product_search_product_tags_ad AFTER DELETE ON product_tags BEGIN
  DELETE FROM product_search WHERE rowid = old.product_id;
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = old.product_id;
END;

CREATE TRIGGER product_search_categories_au AFTER UPDATE OF name ON categories BEGIN
  DELETE FROM product_search WHERE rowid IN (SELECT product_id FROM product_categories WHERE category_id = new.id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (SELECT product_id FROM product_categories WHERE category_id = new.id);
END;

-- With foreign keys on, deleting a category or tag also deletes its links (whose triggers refresh);
-- these keep the index right when they are off.
CREATE TRIGGER product_search_categories_ad AFTER DELETE ON categories BEGIN
  DELETE FROM product_search WHERE rowid IN (SELECT product_id FROM product_categories WHERE category_id = old.id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (SELECT product_id FROM product_categories WHERE category_id = old.id);
END;

CREATE TRIGGER product_search_tags_au AFTER UPDATE OF name ON tags BEGIN
  DELETE FROM product_search WHERE rowid IN (SELECT product_id FROM product_tags WHERE tag_id = new.id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (SELECT product_id FROM product_tags WHERE tag_id = new.id);
END;

CREATE TRIGGER product_search_tags_ad AFTER DELETE ON tags BEGIN
  DELETE FROM product_search WHERE rowid IN (SELECT product_id FROM product_tags WHERE tag_id = old.id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (SELECT product_id FROM product_tags WHERE tag_id = old.id);
END;

-- Variant colours (stock changes, the frequent update, do not touch the index) ---------------------
CREATE TRIGGER product_search_variants_ai AFTER INSERT ON product_variants BEGIN
  DELETE FROM product_search WHERE rowid = new.product_id;
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = new.product_id;
END;

CREATE TRIGGER product_search_variants_au AFTER UPDATE OF colour, product_id ON product_variants BEGIN
  DELETE FROM product_search WHERE rowid IN (old.product_id, new.product_id);
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source
     WHERE id IN (old.product_id, new.product_id);
END;

CREATE TRIGGER product_search_variants_ad AFTER DELETE ON product_variants BEGIN
  DELETE FROM product_search WHERE rowid = old.product_id;
  INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
    SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source WHERE id = old.product_id;
END;

-- Index what is already there (the demo seed comes after the migrations and goes through the triggers).
INSERT INTO product_search (rowid, tenant_id, name, brand, taxonomy, colours, description)
  SELECT id, tenant_id, name, brand, taxonomy, colours, description FROM product_search_source;
