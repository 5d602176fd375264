import type { Campaign } from "@commerce/contract/campaigns";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

type CampaignRow = {
  id: number;
  name: string;
  description: string | null;
  media_url: string | null;
  is_active: number;
  starts_at: string | null;
  ends_at: string | null;
};

const ACTIVE_NOW = `is_active = 1 AND (starts_at IS NULL OR starts_at <= ?2) AND (ends_at IS NULL OR ends_at >= ?2)`;

/** GET campaign/get: the latest active campaign, or one campaign by id. */
export const getCampaign: Handler<"catalogue.campaign"> = async ({ env, tenantId, lang, input }) => {
  const { query } = await input();
  const now = new Date().toISOString();
  const statement =
    "campaign_id" in query
      ? env.DB.prepare("SELECT * FROM campaigns WHERE tenant_id = ?1 AND id = ?2").bind(tenantId, query.campaign_id)
      : env.DB.prepare(`SELECT * FROM campaigns WHERE tenant_id = ?1 AND ${ACTIVE_NOW} ORDER BY starts_at DESC, id DESC LIMIT 1`).bind(tenantId, now);
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
