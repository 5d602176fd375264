import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { USP_TRANSITION_MS } from "~/chrome/widgets/usps";

// Without JavaScript (or with reduced motion): every selling point in one row (wrapping). With it
// (data-rotating, set by usp-motion.client.ts): one at a time, the next sliding in from below as the current slides out
// upwards over 1000 ms.

export const strip = style({
  background: tokens.color.subtle,
  color: tokens.color.text,
  fontSize: "0.875rem",
  borderBlockEnd: `1px solid ${tokens.color.border}`,
});

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${tokens.space.xs} ${tokens.space.l}`,
  margin: 0,
  padding: `${tokens.space.s} ${tokens.space.m}`,
  listStyle: "none",
  selectors: {
    "[data-rotating] &": { display: "grid", overflow: "hidden", height: "1.5em", boxSizing: "content-box" },
  },
});

export const item = style({
  selectors: {
    "&::before": { content: '"✓ "', color: themeVars.color.primary, fontWeight: 700 },
    "[data-rotating] &": {
      gridArea: "1 / 1",
      textAlign: "center",
      transform: "translateY(110%)",
      transition: `transform ${USP_TRANSITION_MS}ms ease-in-out`,
    },
    "[data-rotating] &[data-state=in]": { transform: "translateY(0)" },
    "[data-rotating] &[data-state=out]": { transform: "translateY(-110%)" },
  },
});

globalStyle(`[data-rotating] ${item}:not([data-state])`, { visibility: "hidden" });

// Where the rotation will run (scripting on, no reduced motion, two or more points), the strip has its
// one-line height from the first paint, the first point shown: it does not shrink when the rotation
// starts after hydration (a layout shift of the whole page below it, Lighthouse's CLS).
const willRotate = "(scripting: enabled) and (prefers-reduced-motion: no-preference)";
globalStyle(`${list}:has(> li + li)`, {
  "@media": { [willRotate]: { display: "grid", overflow: "hidden", height: "1.5em", boxSizing: "content-box" } },
});
globalStyle(`${list}:has(> li + li) > ${item}`, { "@media": { [willRotate]: { gridArea: "1 / 1", textAlign: "center" } } });
globalStyle(`:not([data-rotating]) > ${list}:has(> li + li) > ${item}:not(:first-child)`, { "@media": { [willRotate]: { visibility: "hidden" } } });
