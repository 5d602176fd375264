// Shipping methods and their prices per country (with the free-shipping thresholds).
import { nlEn, type ShopRows } from "../sql";
import type { Tenant } from "../tenants/tenant";

export function buildShipping(rows: ShopRows, T: Tenant): void {
  const { n } = T;
  rows.comment(`shipping ${T.key}`);
  let priceId = n * 100 + 10;
  T.shippingMethods.forEach(([code, nl, en, kind, prices], i) => {
    const mid = n * 10 + i + 1;
    rows.insert("shipping_methods", { id: mid, tenant_id: T.id, code, name: nlEn(nl, en), kind, is_active: 1, sort_index: i });
    for (const [cc, price, thr, thrTotal] of prices) {
      priceId++;
      rows.insert("shipping_method_prices", {
        id: priceId,
        tenant_id: T.id,
        shipping_method_id: mid,
        country_code: cc,
        price_cents: price,
        threshold_price_cents: thr,
        threshold_order_total_cents: thrTotal,
      });
    }
  });
}

/** The id of a shop's first shipping method (the one its demo orders used). */
export const firstShippingMethodId = (T: Tenant): number => T.n * 10 + 1;
