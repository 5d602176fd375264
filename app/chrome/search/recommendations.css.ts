import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

// The product page's recommendations row (Recommendations.tsx). The product page imports this file, so
// its CSS is linked there: the row itself arrives as finished HTML, with no module of its own in the browser.
/**
 * The row's place on the product page: under the gallery and the details, across both columns. On the
 * element the page puts the row's HTML in (a rule, not a class: the page's JavaScript names no class).
 */
globalStyle("div:has(> [data-recommendations])", {
  gridColumn: "1 / -1",
  marginTop: tokens.space.xl,
  paddingTop: tokens.space.l,
  borderTop: `1px solid ${tokens.color.border}`,
});
export const relatedTitle = style({ fontSize: "1.25rem", margin: `0 0 ${tokens.space.m}` });
export const relatedGrid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.l,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [tokens.media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});
// The name and the price each on a line of their own under the picture (spans: the card is one link).
globalStyle(`${relatedGrid} a > span:not([aria-hidden])`, { display: "block" });
