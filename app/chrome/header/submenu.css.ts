import { globalStyle } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";
import { header } from "./header.css";

// A desktop menu entry without a page of its own (Header.tsx PageList: `details[data-title]`): its
// title is the dropdown's button, set like the page links beside it (header.css.ts), with its chevron.
const compactDesktop = "screen and (min-width: 1024px) and (max-width: 1279.98px)";
const wideDesktop = "screen and (min-width: 1280px)";
const titled = [`${header} > nav > ul > li > details[data-title] > summary`, `${header} [data-i=nav] > nav > ul > li > details[data-title] > summary`].join(
  ", ",
);

globalStyle(titled, {
  width: "auto",
  gap: "2px",
  padding: tokens.space.s,
  paddingRight: tokens.space.xs,
  fontSize: "14px",
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
  "@media": {
    [compactDesktop]: { fontSize: "12px", letterSpacing: "0.02em", paddingInline: tokens.space.xs },
    [wideDesktop]: { fontSize: "13px", letterSpacing: "0.03em", paddingInline: "0.4rem" },
  },
});
