// Discounts: coupons, the promo code with its banner text, and the campaign that features it.
import { assert } from "../assert";
import { json, nlEn, type ShopRows } from "../sql";
import type { Scenes, Tenant } from "../tenants/tenant";
import type { Catalogue } from "./catalogue";

/** The coupons every shop has, before its own: a welcome percentage and a gift amount. */
const COMMON_COUPONS: Tenant["coupons"] = [
  ["WELKOM10", "PERCENTAGE", 10, 0, null, 0, "2025-01-01T00:00:00Z", "2099-12-31T23:59:59Z", 1],
  ["CADEAU15", "VALUE", 15, 5000, 500, 12, "2025-01-01T00:00:00Z", "2099-12-31T23:59:59Z", 1],
];

/** The promo code's id and, for the report, the coupons and the code. */
export type Discounts = { promoId: number; coupons: string[]; promoCode: string };

export function buildDiscounts(rows: ShopRows, T: Tenant, catalogue: Catalogue, scenes: Scenes, influencerLogo: string | null): Discounts {
  const { n } = T;
  const tid = T.id;
  const productId = (slug: string) => {
    const product = catalogue.products.get(slug);
    assert(product, `unknown product ${slug}`);
    return product.id;
  };
  rows.comment(`discounts ${T.key}`);
  const coupons = [...COMMON_COUPONS, ...T.coupons];
  coupons.forEach(([code, type, amount, min, max, used, from, until, active], i) => {
    rows.insert("coupons", {
      id: n * 10 + i + 1,
      tenant_id: tid,
      code,
      type,
      amount,
      min_order_total_cents: min,
      max_uses: max,
      used_count: used,
      valid_from: from,
      valid_until: until,
      is_active: active,
    });
  });
  const influencer = T.influencerCoupon;
  if (influencer) {
    rows.insert("coupons", {
      id: n * 10 + coupons.length + 1,
      tenant_id: tid,
      code: influencer.code,
      type: "PERCENTAGE",
      amount: influencer.percentage,
      min_order_total_cents: 0,
      max_uses: null,
      used_count: 0,
      valid_from: "2026-01-01T00:00:00Z",
      valid_until: "2099-12-31T23:59:59Z",
      is_active: 1,
      influencer_enabled: 1,
      influencer_logo_url: influencerLogo,
      influencer_display_name: influencer.displayName,
    });
  }
  const promoId = n * 10 + 1;
  const { promo, campaign } = T;
  rows.insert("promo_codes", {
    id: promoId,
    tenant_id: tid,
    code: promo.code,
    type: "PERCENTAGE",
    amount: promo.percentage,
    banner_text: nlEn(promo.bannerText.nl, promo.bannerText.en),
    banner_color: promo.bannerColour,
    included_products: promo.productSlugs ? json(promo.productSlugs.map(productId)) : null,
    valid_from: "2026-01-01T00:00:00Z",
    valid_until: "2099-12-31T23:59:59Z",
    is_active: 1,
  });
  const campaignId = n * 10 + 1;
  rows.insert("campaigns", {
    id: campaignId,
    tenant_id: tid,
    name: nlEn(campaign.name.nl, campaign.name.en),
    description: nlEn(campaign.description.nl, campaign.description.en),
    media_url: scenes.campaign,
    promo_code_id: promoId,
    starts_at: "2026-01-01T00:00:00Z",
    ends_at: "2099-12-31T23:59:59Z",
    is_active: 1,
  });
  campaign.productSlugs.forEach((slug, i) => {
    rows.insert("campaign_products", { tenant_id: tid, campaign_id: campaignId, product_id: productId(slug), sort_index: i });
  });
  if (T.endedCampaign) {
    const ended = T.endedCampaign;
    rows.insert("campaigns", {
      id: campaignId + 1,
      tenant_id: tid,
      name: nlEn(ended.name.nl, ended.name.en),
      description: nlEn(ended.description.nl, ended.description.en),
      media_url: null,
      promo_code_id: null,
      starts_at: "2025-12-01T00:00:00Z",
      ends_at: "2099-12-31T23:59:59Z",
      is_active: 0,
    });
    ended.productSlugs.forEach((slug, i) => {
      rows.insert("campaign_products", { tenant_id: tid, campaign_id: campaignId + 1, product_id: productId(slug), sort_index: i });
    });
  }
  const wheelCoupons = buildWheel(rows, T, n * 10 + coupons.length + (influencer ? 1 : 0) + 1);
  return {
    promoId,
    coupons: [
      ...coupons.map((c) => `${c[0]}${c[8] ? "" : " (inactive)"}${c[7] && c[7] < "2026" ? " (expired)" : ""}`),
      ...(influencer ? [`${influencer.code} (influencer ${influencer.displayName})`] : []),
      ...wheelCoupons.map((code) => `${code} (wheel of fortune)`),
    ],
    promoCode: promo.code,
  };
}

/**
 * The shop's sticky wheel of fortune (ADR 0061): its coupons (ids from `firstCouponId`, still in the
 * shop's block of ten), the wheel and its segments. Answers the coupons' codes, for the report.
 */
function buildWheel(rows: ShopRows, T: Tenant, firstCouponId: number): string[] {
  const { wheel, n } = T;
  if (!wheel) return [];
  const tid = T.id;
  const couponIds = new Map<string, number>();
  wheel.coupons.forEach(([code, percentage], i) => {
    const id = firstCouponId + i;
    assert(id < n * 10 + 10, `${T.key}: the wheel's coupons do not fit in the shop's block of coupon ids`);
    couponIds.set(code, id);
    rows.insert("coupons", {
      id,
      tenant_id: tid,
      code,
      type: "PERCENTAGE",
      amount: percentage,
      min_order_total_cents: 0,
      max_uses: null,
      used_count: 0,
      valid_from: "2026-01-01T00:00:00Z",
      valid_until: "2099-12-31T23:59:59Z",
      is_active: 1,
    });
  });
  const wheelId = n * 10 + 1;
  rows.insert("fortune_wheels", {
    id: wheelId,
    tenant_id: tid,
    title: nlEn(wheel.title.nl, wheel.title.en),
    is_sticky: 1,
    is_active: 1,
    starts_at: null,
    ends_at: null,
  });
  wheel.segments.forEach((segment, i) => {
    const couponId = segment.coupon === null ? null : couponIds.get(segment.coupon);
    assert(couponId !== undefined, `${T.key}: the wheel names an unknown coupon ${segment.coupon}`);
    rows.insert("fortune_wheel_segments", {
      id: wheelId * 10 + i,
      tenant_id: tid,
      wheel_id: wheelId,
      label: nlEn(segment.label.nl, segment.label.en),
      colour: segment.colour,
      weight: segment.weight,
      coupon_id: couponId,
      sort_index: i,
    });
  });
  return wheel.coupons.map(([code]) => code);
}
