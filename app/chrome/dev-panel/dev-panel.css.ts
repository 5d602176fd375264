import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

// The development panel (ADR 0064): a strip at the page's top with its button, and the panel's form
// (the /dev/panel page, and the same form in a modal dialog). Development builds only.

// A developer's strip, not the shop's: amber, whatever the shop's colours.
export const strip = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.m,
  alignItems: "center",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  background: "#ffd24d",
  color: "#1d1d1d",
  fontSize: "0.875rem",
});

// Nothing chosen: out of view above the page until its button has the keyboard's focus (a skip link's way).
export const stripAtRest = style([
  strip,
  {
    position: "absolute",
    insetInline: 0,
    top: 0,
    zIndex: 101,
    transform: "translateY(-100%)",
    selectors: { "&:focus-within": { transform: "none" } },
  },
]);

export const stripButton = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.m}`,
  borderRadius: tokens.radius.pill,
  border: "2px solid #1d1d1d",
  color: "#1d1d1d",
  textDecoration: "none",
  fontWeight: 600,
  ":focus-visible": { outline: "3px solid #1d1d1d", outlineOffset: "2px" },
});

export const dialog = style({
  width: "min(36rem, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  padding: tokens.space.l,
  border: "none",
  borderRadius: tokens.radius.m,
  color: tokens.color.text,
  background: tokens.color.surface,
  boxShadow: "0 1rem 3rem rgb(0 0 0 / 0.3)",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.5)" } },
});

export const form = style({ display: "grid", gap: tokens.space.m, maxWidth: "36rem" });
export const title = style({ margin: 0, fontSize: "1.25rem" });
export const fieldset = style({
  display: "grid",
  gap: tokens.space.s,
  margin: 0,
  padding: tokens.space.m,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
});
export const legend = style({ fontWeight: 600, padding: `0 ${tokens.space.xs}` });
export const choice = style({ display: "flex", gap: tokens.space.s, alignItems: "center", minHeight: "2.75rem" });
export const label = style({ display: "grid", gap: tokens.space.xs });
export const input = style({
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.s}`,
  font: "inherit",
  border: `1px solid ${tokens.color.muted}`,
  borderRadius: tokens.radius.s,
  background: tokens.color.surface,
  color: tokens.color.text,
  maxWidth: "100%",
});
export const mode = style({ margin: 0, padding: tokens.space.s, borderRadius: tokens.radius.s, fontWeight: 600 });
export const production = style([mode, { background: "#fdecea", color: tokens.color.danger }]);
export const test = style([mode, { background: "#e8f3ec", color: tokens.color.success }]);
export const note = style({ margin: 0, color: tokens.color.muted, fontSize: "0.875rem" });
export const refused = style({ margin: 0, color: tokens.color.danger, fontWeight: 600 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.m, alignItems: "center" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.l}`,
  borderRadius: tokens.radius.pill,
  border: `2px solid ${themeVars.color.primary}`,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:disabled": { opacity: 0.5, cursor: "not-allowed" } },
});
export const button = style([buttonBase, { background: themeVars.color.primary, color: themeVars.color.onPrimary }]);
export const buttonSecondary = style([buttonBase, { background: "transparent", color: themeVars.color.primary }]);

globalStyle(`${dialog} ${form}`, { maxWidth: "none" });

// On the panel's page the floating widgets step aside: at 1280 × 900 the help button sat on the tenant
// choice (ADR 0035 keeps them off the purchase's pages for the same reason). In the modal the form is in
// the top layer, above them anyway.
globalStyle("body:has(main [data-dev-panel-form]) :is([data-floating-widgets], [data-wheel-launcher])", { display: "none" });
