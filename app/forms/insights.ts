import { decimalInteger } from "@commerce/contract/fields";
import { z } from "zod";
import { SEARCH } from "~/domain/search-preview";
import { CLICK_RECEIPT } from "~/chrome/search/insights";

/**
 * POST /{lang}/search/events — a click on a preview result (sent by the preview with sendBeacon): the
 * search's `queryID` as the preview's answer gave it (the signed click receipt of ADR 0041, which holds
 * Algolia's queryID), the result's objectID (its slug) and its 1-based position in the preview.
 */
export const insightsClickSchema = z.object({
  queryID: z.string().regex(CLICK_RECEIPT),
  objectID: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/),
  position: decimalInteger(z.number().int().min(1).max(SEARCH.previewSize)),
});
