import type { Branches, Newsletters, StoreConfiguration } from "@commerce/contract/store";
import { cleanCmsHtml } from "@commerce/html/clean-html";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

type StoreRow = {
  store_name: string;
  slogan: string | null;
  street: string | null;
  house_nr: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string;
  telephone: string | null;
  email: string | null;
  chamber_of_commerce_number: string | null;
  vat_identifier: string | null;
  facebook_link: string | null;
  instagram_link: string | null;
  tiktok_link: string | null;
  logo_url: string | null;
  currency: string;
};

/** GET ecommerce/store-configuration: the store details the header and footer show. */
export const storeConfiguration: Handler = async ({ env, tenantId, lang }) => {
  const row = await env.DB.prepare("SELECT * FROM store_details WHERE tenant_id = ?1").bind(tenantId).first<StoreRow>();
  if (!row) throw new HttpError("not_found", "This shop has no store details.");
  const body: StoreConfiguration = {
    store: {
      store_uuid: tenantId,
      storeName: row.store_name,
      slogan: localized(row.slogan, lang),
      storeStreet: row.street,
      storeHouseNr: row.house_nr,
      storePostalCode: row.postal_code,
      storeCity: row.city,
      storeCountryCode: row.country_code,
      storeTelephoneNumber: row.telephone,
      storeEmailAddress: row.email,
      chamberOfCommerceNumber: row.chamber_of_commerce_number,
      vatIdentifier: row.vat_identifier,
      facebookLink: row.facebook_link,
      instagramLink: row.instagram_link,
      tiktokLink: row.tiktok_link,
      store_logo: row.logo_url,
      currency: row.currency,
    },
  };
  return json(body);
};

/** GET ecommerce/branches: the shop's branches, in their order. */
export const branches: Handler = async ({ env, tenantId }) => {
  const { results } = await env.DB.prepare("SELECT id, name, city FROM branches WHERE tenant_id = ?1 ORDER BY sort_index, id")
    .bind(tenantId)
    .all<{ id: number; name: string; city: string | null }>();
  const body: Branches = results.map((b) => ({ id: b.id, name: b.name, city: b.city }));
  return json(body);
};

type NewsletterRow = {
  identifier: string;
  is_default: number;
  popup_header: string | null;
  popup_body_text: string | null;
  popup_image_url: string | null;
  html_content: string | null;
  show_popup: number;
  popup_layout: string;
};

/** GET ecommerce/newsletters: the shop's active newsletters, the default first. */
export const newsletters: Handler = async ({ env, tenantId, lang }) => {
  const { results } = await env.DB.prepare(
    `SELECT identifier, is_default, popup_header, popup_body_text, popup_image_url, html_content, show_popup, popup_layout
       FROM newsletters WHERE tenant_id = ?1 AND is_active = 1 ORDER BY is_default DESC, id`,
  )
    .bind(tenantId)
    .all<NewsletterRow>();
  const body: Newsletters = await Promise.all(
    results.map(async (n) => ({
      identifier: n.identifier,
      isDefault: n.is_default === 1,
      popupHeader: localized(n.popup_header, lang),
      popupBodyText: localized(n.popup_body_text, lang),
      popupImageUrl: n.popup_image_url,
      // HTML written in the CMS: it leaves the core API cleaned, as a CMS text block does.
      htmlContent: await cleanedHtml(localized(n.html_content, lang)),
      showPopup: n.show_popup === 1,
      popupLayout: n.popup_layout === "BACKGROUND" ? "BACKGROUND" : "TWO_COLUMN",
    })),
  );
  return json(body);
};

/** A text of HTML as it leaves the core API: cleaned (commerce/html/clean-html.ts), null when empty. */
async function cleanedHtml(html: string | null): Promise<string | null> {
  if (!html) return null;
  const clean = (await cleanCmsHtml(html)).trim();
  return clean.length > 0 ? clean : null;
}
