// The shop itself: its tenant row and domains, languages, settings and store details.
import { json, type ShopRows } from "../sql";
import type { Scenes, Tenant } from "../tenants/tenant";

/** The shop's logo in its colours: on white, on a dark background, and dark. */
export type Logos = { logo: string; logoLight: string; logoDark: string };

export function buildShop(rows: ShopRows, T: Tenant, logos: Logos, scenes: Scenes): void {
  const tid = T.id;
  const d = T.details;
  rows.comment(`tenant ${T.key}: ${T.name}`);
  rows.insert("tenants", {
    id: tid,
    name: T.name,
    is_development: T.isDevelopment,
    default_language: "nl",
    auth_tenant_id: T.authTenantId,
    media_prefix: T.prefix,
    created_at: "2025-01-01T00:00:00.000Z",
  });
  for (const [host, primary] of T.domains) rows.insert("tenant_domains", { host, tenant_id: tid, is_primary: primary });
  rows.insert("languages", { tenant_id: tid, code: "nl", name: "Nederlands", is_default: 1, sort_index: 0 });
  rows.insert("languages", { tenant_id: tid, code: "en", name: "English", is_default: 0, sort_index: 1 });

  // Header settings and the sticky button use exactly the fields and values of the chrome spec §3.
  const footerLogos = T.look.footerLogos(scenes);
  const settings: [string, string][] = [
    ["theme_primary_color", T.primary],
    ["ecommerce_theme_primary_color", T.primary],
    // The store's theme and loyalty colours (cart spec §3 Store) and its typography (issue 22).
    ["theme_color", T.primary],
    ["loyalty_color", T.look.loyaltyColour ?? T.primary],
    ...(T.look.typography ? [["typography", json(T.look.typography)] as [string, string]] : []),
    ["theme", T.theme],
    ["store_name", T.name],
    ["store_logo", logos.logo],
    ["store_logo_light", logos.logoLight],
    ["store_logo_dark", logos.logoDark],
    ["language", "nl"],
    ["professional_search_enabled", T.look.searchEnabled],
    ["ecommerce_header_background_color", T.look.headerBackground],
    ["ecommerce_header_items_color_mode", T.look.headerItemsColourMode],
    ["ecommerce_header_settings", json(T.look.header)],
    ["ecommerce_footer_color", T.look.footerColour],
    ["ecommerce_footer_slogan", json(d.footerSlogan)],
    ["ecommerce_footer_show_contact_form", T.look.footerContactForm],
    ...(footerLogos ? [["custom_footer_logos", json(footerLogos)] as [string, string]] : []),
    ["cart_show_payment_icons", "true"],
    ["ecommerce_cart_show_payment_icons", "true"],
    ["ecommerce_cart_show_free_shipping_progress", T.look.freeShippingProgress],
    ["header_transparent_on_hero", T.look.headerTransparentOnHero],
    ["ecommerce_currency", "EUR"],
    ["facebook_link", d.facebook],
    ["instagram_link", d.instagram],
    ...(d.tiktok ? [["tiktok_link", d.tiktok] as [string, string]] : []),
    ["sticky_button", json(T.look.stickyButton)],
    ["ecommerce_doop_test_enabled", T.look.doopTestEnabled ?? "false"],
    ...(T.search ?? []),
  ];
  for (const [key, value] of settings) rows.insert("settings", { tenant_id: tid, key, value });

  rows.insert("store_details", {
    tenant_id: tid,
    store_name: T.name,
    slogan: json(d.slogan),
    street: d.street,
    house_nr: d.houseNr,
    postal_code: d.postalCode,
    city: d.city,
    country_code: "NL",
    telephone: d.phone,
    email: d.email,
    chamber_of_commerce_number: d.kvk,
    vat_identifier: d.vat,
    facebook_link: d.facebook,
    instagram_link: d.instagram,
    tiktok_link: d.tiktok,
    logo_url: logos.logo,
    currency: "EUR",
    iban: d.iban,
    order_number_prefix: T.skuPrefix,
  });
}
