import { starRating, starsText } from "~/domain/rating";
import { useLanguage, useT } from "~/i18n";
import { rating as ratingClass } from "./rating.css";

/**
 * A product's review summary as stars (chrome spec §3, §5): read out as "4,5 van 5 sterren", drawn by
 * CSS (rating.css.ts); nothing without a rating.
 */
export function StarRating({ value, size, wholeStars }: { value: number | null; size?: number; wholeStars?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const rating = starRating(value, { size, wholeStars });
  if (!rating) return null;
  const label = t("rating.label", { value: starsText(rating.stars, language) });
  return <span className={ratingClass} data-size={rating.size} data-halves={rating.halves} role="img" aria-label={label} />;
}
