import { LOCALES, type Language } from "./languages";

// Money as the shopper reads it: amounts travel as whole cents (commerce/contract/common.ts Cents) and
// are formatted only here, at the edge (nl-NL / en-GB, EUR by default).

/** An amount in whole cents as the shopper reads it: 1295 → "€ 12,95" in Dutch, "€12.95" in English. */
export function formatPrice(cents: number, language: Language, currency = "EUR"): string {
  // One formatter per language and currency, made once: building an Intl.NumberFormat is far dearer than
  // using one, and the overview formats several prices per card (6 % of its render, docs/performance.md).
  priceFormats[language + currency] ??= new Intl.NumberFormat(LOCALES[language], { style: "currency", currency });
  return priceFormats[language + currency]!.format(Math.round(cents) / 100);
}

const priceFormats: Record<string, Intl.NumberFormat> = {};

/**
 * An amount in cents as a plain decimal number of euros, for what is not read as money by a person: a
 * url (`price:20-79.95`), a form's value, schema.org offers. Shortest form: 2000 → "20", 1995 → "19.95".
 */
export function eurosText(cents: number): string {
  return String(Math.round(cents) / 100);
}
