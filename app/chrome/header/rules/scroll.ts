import type { HeaderHeight } from "./height";
import { clamp } from "./numbers";

/**
 * The header as the page scrolls (chrome spec §4 "Transparent header over the hero", §9): pure
 * functions of the scroll position, so the browser code only reads scrollY and writes the results.
 * Reduced motion is the view's concern: it applies the end states without transitions.
 */

/** A transparent header over a hero starts to fade in after 350 px (§9). */
export const HERO_SCROLL_THRESHOLD_PX = 350;
/** Without a hero the header reacts at the promo bar's height when known, else at 50 px (§9). */
export const FALLBACK_SCROLL_THRESHOLD_PX = 50;

/** What the header shrinks between (§9): icon size in rem, the others in px. */
export const SHRINK_RANGE = {
  iconRem: { max: 1.5, min: 1.1 },
  logoPx: { max: 50, min: 30 },
  linkFontPx: { max: 14, min: 12 },
  topMarginPx: { max: 22, min: 0 },
} as const;

/**
 * The scroll threshold (§9 "default 350 px, or the promo bar height if known, else 50"): over a hero
 * it is 350; elsewhere it is the promo bar's measured height, or 50 when there is none to measure.
 */
export function scrollThreshold(overHero: boolean, promoBarHeightPx?: number | null): number {
  if (overHero) return HERO_SCROLL_THRESHOLD_PX;
  return promoBarHeightPx && Number.isFinite(promoBarHeightPx) && promoBarHeightPx > 0 ? promoBarHeightPx : FALLBACK_SCROLL_THRESHOLD_PX;
}

/** 0 until the threshold, then linear to 1 at twice the threshold (§4). */
export function fadeProgress(scrollY: number, threshold: number): number {
  if (threshold <= 0) return 1;
  return clamp((scrollY - threshold) / threshold, 0, 1);
}

/** 0 at the top, linear to 1 at the threshold: the shrink interpolations (§4 "over the threshold"). */
export function shrinkProgress(scrollY: number, threshold: number): number {
  if (threshold <= 0) return 1;
  return clamp(scrollY / threshold, 0, 1);
}

/** The transparent header's background opacity: fully transparent until the threshold, full at twice it. */
export function headerOpacity(scrollY: number, threshold: number): number {
  return fadeProgress(scrollY, threshold);
}

/** The link colour, white over the hero fading to the header's dark text colour (§4). */
export function linkColor(scrollY: number, threshold: number, dark = "#1d1d1d"): string {
  return mixHex("#ffffff", dark, fadeProgress(scrollY, threshold));
}

/**
 * The white logo while the header is mostly transparent, the normal one from half way (our choice:
 * the spec says only that the logo switches; half way is where the link colour turns dark enough).
 */
export function logoVariant(scrollY: number, threshold: number): "white" | "normal" {
  return fadeProgress(scrollY, threshold) < 0.5 ? "white" : "normal";
}

export type HeaderSizes = { heightPx: number; iconRem: number; logoPx: number; linkFontPx: number; topMarginPx: number };

/** Every size of the header at this scroll position, from its maximum at the top to its minimum at the threshold. */
export function headerSizes(scrollY: number, threshold: number, height: Pick<HeaderHeight, "maxPx" | "minPx">): HeaderSizes {
  return sizesAt(shrinkProgress(scrollY, threshold), height);
}

/** Every size at a shrink progress p (0 at the top, 1 shrunk). */
export function sizesAt(p: number, height: Pick<HeaderHeight, "maxPx" | "minPx">): HeaderSizes {
  const between = (max: number, min: number) => max - (max - min) * p;
  return {
    heightPx: between(height.maxPx, height.minPx),
    iconRem: between(SHRINK_RANGE.iconRem.max, SHRINK_RANGE.iconRem.min),
    logoPx: between(SHRINK_RANGE.logoPx.max, SHRINK_RANGE.logoPx.min),
    linkFontPx: between(SHRINK_RANGE.linkFontPx.max, SHRINK_RANGE.linkFontPx.min),
    topMarginPx: between(SHRINK_RANGE.topMarginPx.max, SHRINK_RANGE.topMarginPx.min),
  };
}

/**
 * The transparent header at one scroll position, all a frame writes: the background's opacity and the
 * links' progress from their colour over the hero to the header's own (fade), the sizes, the logo
 * variant, and whether it counts as shrunk (the promo bar hides). With reduced motion there are only
 * the end states: transparent and tall until the threshold, solid and shrunk past it.
 */
