import type { Campaign } from "@commerce/contract/campaigns";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";

/** A campaign of this shop by id (campaign/get?campaign_id=), or null when it has none such. */
export async function loadCampaign(app: AppContext, id: number): Promise<Campaign | null> {
  try {
    return await app.catalogue.campaign({ query: { campaign_id: id } });
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}
