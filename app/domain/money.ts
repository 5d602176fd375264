import { roundPrice } from "@commerce/rules/money";
import { LOCALES, type Language } from "./languages";

// Money as the shopper reads it: formatted only here, at the edge (nl-NL / en-GB, EUR by default).

/** A price as the shopper reads it: "€ 12,95" in Dutch, "€12.95" in English. */
export function formatPrice(amount: number, language: Language, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency }).format(roundPrice(amount));
}

/** An amount in whole cents as the shopper reads it: 1295 → "€ 12,95" / "€12.95". */
export function formatCents(cents: number, language: Language, currency = "EUR"): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency }).format(Math.round(cents) / 100);
}
