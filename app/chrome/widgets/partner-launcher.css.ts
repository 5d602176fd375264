import { keyframes, style } from "@vanilla-extract/css";
import { themeVars, tokens } from "~/styles/theme.css";
import { LAUNCH_ANIMATION_MS } from "~/chrome/widgets/partner-launcher";

// The partner test launcher (app/chrome/widgets/partner-launcher.ts): a floating pill at the bottom left; on a
// phone, with JavaScript, a tap lets a panel slide in, overshoot a little and zoom (help.client.ts)
// before the partner's site opens.

export const launcher = style({
  position: "fixed",
  insetInlineStart: tokens.space.m,
  insetBlockEnd: tokens.space.m,
  zIndex: 40,
  padding: `${tokens.space.s} ${tokens.space.m}`,
  borderRadius: tokens.radius.pill,
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  boxShadow: "0 4px 12px rgb(0 0 0 / 0.25)",
  selectors: { "&:focus-visible": { outline: "3px solid #1d1d1d", outlineOffset: "2px" } },
});

const launch = keyframes({
  "0%": { transform: "translateX(100%) scale(1)" },
  "45%": { transform: "translateX(0) scale(1)" },
  "60%": { transform: "translateX(0) scale(1.06)" },
  "70%": { transform: "translateX(0) scale(1)", opacity: 1 },
  "100%": { transform: "translateX(0) scale(2.5)", opacity: 0 },
});

/** The panel that slides in on a phone before the partner's site opens. */
export const launchPanel = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  display: "grid",
  placeItems: "center",
  background: themeVars.color.primary,
  color: themeVars.color.onPrimary,
  fontSize: "1.5rem",
  fontWeight: 700,
  animation: `${launch} ${LAUNCH_ANIMATION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1) forwards`,
});
