import { decimalId } from "@commerce/contract/fields";
import { z } from "zod";
import type { FormAnswer } from "./form";

/** POST /{lang}/promo/dismiss: close one promo banner (its close button); its id in decimal digits only. */
export const DismissBannerSchema = z.object({ bannerId: decimalId() });
export type DismissAnswer = FormAnswer<{ bannerId: number | null }>;
