import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

// minmax(0, 1fr): a line's long name or controls wrap inside the page instead of widening it (390 px phones).
export const contents = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: tokens.space.l });
export const note = style({ fontSize: "0.875rem", color: tokens.color.muted, margin: 0 });
export const lines = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.m });
export const line = style({
  display: "grid",
  gridTemplateColumns: "4.5rem minmax(0, 1fr) auto",
  gap: tokens.space.m,
  alignItems: "start",
  paddingBottom: tokens.space.m,
  borderBottom: `1px solid ${tokens.color.border}`,
});
export const image = style({ width: "4.5rem", height: "4.5rem", objectFit: "cover", borderRadius: tokens.radius.s, background: tokens.color.subtle });
export const name = style({ fontWeight: 600, color: "inherit", textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
export const meta = style({ fontSize: "0.875rem", color: tokens.color.muted, margin: `${tokens.space.xs} 0` });
export const quantity = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: tokens.space.xs, marginTop: tokens.space.s });
export const stepButton = style({
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: tokens.radius.pill,
  border: `1px solid ${tokens.color.border}`,
  background: tokens.color.surface,
  cursor: "pointer",
  fontSize: "1.1rem",
  lineHeight: 1,
  selectors: { "&:disabled": { opacity: 0.4, cursor: "not-allowed" } },
});
export const count = style({ minWidth: "2rem", textAlign: "center", fontWeight: 600 });
export const linkButton = style({
  background: "none",
  border: "none",
  padding: 0,
  color: themeVars.color.primary,
  textDecoration: "underline",
  cursor: "pointer",
  fontSize: "0.875rem",
});
export const price = style({ textAlign: "right", fontWeight: 600, whiteSpace: "nowrap" });
export const bundle = style({ border: `1px solid ${tokens.color.border}`, borderRadius: tokens.radius.m, padding: tokens.space.m });
export const bundleHeader = style({ display: "flex", gap: tokens.space.m, alignItems: "center" });
export const bundleSummary = style({ cursor: "pointer", fontSize: "0.875rem", marginTop: tokens.space.s });
export const totals = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: `${tokens.space.xs} ${tokens.space.m}`, margin: 0 });
export const totalLabel = style({ margin: 0 });
export const totalValue = style({ margin: 0, textAlign: "right" });
export const grandTotal = style({ fontWeight: 700, fontSize: "1.125rem", borderTop: `1px solid ${tokens.color.border}`, paddingTop: tokens.space.s });
export const coupon = style({ display: "flex", gap: tokens.space.s, marginTop: tokens.space.s });
export const input = style({
  flex: 1,
  minWidth: 0,
  height: "2.5rem",
  padding: `0 ${tokens.space.m}`,
  border: `1px solid ${tokens.color.muted}`,
  borderRadius: tokens.radius.s,
});
export const progress = style({ display: "grid", gap: tokens.space.xs, fontSize: "0.875rem" });
export const progressBar = style({ width: "100%", height: "0.5rem", accentColor: themeVars.color.primary });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: tokens.space.m, alignItems: "center", justifyContent: "space-between" });
export const error = style({ color: tokens.color.danger, fontSize: "0.875rem", margin: `${tokens.space.xs} 0 0` });
export const applyButton = style({
  padding: `0 ${tokens.space.m}`,
  height: "2.5rem",
  borderRadius: tokens.radius.s,
  border: `1px solid ${themeVars.color.primary}`,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.5, cursor: "not-allowed" } },
});
export const primaryButton = style([
  applyButton,
  { display: "inline-flex", alignItems: "center", textDecoration: "none", height: "2.75rem", paddingInline: tokens.space.l },
]);
export const notice = style({
  border: `1px solid ${themeVars.color.primary}`,
  borderRadius: tokens.radius.m,
  padding: tokens.space.m,
  background: tokens.color.subtle,
});
export const noticeTitle = style({ fontWeight: 700, margin: 0 });
export const paymentIcons = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.xs });
/** A method's mark (38 × 24, PaymentMark), or its name in a tile when it has none. */
export const paymentIcon = style({ display: "flex" });
globalStyle(`${paymentIcon} svg`, { display: "block", width: "38px", height: "24px" });
globalStyle(`${paymentIcon} [data-payment-name]`, {
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.s,
  padding: `2px ${tokens.space.s}`,
  fontSize: "0.75rem",
  fontWeight: 700,
  color: tokens.color.muted,
});
export const savingsNote = style({ margin: 0, fontSize: "0.875rem", color: tokens.color.muted });
