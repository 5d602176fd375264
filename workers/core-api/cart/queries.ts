// What the cart reads from D1. Every statement filters on the tenant. A cart is read as one batch of
// statements (one round trip, one consistent snapshot); a change appends the same reads to its own
// batch, so the answer shows exactly the state the change produced.

import { DEFAULT_SHIPPING_COUNTRY } from "@commerce/contract/shipping";

/** Shipping is priced for this country until the checkout knows the address. */
export const CART_COUNTRY = DEFAULT_SHIPPING_COUNTRY;

export type CartStatus = "OPEN" | "PENDING" | "ORDERED" | "ABANDONED";

export type CartRow = {
  id: string;
  /** The customer who owns the cart; null for an anonymous shopper's cart. */
  customer_id: number | null;
  status: CartStatus;
  language: string;
  coupon_id: number | null;
  promo_code_id: number | null;
  shipping_method_id: number | null;
  version: number;
};

export type LineRow = {
  id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  unit_price_snapshot_cents: number;
  bundle_group_key: string | null;
  bundle_id: number | null;
  units_per_set: number;
  slug: string;
  name: string;
  price_cents: number;
  discount_price_cents: number | null;
  price_per_unit_cents: number | null;
  vat_percentage: number | null;
  size: string | null;
  colour: string | null;
  stock: number;
  variant_price_cents: number | null;
  media_url: string | null;
};

export type BundleRow = {
  id: number;
  slug: string;
  name: string;
  presentation_media_url: string | null;
  fixed_total_price_cents: number | null;
};

export type CouponRow = {
  id: number;
  code: string;
  type: "PERCENTAGE" | "VALUE";
  amount: number;
  min_order_total_cents: number;
  max_uses: number | null;
  used_count: number;
  valid_from: string | null;
  valid_until: string | null;
  is_active: number;
} & InfluencerColumns;

/** A code's influencer (migration 0010): the co-brand logo shown while the code is in the cart. */
export type InfluencerColumns = {
  influencer_enabled: number;
  influencer_logo_url: string | null;
  influencer_display_name: string | null;
};
const INFLUENCER_COLUMNS = "influencer_enabled, influencer_logo_url, influencer_display_name";

export type PromoCodeRow = {
  id: number;
  code: string;
  type: "PERCENTAGE" | "VALUE";
  amount: number;
  included_products: string | null;
  valid_from: string | null;
  valid_until: string | null;
  is_active: number;
} & InfluencerColumns;

export type ShippingPriceRow = {
  id: number;
  code: string;
  name: string;
  kind: "delivery" | "pickup";
  price_cents: number;
  threshold_price_cents: number | null;
  threshold_order_total_cents: number | null;
};

export type VariantRow = {
  id: number;
  product_id: number;
  stock: number;
  product_active: number;
  price_cents: number;
  discount_price_cents: number | null;
  variant_price_cents: number | null;
};

/** A cart as stored: the row, its lines with their catalogue data, and what the lines and cart refer to. */
export type CartSnapshot = {
  cart: CartRow | null;
  lines: LineRow[];
  bundles: BundleRow[];
  coupon: CouponRow | null;
  promoCode: PromoCodeRow | null;
  shipping: ShippingPriceRow[];
};

const CART_COLUMNS = "id, customer_id, status, language, coupon_id, promo_code_id, shipping_method_id, version";

/** The main image of a line: the picture of the variant's colour if there is one, else the product's first. */
const LINE_MEDIA = `COALESCE(
    (SELECT m.url FROM product_media m
      WHERE m.tenant_id = l.tenant_id AND m.product_id = l.product_id AND lower(m.colour_hex) = lower(v.colour_hex)
      ORDER BY m.sort_index, m.id LIMIT 1),
    (SELECT m.url FROM product_media m
      WHERE m.tenant_id = l.tenant_id AND m.product_id = l.product_id
      ORDER BY m.sort_index, m.id LIMIT 1))`;

