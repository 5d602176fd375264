import { keyframes, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const drawer = style({
  margin: "0 0 0 auto",
  padding: 0,
  border: "none",
  height: "100dvh",
  maxHeight: "100dvh",
  width: "100%",
  maxWidth: "100%",
  background: tokens.color.surface,
  color: tokens.color.text,
  // The drawer sits inside the <header> (it opens from the cart icon): it takes the shop's body type,
  // not the header theme's (the fancy header's serif, its 14 px, its weight) — issue 19.
  fontFamily: tokens.font.body,
  fontSize: "1rem",
  fontWeight: 400,
  lineHeight: 1.5,
  letterSpacing: "normal",
  textTransform: "none",
  // 31rem wide from small screens up (spec §2, §9).
  "@media": { "screen and (min-width: 576px)": { width: "31rem" } },
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.45)" } },
});
export const panel = style({ display: "flex", flexDirection: "column", height: "100%" });
export const header = style({
  display: "flex",
  alignItems: "center",
  gap: tokens.space.m,
  padding: tokens.space.m,
  borderBottom: `1px solid ${tokens.color.border}`,
});
export const title = style({ margin: 0, fontSize: "1.25rem", flex: 1 });
export const clear = style({
  background: "none",
  border: "none",
  color: themeVars.color.primary,
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});
export const close = style({
  width: "2.75rem",
  height: "2.75rem",
  fontSize: "1.75rem",
  lineHeight: 1,
  border: "none",
  background: "none",
  cursor: "pointer",
});
export const body = style({ flex: 1, overflowY: "auto", padding: tokens.space.m });
export const footer = style({ padding: tokens.space.m, borderTop: `1px solid ${tokens.color.border}` });
export const checkout = style({
  display: "flex",
  justifyContent: "center",
  alignItems: "center",
  height: "3rem",
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 700,
  textDecoration: "none",
  // Above the header's `header a { color: inherit }`, which gave 'Afrekenen' the drawer's dark text on
  // the primary colour (1.8:1 on Noordzee's teal, issue 19).
  selectors: { [`${drawer} &`]: { color: themeVars.color.onPrimary } },
});
export const empty = style({ display: "grid", justifyItems: "center", gap: tokens.space.m, paddingBlock: tokens.space.xxl, color: tokens.color.muted });
export const emptyIcon = style({ width: "4rem", height: "4rem" });
const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const loading = style({ display: "flex", gap: tokens.space.s, alignItems: "center", justifyContent: "center", paddingBlock: tokens.space.xl });
export const spinner = style({
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  border: `3px solid ${tokens.color.border}`,
  borderTopColor: themeVars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
/** Offline: the bag as the page knows it, and why it is not loaded again. */
export const offline = style({
  margin: `0 0 ${tokens.space.m}`,
  padding: tokens.space.m,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  background: tokens.color.subtle,
});
