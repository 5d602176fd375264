import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { container } from "./layout.css";

export const footer = style({
  marginTop: tokens.space.xxl,
  background: themeVars.color.footerBackground,
  color: themeVars.color.footerText,
  paddingBlock: tokens.space.xl,
});
globalStyle(`${footer} a`, { color: "inherit" });

/** Stacked on a phone, two columns on a tablet, five columns from 1024 px (chrome spec §2, §9). */
export const columns = style([
  container,
  {
    display: "grid",
    gap: tokens.space.l,
    gridTemplateColumns: "1fr",
    "@media": {
      [tokens.media.tablet]: { gridTemplateColumns: "repeat(2, 1fr)" },
      [tokens.media.desktop]: { gridTemplateColumns: "repeat(5, 1fr)" },
    },
  },
]);
export const lastColumn = style({ display: "grid", alignContent: "start", gap: tokens.space.s });
export const heading = style({ fontSize: "1rem", textTransform: "uppercase", letterSpacing: "0.05em" });
export const subheading = style({ fontSize: "0.875rem", marginBlock: `${tokens.space.m} ${tokens.space.xs}` });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });
export const logo = style({ height: "44px", width: "auto", marginBottom: tokens.space.s });
export const storeName = style({ fontWeight: 700, fontSize: "1.25rem" });
export const extraLogos = style({ listStyle: "none", margin: `${tokens.space.s} 0`, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.s });
export const extraLogo = style({ height: "48px", width: "auto", display: "block" });
export const socials = style([list, { marginTop: tokens.space.s }]);
export const address = style({ fontStyle: "normal" });
export const line = style({ display: "block" });
export const registration = style({ margin: `${tokens.space.s} 0 0` });
globalStyle(`${registration} dt, ${registration} dd`, { display: "inline", margin: 0 });
export const tiles = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });
export const tile = style({
  display: "block",
  padding: `${tokens.space.xs} ${tokens.space.s}`,
  border: "1px solid currentColor",
  borderRadius: tokens.radius.s,
  textDecoration: "none",
  fontWeight: 600,
});
export const newsletterSlot = style({ selectors: { "&:empty": { display: "none" } } });
export const paymentIcons = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.xs });
export const paymentIcon = style({
  border: "1px solid currentColor",
  borderRadius: tokens.radius.s,
  padding: `2px ${tokens.space.s}`,
  fontSize: "0.75rem",
  fontWeight: 700,
});
export const bottom = style([container, { marginTop: tokens.space.l, fontSize: "0.875rem" }]);
