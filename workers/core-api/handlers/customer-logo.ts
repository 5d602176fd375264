// A customer's own co-brand logo (chrome spec §3 headerCustomerLogo, migration 0010): staff set it for a
// business customer with `npm run operator -- customer-logo`; the customer has no form for it.
import type { CustomerLogoSet } from "@commerce/contract/customers";
import { requireOperator } from "../auth/operator";
import { coBrandLogo } from "../branding";
import { HttpError, json } from "../http";
import type { Handler } from "../router";

/** POST /operator/customer-logos (operator key) — stores the logo; 404 for a customer of another shop. */
export const setCustomerLogo: Handler<"operator.customerLogo"> = async (ctx) => {
  await requireOperator(ctx);
  const logo = (await ctx.input()).body;
  const stored = await ctx.env.DB.prepare(
    `UPDATE customers SET header_logo_enabled = ?3, header_logo_url = ?4, header_logo_display_name = ?5
      WHERE tenant_id = ?1 AND id = ?2
      RETURNING header_logo_enabled, header_logo_url, header_logo_display_name`,
  )
    .bind(ctx.tenantId, logo.customerId, logo.enabled ? 1 : 0, logo.logoUrl, logo.displayName || null)
    .first<{ header_logo_enabled: number; header_logo_url: string | null; header_logo_display_name: string | null }>();
  if (!stored) throw new HttpError("not_found", `No customer ${logo.customerId} in this shop.`);
  const answer: CustomerLogoSet = {
    customerId: logo.customerId,
    headerCustomerLogo: coBrandLogo(stored.header_logo_enabled, stored.header_logo_url, stored.header_logo_display_name),
  };
  return json(answer);
};
