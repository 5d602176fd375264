import { mediaSrcSet } from "@commerce/rules/media-widths";

/**
 * How wide each kind of picture is laid out (the `sizes` the browser picks a width from) and the widest
 * copy it may need (its widest layout at a phone's 2× density), from the layouts' CSS: the container is
 * 80rem with 1rem padding; product grids have 2, 3 or 4 columns (tablet 768 px, desktop 1024 px).
 */
const PICTURES = {
  /** A hero or a wide banner: the container's width. */
  wide: { sizes: "(min-width: 1280px) 1248px, calc(100vw - 2rem)", widest: 1600 },
  /** One of several banners side by side (a grid of 16rem columns): at most half the container from a tablet up. */
  banner: { sizes: "(min-width: 768px) 50vw, calc(100vw - 2rem)", widest: 1280 },
  /** The product page's gallery: half the container from a tablet up. */
  gallery: { sizes: "(min-width: 1280px) 616px, (min-width: 768px) calc(50vw - 2rem), calc(100vw - 2rem)", widest: 1280 },
  /** A product or bundle card, a CMS grid tile: a column of a product grid. */
  card: { sizes: "(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw", widest: 640 },
} as const;

export type PictureKind = keyof typeof PICTURES;

/**
 * `srcSet` and `sizes` for a shop picture (ADR 0057), to spread on its <img>; nothing for a picture with
 * no narrower copies (an SVG is sharp at any width), so the <img> keeps only its `src`.
 */
export function pictureWidths(url: string, kind: PictureKind): { srcSet?: string; sizes?: string } {
  const { sizes, widest } = PICTURES[kind];
  const srcSet = mediaSrcSet(url, widest);
  return srcSet ? { srcSet, sizes } : {};
}
