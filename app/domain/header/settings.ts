import { z } from "zod";
import { jsonSetting } from "../settings";
import { headerHeight } from "./height";
import { clamp } from "./numbers";
import { iconOrder, isRecord, type Placements, placements } from "./placements";

/**
 * The `ecommerce_header_settings` JSON (chrome spec §3, rules §5, numbers §9) parsed by one schema.
 * Every field falls back on its own: a wrong type or an unknown word costs that field, not the rest;
 * invalid JSON or a non-object is ignored as a whole (§8). Parsing never throws.
 *
 * The spec names the fields but not their defaults. The defaults here are demo shop A's header
 * (workers/core-api/seed/demo.sql): the plainest layout the spec describes — logo left, links inline,
 * search in the top bar (desktop) and in the drawer (mobile), a normal 70/40 px header.
 */

import {
  DESKTOP_SEARCH_PLACEMENTS,
  LOGO_POSITIONS,
  MAX_WIDTHS,
  MOBILE_SEARCH_PLACEMENTS,
  NAV_BELOW_ALIGNMENTS,
  NAV_MODES,
  NAV_PLACEMENTS,
} from "@commerce/contract/constants";

export { DESKTOP_SEARCH_PLACEMENTS, LOGO_POSITIONS, MAX_WIDTHS, MOBILE_SEARCH_PLACEMENTS, NAV_BELOW_ALIGNMENTS, NAV_MODES, NAV_PLACEMENTS };

/** Logo overlap scale over a hero: clamped to 1..3, default 1.5 (§5, §9). */
export const LOGO_OVERLAP_SCALE = { min: 1, max: 3, default: 1.5 } as const;

export type NavMode = (typeof NAV_MODES)[number];

const word = <const T extends readonly [string, ...string[]]>(words: T, fallback: T[number]) => z.enum(words).catch(fallback);
const flag = (fallback: boolean) => z.boolean().catch(fallback);
/** Lists and objects whose rules need more than one field are read as unknown and cleaned below. */
const loose = z.unknown().optional();

const RawHeaderSettings = z.object({
  logoPosition: word(LOGO_POSITIONS, "left"),
  navPlacement: word(NAV_PLACEMENTS, "inline"),
  navMode: word(NAV_MODES, "inline"),
  navBelowAlignment: word(NAV_BELOW_ALIGNMENTS, "left"),
  maxWidth: word(MAX_WIDTHS, "container"),
  // Sticky by default: the shrink and the transparent header (§4) are about a header that stays in view.
  stickyHeader: flag(true),
  searchPlacement: z
    .object({ desktop: word(DESKTOP_SEARCH_PLACEMENTS, "topbar"), mobile: word(MOBILE_SEARCH_PLACEMENTS, "drawer") })
    .catch({ desktop: "topbar", mobile: "drawer" }),
  icons: z.object({ visibility: loose, order: loose }).catch({ visibility: undefined, order: undefined }),
  placements: z.object({ desktop: loose, mobile: loose }).catch({ desktop: undefined, mobile: undefined }),
  fullscreenMenu: flag(false),
  logoOverlapHero: flag(false),
  logoOverlapScale: z.number().catch(LOGO_OVERLAP_SCALE.default),
  headerHeight: loose,
});

export type HeaderSettings = {
  logoPosition: (typeof LOGO_POSITIONS)[number];
  navPlacement: (typeof NAV_PLACEMENTS)[number];
  navMode: NavMode;
  navBelowAlignment: (typeof NAV_BELOW_ALIGNMENTS)[number];
  maxWidth: (typeof MAX_WIDTHS)[number];
  stickyHeader: boolean;
  searchPlacement: { desktop: (typeof DESKTOP_SEARCH_PLACEMENTS)[number]; mobile: (typeof MOBILE_SEARCH_PLACEMENTS)[number] };
  /** The icons to show, in order (wishlist, cart, account, language only). */
  icons: ReturnType<typeof iconOrder>;
  placements: Placements;
  fullscreenMenu: boolean;
  logoOverlapHero: boolean;
  logoOverlapScale: number;
  headerHeight: ReturnType<typeof headerHeight>;
};

/** The header settings from the setting's text; absent, invalid JSON or the wrong shape give the defaults. */
export function parseHeaderSettings(json: string | undefined): HeaderSettings {
  const value = jsonSetting(json);
  // Every field has its own fallback, so an object always parses; anything else counts as {}.
  const raw = RawHeaderSettings.parse(isRecord(value) ? value : {});
  return {
    logoPosition: raw.logoPosition,
    navPlacement: raw.navPlacement,
    navMode: raw.navMode,
    navBelowAlignment: raw.navBelowAlignment,
    maxWidth: raw.maxWidth,
    stickyHeader: raw.stickyHeader,
    searchPlacement: raw.searchPlacement,
    icons: iconOrder(raw.icons.visibility, raw.icons.order),
    placements: placements(raw.placements, raw.navMode, raw.logoPosition),
    fullscreenMenu: raw.fullscreenMenu,
    logoOverlapHero: raw.logoOverlapHero,
    logoOverlapScale: clamp(raw.logoOverlapScale, LOGO_OVERLAP_SCALE.min, LOGO_OVERLAP_SCALE.max),
    headerHeight: headerHeight(raw.headerHeight),
  };
}

/** The defaults, for a header whose setup failed as a whole. */
export const DEFAULT_HEADER_SETTINGS: HeaderSettings = parseHeaderSettings(undefined);
