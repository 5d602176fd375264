import { z } from "zod";
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from "../rules/cart-lines";
import { CodeBranding } from "./branding";
import { Cents } from "./common";
import { decimalInteger, text } from "./fields";

export { Cents };

/** A cart id: the uuid the core API made when the cart was created (kept in the shopper's session). */
export const CartId = z.uuid({ error: "Not a cart id." });
/** The path params of the calls about one cart (ecommerce/carts/{cartId}/…). */
export const CartParams = z.object({ cartId: CartId });

export const CART_INTENTS = [
  "add",
  "increase",
  "decrease",
  "remove",
  "bundle-add",
  "bundle-increase",
  "bundle-decrease",
  "bundle-remove",
  "clear",
  "apply-coupon",
  "remove-coupon",
  "choose-shipping",
] as const;

// The quantity bounds are the cart rule's own (commerce/rules/cart-lines.ts), not a second copy. Numbers
// come as JSON numbers or as decimal digits (a form field): never "0x10" or "1e1" (contract/fields.ts).
const Quantity = decimalInteger(z.number().int().min(MIN_LINE_QUANTITY).max(MAX_LINE_QUANTITY));
const Id = () => decimalInteger(z.number().int().positive());
const LineId = Id();
const CouponCode = text().trim().min(1).max(64);
const BundleGroupKey = z.string().regex(/^[a-z0-9-]{1,64}$/);

/**
 * POST ecommerce/carts/{cartId}/actions: one change of a cart, named by its intent (the same intents
 * as the storefront's cart form). The core API checks stock, ids and tenant, then answers the new cart.
 */
export const CartAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), variantId: Id(), quantity: Quantity }),
  z.object({ intent: z.literal("increase"), lineId: LineId }),
  z.object({ intent: z.literal("decrease"), lineId: LineId }),
  z.object({ intent: z.literal("remove"), lineId: LineId }),
  z.object({
    intent: z.literal("bundle-add"),
    bundleId: Id(),
    /** One chosen variant per bundle item, in the bundle's item order. */
    variantIds: z.array(Id()).min(1).max(20),
  }),
  z.object({ intent: z.literal("bundle-increase"), bundleGroupKey: BundleGroupKey }),
  z.object({ intent: z.literal("bundle-decrease"), bundleGroupKey: BundleGroupKey }),
  z.object({ intent: z.literal("bundle-remove"), bundleGroupKey: BundleGroupKey }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("apply-coupon"), code: CouponCode }),
  /** With a code (a promo banner's remove button): only that code; refused (invalid_coupon, not_applied) when the cart's code is another. */
  z.object({ intent: z.literal("remove-coupon"), code: CouponCode.optional() }),
  z.object({ intent: z.literal("choose-shipping"), shippingMethodId: Id() }),
]);
export type CartAction = z.infer<typeof CartAction>;

/** What a coupon or promo code takes off: a percentage (PERCENTAGE), or an amount in cents (VALUE). */
export const CodeAmount = z.object({ type: z.enum(["PERCENTAGE", "VALUE"]), amount: z.number() });

export const CartLine = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productVariantId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  mainMediaUrl: z.string().nullable(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** Catalogue price incl. VAT, and the sale price when discounted. */
  unitPrice: Cents,
  discountPrice: Cents.nullable(),
  pricePerUnit: Cents.nullable(),
  /** What one unit costs in this cart incl. VAT (sale price, bundle price). */
  unitPriceEffective: Cents,
  subTotal: Cents,
  vatPct: z.number(),
  /** The unit price and the line's amount as the shopper reads them: on the cart's price basis, in cents. */
  shown: z.object({ unitCents: Cents, totalCents: Cents }),
  metadata: z.object({
    bundleGroupKey: z.string().nullable(),
    bundleId: z.number().int().nullable(),
    unitsPerSet: z.number().int(),
    unitPriceBasis: z.enum(["inc", "ex"]),
    unitPriceSnapshot: Cents,
    vatPct: z.number(),
    unitPriceEffective: Cents,
  }),
});
export type CartLine = z.infer<typeof CartLine>;

