import { roundPrice } from "./money";

/** A cart line as far as bundle rules care. */
export type BundleLine = { quantity: number; unitsPerSet?: number | null };

/** Units of a line in one set of its bundle; missing or invalid counts as 1 (spec §5). */
export function unitsPerSet(line: BundleLine): number {
  const units = line.unitsPerSet;
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

/** What a shopper saves on a bundle: the separate prices minus the bundle's, never negative. */
export function bundleSavings(separateTotal: number, bundleTotal: number): number {
  return Math.max(0, roundPrice(separateTotal - bundleTotal));
}
