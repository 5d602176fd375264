import { HEADER_ITEMS_COLOR_MODES, HEADER_THEMES } from "@commerce/contract/constants";
import { firstSetting, type Settings } from "./settings";

/** The theme primary colour when a shop sets none (spec §3). */
export const DEFAULT_PRIMARY_COLOR = "#1d4b54";
/** Footer colour words (chrome spec §5); the default footer is dark. */
export const FOOTER_DARK = "#1d1d1d";
export const FOOTER_LIGHT = "#ffffff";
export const DEFAULT_HEADER_BACKGROUND = "#ffffff";
/**
 * Default header colours (chrome spec §9): white for the simple header, purple for the fancy one. The
 * spec names no purple; this one carries white text at a contrast above 7.
 */
export const DEFAULT_FANCY_HEADER_BACKGROUND = "#5b2a86";

export { HEADER_THEMES };
export type HeaderTheme = (typeof HEADER_THEMES)[number];

export type Theme = {
  primary: string;
  onPrimary: string;
  headerBackground: string;
  headerText: string;
  footerBackground: string;
  footerText: string;
  headerTheme: HeaderTheme;
  /** The header's background image (a same-origin path or an http(s) url), or null. */
  headerBackgroundImage: string | null;
  headerItemsColorMode: HeaderItemsColorMode;
  /** The store's theme colour (theme_color): the browser's own bars (meta theme-color); the primary colour's last fallback. */
  themeColor: string;
  /** The store's loyalty colour (loyalty_color), and the text that reads on it; the primary colour when unset. */
  loyalty: string;
  onLoyalty: string;
  /** The shop's fonts (typography): checked font family lists, or null for the stylesheet's own. */
  fonts: Typography;
};

/** The shop's fonts from its typography setting. */
export type Typography = { body: string | null; headings: string | null };

const FONT_FAMILY = /^[\p{L}\p{N} ,'"-]+$/u;

/**
 * The typography setting (JSON {"body", "headings"}): each a font family list of letters, digits, spaces,
 * hyphens, commas and quotes (at most 100); invalid JSON, or a field that is not such a list, is ignored.
 */
export function typography(value: string | undefined): Typography {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : null;
  } catch {
    parsed = null;
  }
  const field = (name: "body" | "headings") => {
    const font = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>)[name] : undefined;
    return typeof font === "string" && font.trim().length > 0 && font.length <= 100 && FONT_FAMILY.test(font) ? font.trim() : null;
  };
  return { body: field("body"), headings: field("headings") };
}

/** ecommerce_header_items_color_mode: light or dark items, or auto (from the background's lightness). */
export { HEADER_ITEMS_COLOR_MODES };
export type HeaderItemsColorMode = (typeof HEADER_ITEMS_COLOR_MODES)[number];

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

/** The store's logo variants (chrome spec §3 "logos"): the plain one, the white one, the dark one. */
export type StoreLogos = { logoUrl: string | null; logoLightUrl: string | null; logoDarkUrl: string | null };

/**
 * The logo on a background: on a dark one the white variant (store_logo_light), else the plain logo;
 * on a light one the plain logo (in the shop's colours), else the dark variant (store_logo_dark). The
 * spec names the dark variant but not where it shows; it never replaces the shop's own colours, and it
 * never shows on a dark background (the shop's name does instead).
 */
export function logoOn(background: string, logos: StoreLogos): string | null {
  return isDark(background) ? (logos.logoLightUrl ?? logos.logoUrl) : (logos.logoUrl ?? logos.logoDarkUrl);
}

/** Text on a coloured background: whichever of near-black and white reads better. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, "#ffffff") >= contrastRatio(background, "#1d1d1d") ? "#ffffff" : "#1d1d1d";
}

/** WCAG AA: text needs 4.5:1 against its background; a control's shape and an icon need 3:1 (1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const SHAPE_CONTRAST = 3;

/**
 * A colour a shop chose for text (or an icon) on `background`, when it reads there; otherwise whichever
 * of near-black and white reads better (issue 19: no unreadable button whatever the settings say).
 */
export function readableColor(preferred: string | undefined, background: string, minimum: number = TEXT_CONTRAST): string {
  return preferred && contrastRatio(preferred, background) >= minimum ? preferred : readableTextOn(background);
}

/**
 * A button on a coloured panel (the footer's 'Inschrijven'): in the primary colour when that stands out
 * from the panel (3:1), else "inverse" — in the panel's own text colour, with the panel's colour as its
 * text — so Stadsbazaar's burgundy button is no longer burgundy on its burgundy footer.
 */
