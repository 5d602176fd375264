import { style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const container = style({
  width: "100%",
  maxWidth: tokens.width.container,
  marginInline: "auto",
  paddingInline: tokens.space.m,
  "@media": { [tokens.media.tablet]: { paddingInline: tokens.space.l } },
});

export const main = style([container, { paddingBlock: tokens.space.xl, outline: "none" }]);

export const skipLink = style({
  position: "absolute",
  left: tokens.space.m,
  top: "-4rem",
  zIndex: 100,
  padding: `${tokens.space.s} ${tokens.space.m}`,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  borderRadius: tokens.radius.s,
  selectors: { "&:focus": { top: tokens.space.s } },
});

export const pageHeader = style({ marginBottom: tokens.space.l });
export const intro = style({ color: tokens.color.muted, maxWidth: tokens.width.text, fontSize: "1.125rem" });
export const prose = style({ maxWidth: tokens.width.text });

export const statusPage = style({ textAlign: "center", paddingBlock: tokens.space.xxl });
export const statusCode = style({ fontSize: "4rem", fontWeight: 700, color: themeVars.color.primary, margin: 0 });
export const actions = style({
  display: "flex",
  gap: tokens.space.m,
  justifyContent: "center",
  flexWrap: "wrap",
  marginTop: tokens.space.l,
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.s,
  padding: `${tokens.space.s} ${tokens.space.l}`,
  minHeight: "2.75rem",
  borderRadius: tokens.radius.pill,
  border: `2px solid ${themeVars.color.primary}`,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
});
export const buttonSecondary = style([button, { background: "transparent", color: themeVars.color.primary }]);

export const flash = style({
  padding: `${tokens.space.s} ${tokens.space.m}`,
  textAlign: "center",
  fontWeight: 600,
});
export const flashSuccess = style([flash, { background: "#e3f3e8", color: tokens.color.success }]);
export const flashError = style([flash, { background: "#fbe9e8", color: tokens.color.danger }]);
export const flashInfo = style([flash, { background: tokens.color.subtle, color: tokens.color.text }]);
