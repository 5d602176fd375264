-- Migration number: 0010   co-brand logos beside the store logo (issue 12, chrome spec §3)
--
-- A code's influencer (`branding.influencer` of the active promo code) and a customer's own header logo
-- (`headerCustomerLogo` of the user details). Both coupons and promo codes are codes a cart can carry,
-- so both can have an influencer. A logo shows only when enabled and its url is https or a path of the
-- shop itself (commerce/rules/logo-url.ts); the columns take whatever an operator stores, the answers
-- never pass on anything else.
ALTER TABLE coupons ADD COLUMN influencer_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE coupons ADD COLUMN influencer_logo_url TEXT;
ALTER TABLE coupons ADD COLUMN influencer_display_name TEXT;
ALTER TABLE promo_codes ADD COLUMN influencer_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE promo_codes ADD COLUMN influencer_logo_url TEXT;
ALTER TABLE promo_codes ADD COLUMN influencer_display_name TEXT;
ALTER TABLE customers ADD COLUMN header_logo_enabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE customers ADD COLUMN header_logo_url TEXT;
ALTER TABLE customers ADD COLUMN header_logo_display_name TEXT;
