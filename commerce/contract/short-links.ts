import { z } from "zod";
import { Slug } from "./common";

/** GET ecommerce/short-links/{alias}: the CMS page key an alias leads to. */
export const ShortLinkParams = z.object({ alias: Slug });
export const ShortLink = z.object({ key: z.string() });
export type ShortLink = z.infer<typeof ShortLink>;
