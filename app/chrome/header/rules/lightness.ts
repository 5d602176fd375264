/**
 * The lightness of what lies behind the header's items (chrome spec §5, §8): the header's background
 * image, or the hero under a transparent header, drawn on a 16×16 canvas by the browser code; light
 * means a luminance above 0.5. When the image cannot be read (CORS, a decode error) the lightness is
 * unknown and the items keep the theme's colour. No imports: the browser's header code uses it.
 */
export const LIGHTNESS_SAMPLE_PX = 16;
export const LIGHT_ABOVE = 0.5;

export type Lightness = "light" | "dark" | "unknown";
export type ItemsColorMode = "auto" | "light" | "dark";

/** The items on a light background are dark, on a dark one white (the colours of theme.ts). */
export const DARK_ITEMS = "#1d1d1d";
export const LIGHT_ITEMS = "#ffffff";

/** Relative luminance (WCAG, as theme.ts) of an sRGB colour with channels 0..255. */
export function pixelLuminance(r: number, g: number, b: number): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The mean luminance of RGBA pixels (a canvas's ImageData), each weighted by its opacity, so the
 * transparent parts of a logo-like image do not count; null when nothing in it is opaque.
 */
export function meanLuminance(rgba: ArrayLike<number>): number | null {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const alpha = (rgba[i + 3] as number) / 255;
    sum += pixelLuminance(rgba[i] as number, rgba[i + 1] as number, rgba[i + 2] as number) * alpha;
    weight += alpha;
  }
  return weight > 0 ? sum / weight : null;
}

/** Light above 0.5, dark at or below; unknown without pixels (the sampling failed or saw nothing). */
export function lightness(rgba: ArrayLike<number> | null): Lightness {
  const mean = rgba ? meanLuminance(rgba) : null;
  if (mean === null) return "unknown";
  return mean > LIGHT_ABOVE ? "light" : "dark";
}

/**
 * The items' colour: the setting's light or dark as it says; auto follows the background's lightness
 * (dark items on a light one), and an unknown lightness keeps the theme's colour (the fallback).
 */
export function itemsColor(mode: ItemsColorMode, background: Lightness, fallback: string): string {
  if (mode === "light") return LIGHT_ITEMS;
  if (mode === "dark") return DARK_ITEMS;
  if (background === "light") return DARK_ITEMS;
  if (background === "dark") return LIGHT_ITEMS;
  return fallback;
}
