-- Migration number: 0003   the cart (issue #3)
--
-- A cart holds at most one single (non-bundle) line per variant. Adding a variant that is already in
-- the cart grows that line in one atomic statement:
--   INSERT … ON CONFLICT (cart_id, variant_id) WHERE bundle_group_key IS NULL DO UPDATE SET quantity = quantity + …
-- which needs this index as its conflict target. Bundle lines are left out: the same variant may sit in
-- several bundles and beside a single line. (cart_id is a globally unique uuid, so tenant_id is not needed.)
CREATE UNIQUE INDEX cart_lines_single_variant ON cart_lines(cart_id, variant_id) WHERE bundle_group_key IS NULL;

-- The lines of one added bundle are read and changed together.
CREATE INDEX cart_lines_bundle_group ON cart_lines(cart_id, bundle_group_key) WHERE bundle_group_key IS NOT NULL;
