import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const grid = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: tokens.space.l,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": {
    [tokens.media.tablet]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    [tokens.media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
export const card = style({ display: "block", color: "inherit", textDecoration: "none" });
export const image = style({
  display: "block",
  width: "100%",
  aspectRatio: "1",
  objectFit: "cover",
  borderRadius: tokens.radius.m,
  background: tokens.color.subtle,
});
export const name = style({ margin: `${tokens.space.s} 0 ${tokens.space.xs}`, fontSize: "1rem", fontWeight: 600 });
export const price = style({ fontWeight: 700 });
export const oldPrice = style({ color: tokens.color.muted, textDecoration: "line-through", marginRight: tokens.space.s, fontWeight: 400 });
export const salePrice = style({ color: themeVars.color.primary, textDecoration: "none" });
export const pagination = style({
  display: "flex",
  gap: tokens.space.m,
  alignItems: "center",
  justifyContent: "center",
  marginTop: tokens.space.xl,
});
export const detail = style({
  display: "grid",
  gap: tokens.space.xl,
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "1fr 1fr" } },
});
export const gallery = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.m });
export const brand = style({ textTransform: "uppercase", letterSpacing: "0.06em", fontSize: "0.875rem", color: tokens.color.muted, margin: 0 });
export const note = style({ fontSize: "0.875rem", color: tokens.color.muted, margin: `0 0 ${tokens.space.s}` });
export const label = style({ fontWeight: 600, fontSize: "1rem", margin: `${tokens.space.m} 0 ${tokens.space.s}` });
export const swatches = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.s });
export const swatch = style({
  display: "inline-flex",
  width: "2.75rem",
  height: "2.75rem",
  borderRadius: tokens.radius.pill,
  border: `2px solid ${tokens.color.border}`,
  padding: "3px",
  selectors: { "&[aria-current=true]": { borderColor: themeVars.color.primary } },
});
export const swatchColour = style({ width: "100%", height: "100%", borderRadius: tokens.radius.pill, boxShadow: `0 0 0 1px ${tokens.color.border}` });
export const buyForm = style({ display: "grid", gap: tokens.space.m, margin: `${tokens.space.l} 0` });
export const sizes = style({
  listStyle: "none",
  border: 0,
  padding: 0,
  margin: `${tokens.space.s} 0 0`,
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.s,
});
export const sizeOption = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.s,
  color: "inherit",
  textDecoration: "none",
  selectors: {
    "&[aria-current=true]": { borderColor: themeVars.color.primary, boxShadow: `inset 0 0 0 1px ${themeVars.color.primary}`, fontWeight: 700 },
    "&[aria-disabled=true]": { color: tokens.color.muted, textDecoration: "line-through" },
  },
});
export const soldOut = style({ fontWeight: 700, color: tokens.color.danger, margin: 0 });
export const overview = style({
  display: "grid",
  gap: tokens.space.xl,
  "@media": { [tokens.media.desktop]: { gridTemplateColumns: "15rem minmax(0, 1fr)" } },
});
export const filters = style({ display: "grid", gap: tokens.space.m, alignContent: "start", minWidth: 0 });
/** The filters' disclosure: folded on a phone, always open from the desktop width on. */
export const filterPanel = style({ minWidth: 0 });
export const filterToggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.s,
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.l}`,
  border: `1px solid ${tokens.color.muted}`,
  borderRadius: tokens.radius.pill,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { [`${filterPanel}[open] > &`]: { marginBottom: tokens.space.m } },
  // Where the browser can style a disclosure's content (::details-content), the desktop shows it
  // whatever its state and hides the toggle; elsewhere the toggle stays, so the filters can always open.
  "@supports": { "selector(::details-content)": { "@media": { [tokens.media.desktop]: { display: "none" } } } },
});
globalStyle(`${filterPanel}::details-content`, {
  "@media": { [tokens.media.desktop]: { contentVisibility: "visible", display: "block", height: "auto" } },
});
export const field = style({ display: "grid", gap: tokens.space.xs, fontSize: "0.875rem", fontWeight: 600 });
export const input = style({
  width: "100%",
  minWidth: 0,
  height: "2.5rem",
  padding: `0 ${tokens.space.s}`,
  border: `1px solid ${tokens.color.muted}`,
  borderRadius: tokens.radius.s,
  background: tokens.color.surface,
  fontWeight: 400,
});
export const priceRange = style({ border: 0, padding: 0, margin: 0, display: "grid", gridTemplateColumns: "1fr 1fr", gap: tokens.space.s });
export const filterActions = style({ display: "flex", gap: tokens.space.m, alignItems: "center", flexWrap: "wrap" });
export const applyFilters = style({
  padding: `0 ${tokens.space.l}`,
  height: "2.75rem",
  borderRadius: tokens.radius.pill,
  border: "none",
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 600,
  cursor: "pointer",
});
export const cardSoldOut = style({ color: tokens.color.danger, fontSize: "0.875rem", fontWeight: 600, margin: 0 });
export const cardWrap = style({ position: "relative" });
export const wishlistForm = style({ position: "absolute", top: tokens.space.s, right: tokens.space.s });
export const heart = style({
  width: "2.75rem",
  height: "2.75rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: tokens.radius.pill,
  border: "none",
  background: "rgb(255 255 255 / 0.9)",
  color: tokens.color.text,
  cursor: "pointer",
});
globalStyle(`${heart}[data-saved=true] svg`, { fill: themeVars.color.primary, color: themeVars.color.primary });
export const titleRow = style({ display: "flex", gap: tokens.space.m, alignItems: "flex-start", justifyContent: "space-between" });

// Bundle cards (issue 10): a product card's shape, marked as a set by a badge and a tinted frame.
export const bundleCard = style({
  display: "block",
  height: "100%",
  color: "inherit",
  textDecoration: "none",
  padding: tokens.space.s,
  borderRadius: tokens.radius.m,
  border: `2px solid ${themeVars.color.primary}`,
  background: tokens.color.subtle,
});
export const bundleBadge = style({
  position: "absolute",
  top: tokens.space.m,
  left: tokens.space.m,
  padding: `0.125rem ${tokens.space.s}`,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});
export const bundleLinks = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.s });
export const bundleLink = style({
  display: "grid",
  gridTemplateColumns: "4.5rem minmax(0, 1fr)",
  gap: tokens.space.m,
  alignItems: "center",
  padding: tokens.space.s,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: themeVars.color.primary } },
});
export const bundleThumb = style({ width: "4.5rem", height: "4.5rem", objectFit: "cover", borderRadius: tokens.radius.s, background: tokens.color.subtle });
export const bundleLinkText = style({ display: "grid", gap: tokens.space.xs, margin: 0 });
export const bundleLinkPrice = style({ fontWeight: 700, margin: 0 });

/** A campaign's banner above its products: the page's width, its own proportions. */
export const campaignImage = style({ display: "block", width: "100%", height: "auto", marginBlockEnd: tokens.space.l, borderRadius: 4 });
