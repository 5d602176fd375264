import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { container } from "~/components/layout/layout.css";

// Few class names (each one is a string in the browser's code): the footer's parts are styled by
// their elements under the footer.
export const footer = style({
  marginTop: tokens.space.xxl,
  background: themeVars.color.footerBackground,
  color: themeVars.color.footerText,
  paddingBlock: tokens.space.xl,
});
globalStyle(`${footer} a`, { color: "inherit" });
globalStyle(`${footer} h2`, { fontSize: "1rem", textTransform: "uppercase", letterSpacing: "0.05em" });
globalStyle(`${footer} h3`, { fontSize: "0.875rem", marginBlock: `${tokens.space.m} ${tokens.space.xs}` });
globalStyle(`${footer} ul`, { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });
globalStyle(`${footer} section > ul + ul`, { marginTop: tokens.space.s });
globalStyle(`${footer} section > img`, { height: "44px", width: "auto", marginBottom: tokens.space.s });
globalStyle(`${footer} section > p:first-child`, { fontWeight: 700, fontSize: "1.25rem" });
globalStyle(`${footer} address`, { fontStyle: "normal" });
globalStyle(`${footer} address > span`, { display: "block" });
globalStyle(`${footer} dl`, { margin: `${tokens.space.s} 0 0` });
globalStyle(`${footer} dt, ${footer} dd`, { display: "inline", margin: 0 });
globalStyle(`${footer} [data-footer-slot]:empty`, { display: "none" });

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
/** Tiles in a row: quick contact, payment methods, extra logos. */
export const tiles = style({ selectors: { [`${footer} &`]: { display: "flex", flexWrap: "wrap" } } });
globalStyle(`${tiles} > li`, {
  border: "1px solid currentColor",
  borderRadius: tokens.radius.s,
  padding: `2px ${tokens.space.s}`,
  fontSize: "0.875rem",
  fontWeight: 600,
});
globalStyle(`${tiles} img`, { height: "48px", width: "auto", display: "block" });
globalStyle(`${tiles} a`, { textDecoration: "none" });
/** The payment methods' marks (38 × 24, their room fixed by the svg's size); a method without one shows its name in a tile. */
export const payments = style({
  selectors: { [`${footer} &`]: { listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: tokens.space.s, alignItems: "center" } },
});
globalStyle(`${payments} svg`, { display: "block", width: "38px", height: "24px" });
globalStyle(`${payments} [data-payment-name]`, {
  display: "block",
  border: "1px solid currentColor",
  borderRadius: tokens.radius.s,
  padding: `2px ${tokens.space.s}`,
  fontSize: "0.875rem",
  fontWeight: 600,
});
export const bottom = style([container, { marginTop: tokens.space.l, fontSize: "0.875rem" }]);
/** Blocks stacked in one column (the signup, the payment methods) stand apart, not on each other's heading. */
globalStyle(`${columns} > div > * + section`, { marginTop: tokens.space.l });
