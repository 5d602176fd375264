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

/** Five columns on large screens (chrome spec §2). */
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
export const heading = style({ fontSize: "1rem", textTransform: "uppercase", letterSpacing: "0.05em" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.space.xs });
export const logo = style({ height: "44px", width: "auto", marginBottom: tokens.space.s });
export const address = style({ fontStyle: "normal" });
export const bottom = style([container, { marginTop: tokens.space.l, fontSize: "0.875rem", opacity: 0.85 }]);
