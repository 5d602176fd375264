import { style } from "@vanilla-extract/css";
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