/** The reads of one cart, in the order readSnapshot() expects their results. */
export function snapshotStatements(db: D1Database, tenantId: string, cartId: string): D1PreparedStatement[] {
  return [
    db.prepare(`SELECT ${CART_COLUMNS} FROM carts WHERE id = ?1 AND tenant_id = ?2`).bind(cartId, tenantId),
    db
      .prepare(
        `SELECT l.id, l.product_id, l.variant_id, l.quantity, l.unit_price_snapshot_cents, l.bundle_group_key,
                l.bundle_id, l.units_per_set,
                p.slug, p.name, p.price_cents, p.discount_price_cents, p.price_per_unit_cents, p.vat_percentage,
                v.size, v.colour, v.stock, v.price_cents AS variant_price_cents,
                ${LINE_MEDIA} AS media_url
           FROM cart_lines l
           JOIN products p ON p.id = l.product_id AND p.tenant_id = l.tenant_id
           JOIN product_variants v ON v.id = l.variant_id AND v.tenant_id = l.tenant_id
          WHERE l.cart_id = ?1 AND l.tenant_id = ?2
          ORDER BY l.id`,
      )
      .bind(cartId, tenantId),
    db
      .prepare(
        `SELECT id, slug, name, presentation_media_url, fixed_total_price_cents FROM bundles
          WHERE tenant_id = ?2
            AND id IN (SELECT bundle_id FROM cart_lines WHERE cart_id = ?1 AND tenant_id = ?2 AND bundle_id IS NOT NULL)`,
      )
      .bind(cartId, tenantId),
    db
      .prepare(
        `SELECT c.id, c.code, c.type, c.amount, c.min_order_total_cents, c.max_uses, c.used_count, c.valid_from,
                c.valid_until, c.is_active, c.influencer_enabled, c.influencer_logo_url, c.influencer_display_name
           FROM carts k JOIN coupons c ON c.id = k.coupon_id AND c.tenant_id = k.tenant_id
          WHERE k.id = ?1 AND k.tenant_id = ?2`,
      )
      .bind(cartId, tenantId),
    db
      .prepare(
        `SELECT p.id, p.code, p.type, p.amount, p.included_products, p.valid_from, p.valid_until, p.is_active,
                p.influencer_enabled, p.influencer_logo_url, p.influencer_display_name
           FROM carts k JOIN promo_codes p ON p.id = k.promo_code_id AND p.tenant_id = k.tenant_id
          WHERE k.id = ?1 AND k.tenant_id = ?2`,
      )
      .bind(cartId, tenantId),
    shippingStatement(db, tenantId, CART_COUNTRY),
  ];
}

export const SNAPSHOT_STATEMENTS = 6;

/**
 * Whether a caller may see and change a cart: an anonymous cart is anyone's who holds its id; a
 * customer's cart is that customer's alone (for anyone else it does not exist).
 */
export function mayUseCart(cart: Pick<CartRow, "customer_id">, customerId: number | null): boolean {
  return cart.customer_id === null || cart.customer_id === customerId;
}

/** The snapshot from the results of snapshotStatements() (the last SNAPSHOT_STATEMENTS of a batch). */
export function readSnapshot(results: readonly D1Result[]): CartSnapshot {
  const rows = <T>(index: number) => (results[results.length - SNAPSHOT_STATEMENTS + index]?.results ?? []) as T[];
  return {
    cart: rows<CartRow>(0)[0] ?? null,
    lines: rows<LineRow>(1),
    bundles: rows<BundleRow>(2),
    coupon: rows<CouponRow>(3)[0] ?? null,
    promoCode: rows<PromoCodeRow>(4)[0] ?? null,
    shipping: rows<ShippingPriceRow>(5),
  };
}

export async function loadSnapshot(db: D1Database, tenantId: string, cartId: string): Promise<CartSnapshot> {
  return readSnapshot(await db.batch(snapshotStatements(db, tenantId, cartId)));
}

/** The tenant's active shipping methods with their price rows for a country, in display order. */
export function shippingStatement(db: D1Database, tenantId: string, country: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT m.id, m.code, m.name, m.kind, p.price_cents, p.threshold_price_cents, p.threshold_order_total_cents
         FROM shipping_methods m
         JOIN shipping_method_prices p ON p.shipping_method_id = m.id AND p.tenant_id = m.tenant_id
        WHERE m.tenant_id = ?1 AND m.is_active = 1 AND p.country_code = ?2
        ORDER BY m.sort_index, m.id, p.id`,
    )
    .bind(tenantId, country);
}

/** Variants of this tenant by id, with their product's price and whether the product is for sale. */
export async function loadVariants(db: D1Database, tenantId: string, variantIds: readonly number[]): Promise<Map<number, VariantRow>> {
  const { results } = await variantsStatement(db, tenantId, variantIds).all<VariantRow>();
  return new Map(results.map((row) => [row.id, row]));
}

/** The read of loadVariants, for a batch (its rows are VariantRows). */
export function variantsStatement(db: D1Database, tenantId: string, variantIds: readonly number[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT v.id, v.product_id, v.stock, p.is_active AS product_active, p.price_cents, p.discount_price_cents,
              v.price_cents AS variant_price_cents
         FROM product_variants v JOIN products p ON p.id = v.product_id AND p.tenant_id = v.tenant_id
        WHERE v.tenant_id = ?1 AND v.id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(tenantId, JSON.stringify([...new Set(variantIds)]));
}

/** A coupon of this tenant by code, compared case-insensitively. */
export function findCoupon(db: D1Database, tenantId: string, code: string) {
  return db
    .prepare(
      `SELECT id, code, type, amount, min_order_total_cents, max_uses, used_count, valid_from, valid_until, is_active,
              ${INFLUENCER_COLUMNS}
         FROM coupons WHERE tenant_id = ?1 AND upper(code) = ?2`,
    )
    .bind(tenantId, code.trim().toUpperCase())
    .first<CouponRow>();
}

/** A promo code of this tenant by code, compared case-insensitively. */
export function findPromoCode(db: D1Database, tenantId: string, code: string) {
  return db
    .prepare(
      `SELECT id, code, type, amount, included_products, valid_from, valid_until, is_active, ${INFLUENCER_COLUMNS}
         FROM promo_codes WHERE tenant_id = ?1 AND upper(code) = ?2`,
    )
    .bind(tenantId, code.trim().toUpperCase())
    .first<PromoCodeRow>();
}