export function buttonTone(primary: string, panel: string): "primary" | "inverse" {
  return contrastRatio(primary, panel) >= SHAPE_CONTRAST ? "primary" : "inverse";
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
  // The store's theme colour stands in for a primary colour the shop did not set (cart spec §3 Store).
  const themeColor = hexColor(settings.get("theme_color"));
  const primary = hexColor(firstSetting(settings, "ecommerce_theme_primary_color", "theme_primary_color")) ?? themeColor ?? DEFAULT_PRIMARY_COLOR;
  const loyalty = hexColor(settings.get("loyalty_color")) ?? primary;
  const theme = headerTheme(settings.get("theme"));
  const headerBackground = hexColor(firstSetting(settings, "ecommerce_header_background_color", "header_background_color")) ?? defaultHeaderBackground(theme);
  const footerBackground = footerColor(firstSetting(settings, "ecommerce_footer_color", "footer_color"), primary);
  const footerText = hexColor(settings.get("ecommerce_footer_text_color"));
  return {
    primary,
    onPrimary: readableTextOn(primary),
    headerBackground,
    headerText: hexColor(settings.get("header_color")) ?? readableTextOn(headerBackground),
    footerBackground,
    footerText: readableColor(footerText, footerBackground),
    headerTheme: theme,
    headerBackgroundImage: imageUrl(firstSetting(settings, "ecommerce_header_background_image", "header_background_image")),
    headerItemsColorMode: headerItemsColorMode(settings.get("ecommerce_header_items_color_mode")),
    themeColor: themeColor ?? primary,
    loyalty,
    onLoyalty: readableTextOn(loyalty),
    fonts: typography(settings.get("typography")),
  };
}

export function defaultHeaderBackground(theme: HeaderTheme): string {
  return theme === "fancy" ? DEFAULT_FANCY_HEADER_BACKGROUND : DEFAULT_HEADER_BACKGROUND;
}

export function headerItemsColorMode(value: string | undefined): HeaderItemsColorMode {
  return (HEADER_ITEMS_COLOR_MODES as readonly string[]).includes(value?.trim() ?? "") ? (value?.trim() as HeaderItemsColorMode) : "auto";
}

/**
 * An image url from a setting, only a root-relative path or an http(s) url without quotes, brackets,
 * backslashes or spaces: it ends up in a CSS url(), where nothing else may reach.
 */
export function imageUrl(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return /^(https?:\/\/|\/(?!\/))[^\s"'()\\<>]+$/i.test(trimmed) ? trimmed : null;
}

/** The side of the canvas the header's background image is drawn on to sample its lightness (§5). */
export const LIGHTNESS_SAMPLE_PX = 16;

/**
 * The lightness of the header's background image from its RGBA pixels (a 16×16 canvas's getImageData
 * data): the relative luminance of the average colour, each pixel weighted by its alpha. Null — unknown
 * (§8) — when there are no pixels, the data is not whole RGBA pixels or every pixel is transparent.
 */
export function imageLightness(data: ArrayLike<number> | null | undefined): number | null {
  if (!data || data.length === 0 || data.length % 4 !== 0) return null;
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  let weight = 0;
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (data[i + 3] ?? 0) / 255;
    sum += alpha * (0.2126 * linear(data[i] ?? 0) + 0.7152 * linear(data[i + 1] ?? 0) + 0.0722 * linear(data[i + 2] ?? 0));
    weight += alpha;
  }
  return weight > 0 ? sum / weight : null;
}

/** Light means luminance above 0.5 (§5); no lightness is unknown. */
export function backgroundTone(lightness: number | null): "light" | "dark" | "unknown" {
  if (lightness === null) return "unknown";
  return lightness > 0.5 ? "light" : "dark";
}

/**
 * The tone of the header's items (links, icons): the mode when it is light or dark; in auto, dark items
 * on a light background image and light items on a dark one, and when the image's lightness is unknown
 * (or there is no image) whatever reads best on the background colour.
 */
export function headerItemsTone(mode: HeaderItemsColorMode, imageTone: "light" | "dark" | "unknown", background: string): "light" | "dark" {
  if (mode !== "auto") return mode;
  if (imageTone !== "unknown") return imageTone === "light" ? "dark" : "light";
  return isDark(background) ? "light" : "dark";
}
