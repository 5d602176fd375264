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

export const StoreConfiguration = z.object({ store: Store });
export type StoreConfiguration = z.infer<typeof StoreConfiguration>;

/** GET ecommerce/branches: the shop's branches (the footer counts them; chrome spec §7). */
export const ShopBranch = z.object({ id: z.number().int(), name: z.string(), city: optionalText });
export const Branches = z.array(ShopBranch);
export type Branches = z.infer<typeof Branches>;

/** GET ecommerce/newsletters: the shop's active newsletters (chrome spec §3 Newsletter). */
export const Newsletter = z.object({
  identifier: z.string(),
  isDefault: z.boolean(),
  popupHeader: optionalText,
  popupBodyText: optionalText,
  popupImageUrl: optionalText,
  htmlContent: optionalText,
  /** Whether the shop shows this newsletter's popup (issue 13), and in which layout. */
  showPopup: z.boolean().default(false),
  popupLayout: z.enum(["BACKGROUND", "TWO_COLUMN"]).default("TWO_COLUMN"),
});
export const Newsletters = z.array(Newsletter);
export type Newsletters = z.infer<typeof Newsletters>;
