import { firstSetting, type Settings } from "./settings";

/** The theme primary colour when a shop sets none (spec §3). */
export const DEFAULT_PRIMARY_COLOR = "#1d4b54";
/** Footer colour words (chrome spec §5); the default footer is dark. */
export const FOOTER_DARK = "#1d1d1d";
export const FOOTER_LIGHT = "#ffffff";
export const DEFAULT_HEADER_BACKGROUND = "#ffffff";

export const HEADER_THEMES = ["simple", "fancy", "ultimate-shape", "modern-cool", "modern-minimal"] as const;
export type HeaderTheme = (typeof HEADER_THEMES)[number];

export type Theme = {
  primary: string;
  onPrimary: string;
  headerBackground: string;
  headerText: string;
  footerBackground: string;
  footerText: string;
  headerTheme: HeaderTheme;
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour from a setting, only when it is a plain hex colour: nothing else may reach the CSS. */
export function hexColor(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && HEX.test(trimmed) ? expandHex(trimmed.toLowerCase()) : undefined;
}

function expandHex(hex: string): string {
  if (hex.length === 7) return hex;
  return `#${[...hex.slice(1)].map((c) => c + c).join("")}`;
}

/** Relative luminance (WCAG 2.x) of a #rrggbb colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A dark background (luminance at most 0.5 is not light, chrome spec §5) takes the light logo. */
export function isDark(background: string): boolean {
  return luminance(background) <= 0.5 && contrastRatio(background, "#ffffff") >= contrastRatio(background, "#1d1d1d");
}

/** Text on a coloured background: whichever of near-black and white reads better. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#1d1d1d") ? "#ffffff" : "#1d1d1d";
}

/** A footer colour setting: 'dark', 'light', 'primary' (any case) or a hex colour; anything else is dark. */
export function footerColor(value: string | undefined, primary: string): string {
  switch (value?.trim().toLowerCase()) {
    case "dark":
      return FOOTER_DARK;
    case "light":
      return FOOTER_LIGHT;
    case "primary":
      return primary;
    default:
      return hexColor(value) ?? FOOTER_DARK;
  }
}

/** The header theme setting; an unknown theme is simple (chrome spec §1). */
export function headerTheme(value: string | undefined): HeaderTheme {
  return (HEADER_THEMES as readonly string[]).includes(value ?? "") ? (value as HeaderTheme) : "simple";
}

/** The tenant's look from its settings: one build serves every shop. */
export function themeFromSettings(settings: Settings): Theme {
  const primary = hexColor(firstSetting(settings, "ecommerce_theme_primary_color", "theme_primary_color")) ?? DEFAULT_PRIMARY_COLOR;
  const headerBackground = hexColor(firstSetting(settings, "ecommerce_header_background_color", "header_background_color")) ?? DEFAULT_HEADER_BACKGROUND;
  const footerBackground = footerColor(firstSetting(settings, "ecommerce_footer_color", "footer_color"), primary);
  const footerText = hexColor(settings.get("ecommerce_footer_text_color"));
  return {
    primary,
    onPrimary: readableTextOn(primary),
    headerBackground,
    headerText: hexColor(settings.get("header_color")) ?? readableTextOn(headerBackground),
    footerBackground,
    footerText: footerText && contrastRatio(footerText, footerBackground) >= 4.5 ? footerText : readableTextOn(footerBackground),
    headerTheme: headerTheme(settings.get("theme")),
  };
}
