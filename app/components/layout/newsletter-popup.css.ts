import { globalStyle, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

/**
 * The newsletter popup: a server-rendered, non-modal <dialog open> at the bottom corner (it never
 * moves the page: fixed), in one of the two layouts of the spec.
 */
export const popup = style({
  position: "fixed",
  insetInline: tokens.space.m,
  bottom: tokens.space.m,
  marginInline: "auto",
  zIndex: 80,
  width: "auto",
  maxWidth: "40rem",
  maxHeight: "calc(100vh - 2rem)",
  overflow: "auto",
  padding: 0,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  background: tokens.color.surface,
  color: tokens.color.text,
  boxShadow: "0 8px 32px rgb(0 0 0 / 0.25)",
});
/** Two columns: the image beside the texts (stacked on a phone). */
export const twoColumn = style({
  display: "grid",
  gridTemplateColumns: "1fr",
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "2fr 3fr" } },
});
globalStyle(`${twoColumn} > img`, { width: "100%", height: "100%", maxHeight: "16rem", objectFit: "cover" });
/** BACKGROUND: the image fills the popup behind the texts, which keep a light panel to stay readable. */
export const background = style({ display: "grid" });
globalStyle(`${background} > img`, { gridArea: "1 / 1", width: "100%", height: "100%", objectFit: "cover" });
globalStyle(`${background} > div`, { gridArea: "1 / 1", margin: tokens.space.l, background: "rgb(255 255 255 / 0.94)", borderRadius: tokens.radius.m });
export const content = style({ padding: tokens.space.l, display: "grid", gap: tokens.space.s, alignContent: "start" });
globalStyle(`${content} h2`, { margin: 0, fontSize: "1.25rem" });
globalStyle(`${content} p`, { margin: 0 });
export const close = style({ position: "absolute", top: tokens.space.s, right: tokens.space.s, zIndex: 1 });
globalStyle(`${close} button`, {
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.pill,
  background: tokens.color.surface,
  color: tokens.color.text,
  fontWeight: 600,
  cursor: "pointer",
});
