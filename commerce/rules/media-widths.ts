// A picture at the width a screen needs (ADR 0057): the core API makes a bitmap's narrower copies on
// demand (`/media/{key}?w=640`, WebP, kept in R2 after the first ask), the storefront offers them in
// `srcset`. One list of widths for both, so a page never asks for a width that is refused.

/** The widths a picture is offered at; any other `w` is refused (so the copies stay few per picture). */
export const MEDIA_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export function isMediaWidth(width: number): width is MediaWidth {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

/** Bitmaps have narrower copies; an SVG is sharp at every width and a GIF may move: those are served as stored. */
const RESIZABLE = /\.(?:jpe?g|png|webp|avif)$/i;

/** A copy's own key ends so: a copy has no copies of its own (no chains of copies to make on demand). */
const WIDTH_COPY = /\.w\d+\.webp$/;

/** Whether the core API makes narrower copies of the picture at this key or shop url (`/media/…`). */
export function hasWidths(keyOrUrl: string): boolean {
  const path = keyOrUrl.split(/[?#]/)[0] ?? "";
  return RESIZABLE.test(path) && !WIDTH_COPY.test(path);
}

/** The key of a picture's copy at a width, in the shop's own media folder beside the picture. */
export function widthCopyKey(key: string, width: MediaWidth): string {
  return `${key}.w${width}.webp`;
}

/**
 * `srcset` for a shop picture (`/media/…`) up to `widest` (the widest the layout ever shows it, times a
 * phone's 2× density): undefined for a picture that has no copies (SVG, GIF, another site's url).
 */
export function mediaSrcSet(url: string, widest: number): string | undefined {
  if (!url.startsWith("/media/") || url.includes("?") || !hasWidths(url)) return undefined;
  const widths = MEDIA_WIDTHS.filter((width) => width <= widest);
  if (widths.length === 0) return undefined;
  return widths.map((width) => `${url}?w=${width} ${width}w`).join(", ");
}
