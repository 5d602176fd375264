import { style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: tokens.space.m, maxWidth: "28rem" });
export const field = style({ display: "grid", gap: tokens.space.xs, alignContent: "start" });
export const label = style({ fontWeight: 600 });
export const optional = style({ fontWeight: 400, color: tokens.color.muted });
export const hint = style({ color: tokens.color.muted, fontSize: "0.875rem", margin: 0 });
export const input = style({
  minHeight: "2.75rem",
  width: "100%",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  border: `1px solid ${tokens.color.muted}`,
  borderRadius: tokens.radius.s,
  background: tokens.color.surface,
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "1px" },
    '&[aria-invalid="true"]': { borderColor: tokens.color.danger, borderWidth: 2 },
  },
});
export const checkbox = style({ display: "flex", gap: tokens.space.s, alignItems: "center" });
export const fieldError = style({ color: tokens.color.danger, fontSize: "0.875rem", fontWeight: 600, margin: 0 });
export const formMessage = style({
  padding: `${tokens.space.s} ${tokens.space.m}`,
  borderRadius: tokens.radius.s,
  fontWeight: 600,
  margin: 0,
});
export const formError = style([formMessage, { background: "#fbe9e8", color: tokens.color.danger }]);
export const formSuccess = style([formMessage, { background: "#e3f3e8", color: tokens.color.success }]);
export const links = style({ display: "flex", gap: tokens.space.m, flexWrap: "wrap" });
/** Off-screen for people, still there for bots that fill every field. */
export const honeypot = style({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });
