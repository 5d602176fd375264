import { globalStyle } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { header, pageLinkType, themes } from "./header.css";

// A desktop menu entry without a page of its own (Header.tsx PageList: `details[data-title]`): its
// title is the dropdown's button, set like the page links beside it in every theme (header.css.ts's
// `li > a` rules, which name links only), with its chevron.
const titled = (prefix: string, rest = "") =>
  [`${prefix} > nav > ul > li > details[data-title] > summary${rest}`, `${prefix} [data-i=nav] > nav > ul > li > details[data-title] > summary${rest}`].join(
    ", ",
  );

globalStyle(titled(header), { width: "auto", gap: "2px", ...pageLinkType });
globalStyle(titled(header, ":hover"), { textDecoration: "underline" });
globalStyle(titled(`${header}.${themes.fancy}`), { textTransform: "none", fontSize: "16px", letterSpacing: 0, fontWeight: 400 });
globalStyle(titled(`${header}.${themes["ultimate-shape"]}`), { borderRadius: tokens.radius.pill, textTransform: "none", letterSpacing: 0 });
globalStyle(titled(`${header}.${themes["modern-cool"]}`), { textTransform: "lowercase", letterSpacing: "0.02em", fontWeight: 500 });
globalStyle(titled(`${header}.${themes["modern-cool"]}`, ":hover"), { textDecoration: "none", boxShadow: `inset 0 -2px 0 ${themeVars.color.primary}` });
globalStyle(titled(`${header}.${themes["modern-minimal"]}`), { fontWeight: 400, letterSpacing: "0.12em", fontSize: "12px" });
// While the header shrinks or moves over a hero, the links' size follows its variable (header.css.ts).
globalStyle(`${titled(`${header}[data-motion=hero]`)}, ${titled(`:root[data-shrunk] ${header}[data-motion=sticky]`)}`, { fontSize: "var(--etalage-link)" });
