import type { StoreConfiguration } from "@commerce/contract/store";
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

/** GET ecommerce/store-configuration: store details plus what the footer counts (branches). */
export const storeConfiguration: Handler = async ({ env, tenantId, lang }) => {
  const [store, branches] = await env.DB.batch([
    env.DB.prepare("SELECT * FROM store_details WHERE tenant_id = ?1").bind(tenantId),
    env.DB.prepare("SELECT count(*) AS n FROM branches WHERE tenant_id = ?1").bind(tenantId),
  ]);
  const row = store?.results[0] as StoreRow | undefined;
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
    branchCount: Number((branches?.results[0] as { n: number } | undefined)?.n ?? 0),
  };
  return json(body);
};
