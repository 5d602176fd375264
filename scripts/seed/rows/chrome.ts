// The chrome's content: USPs, the promo banner, branches (pickup points) and the newsletter.
import { json, nlEn, type ShopRows } from "../sql";
import type { ContentContext, Tenant } from "../tenants/tenant";

/** The branches' ids, in order. */
export function buildChrome(rows: ShopRows, T: Tenant, content: ContentContext, promoId: number): number[] {
  const { n } = T;
  const tid = T.id;
  rows.comment(`chrome ${T.key}`);
  for (const [i, [nl, en]] of T.usps.entries()) rows.insert("usps", { id: n * 10 + i + 1, tenant_id: tid, text: nlEn(nl, en), sort_index: i });
  rows.insert("promo_banners", { id: n * 10 + 1, tenant_id: tid, ...T.promoBanner({ ...content, promoId }) });
  // Ids n·10 + 2 … n·10 + 9 stay within the shop's own ten.
  for (const [i, banner] of (T.morePromoBanners?.(content) ?? []).slice(0, 8).entries()) {
    rows.insert("promo_banners", { id: n * 10 + i + 2, tenant_id: tid, ...banner });
  }
  const branchIds = T.branches.map(([name, street, nr, pc, city, phone, hours], i) => {
    const id = n * 10 + i + 1;
    rows.insert("branches", {
      id,
      tenant_id: tid,
      name,
      street,
      house_nr: nr,
      postal_code: pc,
      city,
      country_code: "NL",
      telephone: phone,
      opening_hours: json(hours),
      is_pickup_point: 1,
      sort_index: i,
    });
    return id;
  });
  const newsletter = T.newsletter(content.scenes);
  rows.insert("newsletters", {
    id: n * 10 + 1,
    tenant_id: tid,
    identifier: "nieuwsbrief",
    is_default: 1,
    popup_header: newsletter.popup_header,
    popup_body_text: newsletter.popup_body_text,
    popup_image_url: newsletter.popup_image_url,
    html_content: newsletter.html_content,
    // The popup (issue 13): only where the tenant's data asks for it, in its layout.
    show_popup: newsletter.show_popup ?? 0,
    popup_layout: newsletter.popup_layout ?? "TWO_COLUMN",
    is_active: 1,
  });
  return branchIds;
}
