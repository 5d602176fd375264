import { z } from "zod";

const optionalText = z.string().nullable();

/** GET ecommerce/store-configuration: the store details the header and footer show. */
export const Store = z.object({
  store_uuid: z.string(),
  storeName: z.string(),
  slogan: optionalText,
  storeStreet: optionalText,
  storeHouseNr: optionalText,
  storePostalCode: optionalText,
  storeCity: optionalText,
  storeCountryCode: z.string(),
  storeTelephoneNumber: optionalText,
  storeEmailAddress: optionalText,
  chamberOfCommerceNumber: optionalText,
  vatIdentifier: optionalText,
  facebookLink: optionalText,
  instagramLink: optionalText,
  tiktokLink: optionalText,
  store_logo: optionalText,
  currency: z.string(),
});
export type Store = z.infer<typeof Store>;

export const StoreConfiguration = z.object({ store: Store, branchCount: z.number().int().min(0) });
export type StoreConfiguration = z.infer<typeof StoreConfiguration>;
