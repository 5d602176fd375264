import { ShortLinkParams } from "@commerce/contract/short-links";
import { HttpError, json, parseInput } from "../http";
import type { Handler } from "../router";

/** GET ecommerce/short-links/{alias}: the CMS page key behind a short-link alias. */
export const resolveShortLink: Handler = async ({ env, tenantId, params }) => {
  const { alias } = parseInput(ShortLinkParams, params);
  const row = await env.DB.prepare("SELECT key FROM short_links WHERE tenant_id = ?1 AND alias = ?2").bind(tenantId, alias).first<{ key: string }>();
  if (!row) throw new HttpError("not_found", `No short link ${alias}.`);
  return json({ key: row.key });
};
