import { style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const layout = style({
  display: "grid",
  gap: tokens.space.xl,
  "@media": { [tokens.media.desktop]: { gridTemplateColumns: "14rem 1fr" } },
});
export const menu = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });
export const menuLink = style({
  display: "block",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  borderRadius: tokens.radius.s,
  color: tokens.color.text,
  textDecoration: "none",
  selectors: { "&[aria-current=page]": { background: themeVars.color.primary, color: themeVars.color.onPrimary } },
});
