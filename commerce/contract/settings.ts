import { z } from "zod";

/** GET ecommerce/website-settings: the tenant's key/value settings (some values hold JSON). */
export const WebsiteSetting = z.object({ key_: z.string(), value_: z.string() });
export const WebsiteSettings = z.array(WebsiteSetting);
export type WebsiteSetting = z.infer<typeof WebsiteSetting>;
