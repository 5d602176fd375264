import { eurosText } from "./money";

/**
 * The filter state of the product overview, kept in one query parameter `filters` beside `q` (spec §2:
 * the overview's route-reuse key is language + pattern + q + filters). Readable and stable:
 * `category:jurken;tag:sale;size:M;colour:1d4b54;price:20-80;kind:bundles`.
 */
export type ProductFilters = {
  category?: string;
  tag?: string;
  size?: string;
  /** #rrggbb */
  colour?: string;
  /** The price range in cents; the url and the form write it in euros (`price:20-80`). */
  priceMin?: number;
  priceMax?: number;
  /** Only products or only bundles; unset, the overview shows both (issue 10). */
  kind?: ListedKind;
};

export const LISTED_KINDS = ["products", "bundles"] as const;
export type ListedKind = (typeof LISTED_KINDS)[number];

/** The separate form fields a filter form posts (GET) before they are folded into `filters`. */
export const FILTER_FIELDS = ["category", "tag", "size", "colour", "priceMin", "priceMax", "kind"] as const;

const SLUG = /^[a-z0-9-]{1,120}$/;
const SIZE = /^[\p{L}\p{N} ./-]{1,20}$/u;
const HEX = /^#?([0-9a-f]{6})$/i;

/** A price the shopper wrote in euros ("20", "19.95", "19,95") in cents; anything else is no price. */
function price(value: unknown): number | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim().replace(",", ".");
  if (!/^[0-9]{1,7}(\.[0-9]{0,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

/** Only valid values survive: a forged or garbled filter is dropped, never passed on. */
export function cleanFilters(raw: Partial<Record<(typeof FILTER_FIELDS)[number], unknown>>): ProductFilters {
  const filters: ProductFilters = {};
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  if (SLUG.test(text(raw.category))) filters.category = text(raw.category);
  if (SLUG.test(text(raw.tag))) filters.tag = text(raw.tag);
  if (SIZE.test(text(raw.size))) filters.size = text(raw.size);
  const hex = HEX.exec(text(raw.colour));
  if (hex?.[1]) filters.colour = `#${hex[1].toLowerCase()}`;
  let min = price(raw.priceMin);
  let max = price(raw.priceMax);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) filters.priceMin = min;
  if (max !== undefined) filters.priceMax = max;
  const kind = text(raw.kind);
  if ((LISTED_KINDS as readonly string[]).includes(kind)) filters.kind = kind as ListedKind;
  return filters;
}

export function encodeFilters(filters: ProductFilters): string {
  const parts: string[] = [];
  if (filters.category) parts.push(`category:${filters.category}`);
  if (filters.tag) parts.push(`tag:${filters.tag}`);
  if (filters.size) parts.push(`size:${filters.size}`);
  if (filters.colour) parts.push(`colour:${filters.colour.slice(1)}`);
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const euros = (cents: number | undefined) => (cents === undefined ? "" : eurosText(cents));
    parts.push(`price:${euros(filters.priceMin)}-${euros(filters.priceMax)}`);
  }
  if (filters.kind) parts.push(`kind:${filters.kind}`);
  return parts.join(";");
}

export function decodeFilters(value: string | null | undefined): ProductFilters {
  const raw: Record<string, string> = {};
  for (const part of (value ?? "").slice(0, 500).split(";")) {
    const colon = part.indexOf(":");
    if (colon < 1) continue;
    const key = part.slice(0, colon);
    const val = part.slice(colon + 1);
    if (key === "price") {
      const [min, max] = val.split("-");
      raw.priceMin = min ?? "";
      raw.priceMax = max ?? "";
    } else raw[key] = val;
  }
  return cleanFilters(raw);
}

/** products/{ckKey}/{ckVal}: the filter a page of the overview stands for. */
export type FilterScope = { key: string; value: string };

/**
 * The canonical form of products/{ckKey}/{ckVal} as the url gave them: both in lower case. Null when
 * that is still no slug (a space, a slash, a control character, `<script>`…): no filter has such a
 * name, so the page does not exist — and nothing of it is shown or sent on.
 */
export function canonicalScope(key: string, value: string): FilterScope | null {
  const canonical = { key: key.toLowerCase(), value: value.toLowerCase() };
  return SLUG.test(canonical.key) && SLUG.test(canonical.value) ? canonical : null;
}

export function hasFilters(filters: ProductFilters): boolean {
  return encodeFilters(filters) !== "";
}
