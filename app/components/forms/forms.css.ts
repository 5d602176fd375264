import { style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const form = style({ display: "grid", gap: tokens.space.m, maxWidth: "28rem" });
export const field = style({ display: "grid", gap: tokens.space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({
  minHeight: "2.75rem",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.s,
  font: "inherit",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "1px" },
    '&[aria-invalid="true"]': { borderColor: tokens.color.danger },
  },
});
export const hint = style({ color: tokens.color.muted, fontSize: "0.875rem", margin: 0 });
export const error = style({ color: tokens.color.danger, fontSize: "0.875rem", fontWeight: 600, margin: 0 });
export const formError = style({
  padding: `${tokens.space.s} ${tokens.space.m}`,
  background: "#fbe9e8",
  color: tokens.color.danger,
  borderRadius: tokens.radius.s,
  fontWeight: 600,
  margin: 0,
});
export const formNotice = style([formError, { background: "#e3f3e8", color: tokens.color.success }]);
export const links = style({ display: "flex", gap: tokens.space.m, flexWrap: "wrap" });
/** Off-screen for people, still there for bots that fill every field. */
export const honeypot = style({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });
