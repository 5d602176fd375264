import { z } from "zod";
import { decimalId } from "./fields";
import { ProductCard } from "./products";

/** GET campaign/get?is_active=1 (the latest active campaign) or ?campaign_id={id} (spec §7). */
export const CampaignQuery = z.union([z.object({ campaign_id: decimalId() }), z.object({ is_active: z.literal("1") })]);
export const Campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  /** Active now: switched on and inside its dates. The campaign page shows only an active one. */
  isActive: z.boolean(),
});
export type Campaign = z.infer<typeof Campaign>;

/** GET campaign/{id}/products: an active campaign's active products as cards, in the campaign's order. */
export const CampaignParams = z.object({ campaignId: decimalId() });
export const CampaignProducts = z.object({ items: z.array(ProductCard) });
export type CampaignProducts = z.infer<typeof CampaignProducts>;

/**
 * GET campaign/active: every campaign of the shop that is active now, newest first (the sitemap lists
 * their pages, campaign/{id}, in each language).
 */
export const ActiveCampaigns = z.object({ items: z.array(Campaign.pick({ id: true, name: true })) });
export type ActiveCampaigns = z.infer<typeof ActiveCampaigns>;
