-- Migration number: 0018   operator commands (issue 20, ADR 0044): one primary domain, a data version
--
-- A shop has at most one primary domain (ADR 0042: absolute links use it, its other domains redirect to
-- it). Until now only the code kept that; the database now refuses a second one for the same shop.
CREATE UNIQUE INDEX tenant_domains_one_primary ON tenant_domains(tenant_id) WHERE is_primary = 1;

-- Raised by every operator change of a shop (tenant create, settings set, catalogue import) in the same
-- batch as the change. The storefront writes it into its public-cache keys (ADR 0044), so a change is
-- served as soon as the storefront has read the new number (its tenant lookup lives a few seconds).
ALTER TABLE tenants ADD COLUMN data_version INTEGER NOT NULL DEFAULT 0;
