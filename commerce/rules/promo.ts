// The promo code's and promo banners' stored JSON as the answers carry it (chrome spec §3, §5, §8): an
// operator writes these columns by hand, so every parser takes anything and falls back — an invalid
// value is ignored, never an error. Pure: used by the core API (workers/core-api/handlers/promotions.ts).

/** Default banner font size (§9). */
export const DEFAULT_BANNER_FONT_SIZE_PX = 14;
/** A font size outside this range is not a banner text any more: ignored. */
const FONT_SIZE_RANGE_PX = { min: 8, max: 48 } as const;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseJson(raw: unknown): unknown {
  if (typeof raw !== "string") return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A colour only as a plain hex colour (it is written into the page's CSS): anything else is null. */
export function hexColour(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  return HEX.test(value) ? value.toLowerCase() : null;
}

/**
 * `included_products` / `includedProducts`: a JSON array of product ids. null means every page: the
 * value is missing, unparsable, not an array, or holds no valid id (§4). Ids may be numbers or digit strings.
 */
export function parseIncludedProducts(raw: unknown): number[] | null {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return null;
  const ids = value
    .map((id) => (typeof id === "number" ? id : typeof id === "string" && /^\d+$/.test(id.trim()) ? Number(id.trim()) : Number.NaN))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length > 0 ? [...new Set(ids)] : null;
}

export type BannerStyles = { fontFamily: string | null; fontSizePx: number; color: string | null };

/** A font family made of names, spaces, commas, quotes-free: nothing that could end the CSS rule. */
const FONT_FAMILY = /^[A-Za-z0-9 ,_-]{1,80}$/;

/**
 * `customStyles` JSON (font_family, font_size, color). An invalid document, or an invalid field, is
 * ignored (§5, §8); the font size defaults to 14 px (§9). A size is a number or "15px".
 */
export function parseBannerStyles(raw: unknown): BannerStyles {
  const value = parseJson(raw);
  const styles: BannerStyles = { fontFamily: null, fontSizePx: DEFAULT_BANNER_FONT_SIZE_PX, color: null };
  if (!value || typeof value !== "object" || Array.isArray(value)) return styles;
  const fields = value as Record<string, unknown>;
  const family = typeof fields.font_family === "string" ? fields.font_family.trim() : "";
  if (FONT_FAMILY.test(family)) styles.fontFamily = family;
  styles.fontSizePx = fontSizePx(fields.font_size) ?? DEFAULT_BANNER_FONT_SIZE_PX;
  styles.color = hexColour(fields.color);
  return styles;
}

function fontSizePx(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  const match = /^(\d{1,3}(?:\.\d+)?)(?:px)?$/.exec(text);
  if (!match) return null;
  const size = Number(match[1]);
  return size >= FONT_SIZE_RANGE_PX.min && size <= FONT_SIZE_RANGE_PX.max ? size : null;
}

export type ImagePosition = "LEFT" | "RIGHT" | "NONE";
export type BannerSection = { text: string; imageUrl: string | null; imagePosition: ImagePosition; linkUrl: string | null; order: number };

/**
 * The sections of a SECTIONS banner, in their order. Invalid JSON is no sections; an entry that is not
 * an object is dropped; the image position is read in any case (LEFT, RIGHT; anything else NONE, and
 * NONE without an image). `text` may be a language map: `localize` picks the language.
 */
export function parseSections(raw: unknown, localize: (value: unknown) => string | null): BannerSection[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((entry, index): (BannerSection & { index: number })[] => {
      if (!entry || typeof entry !== "object" || Array.isArray(entry)) return [];
      const fields = entry as Record<string, unknown>;
      const text = localize(fields.text) ?? "";
      const imageUrl = safeUrl(fields.imageUrl);
      const linkUrl = safeUrl(fields.linkUrl);
      if (!text && !imageUrl) return [];
      const position = typeof fields.imagePosition === "string" ? fields.imagePosition.trim().toUpperCase() : "";
      const imagePosition: ImagePosition = imageUrl && (position === "LEFT" || position === "RIGHT") ? position : "NONE";
      const order = typeof fields.order === "number" && Number.isFinite(fields.order) ? fields.order : index;
      return [{ text, imageUrl, imagePosition, linkUrl, order, index }];
    })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ index: _index, ...section }) => section);
}

/**
 * A link or image of a banner: a web address (https or http) or a path of the shop ("/…" or a relative
 * path such as "product-tag/cadeautip", which the storefront roots). Anything else (javascript:, data:,
 * "//host") is null.
 */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value || value.startsWith("//") || /[\s<>"'\\]/.test(value)) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return value;
}
