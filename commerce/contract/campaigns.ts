import { z } from "zod";
import { decimalId } from "./fields";

/** GET campaign/get?is_active=1 (the latest active campaign) or ?campaign_id={id} (spec §7). */
export const CampaignQuery = z.union([z.object({ campaign_id: decimalId() }), z.object({ is_active: z.literal("1") })]);
export const Campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  isActive: z.boolean(),
});
export type Campaign = z.infer<typeof Campaign>;
