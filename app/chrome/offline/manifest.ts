// The web app manifest of a shop (ADR 0065): its name, colours and icons from its settings, its start
// in the shop's language. Pure: the route (app/routes/offline/files.ts) gives it the shop's settings.

import { mediaSrcSet } from "@commerce/rules/media-widths";

/** The longest short_name launchers show whole (Chromium's and the manifest spec's advice: about 12). */
const SHORT_NAME_LENGTH = 12;

export type ManifestIcon = { src: string; sizes?: string; type?: string; purpose: "any" };

export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
};

/** The app's own icon, when a shop has no logo (the favicon every page links). */
export const APP_ICON = "/favicon.svg";

/** The name a launcher shows under the icon: the whole name when short, else its first word (cut). */
export function shortName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_LENGTH) return trimmed;
  return (trimmed.split(/\s+/)[0] ?? trimmed).slice(0, SHORT_NAME_LENGTH);
}

/** An icon entry for a picture: an SVG is sharp at any size; a bitmap of the shop's media at its copies' widths. */
export function iconsFor(url: string | null): ManifestIcon[] {
  if (!url || !/^(\/(?!\/)|https:\/\/)/.test(url)) return [];
  const path = url.split(/[?#]/)[0] ?? "";
  if (/\.svg$/i.test(path)) return [{ src: url, sizes: "any", type: "image/svg+xml", purpose: "any" }];
  // A bitmap's height is not known here (no square copies are made): its 640 px copy, sizes left to the
  // browser, which reads them from the picture (a claimed size that is wrong would be refused).
  // (A picture of the shop's media with narrower copies: it has a 640 px one.)
  if (mediaSrcSet(url, 640)) return [{ src: `${url}?w=640`, type: "image/webp", purpose: "any" }];
  return [{ src: url, purpose: "any" }];
}

/**
 * The manifest of a shop in a language. Colours as the document's `<meta name="theme-color">`: the
 * store's theme colour, else its primary colour (~/domain/theme.ts themeFromSettings); the splash
 * screen in the header's background.
 */
export function webAppManifest(input: { name: string; language: string; themeColor: string; backgroundColor: string; logoUrl: string | null }): WebAppManifest {
  const start = `/${input.language}`;
  return {
    id: start,
    name: input.name,
    short_name: shortName(input.name),
    lang: input.language,
    start_url: start,
    scope: "/",
    display: "standalone",
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: [...iconsFor(input.logoUrl), ...iconsFor(APP_ICON)],
  };
}
