import { createGlobalThemeContract } from "@vanilla-extract/css";

/**
 * The tenant's colours as CSS custom properties with fixed names. The values come from the tenant's
 * settings per request (root.tsx writes them in a nonce'd <style>), so one build serves every shop.
 */
export const themeVars = createGlobalThemeContract({
  color: {
    primary: "etalage-primary",
    onPrimary: "etalage-on-primary",
    headerBackground: "etalage-header-bg",
    headerText: "etalage-header-text",
    footerBackground: "etalage-footer-bg",
    footerText: "etalage-footer-text",
    /** The store's loyalty colour (loyalty_color; the primary colour when unset) and the text on it. */
    loyalty: "etalage-loyalty",
    onLoyalty: "etalage-on-loyalty",
  },
  /** The shop's typography (unset: the stylesheet's own fonts, by fallbackVar). */
  font: { body: "etalage-font-body", headings: "etalage-font-headings" },
});

/** Fixed design tokens: the same for every shop. */
export const tokens = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  color: {
    text: "#1d1d1d",
    muted: "#595959",
    border: "#d9d9d9",
    surface: "#ffffff",
    subtle: "#f5f4f1",
    danger: "#b3261e",
    success: "#1e6b3a",
  },
  space: { xs: "0.25rem", s: "0.5rem", m: "1rem", l: "1.5rem", xl: "2.5rem", xxl: "4rem" },
  radius: { s: "4px", m: "8px", pill: "999px" },
  width: { container: "80rem", text: "46rem" },
  /** Breakpoints from the spec: mobile up to 768 px, large layout from 1024 px. */
  media: { tablet: "screen and (min-width: 768px)", desktop: "screen and (min-width: 1024px)" },
} as const;
