import { ActiveCampaigns, Campaign, CampaignProducts } from "@commerce/contract/campaigns";
import type { Language } from "~/domain/languages";
import { CATALOGUE_CACHE } from "./catalogue.server";
import type { AppContext } from "./context";
import { CoreApiError } from "./core-api.server";
import { cachedPublic } from "./public-cache.server";

/** A campaign and its products, as the campaign page shows them. */
export type CampaignPage = { campaign: Campaign; products: CampaignProducts["items"] };

/**
 * An active campaign of this shop by id with its products (campaign/get?campaign_id=, then its
 * products), through the public cache per shop and language; null for an unknown or inactive one (the
 * page's 404).
 */
export async function loadCampaignPage(app: AppContext, language: Language, id: number): Promise<CampaignPage | null> {
  const campaign = await orNull(
    cachedPublic(app, language, `campaign:${id}`, CATALOGUE_CACHE, Campaign, () => app.catalogue.campaign({ query: { campaign_id: id } })),
  );
  if (!campaign?.isActive) return null;
  const products = await orNull(
    cachedPublic(app, language, `campaign-products:${id}`, CATALOGUE_CACHE, CampaignProducts, () =>
      app.catalogue.campaignProducts({ params: { campaignId: id } }),
    ),
  );
  return products ? { campaign, products: products.items } : null;
}

/**
 * The shop's latest active campaign (campaign/get?is_active=1), for the desktop header: through the
 * public cache per shop and language (the shop without one is cached too, as null). A failing call
 * shows no campaign: the header never waits on it to fail the page.
 */
export async function loadLatestCampaign(app: AppContext, language: Language): Promise<Campaign | null> {
  try {
    return await cachedPublic(app, language, "campaign:latest", CATALOGUE_CACHE, Campaign.nullable(), () =>
      orNull(app.catalogue.campaign({ query: { is_active: "1" } })),
    );
  } catch (error) {
    app.log.warn("header.campaign-failed", { error: String(error) });
    return null;
  }
}

/** The shop's active campaigns (newest first), for the sitemap; through the public cache. */
export function loadActiveCampaigns(app: AppContext, language: Language): Promise<ActiveCampaigns> {
  return cachedPublic(app, language, "campaigns:active", CATALOGUE_CACHE, ActiveCampaigns, () => app.catalogue.activeCampaigns());
}

/** A 404 (or a 400 for an id the core API refuses) is "no such campaign"; anything else fails. */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof CoreApiError && (error.notFound || error.status === 400)) return null;
    throw error;
  }
}
