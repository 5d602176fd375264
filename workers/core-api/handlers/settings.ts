import type { WebsiteSetting } from "@commerce/contract/settings";
import { json } from "../http";
import type { Handler } from "../router";

/** GET ecommerce/website-settings */
export const websiteSettings: Handler = async ({ env, tenantId }) => {
  const { results } = await env.DB.prepare("SELECT key, value FROM settings WHERE tenant_id = ?1 ORDER BY key")
    .bind(tenantId)
    .all<{ key: string; value: string }>();
  const settings: WebsiteSetting[] = results.map((row) => ({ key_: row.key, value_: row.value }));
  return json(settings);
};
