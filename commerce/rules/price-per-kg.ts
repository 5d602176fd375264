/**
 * The price per kg (spec: "Unit price per kg is shown when pricePerUnit is present"), for the variant a
 * shopper sees or has in the bag: the product page and the bag must agree, so both Workers use this.
 */

/** A size that is a weight ("500 g", "1 kg", "1,5 kg") in kilograms; null for any other size. */
export function sizeInKg(size: string | null): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kg|g)\s*$/i.exec(size ?? "");
  if (!match) return null;
  const amount = Number.parseFloat(match[1]!.replace(",", "."));
  const kg = match[2]!.toLowerCase() === "kg" ? amount : amount / 1000;
  return kg > 0 ? kg : null;
}

/**
 * The price per kg of a variant, shown only when the shop gives the product one: its price paid over
 * its weight when the size is a weight ("500 g"), else the product's own price per kg when the variant
 * costs what the product costs; else none (a per-kg price of another size would be wrong).
 */
export function variantPricePerKg(
  variant: { size: string | null; unitPrice: number; discountPrice: number | null },
  product: { unitPrice: number; pricePerUnit: number | null },
): number | null {
  if (product.pricePerUnit === null) return null;
  const paid = variant.discountPrice !== null && variant.discountPrice < variant.unitPrice ? variant.discountPrice : variant.unitPrice;
  const kg = sizeInKg(variant.size);
  if (kg !== null) return Math.round(paid / kg);
  return variant.unitPrice === product.unitPrice ? product.pricePerUnit : null;
}
