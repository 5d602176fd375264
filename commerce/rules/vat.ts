import { roundPrice } from "./money";

/** VAT percentage when a line has none or an invalid one (spec §5, §9). */
export const DEFAULT_VAT_PERCENTAGE = 21;

/** A line's VAT percentage: a finite number from 0 to 100, else 21. */
export function vatPercentage(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 && number <= 100
    ? number
    : DEFAULT_VAT_PERCENTAGE;
}

/** An amount including VAT without its VAT, to the cent. */
export function excludingVat(amountInclVat: number, vatPct: number): number {
  return roundPrice(amountInclVat / (1 + vatPercentage(vatPct) / 100));
}

/**
 * A price incl. VAT (as the catalogue and the cart hold them) on the shopper's basis: excl. VAT for
 * a business customer ("ex"), else as it is.
 */
export function shownPrice(amountInclVat: number, vatPct: number, basis: "inc" | "ex"): number {
  return basis === "ex" ? excludingVat(amountInclVat, vatPct) : amountInclVat;
}

/** An amount excluding VAT with its VAT added, to the cent. */
export function includingVat(amountExclVat: number, vatPct: number): number {
  return roundPrice(amountExclVat * (1 + vatPercentage(vatPct) / 100));
}
