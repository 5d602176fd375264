import { globalStyle } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";

// The promo bar and banners, styled by their data attributes, not by exported class names: this file
// then weighs nothing in the JavaScript every page loads (root.tsx imports it for its CSS only; the
// components themselves are a lazy chunk). Colours, fonts and sizes of one shop come as custom
// properties from the root's nonce'd <style> (app/chrome/promo/load.server.ts promoCss): the CSP allows no
// style attributes.

const button = {
  font: "inherit",
  color: "inherit",
  background: "transparent",
  border: "1px solid currentColor",
  borderRadius: tokens.radius.s,
  paddingInline: tokens.space.s,
  paddingBlock: "2px",
  cursor: "pointer",
  textDecoration: "none",
} as const;

/** At most 64 px high (§9); hidden once the header has shrunk (header-motion sets data-shrunk on <html>). */
globalStyle("[data-promo-bar]", {
  maxHeight: "64px",
  overflow: "hidden",
  background: "var(--etalage-promo-bg, #1d1d1d)",
  color: "var(--etalage-promo-fg, #ffffff)",
  textAlign: "center",
  fontSize: "0.875rem",
  lineHeight: 1.4,
  paddingBlock: tokens.space.s,
  paddingInline: tokens.space.m,
  margin: 0,
});
// Hidden but in its place: removing it would move the page under the scroll position the shrink
// reacts to, and the header would shrink and grow without end (issue 19).
globalStyle(":root[data-shrunk] [data-promo-bar]", { visibility: "hidden" });

/** Both texts are in the markup; the window's width picks one (768 px, §9), without JavaScript. */
globalStyle("[data-promo-wide]", { display: "none", "@media": { [tokens.media.tablet]: { display: "inline" } } });
globalStyle("[data-promo-narrow]", { "@media": { [tokens.media.tablet]: { display: "none" } } });
globalStyle("[data-promo-discount]", { fontWeight: 700, marginInlineStart: tokens.space.s });

globalStyle("[data-banners]", { display: "grid" });
globalStyle("[data-banner]", {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: tokens.space.s,
  paddingBlock: tokens.space.s,
  paddingInline: tokens.space.m,
  background: "var(--etalage-banner-bg, #f4f4f4)",
  color: "var(--etalage-banner-fg, #1d1d1d)",
  fontFamily: "var(--etalage-banner-font, inherit)",
  fontSize: "var(--etalage-banner-size, 14px)",
});
globalStyle("[data-banner] p", { margin: 0 });
globalStyle("[data-banner] a", { color: "inherit" });
globalStyle("[data-banner] form", { display: "inline" });
/** On the page the banner links to, it shrinks to its text (§4). */
globalStyle("[data-banner][data-minimised]", { paddingBlock: "2px", fontSize: "0.75rem" });

globalStyle("[data-promo-button]", button);
globalStyle("[data-promo-button]:disabled", { cursor: "default", opacity: 0.8 });
globalStyle("[data-promo-close]", {
  font: "inherit",
  color: "inherit",
  background: "transparent",
  border: 0,
  cursor: "pointer",
  fontSize: "1.25em",
  lineHeight: 1,
});

/** Sections stack without JavaScript; on a phone the motion module turns them into a carousel. */
globalStyle("[data-sections]", { display: "grid", gap: tokens.space.s, width: "100%", "@media": { [tokens.media.tablet]: { gridAutoFlow: "column" } } });
globalStyle("[data-section]", { display: "flex", alignItems: "center", gap: tokens.space.s, color: "inherit" });
globalStyle("[data-section=RIGHT]", { flexDirection: "row-reverse", justifyContent: "flex-end" });
globalStyle("[data-section] img", { width: "48px", height: "48px", objectFit: "cover", flexShrink: 0 });

/** The carousel (set by promo.client.ts): one slide at a time, the others beside it. */
globalStyle("[data-rotating]", { display: "flex", overflow: "hidden", position: "relative" });
globalStyle("[data-rotating] > *", { flex: "0 0 100%" });
/**
 * The banners' pause button (WCAG 2.2.2), at the start of the row over every slide; the slides leave
 * it room. Light on any banner colour; two bars while it runs, a play triangle once paused.
 */
globalStyle("[data-rotating] > [data-carousel-pause]", {
  position: "absolute",
  insetInlineStart: tokens.space.xs,
  top: "50%",
  translate: "0 -50%",
  zIndex: 1,
  flex: "none",
  width: "1.75rem",
  height: "1.75rem",
  padding: 0,
  border: 0,
  borderRadius: tokens.radius.pill,
  background: "rgb(255 255 255 / 0.9)",
  color: "#1d1d1d",
  fontSize: "0.7rem",
  lineHeight: 1,
  cursor: "pointer",
});
globalStyle("[data-carousel-pause]::before", { content: '"❚❚"', letterSpacing: "-1px" });
globalStyle("[data-carousel-pause][aria-pressed=true]::before", { content: '"▶\\FE0E"', letterSpacing: 0 });
globalStyle("[data-banners][data-rotating] > [data-banner]", { paddingInlineStart: "2.5rem" });

// Where a carousel will turn — scripting on, no reduced motion, two or more slides this page shows, and
// the sections on a phone only (promo.client.ts's rules) — it has its carousel's layout from the first
// paint, the first slide shown: the motion module only starts it after hydration, and nothing below the
// promo rows moves when it does (Lighthouse's CLS; as the USP strip does, usp-strip.css.ts).
const willTurn = "(scripting: enabled) and (prefers-reduced-motion: no-preference)";
const PHONE = "(max-width: 767.98px)";
const turning = (rotate: string) => `[data-rotate=${rotate}]:has(> :not([hidden]) ~ :not([hidden]))`;
for (const [rotate, media] of [
  ["banners", willTurn],
  ["sections", `${willTurn} and ${PHONE}`],
] as const) {
  globalStyle(turning(rotate), { "@media": { [media]: { display: "flex", overflow: "hidden", position: "relative" } } });
  globalStyle(`${turning(rotate)} > *`, { "@media": { [media]: { flex: "0 0 100%" } } });
}
globalStyle(`${turning("banners")} > [data-banner]`, { "@media": { [willTurn]: { paddingInlineStart: "2.5rem" } } });

globalStyle("[data-promo-dialog]", { maxWidth: "28rem", borderRadius: tokens.radius.s, padding: tokens.space.l });
globalStyle("[data-promo-actions]", { display: "flex", gap: tokens.space.s, marginTop: tokens.space.m, flexWrap: "wrap" });
