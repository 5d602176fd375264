// A stored cart turned into the contract's Cart: names in the asked language, cents, and every amount
// from priceCart(). Pure: the rows come in, the answer goes out.
import type { CustomerCategoryRules } from "@commerce/rules/price-basis";
import { variantPricePerKg } from "@commerce/rules/price-per-kg";
import type { Language } from "@commerce/contract/common";
import type { CodeBranding } from "@commerce/contract/branding";
import type { Cart, ShippingOption } from "@commerce/contract/cart";
import { centsFromEuros } from "@commerce/rules/money";
import { coBrandLogo } from "../branding";
import { localized } from "../localized";
import { type DiscountCodeRow, priceCart } from "@commerce/rules/pricing";
import type { CartSnapshot, CouponRow, InfluencerColumns, PromoCodeRow, ShippingPriceRow } from "./queries";

/** A code's amount as the rules count it: a percentage as stored, a value (euros in the shop's data) in cents. */
export function codeAmount(type: "PERCENTAGE" | "VALUE", stored: number): number {
  return type === "VALUE" ? (centsFromEuros(stored) ?? 0) : stored;
}

export function couponCode(row: CouponRow): DiscountCodeRow {
  return {
    kind: "coupon",
    code: row.code,
    type: row.type,
    amount: codeAmount(row.type, row.amount),
    isActive: row.is_active === 1,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    maxUses: row.max_uses,
    usedCount: row.used_count,
    minOrderTotalCents: row.min_order_total_cents,
  };
}

export function promoCode(row: PromoCodeRow): DiscountCodeRow {
  return {
    kind: "promo",
    code: row.code,
    type: row.type,
    amount: codeAmount(row.type, row.amount),
    isActive: row.is_active === 1,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    productIds: productIds(row.included_products),
  };
}

/** A code's branding as the contract has it (`branding.influencer`), or null when the code has none. */
export function codeBranding(row: InfluencerColumns | null): CodeBranding {
  const influencer = row ? coBrandLogo(row.influencer_enabled, row.influencer_logo_url, row.influencer_display_name) : null;
  return influencer ? { influencer } : null;
}

/** included_products: a JSON array of product ids; null, empty or unreadable means every product. */
function productIds(value: string | null): number[] | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(Number).filter(Number.isInteger) : null;
  } catch {
    return null;
  }
}

/** Shipping price rows grouped into the contract's options (one per method, in order). */
export function shippingOptions(rows: readonly ShippingPriceRow[], lang: Language): ShippingOption[] {
  const options = new Map<number, ShippingOption>();
  for (const row of rows) {
    const option = options.get(row.id) ?? {
      id: row.id,
      code: row.code,
      name: localized(row.name, lang) ?? row.code,
      kind: row.kind,
      shippingMethodPrices: [],
      cost: null,
    };
    option.shippingMethodPrices.push({
      price: row.price_cents,
      thresholdPrice: row.threshold_price_cents == null ? null : row.threshold_price_cents,
      thresholdOrderTotal: row.threshold_order_total_cents == null ? null : row.threshold_order_total_cents,
    });
    options.set(row.id, option);
  }
  return [...options.values()];
}

export type AssembleOptions = {
  lang: Language;
  now: Date;
  /** The signed-in customer's category, once customers exist (issue #4). */
  customerCategory?: CustomerCategoryRules | null;
};

/** The Cart answer of a stored cart (the snapshot must hold a cart). */
export function assembleCart(snapshot: CartSnapshot, { lang, now, customerCategory }: AssembleOptions): Cart {
  const cart = snapshot.cart;
  if (!cart) throw new Error("assembleCart needs a cart");
  const options = shippingOptions(snapshot.shipping, lang);
  const bundles = new Map(snapshot.bundles.map((b) => [b.id, b]));
  const code = snapshot.coupon ? couponCode(snapshot.coupon) : snapshot.promoCode ? promoCode(snapshot.promoCode) : null;

  const priced = priceCart({
    lines: snapshot.lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      quantity: line.quantity,
      unitsPerSet: line.units_per_set,
      bundleGroupKey: line.bundle_group_key,
      bundleId: line.bundle_id,
      price: {
        productPriceCents: line.price_cents,
        productDiscountCents: line.discount_price_cents,
        variantPriceCents: line.variant_price_cents,
      },
      vatPercentage: line.vat_percentage,
      unitPriceSnapshotCents: line.unit_price_snapshot_cents,
    })),
    bundles: new Map(snapshot.bundles.map((b) => [b.id, { fixedTotalPriceCents: b.fixed_total_price_cents }])),
    code,
    shippingOptions: options,
    chosenShippingId: cart.shipping_method_id,
    customerCategory,
    now,
  });

  return {
    id: cart.id,
    status: cart.status,
    priceBasis: priced.priceBasis,
    transactionLines: snapshot.lines.map((line, i) => {
      const price = priced.lines[i]!;
      return {
        id: line.id,
        productId: line.product_id,
        productVariantId: line.variant_id,
        slug: line.slug,
        name: localized(line.name, lang) ?? line.slug,
        size: line.size,
        colour: localized(line.colour, lang),
        mainMediaUrl: line.media_url,
        quantity: line.quantity,
        stock: line.stock,
        unitPrice: price.unitPrice,
        discountPrice: price.discountPrice,
        // The bag's line is one size: its price per kg is that size's, as on the product page.
        pricePerUnit: variantPricePerKg(
          {
            size: line.size,
            unitPrice: line.variant_price_cents ?? line.price_cents,
            discountPrice: line.variant_price_cents == null ? line.discount_price_cents : null,
          },
          { unitPrice: line.price_cents, pricePerUnit: line.price_per_unit_cents },
        ),
        unitPriceEffective: price.unitPriceEffective,
        subTotal: price.subTotal,
        vatPct: price.vatPct,
        shown: price.shown,
        metadata: {
          bundleGroupKey: line.bundle_group_key,
          bundleId: line.bundle_id,
          unitsPerSet: line.units_per_set,
          unitPriceBasis: price.unitPriceBasis,
          unitPriceSnapshot: price.unitPriceSnapshot,
          vatPct: price.vatPct,
          unitPriceEffective: price.unitPriceEffective,
        },
      };
    }),
    bundles: priced.bundles.map((bundle) => {
      const row = bundles.get(bundle.bundleId);
      return {
        bundleGroupKey: bundle.bundleGroupKey,
        bundleId: bundle.bundleId,
        slug: row?.slug ?? "",
        name: localized(row?.name, lang) ?? row?.slug ?? "",
        imageUrl: row?.presentation_media_url ?? null,
        quantity: bundle.quantity,
        savings: bundle.savings,
        shownSavingsCents: bundle.shownSavingsCents,
        lineIds: bundle.lineIds,
      };
    }),
    promocodes:
      priced.code?.kind === "promo"
        ? [{ code: priced.code.code, type: priced.code.type, amount: priced.code.amount, branding: codeBranding(snapshot.promoCode) }]
        : [],
    couponsCreated:
      priced.code?.kind === "coupon"
        ? [{ cardCode: priced.code.code, type: priced.code.type, amount: priced.code.amount, branding: codeBranding(snapshot.coupon) }]
        : [],
    shipping: { options, ...priced.shipping },
    totals: priced.totals,
    summary: {
      ...priced.summary,
      shippingOptions: priced.summary.shippingOptions.map((option) => ({ ...option, id: Number(option.id) })),
    },
    itemCount: priced.itemCount,
    version: cart.version,
  };
}
