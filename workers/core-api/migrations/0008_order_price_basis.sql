-- Migration number: 0008   an order remembers how its shopper read its prices (issue 10: totals that add up)
--
-- The order page and the confirmation mail show the order's totals on the price basis the shopper had
-- when placing it (a business customer: excl. VAT), and what its bundles saved as information
-- (commerce/rules/totals.ts). Orders placed before this were all read incl. VAT and kept no savings.
ALTER TABLE orders ADD COLUMN price_basis TEXT NOT NULL DEFAULT 'inc' CHECK (price_basis IN ('inc', 'ex'));
ALTER TABLE orders ADD COLUMN bundle_savings_cents INTEGER NOT NULL DEFAULT 0;
