import type { COUNTRIES } from "../contract/addresses";

// Postcodes of the countries the shop delivers to (the account's address book and the checkout's
// adres step): what people may write, and the one form the shop stores.

export type Country = (typeof COUNTRIES)[number];

/** Postcodes per country the shop delivers to: the format people write, and how we store it. */
const POSTCODE_FORMATS: Record<Country, { pattern: RegExp; normalize: (match: RegExpExecArray) => string }> = {
  // 1234 AB: four digits (no leading zero), a space, two capitals.
  NL: { pattern: /^([1-9][0-9]{3})\s?([a-zA-Z]{2})$/, normalize: (m) => `${m[1]} ${m[2]!.toUpperCase()}` },
  BE: { pattern: /^([1-9][0-9]{3})$/, normalize: (m) => m[1]! },
  LU: { pattern: /^(?:L-?)?([0-9]{4})$/i, normalize: (m) => m[1]! },
  DE: { pattern: /^([0-9]{5})$/, normalize: (m) => m[1]! },
  FR: { pattern: /^([0-9]{5})$/, normalize: (m) => m[1]! },
};

/** The postcode as the shop stores it ('1234ab' → '1234 AB'), or null when it does not fit the country. */
export function normalizePostcode(country: Country, postcode: string): string | null {
  const match = POSTCODE_FORMATS[country].pattern.exec(postcode.trim());
  return match ? POSTCODE_FORMATS[country].normalize(match) : null;
}
