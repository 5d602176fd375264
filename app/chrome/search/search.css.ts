import { keyframes, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

// The live search's own styles: they load with its code, on first use of the search field.

export const field = style({ position: "relative", flex: 1, minWidth: 0, display: "flex" });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  position: "absolute",
  right: "2.25rem",
  top: "50%",
  width: "1rem",
  height: "1rem",
  marginTop: "-0.5rem",
  border: `2px solid ${tokens.color.border}`,
  borderTopColor: tokens.color.text,
  borderRadius: "50%",
  animation: `${spin} 0.7s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2s" } },
});

export const clear = style({
  position: "absolute",
  right: "0.25rem",
  top: "50%",
  width: "1.75rem",
  height: "1.75rem",
  marginTop: "-0.875rem",
  border: "none",
  borderRadius: tokens.radius.pill,
  background: "transparent",
  color: tokens.color.text,
  fontSize: "1.25rem",
  lineHeight: 1,
  cursor: "pointer",
});

/** §9: at most 90 % of the viewport and at most 1280 px, centred under the header. */
export const panel = style({
  position: "fixed",
  left: "50%",
  transform: "translateX(-50%)",
  width: "min(90vw, 1280px)",
  maxHeight: "70vh",
  overflowY: "auto",
  zIndex: 50,
  padding: tokens.space.m,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: "0 8px 24px rgb(0 0 0 / 0.15)",
});

export const row = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: tokens.space.m,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: tokens.space.xs,
  padding: tokens.space.s,
  borderRadius: tokens.radius.s,
  cursor: "pointer",
  outline: "2px solid transparent",
  selectors: {
    "&:hover": { background: tokens.color.subtle },
    "&[aria-selected=true]": { outlineColor: themeVars.color.primary, background: tokens.color.subtle },
  },
});

export const image = style({ width: "100%", height: "auto", aspectRatio: "1", objectFit: "cover", background: tokens.color.subtle });
export const name = style({ fontSize: "0.875rem", fontWeight: 600 });
export const price = style({ fontSize: "0.875rem", color: tokens.color.muted });
export const more = style([
  card,
  {
    gridColumn: "1 / -1",
    alignItems: "center",
    fontWeight: 700,
    textTransform: "uppercase",
    color: themeVars.color.primary,
  },
]);
export const message = style({ margin: 0, padding: tokens.space.s });
