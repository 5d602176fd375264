import { globalStyle } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";
import { header } from "./header.css";

// The co-brand logos beside the store logo and the phone's back link. Styled by data attribute under
// the header, like the rest of it (header.css.ts: a className in the header's JSX is JavaScript on
// every page).
const desktop = tokens.media.desktop;

globalStyle(`${header} [data-cobrand]`, {
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  marginLeft: tokens.space.s,
  paddingLeft: tokens.space.s,
  borderLeft: "1px solid currentColor",
});
globalStyle(`${header} [data-cobrand] img`, {
  height: "28px",
  width: "auto",
  maxWidth: "5.5rem",
  objectFit: "contain",
  display: "block",
  "@media": { [desktop]: { height: "40px", maxWidth: "8rem" } },
});

// The back link: a chevron pointing left, before the menu button; phones only (§2).
globalStyle(`${header} [data-i=nav] > a[data-back] svg`, { rotate: "90deg" });
globalStyle(`${header} [data-i=nav] > a[data-back]`, { "@media": { [desktop]: { display: "none" } } });