export type HeroFrame = { fade: number; sizes: HeaderSizes; logo: "white" | "normal"; shrunk: boolean; logoScale: number };

/**
 * `overlapScale`: the logoOverlapHero setting's scale (1 when it is off, else logoOverlapScale, 1..3).
 */
export function heroFrame(
  scrollY: number,
  threshold: number,
  height: Pick<HeaderHeight, "maxPx" | "minPx">,
  reducedMotion: boolean,
  overlapScale = 1,
): HeroFrame {
  const past = scrollY > threshold ? 1 : 0;
  const fade = reducedMotion ? past : fadeProgress(scrollY, threshold);
  const shrink = reducedMotion ? past : shrinkProgress(scrollY, threshold);
  return { fade, sizes: sizesAt(shrink, height), logo: fade < 0.5 ? "white" : "normal", shrunk: shrink >= 1, logoScale: logoOverlap(overlapScale, shrink) };
}

/**
 * The logo over the hero (chrome spec §3 logoOverlapHero, §5, §9 logoOverlapScale, 1..3, default 1.5):
 * at the top of the page the logo is `scale` times its size and hangs out of the transparent header
 * over the hero below it; it returns to its own size as the header shrinks (p: 0 at the top, 1 shrunk),
 * so the shrunk header holds it whole.
 */
export function logoOverlap(scale: number, p: number): number {
  return 1 + (Math.max(1, scale) - 1) * (1 - clamp(p, 0, 1));
}

/** A #rrggbb colour t of the way from a to b. */
export function mixHex(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  const mixed = [1, 3, 5].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * clamp(t, 0, 1)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The custom properties a frame over the hero writes on the header (header.css.ts reads them): its
 * sizes, the background's fade, the logo's overlap and the items' colour `fade` of the way from their
 * colour over the hero (`start`) to their own (`items`). The scroll code writes them every frame; the
 * page's first frame is written before the page paints (hero-start.ts), so laying the header over the
 * hero moves nothing a shopper has seen.
 */
export function heroVars(frame: HeroFrame, start: string, items: string): Record<string, string> {
  const { fade, sizes, logoScale } = frame;
  return {
    "--etalage-fade": String(fade),
    "--etalage-header-h": `${sizes.heightPx}px`,
    "--etalage-logo": `${sizes.logoPx}px`,
    "--etalage-icon": `${sizes.iconRem}rem`,
    "--etalage-link": `${sizes.linkFontPx}px`,
    "--etalage-top": `${sizes.topMarginPx}px`,
    "--etalage-overlap": String(logoScale),
    "--etalage-items": mixHex(start, items, fade),
  };
}

/**
 * The shrink as a state machine (issue 12's numbers): the header shrinks once the page is scrolled
 * past the threshold plus 10, grows again only below the threshold minus the hysteresis (40; at the
 * very top at the latest), and never changes twice within 300 ms — so a scroll that hovers near the
 * edge does not flicker. The threshold is the promo bar's height when the page has one, else 50 px
 * (§9, scrollThreshold).
 */
export const SHRINK = { thresholdPx: FALLBACK_SCROLL_THRESHOLD_PX, extraOnShrinkPx: 10, hysteresisPx: 40, cooldownMs: 300 } as const;

export type ShrinkState = { shrunk: boolean; changedAt: number };
export const INITIAL_SHRINK: ShrinkState = { shrunk: false, changedAt: Number.NEGATIVE_INFINITY };

export function shrinkReducer(state: ShrinkState, event: { scrollY: number; now: number; thresholdPx?: number }): ShrinkState {
  if (event.now - state.changedAt < SHRINK.cooldownMs) return state;
  const threshold = event.thresholdPx ?? SHRINK.thresholdPx;
  const shrink = !state.shrunk && event.scrollY > threshold + SHRINK.extraOnShrinkPx;
  const grow = state.shrunk && event.scrollY < Math.max(1, threshold - SHRINK.hysteresisPx);
  return shrink || grow ? { shrunk: !state.shrunk, changedAt: event.now } : state;
}

/** Once shrunk, the promo bar is hidden (§4). */
export function promoBarHidden(state: ShrinkState): boolean {
  return state.shrunk;
}
