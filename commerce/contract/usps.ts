import { z } from "zod";

/** GET ecommerce/usps: the shop's selling points (chrome spec §3 "USP": text), in the shop's order. */
export const Usp = z.object({ text: z.string() });
export const Usps = z.array(Usp);
export type Usps = z.infer<typeof Usps>;
