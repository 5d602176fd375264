import { globalStyle, style } from "@vanilla-extract/css";
import { footer } from "~/chrome/footer/footer.css";
import { themeVars, tokens } from "~/styles/theme.css";

// The wheel of fortune (ADR 0061): a launcher at the bottom left and a modal dialog with the wheel. The
// browser's wheel code (wheel.client.ts) builds the markup with these classes; the styles are in the
// page's CSS, so that code ships no CSS of its own. Rotation is set through the CSSOM (the CSP allows
// no style attributes).

export const launcher = style({
  position: "fixed",
  insetInlineStart: tokens.space.m,
  insetBlockEnd: tokens.space.m,
  zIndex: 39,
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.s,
  minHeight: "44px",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  border: 0,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  boxShadow: "0 0 0 2px #ffffff, 0 4px 12px rgb(0 0 0 / 0.25)",
  selectors: { "&:focus-visible": { outline: "3px solid #1d1d1d", outlineOffset: "3px" } },
});
// Not over the first screen while a page is at its top: sticky-help.css.ts (ADR 0035).
// The partner launcher, or a help button the shop put at the bottom left, holds that corner: the
// wheel's sits above it (the help button's height is the shop's, 40 to 72 px or its own: sticky-button.ts).
globalStyle(`body:has(a[data-launcher]) ${launcher}`, { insetBlockEnd: "4.5rem" });
const HELP_BOTTOM_LEFT = "[data-floating-widgets] [data-pos=bottom-left]";
globalStyle(`body:has(${HELP_BOTTOM_LEFT}) ${launcher}`, { insetBlockEnd: "calc(max(var(--etalage-sb-h, 2.75rem), 2.75rem) + 1.5rem)" });
// One invitation at a time: not while the cookie banner asks for a choice, nor over an open menu or
// the search preview of the header (as the other floating widgets, sticky-help.css.ts).
globalStyle(`body:has([data-consent-banner], [aria-controls=header-search-results][aria-expanded=true], header details[open]) ${launcher}`, {
  visibility: "hidden",
});
// The footer ends with room for it, so the page's last lines scroll clear of it (issue 19, ADR 0035).
globalStyle(`body:has(${launcher}:not([hidden])) ${footer}`, { paddingBottom: "calc(2.75rem + 2 * 1rem)" });
globalStyle(`body:has(${launcher}:not([hidden])):has(a[data-launcher]) ${footer}`, { paddingBottom: "calc(2 * 2.75rem + 3 * 1rem)" });
globalStyle(`body:has(${launcher}:not([hidden])):has(${HELP_BOTTOM_LEFT}) ${footer}`, {
  paddingBottom: "calc(max(var(--etalage-sb-h, 2.75rem), 2.75rem) + 2.75rem + 3 * 1rem)",
});

export const dialog = style({
  width: "min(26rem, calc(100vw - 2rem))",
  maxHeight: "calc(100dvh - 2rem)",
  padding: tokens.space.l,
  border: 0,
  borderRadius: tokens.radius.m,
  background: tokens.color.surface,
  color: tokens.color.text,
  boxShadow: "0 12px 40px rgb(0 0 0 / 0.3)",
  textAlign: "center",
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.55)" } },
});
globalStyle(`${dialog} h2`, { margin: `0 ${tokens.space.xl} ${tokens.space.m}`, fontSize: "1.35rem", lineHeight: 1.25 });
globalStyle(`${dialog} p`, { margin: `${tokens.space.s} 0` });

export const close = style({
  position: "absolute",
  insetBlockStart: tokens.space.s,
  insetInlineEnd: tokens.space.s,
  width: "44px",
  height: "44px",
  border: 0,
  borderRadius: "50%",
  background: "transparent",
  color: tokens.color.text,
  fontSize: "1.6rem",
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:hover": { background: tokens.color.subtle }, "&:focus-visible": { outline: `3px solid ${tokens.color.text}` } },
});

export const stage = style({ position: "relative", width: "min(18rem, 70vw)", aspectRatio: "1", margin: "0 auto" });
export const wheel = style({
  display: "block",
  width: "100%",
  height: "100%",
  borderRadius: "50%",
  boxShadow: "0 0 0 4px #ffffff, 0 0 0 6px rgb(0 0 0 / 0.15)",
  "@media": {
    "(prefers-reduced-motion: no-preference)": { transition: "transform 4s cubic-bezier(0.15, 0.85, 0.2, 1)" },
  },
});
globalStyle(`${wheel} text`, { fill: "#ffffff", fontSize: "7px", fontWeight: 700, fontFamily: tokens.font.body });
/** The pointer at the top that the wheel stops under. */
export const pointer = style({ position: "absolute", insetBlockStart: "-0.4rem", insetInlineStart: "50%", width: "1.6rem", transform: "translateX(-50%)" });

export const status = style({ minHeight: "1.5em", fontWeight: 600 });
export const code = style({
  display: "inline-block",
  padding: `${tokens.space.xs} ${tokens.space.s}`,
  border: `2px dashed ${themeVars.color.primary}`,
  borderRadius: tokens.radius.s,
  fontFamily: "ui-monospace, monospace",
  fontSize: "1.1rem",
  letterSpacing: "0.05em",
});
export const action = style({
  minHeight: "44px",
  marginBlockStart: tokens.space.m,
  padding: `${tokens.space.s} ${tokens.space.l}`,
  border: 0,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&:disabled": { opacity: 0.6, cursor: "progress" },
    "&:focus-visible": { outline: `3px solid ${tokens.color.text}`, outlineOffset: "2px" },
  },
});
