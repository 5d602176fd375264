import type { CmsBlock } from "@commerce/contract/cms";

/** Blocks in display order: by sort index (spec §3: sortIndex or sort_index). */
export function orderedBlocks(blocks: readonly CmsBlock[]): CmsBlock[] {
  return [...blocks].sort((a, b) => a.sortIndex - b.sortIndex);
}

/** The description of a page that has none: the first text block's text (spec §9: at most 160). */
export function firstTextBlock(blocks: readonly CmsBlock[]): string | null {
  return orderedBlocks(blocks).find((b) => b.template === "TEXT_BLOCK" && b.text)?.text ?? null;
}
