import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const blocks = style({ display: "grid", gap: tokens.space.xl });
export const hideOnMobile = style({ "@media": { "screen and (max-width: 767px)": { display: "none" } } });
export const hideOnDesktop = style({ "@media": { [tokens.media.tablet]: { display: "none" } } });

export const hero = style({
  position: "relative",
  borderRadius: tokens.radius.m,
  overflow: "hidden",
  background: tokens.color.subtle,
});
export const heroImage = style({
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  "@media": { [tokens.media.tablet]: { aspectRatio: "16 / 7" } },
});
export const heroText = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: tokens.space.l,
  background: "linear-gradient(transparent, rgb(0 0 0 / 0.65))",
  color: "#fff",
});
globalStyle(`${heroText} h2`, { fontSize: "clamp(1.5rem, 1rem + 2vw, 2.75rem)", margin: 0 });

const list = { listStyle: "none", margin: 0, padding: 0 } as const;

export const banners = style({
  ...list,
  display: "grid",
  gap: tokens.space.m,
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
});
export const grid = style({
  ...list,
  display: "grid",
  gap: tokens.space.m,
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
});
export const tile = style({ display: "block", color: "inherit", textDecoration: "none" });
export const tileImage = style({ width: "100%", aspectRatio: "1", objectFit: "cover", borderRadius: tokens.radius.m });
export const bannerImage = style([tileImage, { aspectRatio: "16 / 7" }]);
export const tileCaption = style({ marginTop: tokens.space.s, fontWeight: 600 });
export const text = style({ maxWidth: tokens.width.text });
globalStyle(`${text} a`, { color: themeVars.color.primary });
export const video = style({ width: "100%", borderRadius: tokens.radius.m });
