-- Migration number: 0005   the shop's bank account, printed on invoices (customers who pay on invoice)
ALTER TABLE store_details ADD COLUMN iban TEXT;
