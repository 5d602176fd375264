// The account area's reservations: what the signed-in customer reserved, with its status now.
// Every query names the tenant AND the customer.
import { RESERVATION_STATUSES, type Reservation } from "@commerce/contract/account";
import { requireCustomer } from "../../auth/customer";
import { json } from "../../http";
import { localized } from "../../localized";
import type { Handler } from "../../router";
import { oneOf } from "./shared";

type ReservationRow = {
  id: number;
  product_id: number | null;
  slug: string | null;
  product_name: string;
  size: string | null;
  colour: string | null;
  image_url: string | null;
  quantity: number;
  branch_name: string;
  status: string;
  reserved_at: string;
  expires_at: string;
};

/** GET /customers/me/reservations — newest first; one not collected in time reads as expired. */
export const listReservations: Handler = async (ctx) => {
  const { customer } = await requireCustomer(ctx);
  const { results } = await ctx.env.DB.prepare(
    `SELECT r.id, r.product_id, p.slug, r.product_name, v.size, v.colour, r.quantity, b.name AS branch_name, r.status,
            r.reserved_at, r.expires_at,
            COALESCE(
              (SELECT m.url FROM product_media m WHERE m.tenant_id = r.tenant_id AND m.product_id = r.product_id
                  AND lower(m.colour_hex) = lower(v.colour_hex) ORDER BY m.sort_index, m.id LIMIT 1),
              (SELECT m.url FROM product_media m WHERE m.tenant_id = r.tenant_id AND m.product_id = r.product_id
                ORDER BY m.sort_index, m.id LIMIT 1)) AS image_url
       FROM reservations r
       JOIN branches b ON b.id = r.branch_id AND b.tenant_id = r.tenant_id
       LEFT JOIN products p ON p.id = r.product_id AND p.tenant_id = r.tenant_id
       LEFT JOIN product_variants v ON v.id = r.variant_id AND v.tenant_id = r.tenant_id
      WHERE r.tenant_id = ?1 AND r.customer_id = ?2
      ORDER BY r.reserved_at DESC, r.id DESC`,
  )
    .bind(ctx.tenantId, customer.id)
    .all<ReservationRow>();
  const now = Date.now();
  const reservations: Reservation[] = results.map((row) => {
    const stored = oneOf(RESERVATION_STATUSES, row.status, "reserved");
    const waiting = stored === "reserved" || stored === "ready";
    const label = [localized(row.colour, ctx.lang), row.size].filter(Boolean).join(", ");
    return {
      id: row.id,
      productId: row.product_id,
      slug: row.slug,
      productName: localized(row.product_name, ctx.lang) ?? "",
      variantLabel: label === "" ? null : label,
      imageUrl: row.image_url,
      quantity: row.quantity,
      branchName: row.branch_name,
      status: waiting && Date.parse(row.expires_at) < now ? "expired" : stored,
      reservedAt: row.reserved_at,
      expiresAt: row.expires_at,
    };
  });
  return json(reservations);
};
