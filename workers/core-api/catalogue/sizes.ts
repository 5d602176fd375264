/**
 * The order sizes are offered in: letter sizes from small to large, then numeric sizes ascending
 * (38, 40, 36-40 by its first number), then quantities by amount (100 g, 500 g, 1 kg), then anything
 * else alphabetically ('One size').
 */
const LETTER_SIZES = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL"];
const LETTER_ALIASES: Record<string, string> = { "2XL": "XXL", "3XL": "XXXL", "2XS": "XXS" };
const NUMERIC = /^(\d+(?:[.,]\d+)?)(?:\s*[-/]\s*(\d+(?:[.,]\d+)?))?$/;
const QUANTITY = /^(\d+(?:[.,]\d+)?)\s*(mg|g|kg|ml|cl|l)$/i;
const UNIT_FACTOR: Record<string, number> = { mg: 0.001, g: 1, kg: 1000, ml: 1, cl: 10, l: 1000 };

type SizeKey = [group: number, first: number, second: number, text: string];

function sizeKey(size: string): SizeKey {
  const text = size.trim();
  const upper = text.toUpperCase();
  const letter = LETTER_SIZES.indexOf(LETTER_ALIASES[upper] ?? upper);
  if (letter >= 0) return [0, letter, 0, text];
  const numeric = NUMERIC.exec(text);
  if (numeric) return [1, toNumber(numeric[1]), numeric[2] ? toNumber(numeric[2]) : 0, text];
  const quantity = QUANTITY.exec(text);
  if (quantity) {
    const unit = quantity[2]!.toLowerCase();
    // Weights and volumes each in one scale; a weight sorts before a volume.
    const scale = unit === "mg" || unit === "g" || unit === "kg" ? 0 : 1;
    return [2, scale, toNumber(quantity[1]) * UNIT_FACTOR[unit]!, text];
  }
  return [3, 0, 0, text];
}

function toNumber(value: string | undefined): number {
  return Number((value ?? "0").replace(",", "."));
}

export function compareSizes(a: string, b: string): number {
  const ka = sizeKey(a);
  const kb = sizeKey(b);
  for (let i = 0; i < 3; i++) {
    const d = (ka[i] as number) - (kb[i] as number);
    if (d !== 0) return d;
  }
  return ka[3].localeCompare(kb[3], "nl", { numeric: true, sensitivity: "base" });
}
