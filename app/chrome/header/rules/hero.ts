import type { CmsBlock } from "@commerce/contract/cms";
import { orderedBlocks } from "~/domain/cms";
import { isOn } from "~/domain/settings";

/**
 * The home page's transparent header (cart-checkout-routing spec §4 "Home transparent header"): on only
 * when header_transparent_on_hero is on and the first visible block (lowest sort index, among the
 * blocks shown on that screen) is a hero image, banners, a hero video or a grid with media. Desktop
 * and phone are decided apart, because a block can show on one and not the other; the browser picks
 * by the same breakpoint the CMS blocks use for their visibility (768 px, cms.css.ts), so the rule
 * always judges the block that is really at the top.
 */
export type Screen = "desktop" | "mobile";

/** Over a hero: the image to sample for the items' colour (null for a video, or when it has none). */
export type HeroUnderHeader = { image: string | null };

const HERO_TEMPLATES: readonly CmsBlock["template"][] = ["HERO_IMAGE", "BANNERS", "HERO_VIDEO"];

/** The block at the top of the page on this screen, or null when none shows there. */
export function firstVisibleBlock(blocks: readonly CmsBlock[], screen: Screen): CmsBlock | null {
  return orderedBlocks(blocks).find((block) => (screen === "desktop" ? block.showOnDesktop : block.showOnMobile)) ?? null;
}

/** Whether a block counts as a hero the header may lie over (a grid only with media). */
export function isHeroBlock(block: CmsBlock): boolean {
  if (HERO_TEMPLATES.includes(block.template)) return true;
  return block.template === "GRID" && block.medias.length > 0;
}

/** The hero under a transparent header on this screen, or null when the header is solid there. */
export function heroUnderHeader(setting: string | undefined, blocks: readonly CmsBlock[], screen: Screen): HeroUnderHeader | null {
  if (!isOn(setting)) return null;
  const first = firstVisibleBlock(blocks, screen);
  if (!first || !isHeroBlock(first)) return null;
  return { image: first.template === "HERO_VIDEO" ? null : (first.medias[0]?.url ?? null) };
}

/** Both screens at once, as the home loader hands them to the page. */
export function heroesUnderHeader(setting: string | undefined, blocks: readonly CmsBlock[]): Record<Screen, HeroUnderHeader | null> {
  return { desktop: heroUnderHeader(setting, blocks, "desktop"), mobile: heroUnderHeader(setting, blocks, "mobile") };
}
