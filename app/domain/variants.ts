import type { ProductVariant } from "@commerce/contract/products";
import { sizeInKg } from "@commerce/rules/price-per-kg";

/** Sizes in the order a shopper expects: letter sizes by size, then numbers ascending, then the rest. */
const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];

export function compareSizes(a: string, b: string): number {
  // Weights by weight: 500 g before 1 kg (the numbers alone would put 1 before 500).
  const ka = sizeInKg(a);
  const kb = sizeInKg(b);
  if (ka !== null && kb !== null) return ka - kb;
  const la = LETTER_SIZES.indexOf(a.toUpperCase());
  const lb = LETTER_SIZES.indexOf(b.toUpperCase());
  if (la >= 0 || lb >= 0) return (la < 0 ? 99 : la) - (lb < 0 ? 99 : lb);
  const na = Number.parseFloat(a);
  const nb = Number.parseFloat(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a.localeCompare(b);
}

export type ColourChoice = { hex: string | null; name: string | null; soldOut: boolean };

/** The colours of a product's variants in order, each once; sold out when no variant of it has stock. */
export function colourChoices(variants: readonly ProductVariant[]): ColourChoice[] {
  const byKey = new Map<string, ColourChoice>();
  for (const variant of variants) {
    const key = variant.colourHex ?? variant.colour ?? "";
    const choice = byKey.get(key) ?? { hex: variant.colourHex, name: variant.colour, soldOut: true };
    if (variant.stock > 0) choice.soldOut = false;
    byKey.set(key, choice);
  }
  return [...byKey.values()];
}

/**
 * The colour shown: the asked one when the product has it, else the first colour with stock, else the
 * first colour.
 */
export function selectedColour(choices: readonly ColourChoice[], asked: string | null): ColourChoice | undefined {
  const wanted = asked?.toLowerCase();
  return choices.find((c) => c.hex !== null && c.hex.toLowerCase() === wanted) ?? choices.find((c) => !c.soldOut) ?? choices[0];
}

/** The variants of one colour, by size. */
export function variantsOfColour(variants: readonly ProductVariant[], colour: ColourChoice | undefined): ProductVariant[] {
  return variants
    .filter((v) => (v.colourHex ?? v.colour ?? "") === (colour?.hex ?? colour?.name ?? ""))
    .sort((a, b) => compareSizes(a.size ?? "", b.size ?? ""));
}

/** Stock as the shopper reads it: sold out, a few left (at most 5), or in stock. */
export const LOW_STOCK = 5;
export function stockState(stock: number): "soldOut" | "low" | "inStock" {
  if (stock <= 0) return "soldOut";
  return stock <= LOW_STOCK ? "low" : "inStock";
}

/** A size of the shown colour as the buy form offers it. */
export type SizeChoice = ProductVariant & { state: ReturnType<typeof stockState> };

/**
 * The size shown and bought: the asked variant when it is one of the shown sizes and in stock, else the
 * first in stock, else (the colour sold out) the first size, so the page still shows its price.
 */
export function selectedSize(sizes: readonly SizeChoice[], askedVariantId: number | null): SizeChoice | null {
  const asked = sizes.find((size) => size.id === askedVariantId && size.state !== "soldOut");
  return asked ?? sizes.find((size) => size.state !== "soldOut") ?? sizes[0] ?? null;
}

/**
 * What the buy form shows: the colours, the chosen one, its sizes by size with their stock state, and
 * the size shown and bought (selectedSize). An asked variant brings its own colour. Worked out by the
 * loader: the page's JavaScript only renders it (a colour or size choice is a navigation, the loader
 * runs again), so the price shown is the price of the variant the form adds.
 */
export function variantChoice(variants: readonly ProductVariant[], askedColour: string | null, askedVariantId: number | null = null) {
  const colours = colourChoices(variants);
  const askedVariant = variants.find((v) => v.id === askedVariantId && v.stock > 0);
  const colour = selectedColour(colours, askedVariant?.colourHex ?? askedColour) ?? null;
  const sizes: SizeChoice[] = variantsOfColour(variants, colour ?? undefined).map((v) => ({ ...v, state: stockState(v.stock) }));
  const selected = selectedSize(sizes, askedVariantId);
  return { colours, colour, sizes, selected };
}
