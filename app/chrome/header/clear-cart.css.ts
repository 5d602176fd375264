import { globalStyle } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";
import { header } from "./header.css";

// The clear-cart button beside the cart and its question (ClearCart.tsx). Styled by data attribute
// under the header, like the rest of it (header.css.ts).
const clear = `${header} [data-clear-cart]`;
const mobile = "screen and (max-width: 1023.98px)";

// In the bar from the desktop width on; on a phone the bar has no room for it beside the centred logo,
// so it is in the drawer there (and only there: a desktop in hamburger mode opens the drawer too).
const bar = `${header} [data-i=cart] > [data-clear-host] > [data-clear-cart]`;
globalStyle(`${header} [data-clear-host]`, { display: "contents" });
const drawer = `${header} [data-drawer] [data-clear-cart]`;
globalStyle(bar, { position: "relative", "@media": { [mobile]: { display: "none" } } });
globalStyle(drawer, { "@media": { [tokens.media.desktop]: { display: "none" } } });
globalStyle(`${drawer} > summary`, { justifyContent: "flex-start", gap: tokens.space.s, padding: `${tokens.space.s} 0`, fontWeight: 600 });
globalStyle(`${drawer} > div`, { position: "static", width: "auto", marginTop: tokens.space.xs, boxShadow: "none" });
globalStyle(`${clear} > summary`, {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.25rem",
  height: "2.75rem",
  borderRadius: tokens.radius.pill,
});
globalStyle(`${clear} > div`, {
  position: "absolute",
  top: "100%",
  right: 0,
  zIndex: 6,
  width: "min(16rem, calc(100vw - 2rem))",
  padding: tokens.space.m,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: "0 10px 30px rgb(0 0 0 / 0.12)",
  fontFamily: "system-ui, sans-serif",
  fontWeight: 400,
  lineHeight: 1.4,
});
globalStyle(`${clear} p`, { margin: `0 0 ${tokens.space.s}` });
globalStyle(`${clear} button`, {
  width: "100%",
  minHeight: "2.75rem",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  border: "none",
  borderRadius: tokens.radius.pill,
  background: tokens.color.danger,
  color: "#ffffff",
  fontWeight: 600,
  cursor: "pointer",
});
