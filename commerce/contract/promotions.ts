import { z } from "zod";

// GET ecommerce/promotions: the shop's advertised promo code and its promo banners (chrome spec §2, §3),
// in the asked language, every stored JSON already parsed with its fallback (commerce/rules/promo.ts)
// and the banner HTML cleaned by the CMS's sanitiser. Public: the storefront caches it per tenant and
// language. The cart's own code (whether one is applied) is the cart's answer, not this one.

/** A product id list: only those product pages; null = every page (§4). */
const IncludedProducts = z.array(z.number().int().positive()).nullable();
const Hex = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/);

export const AdvertisedPromoCode = z.object({
  code: z.string(),
  type: z.enum(["PERCENTAGE", "VALUE"]),
  /** Percent for PERCENTAGE, euros for VALUE (as stored: promo_codes.amount). */
  amount: z.number(),
  bannerText: z.string().nullable(),
  bannerColor: Hex.nullable(),
  includedProducts: IncludedProducts,
});
export type AdvertisedPromoCode = z.infer<typeof AdvertisedPromoCode>;

export const PromoBannerSection = z.object({
  text: z.string(),
  imageUrl: z.string().nullable(),
  imagePosition: z.enum(["LEFT", "RIGHT", "NONE"]),
  linkUrl: z.string().nullable(),
  order: z.number(),
});

export const PromoBanner = z.object({
  id: z.number().int(),
  /** Cleaned HTML (the CMS allow-list). */
  html: z.string(),
  color: Hex.nullable(),
  href: z.string().nullable(),
  action: z.literal("ADD_PROMOCODE").nullable(),
  promocode: z.object({ code: z.string() }).nullable(),
  isDismissable: z.boolean(),
  customStyles: z.object({ fontFamily: z.string().nullable(), fontSizePx: z.number(), color: Hex.nullable() }),
  layoutType: z.enum(["SECTIONS", "DEFAULT"]),
  sections: z.array(PromoBannerSection),
  /** The linked promo code's product list (a banner without a code shows everywhere). */
  includedProducts: IncludedProducts,
});
export type PromoBanner = z.infer<typeof PromoBanner>;

export const Promotions = z.object({ promocode: AdvertisedPromoCode.nullable(), banners: z.array(PromoBanner) });
export type Promotions = z.infer<typeof Promotions>;
