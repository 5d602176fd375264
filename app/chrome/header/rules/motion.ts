import type { HeaderConfig } from "./config";

/**
 * Whether a page of the shop loads the header's scroll code (header-motion.client.ts) whatever its
 * content: for the sticky header's shrink, or to read the lightness of the header's background image
 * when the items' colour is auto. The home's hero asks for it on its own (data-hero). Other headers
 * load none of it.
 */
export function needsMotionCode(header: Pick<HeaderConfig, "settings" | "colors">): boolean {
  return header.settings.stickyHeader || (header.colors.backgroundImage !== null && header.colors.itemsColorMode === "auto");
}
