import type { Usps } from "@commerce/contract/usps";
import { json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

/** GET ecommerce/usps: the shop's selling points in the asked language, in their order; empty texts are left out. */
export const usps: Handler = async ({ env, tenantId, lang }) => {
  const { results } = await env.DB.prepare("SELECT text FROM usps WHERE tenant_id = ?1 ORDER BY sort_index, id").bind(tenantId).all<{ text: string }>();
  const body: Usps = results.flatMap((row) => {
    const text = localized(row.text, lang)?.trim();
    return text ? [{ text }] : [];
  });
  return json(body);
};
