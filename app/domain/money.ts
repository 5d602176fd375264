import { LOCALES, type Language } from "./languages";

// Money as the shopper reads it: amounts travel as whole cents (commerce/contract/common.ts Cents) and
// are formatted only here, at the edge (nl-NL / en-GB, EUR by default). Every number the shop writes for
// a person (prices, a rating's stars, a discount's percentage, a VAT rate) goes through numberFormat.

/**
 * The number format for the language and options, made once: building one (what `toLocaleString` and
 * `new Intl.NumberFormat` do on every call) is far dearer than using one. The overview's prices were 6 %
 * of its render (docs/performance.md §1); its rating labels, one toLocaleString per card, 3 % (§15).
 */
export function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = language + JSON.stringify(options);
  numberFormats[key] ??= new Intl.NumberFormat(LOCALES[language], options);
  return numberFormats[key]!;
}

const numberFormats: Record<string, Intl.NumberFormat> = {};

/** An amount in whole cents as the shopper reads it: 1295 → "€ 12,95" in Dutch, "€12.95" in English. */
export function formatPrice(cents: number, language: Language, currency = "EUR"): string {
  return numberFormat(language, { style: "currency", currency }).format(Math.round(cents) / 100);
}

/**
 * An amount in cents as a plain decimal number of euros, for what is not read as money by a person: a
 * url (`price:20-79.95`), a form's value, schema.org offers. Shortest form: 2000 → "20", 1995 → "19.95".
 */
export function eurosText(cents: number): string {
  return String(Math.round(cents) / 100);
}
