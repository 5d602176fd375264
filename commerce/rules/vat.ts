import { roundCents } from "./money";

/** VAT percentage when a line has none or an invalid one (spec §5, §9). */
export const DEFAULT_VAT_PERCENTAGE = 21;

/** A line's VAT percentage: a finite number from 0 to 100, else 21. */
export function vatPercentage(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 && number <= 100 ? number : DEFAULT_VAT_PERCENTAGE;
}

/** An amount incl. VAT without its VAT, to the cent (21% when the rate is missing or invalid). */
export function exclVatCents(inclCents: number, vatPct: unknown): number {
  return roundCents((inclCents * 100) / (100 + vatPercentage(vatPct)));
}

/**
 * A price incl. VAT (as the catalogue and the cart hold them) on the shopper's basis: excl. VAT for
 * a business customer ("ex"), else as it is.
 */
export function shownPrice(inclCents: number, vatPct: unknown, basis: "inc" | "ex"): number {
  return basis === "ex" ? exclVatCents(inclCents, vatPct) : inclCents;
}
