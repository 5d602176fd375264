import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

/** The signup form: label, then the field and its button in a row. */
export const signup = style({ display: "grid", gap: tokens.space.xs });
export const row = style({ display: "flex", gap: tokens.space.xs, flexWrap: "wrap" });
globalStyle(`${row} input`, {
  flex: "1 1 12rem",
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.s}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.s,
  color: tokens.color.text,
  background: tokens.color.surface,
});
globalStyle(`${row} button`, {
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.m}`,
  border: 0,
  borderRadius: tokens.radius.s,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 600,
  cursor: "pointer",
});
export const error = style({ margin: 0, fontWeight: 600 });
export const honeypot = style({ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });
