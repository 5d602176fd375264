import { globalStyle } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";

// The styles of the HTML the server renders into the page's fragments (app/chrome/overlays/render.server.tsx): the cookie banner, the
// newsletter popup and the newsletter signup. Global rules on their data attributes, no class names: the
// module exports nothing, so importing it in root.tsx adds their stylesheet and no JavaScript to the shell.

// The cookie banner: fixed at the bottom, over the page (never pushing it: no layout shift).
const banner = "[data-consent-banner]";
globalStyle(banner, {
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 90,
  background: tokens.color.surface,
  color: tokens.color.text,
  borderTop: `1px solid ${tokens.color.border}`,
  boxShadow: "0 -4px 16px rgb(0 0 0 / 0.12)",
  padding: tokens.space.m,
});
globalStyle(`${banner} > div`, {
  maxWidth: tokens.width.container,
  marginInline: "auto",
  display: "flex",
  flexWrap: "wrap",
  gap: tokens.space.m,
  alignItems: "center",
  justifyContent: "space-between",
});
globalStyle(`${banner} p`, { margin: 0, maxWidth: tokens.width.text });
globalStyle("[data-consent-form]", { display: "flex", gap: tokens.space.s, flexWrap: "wrap" });
globalStyle("[data-consent-categories]", { display: "grid", gap: tokens.space.m, maxWidth: tokens.width.text, paddingInlineStart: tokens.space.l });

// The newsletter signup: label, then the field and its button in a row; the honeypot off screen.
const signup = "[data-newsletter-signup]";
globalStyle(signup, { display: "grid", gap: tokens.space.xs });
globalStyle(`${signup} > div:last-of-type`, { display: "flex", gap: tokens.space.xs, flexWrap: "wrap" });
globalStyle(`${signup} input[type=email]`, {
  flex: "1 1 12rem",
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.s}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.s,
  color: tokens.color.text,
  background: tokens.color.surface,
});
globalStyle(`${signup} button`, {
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.m}`,
  border: 0,
  borderRadius: tokens.radius.s,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 600,
  cursor: "pointer",
});
// In a footer whose colour is (nearly) the primary one, the button takes the footer's text colour and
// the footer's colour as its text: never burgundy on burgundy (issue 19; footer/data.ts footerData).
globalStyle(`[data-buttons=inverse] ${signup} button`, { background: themeVars.color.footerText, color: themeVars.color.footerBackground });
globalStyle(`${signup} [data-honeypot]`, { position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" });
globalStyle(`${signup} p`, { margin: 0, fontWeight: 600 });
// With JavaScript a signup that went through gives way to its answer (server-forms.client.ts).
globalStyle(`${signup}[hidden]`, { display: "none" });
globalStyle("[data-form-answer]", { margin: 0, fontWeight: 600 });

// The newsletter popup: a non-modal <dialog open> at the bottom (fixed: it never moves the page), in the
// spec's two layouts.
const popup = "dialog[data-newsletter-popup]";
globalStyle(popup, {
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
// TWO_COLUMN: the image beside the texts (stacked on a phone).
globalStyle(`${popup}[data-layout=TWO_COLUMN]`, {
  display: "grid",
  gridTemplateColumns: "1fr",
  "@media": { [tokens.media.tablet]: { gridTemplateColumns: "2fr 3fr" } },
});
globalStyle(`${popup}[data-layout=TWO_COLUMN] > img`, { width: "100%", height: "100%", maxHeight: "16rem", objectFit: "cover" });
// BACKGROUND: the image fills the popup behind the texts, which keep a light panel to stay readable.
globalStyle(`${popup}[data-layout=BACKGROUND]`, { display: "grid" });
globalStyle(`${popup}[data-layout=BACKGROUND] > img`, { gridArea: "1 / 1", width: "100%", height: "100%", objectFit: "cover" });
globalStyle(`${popup}[data-layout=BACKGROUND] > div`, {
  gridArea: "1 / 1",
  margin: tokens.space.l,
  background: "rgb(255 255 255 / 0.94)",
  borderRadius: tokens.radius.m,
});
globalStyle(`${popup} > div`, { padding: tokens.space.l, display: "grid", gap: tokens.space.s, alignContent: "start" });
globalStyle(`${popup} h2`, { margin: 0, fontSize: "1.25rem" });
globalStyle(`${popup} > div > p`, { margin: 0 });
globalStyle(`${popup} > form`, { position: "absolute", top: tokens.space.s, right: tokens.space.s, zIndex: 1 });
globalStyle(`${popup} > form button`, {
  minHeight: "2.75rem",
  padding: `0 ${tokens.space.m}`,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.pill,
  background: tokens.color.surface,
  color: tokens.color.text,
  fontWeight: 600,
  cursor: "pointer",
});
