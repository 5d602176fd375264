import type { CmsBlock } from "@commerce/contract/cms";

/** Blocks in display order: by sort index (spec §3: sortIndex or sort_index). */
export function orderedBlocks(blocks: readonly CmsBlock[]): CmsBlock[] {
  return [...blocks].sort((a, b) => a.sortIndex - b.sortIndex);
}

/** The blocks a page shows, in order: each on the screens it is meant for, none that shows on neither. */
export function shownBlocks(blocks: readonly CmsBlock[]): CmsBlock[] {
  return orderedBlocks(blocks).filter((block) => block.showOnDesktop || block.showOnMobile);
}

/** Where a block shows: both screens, the phone only (below 768 px) or the desktop only. */
export function blockScreens(block: CmsBlock): "both" | "mobile" | "desktop" {
  if (block.showOnDesktop && block.showOnMobile) return "both";
  return block.showOnMobile ? "mobile" : "desktop";
}

/** The description of a page that has none: the first text block's text (spec §9: at most 160). */
export function firstTextBlock(blocks: readonly CmsBlock[]): string | null {
  return orderedBlocks(blocks).find((b) => b.template === "TEXT_BLOCK" && b.text)?.text ?? null;
}

/** BANNERS with several pictures is a carousel (spec §2 Home); one picture is one wide banner. */
export function isCarousel(block: CmsBlock): boolean {
  return block.template === "BANNERS" && block.medias.length > 1;
}

/**
 * The banners' carousel, with the chrome spec's banner carousel numbers (§9): the next slide every
 * 4000 ms, moving for 3000 ms. Home re-checks whether it may play at 0 and 1000 ms (cart spec §2, §9):
 * once at once, and once when late pictures and the page's visibility have settled.
 */
export const CMS_CAROUSEL = { autoplayMs: 4000, speedMs: 3000 } as const;
export const AUTOPLAY_RECHECKS_MS = [0, 1000] as const;

/** What decides whether a carousel moves by itself now. */
export type AutoplayState = {
  slides: number;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** The page is not visible (another tab, a minimised window). */
  hidden: boolean;
  /** The shopper pressed pause (it holds until pressed again). */
  paused: boolean;
  /** The pointer is over it, or the focus is in it (WCAG 2.2.2: a moving thing stands still while used). */
  hovered: boolean;
  focused: boolean;
};

export function autoplayRuns(state: AutoplayState): boolean {
  return state.slides > 1 && !state.reducedMotion && !state.hidden && !state.paused && !state.hovered && !state.focused;
}

/** The slide after (or before) this one, round the end. */
export function nextSlide(index: number, count: number, step: 1 | -1 = 1): number {
  return count > 0 ? (((index + step) % count) + count) % count : 0;
}

const IMAGE = /\.(?:svg|png|jpe?g|webp|avif|gif)(?:[?#]|$)/i;

/**
 * A hero video's parts: the video (its first media that is not a picture) and its poster (its first
 * picture). Without a video the block shows the poster as a picture; without either it shows nothing.
 */
export function heroVideo(block: CmsBlock): { video: string | null; poster: string | null; alt: string | null } {
  const video = block.medias.find((media) => !IMAGE.test(media.url)) ?? null;
  const poster = block.medias.find((media) => IMAGE.test(media.url)) ?? null;
  return { video: video?.url ?? null, poster: poster?.url ?? null, alt: video?.alt ?? poster?.alt ?? null };
}

/**
 * The home page's text when its CMS page is missing or failed to load (cart spec §8): title 'Home' and
 * 'Welkom op de website van {store}.', or 'Welkom op onze website.' for a shop without a name.
 */
export function homeFallback(store: string | null | undefined): {
  title: "home.title";
  description: { key: "home.descriptionWithStore"; values: { store: string } } | { key: "home.description" };
} {
  const name = store?.trim();
  return { title: "home.title", description: name ? { key: "home.descriptionWithStore", values: { store: name } } : { key: "home.description" } };
}
