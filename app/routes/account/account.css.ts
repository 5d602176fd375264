import { style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

// minmax(0, 1fr): a wide table scrolls in its own box (tableWrap) instead of widening the page on a phone.
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: tokens.space.xl,
  "@media": { [tokens.media.desktop]: { gridTemplateColumns: "14rem minmax(0, 1fr)" }, print: { display: "block" } },
});
export const who = style({ margin: `0 0 ${tokens.space.m}`, color: tokens.color.muted, fontSize: "0.875rem" });
export const menu = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });
export const menuLink = style({
  display: "block",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  borderRadius: tokens.radius.s,
  color: tokens.color.text,
  textDecoration: "none",
  selectors: {
    "&[aria-current=page]": { background: themeVars.color.primary, color: themeVars.color.onPrimary },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "2px" },
  },
});

export const signOut = style({ marginTop: tokens.space.l });
