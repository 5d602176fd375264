import { HttpError, json } from "../http";
import type { Handler } from "../router";

/** GET ecommerce/short-links/{alias}: the CMS page key behind a short-link alias. */
export const resolveShortLink: Handler<"cms.shortLink"> = async ({ env, tenantId, input }) => {
  const { alias } = (await input()).params;
  const row = await env.DB.prepare("SELECT key FROM short_links WHERE tenant_id = ?1 AND alias = ?2").bind(tenantId, alias).first<{ key: string }>();
  if (!row) throw new HttpError("not_found", `No short link ${alias}.`);
  return json({ key: row.key });
};
