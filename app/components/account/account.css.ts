import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const stack = style({ display: "grid", gap: tokens.space.xl });
export const section = style({ display: "grid", gap: tokens.space.m, alignContent: "start" });
export const sectionTitle = style({ margin: 0, fontSize: "1.25rem" });
export const muted = style({ color: tokens.color.muted, margin: 0 });
export const small = style({ fontSize: "0.875rem" });

// --- Forms -------------------------------------------------------------------------------------------

export const form = style({ display: "grid", gap: tokens.space.m, maxWidth: "36rem" });
export const fieldRow = style({
  display: "grid",
  gap: tokens.space.m,
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" } },
});
export const readOnly = style({ margin: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.m, alignItems: "center" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space.s,
  minHeight: "2.75rem",
  padding: `${tokens.space.s} ${tokens.space.l}`,
  borderRadius: tokens.radius.pill,
  border: `2px solid ${themeVars.color.primary}`,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "2px" },
    "&:disabled": { opacity: 0.6, cursor: "progress" },
  },
});
export const button = style([buttonBase, { background: themeVars.color.primary, color: themeVars.color.onPrimary }]);
export const buttonSecondary = style([buttonBase, { background: "transparent", color: themeVars.color.primary }]);
export const buttonDanger = style([buttonBase, { background: "transparent", color: tokens.color.danger, borderColor: tokens.color.danger }]);
export const linkButton = style({
  background: "none",
  border: "none",
  padding: 0,
  font: "inherit",
  color: themeVars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
});

/** A disclosure (<details>) that opens a form: works without JavaScript. */
export const disclosure = style({
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  padding: tokens.space.m,
});
export const disclosureSummary = style({
  cursor: "pointer",
  fontWeight: 600,
  color: themeVars.color.primary,
  selectors: { "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "2px" } },
});
globalStyle(`${disclosure}[open] > ${disclosureSummary}`, { marginBottom: tokens.space.m });

// --- Cards and lists ---------------------------------------------------------------------------------

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.m,
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))" } },
});
export const card = style({
  display: "grid",
  gap: tokens.space.s,
  alignContent: "start",
  padding: tokens.space.m,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  background: tokens.color.surface,
});
export const cardCurrent = style([card, { borderColor: themeVars.color.primary, borderWidth: 2 }]);
export const cardTitle = style({ margin: 0, fontSize: "1.05rem" });
export const address = style({ fontStyle: "normal", lineHeight: 1.5 });
export const thumbs = style({ display: "flex", gap: tokens.space.xs, listStyle: "none", margin: 0, padding: 0 });
export const thumb = style({
  width: "3.5rem",
  height: "3.5rem",
  objectFit: "cover",
  borderRadius: tokens.radius.s,
  background: tokens.color.subtle,
});
export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${tokens.space.xs} ${tokens.space.m}`, margin: 0 });
export const factTerm = style({ margin: 0, color: tokens.color.muted });
export const factValue = style({ margin: 0 });

// --- Tables ------------------------------------------------------------------------------------------

/** Wide tables scroll sideways on a phone instead of breaking the page. */
export const tableWrap = style({ overflowX: "auto" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" });
export const caption = style({ textAlign: "left", fontWeight: 600, paddingBottom: tokens.space.s, captionSide: "top" });
globalStyle(`${table} th, ${table} td`, {
  textAlign: "left",
  padding: `${tokens.space.s} ${tokens.space.s}`,
  borderBottom: `1px solid ${tokens.color.border}`,
  verticalAlign: "top",
});
globalStyle(`${table} thead th`, { fontSize: "0.875rem", color: tokens.color.muted, whiteSpace: "nowrap" });
export const amount = style({ textAlign: "right", whiteSpace: "nowrap" });
globalStyle(`${table} th${amount}, ${table} td${amount}`, { textAlign: "right" });
export const totalRow = style({ fontWeight: 700 });

// --- Status --------------------------------------------------------------------------------------------

const badge = style({
  display: "inline-block",
  padding: `0.1rem ${tokens.space.s}`,
  borderRadius: tokens.radius.pill,
  fontSize: "0.8125rem",
  fontWeight: 600,
  whiteSpace: "nowrap",
  border: "1px solid currentColor",
});
export const badges = styleVariants({
  positive: [badge, { color: tokens.color.success, background: "#e3f3e8" }],
  pending: [badge, { color: "#7a4b00", background: "#fdf1dc" }],
  negative: [badge, { color: tokens.color.danger, background: "#fbe9e8" }],
  neutral: [badge, { color: tokens.color.text, background: tokens.color.subtle }],
});

export const notice = style({
  padding: tokens.space.m,
  borderRadius: tokens.radius.m,
  background: tokens.color.subtle,
  borderLeft: `4px solid ${themeVars.color.primary}`,
  margin: 0,
});

// --- Order and invoice documents ----------------------------------------------------------------------

export const documentHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: tokens.space.m,
});
export const twoColumns = style({
  display: "grid",
  gap: tokens.space.l,
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});
export const totals = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: `${tokens.space.xs} ${tokens.space.l}`,
  margin: 0,
  marginLeft: "auto",
  minWidth: "16rem",
  fontVariantNumeric: "tabular-nums",
});
export const totalsTerm = style({ margin: 0 });
export const totalsValue = style({ margin: 0, textAlign: "right" });
export const grandTotal = style({ fontWeight: 700, borderTop: `1px solid ${tokens.color.text}`, paddingTop: tokens.space.xs });

/** The invoice as a document: a sheet on screen, plain paper when printed. */
export const invoice = style({
  display: "grid",
  gap: tokens.space.l,
  padding: tokens.space.l,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  background: tokens.color.surface,
  "@media": { print: { border: "none", padding: 0 } },
});
export const invoiceTitle = style({ margin: 0 });

/** Things that are for the screen only: the print button, links back, the account menu. */
export const screenOnly = style({ "@media": { print: { display: "none" } } });

// Printing an account page prints the page itself: no skip link, header, shadow bar, flash, footer.
globalStyle("body > :not(main)", { "@media": { print: { display: "none" } } });
globalStyle("main", { "@media": { print: { padding: 0, maxWidth: "none" } } });
