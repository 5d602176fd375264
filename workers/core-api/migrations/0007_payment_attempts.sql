-- Migration number: 0007   one payment attempt per step of an order (issue 5: concurrent placements)
--
-- Every payment attempt names the attempt it follows (0 for the order's first). UNIQUE (tenant, order,
-- follows) makes starting an attempt idempotent: of two placements (or two retries) that start the
-- next attempt at the same time, one row goes in and the other answers that row's checkout url
-- (payments/sync.ts startPayment: INSERT … ON CONFLICT DO NOTHING, then read the winner).
ALTER TABLE payments ADD COLUMN follows INTEGER NOT NULL DEFAULT 0;

-- Existing attempts: each follows the order's previous one (unique by construction).
UPDATE payments
   SET follows = COALESCE(
         (SELECT MAX(p.id) FROM payments p WHERE p.tenant_id = payments.tenant_id AND p.order_id = payments.order_id AND p.id < payments.id),
         0);

CREATE UNIQUE INDEX payments_attempt ON payments(tenant_id, order_id, follows);
