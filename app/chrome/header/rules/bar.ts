import { HEADER_ICONS, type HeaderIcon, type HeaderItem, SIDES, type SideItems } from "./placements";
import type { HeaderSettings } from "./settings";

/**
 * Where each item of the main bar sits on a desktop and on a phone (chrome spec §2 header layout, §3
 * placements), worked out in the loader so the browser only renders (ADR 0017). Each item is rendered
 * once; its place per breakpoint is a set of custom properties (written into the theme's nonce'd
 * <style> by the root loader: the CSP allows no style attributes) the header's CSS reads: `--d`/`--m` its
 * order, `--dv`/`--mv` whether it shows (flex or none), `--dm`/`--mm` `auto` for the first item of the
 * centre or the right side (pushing that side away from the one before it), `--dp`/`--mp` and
 * `--dx`/`--mx` to set a lone centre item (the centred logo) in the bar's true middle, however wide
 * the two sides are.
 */
export type BarEntry = { item: HeaderItem; style: Record<string, string | number> };

/** What an optional item needs to show (§2: only when configured; a social icon only with a link). */
export type HeaderExtras = {
  facebook: string | null;
  instagram: string | null;
  tiktok: string | null;
  currency: string | null;
};

/** Where the desktop page links go: the main bar, a second 48 px row, or behind a menu button. */
export type NavRow = "bar" | "below" | "hamburger";

export function navRow(settings: Pick<HeaderSettings, "navMode" | "navPlacement">): NavRow {
  if (settings.navMode === "hamburger") return "hamburger";
  return settings.navMode === "below" || settings.navPlacement === "below" ? "below" : "bar";
}

/**
 * Where the one search form goes (§3 searchPlacement). A page holds one search form (one
 * #header-search), so it lives in one place: the second row when the desktop asks for the navbar (the
 * phone shows that row too unless its own placement is off); else the main bar, on a desktop for
 * topbar, on a phone for navbar — and for drawer, since the drawer is part of the bar on a phone;
 * in the drawer itself only when the desktop has it off.
 */
export type SearchSpot = { at: "row" | "bar" | "drawer" | "none"; desktop: boolean; mobile: boolean };

export function searchSpot(settings: Pick<HeaderSettings, "searchPlacement">, enabled: boolean): SearchSpot {
  const { desktop, mobile } = settings.searchPlacement;
  if (!enabled || (desktop === "off" && mobile === "off")) return { at: "none", desktop: false, mobile: false };
  if (desktop === "navbar") return { at: "row", desktop: true, mobile: mobile !== "off" };
  if (desktop === "off") return mobile === "drawer" ? { at: "drawer", desktop: false, mobile: true } : { at: "bar", desktop: false, mobile: true };
  return { at: "bar", desktop: true, mobile: mobile !== "off" };
}

/**
 * The bar's items: placed items that can show (an icon hidden by icons.visibility, a social item
 * without a link, the currency without a currency, the search when it lives elsewhere are dropped),
 * the icons of each side in icons.order, each item with its place on both breakpoints.
 */
export function barEntries(settings: Pick<HeaderSettings, "placements" | "icons">, extras: HeaderExtras, search: SearchSpot): BarEntry[] {
  const shows = (item: HeaderItem): boolean => {
    if (isIcon(item)) return settings.icons.includes(item);
    if (item === "facebook" || item === "instagram" || item === "tiktok" || item === "currency") return Boolean(extras[item]);
    if (item === "search") return search.at === "bar";
    return true;
  };
  const bars = { desktop: ordered(settings.placements.desktop, settings.icons, shows), mobile: ordered(settings.placements.mobile, settings.icons, shows) };
  if (search.at === "bar") {
    // The search's setting wins over the placements: shown where it says, at the right's start if unplaced.
    for (const [bar, on] of [
      [bars.desktop, search.desktop],
      [bars.mobile, search.mobile],
    ] as const) {
      const placed = SIDES.some((side) => bar[side].includes("search"));
      if (on && !placed) bar.right.unshift("search");
      if (!on) for (const side of SIDES) bar[side] = bar[side].filter((item) => item !== "search");
    }
  }
  // On a phone the search takes a row of its own under the bar: it does not open the right side.
  if (bars.mobile.right.includes("search")) bars.mobile.right = [...bars.mobile.right.filter((item) => item !== "search"), "search"];
  for (const side of ["left", "center"] as const) {
    if (bars.mobile[side].includes("search")) {
      bars.mobile[side] = bars.mobile[side].filter((item) => item !== "search");
      bars.mobile.right.push("search");
    }
  }
  const desktop = places(bars.desktop);
  const mobile = places(bars.mobile);
  const items = [...new Set([...desktop.keys(), ...mobile.keys()])];
  return items.map((item) => {
    const d = desktop.get(item);
    const m = mobile.get(item);
    return {
      item,
      style: {
        "--d": d?.order ?? 0,
        "--dv": d ? "flex" : "none",
        "--dm": d?.first ? "auto" : 0,
        "--dp": d?.middle ? "absolute" : "static",
        "--dx": d?.middle ? "-50%" : "none",
        "--m": m?.order ?? 0,
        "--mv": m ? "flex" : "none",
        "--mm": m?.first ? "auto" : 0,
        "--mp": m?.middle ? "absolute" : "static",
        "--mx": m?.middle ? "-50%" : "none",
      },
    };
  });
}

/** A bar's sides with the items that show, the icons of a side in icons.order (in the icons' own slots). */
function ordered(bar: SideItems, icons: readonly HeaderIcon[], shows: (item: HeaderItem) => boolean): SideItems {
  const side = (items: HeaderItem[]) => {
    const kept = items.filter(shows);
    const inOrder = icons.filter((icon) => kept.includes(icon));
    let next = 0;
    return kept.map((item) => (isIcon(item) ? (inOrder[next++] ?? item) : item));
  };
  return { left: side(bar.left), center: side(bar.center), right: side(bar.right) };
}

type Place = { order: number; first: boolean; middle: boolean };

/** Each item's order across the bar, whether it opens the centre or the right side, whether it is the lone centre item. */
function places(bar: SideItems): Map<HeaderItem, Place> {
  const map = new Map<HeaderItem, Place>();
  let order = 0;
  for (const side of SIDES) {
    const middle = side === "center" && bar.center.length === 1;
    bar[side].forEach((item, i) => {
      if (!map.has(item)) map.set(item, { order: order++, first: i === 0 && side !== "left" && !middle, middle });
    });
  }
  return map;
}

function isIcon(item: HeaderItem): item is HeaderIcon {
  return (HEADER_ICONS as readonly string[]).includes(item);
}
