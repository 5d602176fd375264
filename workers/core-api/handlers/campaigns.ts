import type { ActiveCampaigns, Campaign, CampaignProducts } from "@commerce/contract/campaigns";
import { type CardRow, productCardColumns, productMediaJoin } from "../catalogue/list-query";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";
import { toCard } from "./catalogue";

type CampaignRow = {
  id: number;
  name: string;
  description: string | null;
  media_url: string | null;
  is_active: number;
  starts_at: string | null;
  ends_at: string | null;
};

/** Switched on and inside its dates (`now` is bound as ?2). */
const ACTIVE_NOW = `is_active = 1 AND (starts_at IS NULL OR starts_at <= ?2) AND (ends_at IS NULL OR ends_at >= ?2)`;
/** The latest first: the one that started last, then the one added last. */
const LATEST_FIRST = "ORDER BY starts_at DESC, id DESC";

/** GET campaign/get: the latest active campaign, or one campaign by id (inactive ones say so: isActive false). */
export const getCampaign: Handler<"catalogue.campaign"> = async ({ env, tenantId, lang, input }) => {
  const { query } = await input();
  const now = new Date().toISOString();
  const statement =
    "campaign_id" in query
      ? env.DB.prepare("SELECT * FROM campaigns WHERE tenant_id = ?1 AND id = ?2").bind(tenantId, query.campaign_id)
      : env.DB.prepare(`SELECT * FROM campaigns WHERE tenant_id = ?1 AND ${ACTIVE_NOW} ${LATEST_FIRST} LIMIT 1`).bind(tenantId, now);
  const row = await statement.first<CampaignRow>();
  if (!row) throw new HttpError("not_found", "No such campaign.");
  const campaign: Campaign = {
    id: row.id,
    name: localized(row.name, lang) ?? "",
    description: localized(row.description, lang),
    mediaUrl: row.media_url,
    isActive: row.is_active === 1 && (!row.starts_at || row.starts_at <= now) && (!row.ends_at || row.ends_at >= now),
  };
  return json(campaign);
};

/** GET campaign/active: the shop's campaigns that are active now, latest first (for the sitemap). */
export const activeCampaigns: Handler<"catalogue.activeCampaigns"> = async ({ env, tenantId, lang }) => {
  const now = new Date().toISOString();
  const { results } = await env.DB.prepare(`SELECT id, name FROM campaigns WHERE tenant_id = ?1 AND ${ACTIVE_NOW} ${LATEST_FIRST}`)
    .bind(tenantId, now)
    .all<Pick<CampaignRow, "id" | "name">>();
  const answer: ActiveCampaigns = { items: results.map((row) => ({ id: row.id, name: localized(row.name, lang) ?? "" })) };
  return json(answer);
};

/**
 * GET campaign/{id}/products: an active campaign's active products as the overview's cards, in the
 * campaign's order (then the shop's). An unknown or inactive campaign is a 404: its page is.
 */
export const campaignProducts: Handler<"catalogue.campaignProducts"> = async ({ env, tenantId, lang, input }) => {
  const { campaignId } = (await input()).params;
  const now = new Date().toISOString();
  const campaign = await env.DB.prepare(`SELECT id FROM campaigns WHERE tenant_id = ?1 AND id = ?3 AND ${ACTIVE_NOW}`)
    .bind(tenantId, now, campaignId)
    .first<{ id: number }>();
  if (!campaign) throw new HttpError("not_found", "No such active campaign.");
  const { results } = await env.DB.prepare(
    `SELECT ${productCardColumns("?1")}
       FROM campaign_products cp
       JOIN products p ON p.id = cp.product_id AND p.tenant_id = ?1 AND p.is_active = 1
       ${productMediaJoin("?1")}
      WHERE cp.tenant_id = ?1 AND cp.campaign_id = ?2
      ORDER BY cp.sort_index, p.sort_index, p.id`,
  )
    .bind(tenantId, campaignId)
    .all<CardRow>();
  const answer: CampaignProducts = { items: results.map((row) => toCard(row, lang)) };
  return json(answer);
};
