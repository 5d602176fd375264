import { fallbackVar, globalStyle } from "@vanilla-extract/css";
import { themeVars, tokens } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%", scrollPaddingTop: "5rem" });
globalStyle("body", {
  margin: 0,
  // The shop's typography, else the system's fonts.
  fontFamily: fallbackVar(themeVars.font.body, tokens.font.body),
  fontSize: "1rem",
  lineHeight: 1.5,
  color: tokens.color.text,
  background: tokens.color.surface,
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
});
globalStyle("img, svg, video", { maxWidth: "100%", height: "auto", display: "block" });
globalStyle("a", { color: themeVars.color.primary, textUnderlineOffset: "0.15em" });
globalStyle("a:hover", { textDecorationThickness: "2px" });
globalStyle("h1, h2, h3", { lineHeight: 1.2, margin: `0 0 ${tokens.space.m}`, fontFamily: fallbackVar(themeVars.font.headings, "inherit") });
globalStyle("h1", { fontSize: "clamp(1.6rem, 1.2rem + 1.5vw, 2.4rem)" });
globalStyle("p", { margin: `0 0 ${tokens.space.m}` });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
globalStyle(":focus-visible", { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "2px" });
globalStyle("main", { flex: "1 0 auto" });
// Text for screen readers only (e.g. "was"/"now" before struck-through prices).
globalStyle(".sr-only", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
