/**
 * Which items sit where in the header's main bar (chrome spec §3 placements, §5 rules), and which
 * icons show in which order (§5 icon order).
 */

/** Every item a placement may name (§3); anything else is dropped. */
export const HEADER_ITEMS = [
  "logo",
  "search",
  "nav",
  "account",
  "cart",
  "wishlist",
  "language",
  "currency",
  "contact",
  "facebook",
  "instagram",
  "tiktok",
] as const;
export type HeaderItem = (typeof HEADER_ITEMS)[number];

/** The icons icons.order may hold (§5); also the order used when none remain. */
export const HEADER_ICONS = ["wishlist", "cart", "account", "language"] as const;
export type HeaderIcon = (typeof HEADER_ICONS)[number];

export const SIDES = ["left", "center", "right"] as const;
export type Side = (typeof SIDES)[number];
export type SideItems = Record<Side, HeaderItem[]>;
export type Placements = { desktop: SideItems; mobile: SideItems };

type NavMode = "below" | "inline" | "hamburger";
type LogoPosition = "left" | "center";

/**
 * The icons in their order: only the four icons, each once, minus those whose visibility is false;
 * when nothing remains, all four (§5). No order given: the four in their default order.
 */
export function iconOrder(visibility: unknown, order: unknown): HeaderIcon[] {
  const hidden = (icon: HeaderIcon) => isRecord(visibility) && visibility[icon] === false;
  const wanted = Array.isArray(order) ? unique(order.filter(isIcon)) : [...HEADER_ICONS];
  const shown = wanted.filter((icon) => !hidden(icon));
  return shown.length > 0 ? shown : [...HEADER_ICONS];
}

/**
 * The placements of both bars, cleaned (§5): only known item names, no duplicate within a side; on
 * desktop the nav is removed unless the mode is inline or hamburger, and in hamburger mode it is added
 * (at the start of the left side) when no side holds it; on mobile the nav (the drawer's menu button)
 * never sits in the centre — it goes to the start of the left side unless the left or right has it —
 * and the logo, the phone's centred title (§2), is in the centre when no side holds it. A bar the
 * setting does not describe gets the default layout for the logo position.
 */
export function placements(raw: { desktop?: unknown; mobile?: unknown }, navMode: NavMode, logoPosition: LogoPosition): Placements {
  const desktop = sideItems(raw.desktop) ?? defaultDesktop(logoPosition);
  const mobile = sideItems(raw.mobile) ?? defaultMobile();
  return { desktop: desktopNav(desktop, navMode), mobile: mobileNav(mobile) };
}

function desktopNav(bar: SideItems, navMode: NavMode): SideItems {
  if (navMode === "below") return mapSides(bar, (items) => items.filter((item) => item !== "nav"));
  if (navMode === "hamburger" && !SIDES.some((side) => bar[side].includes("nav"))) return { ...bar, left: ["nav", ...bar.left] };
  return bar;
}

function mobileNav(bar: SideItems): SideItems {
  const titled = SIDES.some((side) => bar[side].includes("logo"));
  const center = [...(titled ? [] : (["logo"] as HeaderItem[])), ...bar.center.filter((item) => item !== "nav")];
  if (bar.left.includes("nav") || bar.right.includes("nav")) return { ...bar, center };
  return { left: ["nav", ...bar.left], center, right: bar.right };
}

/** One bar's sides from the setting; null when the setting has no object for it. */
function sideItems(value: unknown): SideItems | null {
  if (!isRecord(value)) return null;
  const side = (list: unknown) => (Array.isArray(list) ? unique(list.filter(isItem)) : []);
  return { left: side(value.left), center: side(value.center), right: side(value.right) };
}

/** Demo shop A's desktop bar for a logo on the left; the centred logo swaps places with the links. */
function defaultDesktop(logoPosition: LogoPosition): SideItems {
  const icons: HeaderItem[] = ["search", ...HEADER_ICONS];
  if (logoPosition === "center") return { left: ["nav"], center: ["logo"], right: icons };
  return { left: ["logo"], center: ["nav"], right: icons };
}

/** The spec's mobile bar (§2): menu button, centred logo, search, wishlist, cart and account. */
function defaultMobile(): SideItems {
  return { left: ["nav"], center: ["logo"], right: ["search", "wishlist", "cart", "account"] };
}

function mapSides(bar: SideItems, f: (items: HeaderItem[]) => HeaderItem[]): SideItems {
  return { left: f(bar.left), center: f(bar.center), right: f(bar.right) };
}

function isItem(value: unknown): value is HeaderItem {
  return (HEADER_ITEMS as readonly unknown[]).includes(value);
}

function isIcon(value: unknown): value is HeaderIcon {
  return (HEADER_ICONS as readonly unknown[]).includes(value);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
