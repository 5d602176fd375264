import { globalStyle, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { container } from "./layout.css";

/**
 * The header fits one row from 1024 px up (issue 10). Between 1024 and 1280 px the bar is narrow for a
 * shop's full menu, so links, logo and icons take the smaller sizes the spec allows (link font 14 down
 * to 12 px, logo height 50 down to 30 px); from 1280 px the usual sizes.
 */
const compactDesktop = "screen and (min-width: 1024px) and (max-width: 1279.98px)";
const wideDesktop = "screen and (min-width: 1280px)";

export const header = style({
  background: themeVars.color.headerBackground,
  color: themeVars.color.headerText,
  borderBottom: `1px solid ${tokens.color.border}`,
  position: "relative",
  zIndex: 20,
});

export const bar = style([
  container,
  {
    display: "flex",
    alignItems: "center",
    gap: tokens.space.s,
    minHeight: "70px",
    flexWrap: "wrap",
    "@media": { [tokens.media.desktop]: { flexWrap: "nowrap" }, [compactDesktop]: { gap: tokens.space.xs } },
  },
]);

export const logo = style({ display: "inline-flex", alignItems: "center", color: "inherit", textDecoration: "none" });
export const logoImage = style({
  height: "40px",
  width: "auto",
  maxWidth: "7.5rem",
  objectFit: "contain",
  objectPosition: "left center",
  "@media": { [tokens.media.tablet]: { height: "50px", maxWidth: "11rem" }, [compactDesktop]: { height: "32px" } },
});
export const logoText = style({ fontWeight: 700, fontSize: "1.25rem" });

// The menu keeps its one line and its full width (it never shrinks); the search field gives way.
export const desktopNav = style({
  display: "none",
  "@media": { [tokens.media.desktop]: { display: "block", flex: "1 0 auto" } },
});
export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 0,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [tokens.media.desktop]: { flexWrap: "nowrap" } },
});
export const navItem = style({ position: "relative" });
export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.2rem",
  padding: `${tokens.space.s} ${tokens.space.s}`,
  color: "inherit",
  textDecoration: "none",
  fontSize: "14px",
  fontWeight: 600,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
  selectors: { "&:hover, &[aria-current=page]": { textDecoration: "underline" } },
  "@media": {
    [compactDesktop]: { fontSize: "12px", letterSpacing: "0.02em", paddingInline: tokens.space.xs },
    [wideDesktop]: { fontSize: "13px", letterSpacing: "0.03em", paddingInline: "0.4rem" },
  },
});
export const submenu = style({
  display: "none",
  position: "absolute",
  top: "100%",
  left: 0,
  minWidth: "14rem",
  listStyle: "none",
  margin: 0,
  padding: tokens.space.s,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: "0 10px 30px rgb(0 0 0 / 0.12)",
});
// Without JavaScript the dropdown opens on hover and when a link inside has keyboard focus.
globalStyle(`${navItem}:hover > ${submenu}, ${navItem}:focus-within > ${submenu}`, { display: "block" });
export const submenuLink = style({
  display: "block",
  padding: `${tokens.space.s} ${tokens.space.m}`,
  color: "inherit",
  textDecoration: "none",
  borderRadius: tokens.radius.s,
  selectors: { "&:hover": { background: tokens.color.subtle } },
});

export const mobileMenu = style({ "@media": { [tokens.media.desktop]: { display: "none" } } });
export const mobileToggle = style({
  listStyle: "none",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const mobilePanel = style({
  position: "absolute",
  left: 0,
  right: 0,
  top: "100%",
  background: tokens.color.surface,
  color: tokens.color.text,
  padding: tokens.space.m,
  borderBottom: `1px solid ${tokens.color.border}`,
  boxShadow: "0 10px 30px rgb(0 0 0 / 0.12)",
});
export const mobileList = style({ listStyle: "none", margin: 0, padding: 0 });
export const mobileLink = style({
  display: "block",
  padding: `${tokens.space.s} 0`,
  color: "inherit",
  textDecoration: "none",
  fontWeight: 600,
});
export const mobileChildren = style({ listStyle: "none", margin: 0, paddingLeft: tokens.space.m });

export const tools = style({
  display: "flex",
  alignItems: "center",
  gap: 0,
  // The icons and the greeting keep their width ("welkom, Sem" is never cut): the search field gives way.
  flexShrink: 0,
  marginLeft: "auto",
  "@media": { [tokens.media.desktop]: { marginLeft: 0 } },
});
export const toolLink = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: tokens.space.xs,
  minWidth: "2.5rem",
  height: "2.75rem",
  justifyContent: "center",
  color: "inherit",
  textDecoration: "none",
  borderRadius: tokens.radius.pill,
  "@media": { [compactDesktop]: { minWidth: "2.25rem" } },
});
export const badge = style({
  position: "absolute",
  top: "2px",
  right: "0",
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: "0 0.3rem",
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.25rem",
  textAlign: "center",
});
export const statusBadge = style({ position: "absolute", bottom: "6px", right: "4px" });
// The greeting needs the room of a wide bar; the account link's label names the customer anyway.
export const greeting = style({
  display: "none",
  fontSize: "14px",
  maxWidth: "9rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { [wideDesktop]: { display: "inline" } },
});

export const languages = style({ display: "flex", gap: "2px", listStyle: "none", margin: 0, padding: 0 });
export const languageLink = style({
  display: "inline-flex",
  alignItems: "center",
  minWidth: "1.75rem",
  height: "2.75rem",
  justifyContent: "center",
  color: "inherit",
  fontSize: "0.875rem",
  fontWeight: 600,
  textTransform: "uppercase",
  textDecoration: "none",
  selectors: { "&[aria-current=true]": { textDecoration: "underline", textDecorationThickness: "2px" } },
});

export const search = style({
  order: 10,
  flexBasis: "100%",
  display: "flex",
  paddingBottom: tokens.space.s,
  "@media": { [tokens.media.desktop]: { order: 0, flex: "0 1 14rem", minWidth: "8.75rem", paddingBottom: 0 } },
});
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  height: "2.5rem",
  padding: `0 ${tokens.space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRight: "none",
  borderRadius: `${tokens.radius.pill} 0 0 ${tokens.radius.pill}`,
  background: tokens.color.surface,
  color: tokens.color.text,
  "@media": { [compactDesktop]: { paddingInline: "0.75rem" } },
});
export const searchButton = style({
  width: "2.75rem",
  height: "2.5rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  border: `1px solid ${themeVars.color.headerText}`,
  borderRadius: `0 ${tokens.radius.pill} ${tokens.radius.pill} 0`,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  cursor: "pointer",
  "@media": { [compactDesktop]: { width: "2.5rem" } },
});
