import { z } from "zod";

// The one rule for every field that crosses into the shop, for the storefront's forms and the core
// API's contract alike (both Workers import this file; until a shared commerce/ folder exists, the
// contract is the one place both may share):
// * numbers are whole numbers in decimal digits only: never "0x10", "1e1", " 5", "+5" or "5.0";
// * texts carry no control characters: C0 (tab and newline only where a multi-line text allows
//   them), DEL, C1, the line and paragraph separators, and the bidirectional embeddings, overrides and
//   isolates (U+202A–U+202E, U+2066–U+2069) that make a name read differently from what it is;
//   nor unpaired UTF-16 surrogates, which no keyboard types.

/** A whole number as a form or a url writes it: optional minus, then at most 15 decimal digits. */
export const DECIMAL_INTEGER = /^-?[0-9]{1,15}$/;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** The translation key of the message under a field that holds control characters. */
export const CONTROL_CHARACTERS_MESSAGE = "refusals.controlCharacters";

/** Does this text hold a character no one types on purpose (see above)? */
export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  if (!text.isWellFormed()) return true;
  return (options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(text);
}

/** A line of text (a name, a street, a code, a password): any string without control characters. */
export function text(options: { multiline?: boolean } = {}) {
  return z.string().refine((value) => !hasControlCharacters(value, options), { message: CONTROL_CHARACTERS_MESSAGE });
}

/**
 * A whole number: a JSON number, or a string of decimal digits (a form field, a url). Anything else
 * ("0x10", "1e1", " 5", "+5", "5.0", true) is refused by `schema` as not a number.
 */
export function decimalInteger<S extends z.ZodNumber>(schema: S) {
  return z.preprocess((value) => (typeof value === "string" && DECIMAL_INTEGER.test(value) ? Number(value) : value), schema);
}

/** A record's id (a banner, a campaign, a page, an address): a positive whole number in decimal digits. */
export function decimalId() {
  return decimalInteger(z.number().int().positive());
}

/**
 * A whole number from a url's text (a path segment, a query parameter) by the same rule, or null
 * for anything else ("0x1", " 11 ", "11.0", "11e0", missing).
 */
export function decimalIntegerOf(value: string | null | undefined): number | null {
  return value !== null && value !== undefined && DECIMAL_INTEGER.test(value) ? Number(value) : null;
}

/**
 * The first string in a JSON value (a request body) that holds control characters, as its path
 * ("delivery.street", "lines.0.name"), or null. The core API refuses such a body whatever its schema;
 * only the paths named `multiline` (a message) may hold line breaks and tabs.
 */
export function controlCharacterPath(value: unknown, path: string[] = [], multiline: readonly string[] = []): string | null {
  if (typeof value === "string") return hasControlCharacters(value, { multiline: multiline.includes(path.join(".")) }) ? path.join(".") : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, String(index)], multiline);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterPath(item, [...path, key], multiline) ?? (hasControlCharacters(key) ? [...path, key].join(".") : null);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A person's first or last name, as every form of the account area takes it. */
export const PersonName = text().trim().min(1).max(80);
/** An optional line of text: empty is null (a form's empty field), left out is "unchanged". */
export const OptionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
