import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { USP_TRANSITION_MS } from "~/chrome/widgets/usps";

// Without JavaScript: every selling point in one row (wrapping). With it (data-rotating, set by
// usp-motion.client.ts): one at a time, the next sliding in from below as the current slides out
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
