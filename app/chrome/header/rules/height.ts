/**
 * The header's height (chrome spec §3 headerHeight, §9): a maximum (at the top of the page) and a
 * minimum (shrunk). small 56/36, normal 70/40, large 84/52; custom takes valuePx (default 70) as the
 * maximum and minPx as the minimum, or 60 % of the maximum when minPx is not given.
 */

export const HEADER_HEIGHTS = {
  small: { maxPx: 56, minPx: 36 },
  normal: { maxPx: 70, minPx: 40 },
  large: { maxPx: 84, minPx: 52 },
} as const;
export const CUSTOM_HEADER_HEIGHT_DEFAULT_PX = 70;
/** A custom header shrinks to 60 % of its height unless it says otherwise. */
export const CUSTOM_HEADER_MIN_RATIO = 0.6;

export type HeaderHeightMode = keyof typeof HEADER_HEIGHTS | "custom";
export type HeaderHeight = { mode: HeaderHeightMode; maxPx: number; minPx: number };

/**
 * The height from the setting's headerHeight object; anything unreadable is normal. A custom value
 * that is not a positive number is 70; a minPx that is not a positive number is ignored, and one above
 * the maximum is the maximum (a header never grows when it shrinks).
 */
export function headerHeight(raw: unknown): HeaderHeight {
  const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const mode = value.mode;
  if (mode === "small" || mode === "normal" || mode === "large") return { mode, ...HEADER_HEIGHTS[mode] };
  if (mode !== "custom") return { mode: "normal", ...HEADER_HEIGHTS.normal };
  const maxPx = positive(value.valuePx) ?? CUSTOM_HEADER_HEIGHT_DEFAULT_PX;
  const given = positive(value.minPx);
  const minPx = given === undefined ? Math.round(maxPx * CUSTOM_HEADER_MIN_RATIO) : Math.min(given, maxPx);
  return { mode, maxPx, minPx };
}

function positive(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
}
