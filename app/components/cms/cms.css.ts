import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

export const blocks = style({ display: "grid", gap: tokens.space.xl });
export const hideOnMobile = style({ "@media": { "screen and (max-width: 767px)": { display: "none" } } });
export const hideOnDesktop = style({ "@media": { [tokens.media.tablet]: { display: "none" } } });

export const title = style({ fontSize: "clamp(1.375rem, 1rem + 1.5vw, 2rem)", margin: 0 });
export const subtitle = style({ margin: `${tokens.space.xs} 0 0`, fontSize: "1.0625rem" });

export const hero = style({
  position: "relative",
  borderRadius: tokens.radius.m,
  overflow: "hidden",
  background: tokens.color.subtle,
});
export const heroImage = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  "@media": { [tokens.media.tablet]: { aspectRatio: "16 / 7" } },
});
/** Text over a picture: white on a dark gradient at the picture's foot. */
export const heroText = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  padding: tokens.space.l,
  background: "linear-gradient(transparent, rgb(0 0 0 / 0.7) 45%)",
  color: "#fff",
});
globalStyle(`${heroText} h2`, { fontSize: "clamp(1.5rem, 1rem + 2vw, 2.75rem)", margin: 0, textShadow: "0 1px 2px rgb(0 0 0 / 0.4)" });
globalStyle(`${heroText} p`, { margin: `${tokens.space.xs} 0 0` });
export const heroLink = style({
  display: "inline-block",
  marginTop: tokens.space.m,
  padding: `${tokens.space.s} ${tokens.space.l}`,
  borderRadius: tokens.radius.pill,
  background: "#fff",
  color: tokens.color.text,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:focus-visible": { outline: "3px solid #fff", outlineOffset: "2px" }, "&:hover": { textDecoration: "underline" } },
});

export const videoBlock = style({ display: "grid", gap: tokens.space.m });
globalStyle(`${videoBlock} video, ${videoBlock} img`, { borderRadius: tokens.radius.m, background: tokens.color.subtle });
export const caption = style({});

export const banner = style([hero, { display: "block", color: "#fff", textDecoration: "none" }]);
export const bannerImage = heroImage;

const list = { listStyle: "none", margin: 0, padding: 0 } as const;

/**
 * The carousel: without JavaScript a row of full-width slides that snaps one at a time (swipe, scroll,
 * or the numbered links); cms-motion.client.ts moves the same row.
 */
export const carousel = style({ display: "grid", gap: tokens.space.m });
export const slides = style({
  ...list,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  overscrollBehaviorX: "contain",
  borderRadius: tokens.radius.m,
  scrollbarWidth: "thin",
  "@media": {
    // The browser code scrolls the row frame by frame for 3000 ms of every 4000. A scroller the browser
    // does not composite (no opaque background, a screen of one pixel per point) is painted again on
    // every frame with every banner in it: four times the renderer's work of a composited one
    // (docs/performance.md §18). Only with scripting: a shopper's own swipe needs no hint.
    "(scripting: enabled)": { willChange: "scroll-position" },
  },
  selectors: {
    // Moved by the browser code (a 3000 ms slide frame by frame): snapping would fight every frame.
    "&[data-moving]": { scrollSnapType: "none" },
    // With its controls in place the scrollbar is only in the way.
    "[data-carousel-ready] &": { scrollbarWidth: "none" },
  },
});
export const slide = style({ position: "relative", scrollSnapAlign: "start", scrollSnapStop: "always" });
export const slideImage = style([heroImage, { background: tokens.color.subtle }]);
export const slideLink = style({ display: "block", color: "#fff", textDecoration: "none" });
export const slideLabel = style({
  position: "absolute",
  left: tokens.space.m,
  bottom: tokens.space.m,
  maxWidth: `calc(100% - 2 * ${tokens.space.m})`,
  padding: `${tokens.space.xs} ${tokens.space.m}`,
  borderRadius: tokens.radius.pill,
  background: "rgb(0 0 0 / 0.72)",
  fontWeight: 700,
  selectors: { [`${slideLink}:hover &`]: { textDecoration: "underline" } },
});
export const carouselFoot = style({
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.m,
  alignItems: "center",
  justifyContent: "space-between",
});
export const carouselTitles = style({ flex: "1 1 16rem" });
export const carouselNav = style({
  display: "flex",
  gap: tokens.space.s,
  alignItems: "center",
  flexWrap: "wrap",
  // Where the browser code will add previous and pause before the slide links and next after them, their
  // room is kept from the first paint, so the links do not move when the buttons arrive (ADR 0074).
  "@media": {
    "(scripting: enabled)": { paddingInlineStart: `calc(2 * (2.75rem + ${tokens.space.s}))`, paddingInlineEnd: `calc(2.75rem + ${tokens.space.s})` },
  },
  selectors: { "[data-carousel-ready] &": { paddingInline: 0 } },
});
/** A slide's link (no JavaScript) and its button (with): a dot with a 44 px target. */
export const dot = style({
  position: "relative",
  display: "inline-grid",
  placeItems: "center",
  width: "2.75rem",
  height: "2.75rem",
  border: 0,
  background: "none",
  padding: 0,
  cursor: "pointer",
  "::before": {
    content: '""',
    width: "0.75rem",
    height: "0.75rem",
    borderRadius: "50%",
    border: `2px solid ${themeVars.color.primary}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { background: themeVars.color.primary },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "-4px", borderRadius: tokens.radius.pill },
  },
});
/** Previous, pause and next (added by the browser code). */
export const control = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "2.75rem",
  height: "2.75rem",
  padding: `0 ${tokens.space.s}`,
  border: `2px solid ${themeVars.color.primary}`,
  borderRadius: tokens.radius.pill,
  background: tokens.color.surface,
  color: themeVars.color.primary,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { background: themeVars.color.primary, color: themeVars.color.onPrimary },
    "&:focus-visible": { outline: `3px solid ${themeVars.color.primary}`, outlineOffset: "2px" },
  },
});

export const grid = style({
  ...list,
  display: "grid",
  gap: tokens.space.m,
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
});
export const tile = style({ display: "block", color: "inherit", textDecoration: "none" });
export const tileImage = style({ width: "100%", height: "auto", aspectRatio: "1", objectFit: "cover", borderRadius: tokens.radius.m });
export const tileCaption = style({ marginTop: tokens.space.s, fontWeight: 600 });
export const text = style({ maxWidth: tokens.width.text });
globalStyle(`${text} a`, { color: themeVars.color.primary });

// Under a transparent header (header-motion.client.ts marks it data-motion="hero") a phone's first
// picture is square: the header (with a search row, up to ~140 px) covers its top, and the title at its
// foot keeps clear of it (at 4:3 the modern-cool header's search row lay over the title).
globalStyle(`body:has(> header[data-motion="hero"]) [data-hero] > div > section:first-child ${heroImage}`, {
  "@media": { "screen and (max-width: 767px)": { aspectRatio: "1 / 1" } },
});
