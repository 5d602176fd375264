import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { tokens } from "~/styles/theme.css";
import { footer } from "~/chrome/footer/footer.css";

// The sticky help button (chrome spec §3, §9). Its colours and sizes are custom properties the root
// writes from the setting into the nonce'd theme style (sticky-button.ts stickyButtonCss); its position,
// shape, display and animation are data attributes, so the CSP needs no style attributes.

const pulse = keyframes({ "0%, 100%": { transform: "scale(1)" }, "50%": { transform: "scale(1.08)" } });
const bounce = keyframes({ "0%, 100%": { transform: "translateY(0)" }, "50%": { transform: "translateY(-8px)" } });
const wiggle = keyframes({ "0%, 100%": { transform: "rotate(0)" }, "25%": { transform: "rotate(-8deg)" }, "75%": { transform: "rotate(8deg)" } });

export const root = style({
  position: "fixed",
  zIndex: 40,
  margin: tokens.space.m,
  selectors: {
    "&[data-pos=bottom-right]": { right: 0, bottom: 0 },
    "&[data-pos=bottom-left]": { left: 0, bottom: 0 },
    "&[data-pos=top-right]": { right: 0, top: 0 },
    "&[data-pos=top-left]": { left: 0, top: 0 },
  },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  boxSizing: "border-box",
  minWidth: "var(--etalage-sb-w, 56px)",
  height: "var(--etalage-sb-h, 56px)",
  paddingInline: tokens.space.s,
  border: 0,
  borderRadius: tokens.radius.m,
  overflow: "hidden",
  background: "var(--etalage-sb-bg, #0EA5E9)",
  color: "var(--etalage-sb-icon, #fff)",
  fontSize: "var(--etalage-sb-size, 14px)",
  fontWeight: "var(--etalage-sb-weight, 600)" as unknown as number,
  textDecoration: "none",
  cursor: "pointer",
  listStyle: "none",
  // A white ring: the button stays apart from a background of its own colour (Stadsbazaar's burgundy
  // pill over its burgundy footer, issue 19); on white it does not show.
  boxShadow: "0 0 0 2px #ffffff, 0 4px 12px rgb(0 0 0 / 0.25)",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "[data-shape=circle] &": { borderRadius: "50%", paddingInline: 0, width: "var(--etalage-sb-w, 56px)" },
    "[data-shape=pill] &": { borderRadius: tokens.radius.pill },
    "[data-display=text] &": { color: "var(--etalage-sb-text, #fff)" },
    "[data-display=image] &": { padding: 0 },
    "&:focus-visible": { outline: "3px solid #1d1d1d", outlineOffset: "2px" },
  },
  // The configured motion draws the eye when a page opens, then rests: moving content that starts by
  // itself stops within 5 s (WCAG 2.2.2, "Pause, Stop, Hide"), so a few rounds, never endless. (An
  // endless pulse also kept a phone's compositor drawing for as long as the page was open.)
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      selectors: {
        "[data-anim=pulse] &": { animation: `${pulse} 2s ease-in-out 2` },
        "[data-anim=bounce] &": { animation: `${bounce} 1.6s ease-in-out 3` },
        "[data-anim=wiggle] &": { animation: `${wiggle} 1.2s ease-in-out 4` },
      },
    },
  },
});

export const image = style({
  width: "var(--etalage-sb-w, 56px)",
  height: "var(--etalage-sb-h, 56px)",
  objectFit: "contain",
  selectors: { "[data-fit=cover] &": { objectFit: "cover" } },
});

/** The popup: a panel beside the button without JavaScript (details), a modal dialog with it. */
export const panel = style({
  position: "absolute",
  right: 0,
  bottom: "calc(100% + 0.5rem)",
  width: "min(22rem, calc(100vw - 2rem))",
  padding: tokens.space.m,
  background: tokens.color.surface,
  color: tokens.color.text,
  border: `1px solid ${tokens.color.border}`,
  borderRadius: tokens.radius.m,
  boxShadow: "0 8px 24px rgb(0 0 0 / 0.2)",
  selectors: {
    "[data-pos^=top] &": { bottom: "auto", top: "calc(100% + 0.5rem)" },
    "[data-pos$=left] &": { right: "auto", left: 0 },
  },
});

export const dialog = style({
  width: "min(26rem, calc(100vw - 2rem))",
  padding: tokens.space.l,
  border: 0,
  borderRadius: tokens.radius.m,
  color: tokens.color.text,
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.4)" } },
});

export const title = style({ margin: `0 0 ${tokens.space.s}`, fontSize: "1.125rem" });

export const close = style({
  marginTop: tokens.space.m,
  padding: `${tokens.space.s} ${tokens.space.m}`,
  border: `1px solid ${tokens.color.text}`,
  borderRadius: tokens.radius.s,
  background: tokens.color.surface,
  color: tokens.color.text,
  font: "inherit",
  cursor: "pointer",
  textDecoration: "none",
  display: "inline-block",
});

globalStyle(`${panel} p, ${dialog} p`, { margin: `0 0 ${tokens.space.s}` });

// Floating widgets (this button, the partner launcher) never cover content (issue 19, ADR 0035):
// the footer ends with room for them, so the page's last lines scroll clear of them …
globalStyle(`body:has([data-floating-widgets] [data-pos^=bottom], [data-floating-widgets] [data-launcher]) ${footer}`, {
  paddingBottom: "calc(max(var(--etalage-sb-h, 2.75rem), 2.75rem) + 2 * 1rem)",
});
// … and they step aside while the search preview or a menu of the header (its drawer) is open. Modal
// dialogs (the mini cart, the help popup) are in the top layer, above them anyway.
globalStyle("body:has([aria-controls=header-search-results][aria-expanded=true], header details[open]) [data-floating-widgets]", { visibility: "hidden" });
// … and they wait while a page that scrolls is at its top (issue 23's loose end): the first screen — a
// hero's words and its button, the page's heading, the first cards — is what a shopper reads first, and a
// widget in a corner sat on it there. From the first scroll on they stand as before; a page too short to
// scroll shows them at once. No JavaScript: a scroll-state container query on the root (Chromium 133+;
// elsewhere they show at rest as before).
globalStyle(":root", { containerType: "scroll-state" as never });
// The wheel's launcher (app/chrome/wheel/) is one of them: its code builds it with data-wheel-launcher.
globalStyle("[data-floating-widgets], [data-wheel-launcher]", {
  "@container": { "scroll-state((not (scrollable: top)) and (scrollable: bottom))": { visibility: "hidden" } },
});
