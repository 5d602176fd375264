import { z } from "zod";
import type { FormAnswer } from "./form";

/** POST /{lang}/promo/dismiss: close one promo banner (its close button). */
export const DismissBannerSchema = z.object({ bannerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export type DismissAnswer = FormAnswer<{ bannerId: number | null }>;
