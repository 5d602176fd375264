-- Migration number: 0015   a shop's media prefix (issue 19: a shop's media only on that shop's domains)
--
-- Media keys in R2 start with the shop's prefix (noordzee/logo/logo.svg). The core API serves a key
-- only to the shop whose prefix it starts with (handlers/media.ts): /media/stadsbazaar/… is not found on
-- Noordzee's host. A shop without a prefix serves no media; two shops never share one.
ALTER TABLE tenants ADD COLUMN media_prefix TEXT CHECK (media_prefix IS NULL OR media_prefix GLOB '[a-z0-9]*');
CREATE UNIQUE INDEX tenants_media_prefix ON tenants(media_prefix) WHERE media_prefix IS NOT NULL;
