import { style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/**
 * The cookie banner: fixed at the bottom, over the page (never pushing it: no layout shift), rendered
 * by the server so it shows without JavaScript.
 */
export const banner = style({
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 90,
  background: tokens.color.surface,
  color: tokens.color.text,
  borderTop: `1px solid ${tokens.color.border}`,
  boxShadow: "0 -4px 16px rgb(0 0 0 / 0.12)",
  padding: `${tokens.space.m}`,
});
export const inner = style({
  maxWidth: tokens.width.container,
  marginInline: "auto",
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.m,
  alignItems: "center",
  justifyContent: "space-between",
});
export const text = style({ margin: 0, maxWidth: tokens.width.text });
export const buttons = style({ display: "flex", gap: tokens.space.s, flexWrap: "wrap" });
/** The consent page's list of categories. */
export const categories = style({ display: "grid", gap: tokens.space.m, maxWidth: tokens.width.text, paddingInlineStart: tokens.space.l });
