import { roundCents } from "./money";
import { DEFAULT_VAT_PERCENTAGE, exclVatCents, vatPercentage } from "./vat";
import type { PriceBasis } from "./price-basis";

/** A cart line as far as bundle rules care. */
export type BundleLine = { quantity: number; unitsPerSet?: number | null };

/** Units of a line in one set of its bundle; missing or invalid counts as 1 (spec §5). */
export function unitsPerSet(line: BundleLine): number {
  return validUnits(line.unitsPerSet);
}

function validUnits(units: number | null | undefined): number {
  return typeof units === "number" && Number.isInteger(units) && units >= 1 ? units : 1;
}

/** How many sets a bundle in the cart is: the minimum over its lines of floor(quantity / unitsPerSet), at least 1. */
export function bundleQuantity(lines: readonly BundleLine[]): number {
  if (lines.length === 0) return 1;
  return Math.max(1, Math.min(...lines.map((line) => Math.floor(line.quantity / unitsPerSet(line)))));
}

export type BundleStep = { action: "set"; quantities: number[] } | { action: "remove" };

/** One set more: every line grows by its own unitsPerSet. */
export function increaseBundle(lines: readonly BundleLine[]): BundleStep {
  return { action: "set", quantities: lines.map((line) => line.quantity + unitsPerSet(line)) };
}

/** One set less; when any line would reach zero or below, the whole bundle goes (spec §5). */
export function decreaseBundle(lines: readonly BundleLine[]): BundleStep {
  const quantities = lines.map((line) => line.quantity - unitsPerSet(line));
  return quantities.some((q) => q <= 0) ? { action: "remove" } : { action: "set", quantities };
}

/** What a shopper saves on a bundle (cents): the separate prices minus the bundle's, never negative. */
export function bundleSavings(separateTotal: number, bundleTotal: number): number {
  return Math.max(0, separateTotal - bundleTotal);
}

// ------------------------------------------------------------------------------------------------
// A bundle's price as a shopper reads it (issue 10)

/** One price; an old price struck through with the price paid; or a range of what the set costs (cents). */
export type BundlePriceDisplay =
  | { kind: "price"; price: number }
  | { kind: "discount"; was: number; now: number }
  | { kind: "range"; low: number; high: number };

/** An amount in cents from data: a finite number ≥ 0, to the cent; anything else is no price. */
function amount(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
}

/**
 * bundle_from_price / bundle_to_price (spec §3) the way a shopper reads them. "Van X voor Y" promises
 * a saving, so it is shown as one only when X is the higher price; equal prices are one price; a
 * lower `from` and a higher `to` are a range (what the set costs depends on the variants chosen).
 * One of the two alone is that price. Null when neither is a price.
 */
export function bundlePriceDisplay(from: number | null | undefined, to: number | null | undefined): BundlePriceDisplay | null {
  const was = amount(from);
  const now = amount(to);
  if (was === null && now === null) return null;
  if (was === null || now === null || was === now) return { kind: "price", price: (now ?? was) as number };
  return was > now ? { kind: "discount", was, now } : { kind: "range", low: was, high: now };
}

/** A product of a bundle as far as its price goes: its cheapest price incl. VAT and its VAT rate. */
export type BundlePriceItem = { unitsPerSet: number; lowestPrice: number; vatPercentage: number };

/** What a bundle card or page knows about the bundle's price (the bundle-detail call, spec §7). */
export type BundlePricing = {
  fixedTotalPrice: number | null;
  customFields: { bundle_from_price?: number | null; bundle_to_price?: number | null };
  items: readonly BundlePriceItem[];
};

/** The set bought as separate products at their lowest prices; null for a bundle without products. */
export function bundleSeparateTotal(items: readonly BundlePriceItem[]): number | null {
  if (items.length === 0) return null;
  return items.reduce((sum, item) => sum + item.lowestPrice * validUnits(item.unitsPerSet), 0);
}

/**
 * The price a bundle shows. A fixed total price is the price, with the separate total struck through
 * when that is higher (the saving is never overstated: the separate total uses each product's lowest
 * price). Otherwise the bundle's own from/to price, else what its products cost together.
 */
export function bundlePrice(bundle: BundlePricing): BundlePriceDisplay | null {
  const separate = bundleSeparateTotal(bundle.items);
  const fixed = amount(bundle.fixedTotalPrice);
  if (fixed !== null) return separate !== null && separate > fixed ? { kind: "discount", was: separate, now: fixed } : { kind: "price", price: fixed };
  const own = bundlePriceDisplay(bundle.customFields.bundle_from_price, bundle.customFields.bundle_to_price);
  return own ?? (separate !== null ? { kind: "price", price: separate } : null);
}

/**
 * A bundle's price on the shopper's price basis (business customers: excl. VAT); null when the bundle
 * has no price. Amounts of one display share the bundle's VAT mix (bundleAmountExclVat).
 */
export function shownBundlePrice(bundle: BundlePricing, basis: PriceBasis): BundlePriceDisplay | null {
  const display = bundlePrice(bundle);
  if (!display || basis === "inc") return display;
  const ex = (amount: number) => bundleAmountExclVat(amount, bundle.items);
  switch (display.kind) {
    case "price":
      return { kind: "price", price: ex(display.price) };
    case "discount":
      return { kind: "discount", was: ex(display.was), now: ex(display.now) };
    case "range":
      return { kind: "range", low: ex(display.low), high: ex(display.high) };
  }
}

/**
 * A bundle amount incl. VAT without its VAT. The products of one bundle may carry different rates (a
 * mug at 21%, coffee at 9%), so the VAT comes off in proportion to what each product adds to the set.
 */
export function bundleAmountExclVat(amountInclVat: number, items: readonly BundlePriceItem[]): number {
  const inclusive = items.reduce((sum, item) => sum + item.lowestPrice * validUnits(item.unitsPerSet), 0);
  if (inclusive <= 0) return exclVatCents(amountInclVat, DEFAULT_VAT_PERCENTAGE);
  const exclusive = items.reduce((sum, item) => sum + (item.lowestPrice * validUnits(item.unitsPerSet)) / (1 + vatPercentage(item.vatPercentage) / 100), 0);
  return roundCents((amountInclVat * exclusive) / inclusive);
}

/** A product's lowest price incl. VAT (cents): its cheapest variant (a sale price counts), else its own price. */
export function lowestProductPrice(product: {
  unitPrice: number;
  discountPrice: number | null;
  variants: readonly { unitPrice: number; discountPrice: number | null }[];
}): number {
  const prices = product.variants.map((variant) => variant.discountPrice ?? variant.unitPrice);
  return prices.length > 0 ? Math.min(...prices) : (product.discountPrice ?? product.unitPrice);
}

/** The price facts of a bundle's products, from their full details (the bundle page). */
export function bundlePriceItems(
  items: readonly {
    unitsPerSet: number;
    product: Parameters<typeof lowestProductPrice>[0] & { vatPercentage: number };
  }[],
): BundlePriceItem[] {
  return items.map((item) => ({
    unitsPerSet: item.unitsPerSet,
    lowestPrice: lowestProductPrice(item.product),
    vatPercentage: item.product.vatPercentage,
  }));
}
