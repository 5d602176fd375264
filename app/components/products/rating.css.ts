import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { RATING_ANIMATION_MS, RATING_DISPLAY_DELAY_MS, RATING_MAX_STARS } from "~/domain/rating";

// The star rating (app/domain/rating.ts) drawn by CSS alone: five grey stars with the filled ones laid
// over them, cut at the rating's half stars (data-halves 0–10; the CSP allows no style attributes). With
// JavaScript the stars show after 1000 ms, fading in over 100 ms (§9) — a CSS delay under the `scripting`
// media feature, so no script is shipped for it and without JavaScript they show at once.

const STARS = "★".repeat(RATING_MAX_STARS);
const show = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const rating = style({
  position: "relative",
  display: "inline-block",
  lineHeight: 1,
  fontSize: "1rem",
  letterSpacing: "0.1em",
  whiteSpace: "nowrap",
  selectors: {
    "&::before": { content: `"${STARS}"`, color: "#8a8a8a" },
    "&::after": { content: `"${STARS}"`, position: "absolute", insetBlockStart: 0, insetInlineStart: 0, overflow: "hidden", width: "0%", color: "#c77700" },
  },
  "@media": {
    "(scripting: enabled)": { animation: `${show} ${RATING_ANIMATION_MS}ms ease-out ${RATING_DISPLAY_DELAY_MS}ms both` },
    "(scripting: enabled) and (prefers-reduced-motion: reduce)": { animationDuration: "0ms" },
  },
});

// The stars' size, 1–5.
for (let size = 1; size <= RATING_MAX_STARS; size++) globalStyle(`${rating}[data-size="${size}"]`, { fontSize: `${0.75 + size * 0.25}rem` });
// How far the filled stars reach: a half star is a tenth of the five.
for (let halves = 0; halves <= RATING_MAX_STARS * 2; halves++) globalStyle(`${rating}[data-halves="${halves}"]::after`, { width: `${halves * 10}%` });
