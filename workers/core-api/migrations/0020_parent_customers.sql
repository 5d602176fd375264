-- A customer may belong to a parent customer: a business account with customers under it (a head
-- office and its branches, a company and its buyers; chrome spec §3 User details parentCustomerId,
-- parentCustomerName). The parent is a customer of the same shop: every read joins it on the tenant.
ALTER TABLE customers ADD COLUMN parent_customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;