export const CartBundle = z.object({
  bundleGroupKey: z.string(),
  bundleId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** What the bundle saves against its items bought separately, incl. VAT; already in the line prices. */
  savings: Cents,
  /** The same on the cart's price basis, in cents. */
  shownSavingsCents: Cents,
  lineIds: z.array(z.number().int()),
});

export const ShippingOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(["delivery", "pickup"]),
  shippingMethodPrices: z.array(z.object({ price: Cents, thresholdPrice: Cents.nullable(), thresholdOrderTotal: Cents.nullable() })),
  cost: Cents.nullable(),
});
export type ShippingOption = z.infer<typeof ShippingOption>;

/**
 * One row of a cart's or an order's totals (commerce/rules/totals.ts), on its price basis, in cents. `sign`
 * says how it counts: +1 added, -1 taken off, 0 the sum of the rows above. The terms always add up.
 */
export const TotalsRow = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("subtotal"), cents: Cents, sign: z.literal(1) }),
  z.object({ kind: z.literal("discount"), cents: Cents, sign: z.literal(-1) }),
  z.object({ kind: z.literal("shipping"), cents: Cents, sign: z.literal(1), label: z.enum(["from", "chosen"]) }),
  z.object({ kind: z.literal("totalExclVat"), cents: Cents, sign: z.literal(0) }),
  z.object({ kind: z.literal("vat"), cents: Cents, sign: z.literal(1) }),
  z.object({ kind: z.literal("total"), cents: Cents, sign: z.literal(0) }),
]);
export type TotalsRow = z.infer<typeof TotalsRow>;

export const Cart = z.object({
  id: CartId,
  status: z.enum(["OPEN", "PENDING", "ORDERED", "ABANDONED"]),
  priceBasis: z.enum(["inc", "ex"]),
  transactionLines: z.array(CartLine),
  bundles: z.array(CartBundle),
  /** The active promo code or coupon (at most one of the two), with its influencer's branding if any. */
  promocodes: z.array(z.object({ code: z.string(), ...CodeAmount.shape, branding: CodeBranding })),
  couponsCreated: z.array(z.object({ cardCode: z.string(), ...CodeAmount.shape, branding: CodeBranding })),
  shipping: z.object({
    options: z.array(ShippingOption),
    chosenId: z.number().int().nullable(),
    label: z.enum(["from", "chosen"]).nullable(),
    amount: Cents.nullable(),
  }),
  totals: z.object({
    subtotalInclVat: Cents,
    subtotalExclVat: Cents,
    bundleDiscount: Cents,
    discount: Cents,
    shipping: Cents,
    vat: Cents,
    totalInclVat: Cents,
    totalExclVat: Cents,
  }),
  /** What the views show, every amount on the price basis in cents: the rows add up to the total. */
  summary: z.object({
    rows: z.array(TotalsRow),
    /** The bundles' savings together: information only, already in the line prices. */
    bundleSavingsCents: Cents,
    freeShipping: z.object({ thresholdCents: Cents, remainingCents: Cents, reached: z.boolean(), percent: z.number().int().min(0).max(100) }).nullable(),
    shippingOptions: z.array(z.object({ id: z.number().int(), costCents: Cents, freeFromCents: Cents.nullable() })),
  }),
  itemCount: z.number().int(),
  version: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

/** POST coupon/universal/check — is this code a coupon or a promo code of the shop (spec §7)? */
export const CouponCheckRequest = z.object({ code: CouponCode });
export const CouponCheck = z.object({
  valid: z.boolean(),
  coupon: z
    .object({ cardCode: z.string(), ...CodeAmount.shape })
    .nullable()
    .optional(),
  promocode: z
    .object({ code: z.string(), ...CodeAmount.shape })
    .nullable()
    .optional(),
});

/** POST ecommerce/carts/{cartId}/price-validation (spec §7: variantId, unitPrice, qty). */
export const PriceValidationRequest = z.object({
  lines: z.array(z.object({ variantId: z.number(), unitPrice: Cents, qty: z.number().int() })).max(200),
  /**
   * The shopper is being shown the changes: remember the current prices as the lines' snapshots, so
   * the same change is reported once (and the checkout's last check passes unless prices move again).
   */
  acknowledge: z.boolean().optional(),
});
export const PriceValidation = z.object({
  valid: z.boolean(),
  changes: z.array(z.object({ variantId: z.number(), newPrice: Cents })),
});
