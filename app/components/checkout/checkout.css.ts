import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";

/** The step beside the cart summary; the summary sticks while the step scrolls on large screens. */
export const layout = style({
  display: "grid",
  gap: tokens.space.xl,
  "@media": { [tokens.media.desktop]: { gridTemplateColumns: "minmax(0, 1fr) 24rem", alignItems: "start" } },
});
export const summary = style({
  position: "relative",
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  padding: tokens.space.l,
  display: "grid",
  gap: tokens.space.m,
  "@media": { [tokens.media.desktop]: { position: "sticky", top: tokens.space.l } },
});
export const summaryTitle = style({ margin: 0, fontSize: "1.25rem" });
export const summaryBusy = style({ opacity: 0.5 });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
/** Shown while a client navigation recalculates the prices. */
export const spinner = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.s,
  fontSize: "0.875rem",
  color: tokens.color.muted,
  margin: 0,
  "::before": {
    content: '""',
    width: "1rem",
    height: "1rem",
    borderRadius: "50%",
    border: `2px solid ${tokens.color.border}`,
    borderTopColor: themeVars.color.primary,
    animation: `${spin} 0.8s linear infinite`,
  },
  "@media": { [reducedMotion]: { "::before": { animation: "none" } } },
});

// The progress bar: the steps in a row, a line under them and the shop's marker on it.
export const progress = style({ marginBottom: tokens.space.xl });
export const progressList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "1fr",
  gap: tokens.space.xs,
  fontSize: "0.875rem",
  textAlign: "center",
});
export const progressStep = style({ position: "relative", display: "grid", justifyItems: "center", gap: tokens.space.xs, color: tokens.color.muted });
export const progressCurrent = style({ color: tokens.color.text, fontWeight: 700 });
export const progressDone = style({ color: tokens.color.text });
/** A finished step's link covers its number too: on a phone, where only the number shows, that is what is tapped. */
export const progressLink = style({
  color: themeVars.color.primary,
  "::after": { content: '""', position: "absolute", inset: 0 },
  "@media": { "screen and (max-width: 767px)": { fontSize: 0 } },
});
/**
 * Five names do not fit side by side on a phone (they ran into each other at 390 px): below the
 * tablet width only the current step is named; the others keep their number, and their name for
 * screen readers (a finished step's link text is made invisible, not removed). Selectors only, so the
 * browser's code is the same.
 */
const phone = "screen and (max-width: 767px)";
globalStyle(`${progressStep}:not(${progressCurrent}):not(${progressDone}) > span:last-child`, {
  "@media": {
    [phone]: { position: "absolute", width: "1px", height: "1px", margin: "-1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
  },
});
export const bullet = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: "50%",
  border: `2px solid ${tokens.color.border}`,
  background: tokens.color.surface,
  fontWeight: 700,
});
export const bulletDone = style({ borderColor: themeVars.color.primary, background: themeVars.color.primary, color: themeVars.color.onPrimary });
const pop = keyframes({ "0%": { transform: "scale(0.6)", opacity: 0 }, "40%": { transform: "scale(1.25)", opacity: 1 }, "100%": { transform: "scale(1)" } });
/** The check mark of a step that was just finished: flashes once (JavaScript only). */
export const bulletFlash = style({
  animation: `${pop} 1000ms ease-out`,
  boxShadow: `0 0 0 4px ${tokens.color.subtle}`,
  "@media": { [reducedMotion]: { animation: "none" } },
});
export const track = style({
  position: "relative",
  height: "4px",
  marginTop: tokens.space.s,
  marginInline: "10%",
  background: tokens.color.border,
  borderRadius: tokens.radius.pill,
});
export const trackFill = style({
  position: "absolute",
  insetBlock: 0,
  insetInlineStart: 0,
  background: themeVars.color.primary,
  borderRadius: tokens.radius.pill,
  transition: "width 600ms ease-in-out",
  "@media": { [reducedMotion]: { transition: "none" } },
});
/**
 * The shop's marker: slides along the bar to the current step. The logo keeps its own shape: the pill
 * grows to the logo's width (centred on its place by translate), never a square that squeezes it.
 */
export const marker = style({
  position: "absolute",
  top: "50%",
  height: "1.5rem",
  minWidth: "1.5rem",
  padding: "0 0.25rem",
  boxSizing: "border-box",
  transform: "translate(-50%, -50%)",
  borderRadius: tokens.radius.pill,
  background: tokens.color.surface,
  border: `2px solid ${themeVars.color.primary}`,
  display: "grid",
  placeItems: "center",
  overflow: "hidden",
  transition: "left 600ms ease-in-out",
  "@media": { [reducedMotion]: { transition: "none" } },
});
export const markerImage = style({ display: "block", width: "auto", height: "auto", maxHeight: "1rem", maxWidth: "4rem" });

// The step forms.
export const form = style({ display: "grid", gap: tokens.space.m, maxWidth: "40rem" });
export const fieldset = style({ border: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.m });
export const legend = style({ fontWeight: 700, fontSize: "1.125rem", marginBottom: tokens.space.s, padding: 0 });
export const row = style({
  display: "grid",
  gap: tokens.space.m,
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" } },
});
export const options = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.s });
export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  gap: tokens.space.m,
  alignItems: "center",
  padding: tokens.space.m,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: themeVars.color.primary, boxShadow: `0 0 0 1px ${themeVars.color.primary}` } },
});
export const optionNote = style({ display: "block", fontSize: "0.875rem", color: tokens.color.muted });
export const fieldError = style({ color: tokens.color.danger, fontSize: "0.875rem", margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.m, alignItems: "center" });
export const review = style({ display: "grid", gap: tokens.space.l });
export const reviewBlock = style({ display: "grid", gap: tokens.space.xs, paddingBottom: tokens.space.m, borderBottom: `1px solid ${tokens.color.border}` });
export const reviewHead = style({ display: "flex", justifyContent: "space-between", gap: tokens.space.m, alignItems: "baseline" });
export const reviewTitle = style({ margin: 0, fontSize: "1.05rem" });
export const plain = style({ margin: 0, fontStyle: "normal", lineHeight: 1.5 });

/**
 * Where the marker and the fill stand, as classes (the Content-Security-Policy allows no inline
 * styles): per number of steps (4 without payment, 5) and the current step's place.
 */
const places = Object.fromEntries(
  [4, 5].flatMap((count) => Array.from({ length: count }, (_, index) => [`${index}/${count - 1}`, `${(index / (count - 1)) * 100}%`])),
);
export const markerAt = styleVariants(places, (left) => ({ left }));
export const fillTo = styleVariants(places, (width) => ({ width }));

/** The billing address: shown only while "different billing address" is ticked (CSS, so also without JavaScript). */
export const billing = style({
  display: "none",
  selectors: { "form:has(#checkout-adres-differentBilling:checked) &": { display: "grid" } },
});
