// The star rating of a product's review summary (chrome spec §3 "Review summary", §5, §9): the
// average on a 0–5 scale, rounded to the nearest half star (or a whole star in whole-star mode). The
// rating counts in half stars — "value doubled when set": 4.5 stars are 9 halves of at most 10.
import { numberFormat } from "./money";
import type { Language } from "./languages";

/** §9: at most 5 stars. */
export const RATING_MAX_STARS = 5;
/** §9: with JavaScript the stars show after 1000 ms (in CSS: rating.css.ts), in 100 ms. */
export const RATING_DISPLAY_DELAY_MS = 1000;
export const RATING_ANIMATION_MS = 100;

export type StarRating = {
  /** The rounded rating in stars (4.5). */
  stars: number;
  /** The same in half stars, 0–10 (the doubled value: what the CSS fills). */
  halves: number;
  /** The stars' size, 1–5. */
  size: number;
};

/** §5: the size is an integer from 1 to 5; anything else is 1. */
export function ratingSize(size: unknown): number {
  return typeof size === "number" && Number.isInteger(size) && size >= 1 && size <= RATING_MAX_STARS ? size : 1;
}

/**
 * The rating as it shows, or null when there is none to show (no reviews, or not a number). Values
 * outside 0–5 are held to it.
 */
export function starRating(value: number | null | undefined, options: { wholeStars?: boolean; size?: unknown } = {}): StarRating | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  const clamped = Math.min(RATING_MAX_STARS, Math.max(0, value));
  const halves = options.wholeStars ? Math.round(clamped) * 2 : Math.round(clamped * 2);
  return { stars: halves / 2, halves, size: ratingSize(options.size) };
}

/** The stars as a number in the language ("4,5", "4.5"), for the rating's label. */
export function starsText(stars: number, language: Language): string {
  return numberFormat(language).format(stars);
}
