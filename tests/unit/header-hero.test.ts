import { describe, expect, it } from "vitest";
import type { CmsBlock } from "@commerce/contract/cms";
import { firstVisibleBlock, heroesUnderHeader, heroUnderHeader, isHeroBlock } from "~/chrome/header/rules/hero";
import { needsMotionCode } from "~/chrome/header/rules/motion";

let nextId = 1;
function block(template: CmsBlock["template"], sortIndex: number, extra: Partial<CmsBlock> = {}): CmsBlock {
  return {
    id: nextId++,
    template,
    text: null,
    subtitle: null,
    medias: template === "TEXT_BLOCK" ? [] : [{ url: `/media/${template.toLowerCase()}-${sortIndex}.jpg` }],
    showOnDesktop: true,
    showOnMobile: true,
    sortIndex,
    ...extra,
  };
}

describe("the home's transparent header: the setting on and a hero as the first visible block", () => {
  it("is off when the setting is off, whatever the blocks", () => {
    const blocks = [block("HERO_IMAGE", 0)];
    expect(heroUnderHeader(undefined, blocks, "desktop")).toBeNull();
    expect(heroUnderHeader("false", blocks, "desktop")).toBeNull();
    expect(heroUnderHeader("yes", blocks, "desktop")).toBeNull();
  });

  it("is on over a hero image, banners and a hero video, with the image to sample (none for a video)", () => {
    expect(heroUnderHeader("true", [block("HERO_IMAGE", 0)], "desktop")).toEqual({ image: "/media/hero_image-0.jpg" });
    expect(heroUnderHeader("1", [block("BANNERS", 0)], "desktop")).toEqual({ image: "/media/banners-0.jpg" });
    expect(heroUnderHeader("true", [block("HERO_VIDEO", 0)], "mobile")).toEqual({ image: null });
  });

  it("is on over a grid only when the grid has media", () => {
    expect(heroUnderHeader("true", [block("GRID", 0)], "desktop")).toEqual({ image: "/media/grid-0.jpg" });
    expect(heroUnderHeader("true", [block("GRID", 0, { medias: [] })], "desktop")).toBeNull();
    expect(isHeroBlock(block("GRID", 0, { medias: [] }))).toBe(false);
  });

  it("is off when the first block is text, even with a hero after it", () => {
    expect(heroUnderHeader("true", [block("TEXT_BLOCK", 0), block("HERO_IMAGE", 1)], "desktop")).toBeNull();
  });

  it("takes the lowest sort index, not the order the blocks come in", () => {
    const blocks = [block("TEXT_BLOCK", 5), block("HERO_IMAGE", 2)];
    expect(heroUnderHeader("true", blocks, "desktop")).toEqual({ image: "/media/hero_image-2.jpg" });
  });

  it("skips the blocks that do not show on the screen, each screen on its own", () => {
    const blocks = [block("TEXT_BLOCK", 0, { showOnMobile: false }), block("BANNERS", 1, { showOnDesktop: false }), block("HERO_IMAGE", 2)];
    expect(firstVisibleBlock(blocks, "desktop")?.sortIndex).toBe(0);
    expect(firstVisibleBlock(blocks, "mobile")?.sortIndex).toBe(1);
    expect(heroesUnderHeader("true", blocks)).toEqual({ desktop: null, mobile: { image: "/media/banners-1.jpg" } });
  });

  it("is off without blocks (the generic home)", () => {
    expect(heroesUnderHeader("true", [])).toEqual({ desktop: null, mobile: null });
  });
});

describe("the pages that load the header's scroll code whatever their content", () => {
  const header = (stickyHeader: boolean, backgroundImage: string | null, itemsColorMode: "auto" | "light" | "dark") =>
    ({ settings: { stickyHeader }, colors: { backgroundImage, itemsColorMode } }) as Parameters<typeof needsMotionCode>[0];

  it("loads it for a sticky header (the shrink)", () => {
    expect(needsMotionCode(header(true, null, "light"))).toBe(true);
  });
  it("loads it for a background image whose lightness decides the items' colour (auto)", () => {
    expect(needsMotionCode(header(false, "/media/header.jpg", "auto"))).toBe(true);
  });
  it("loads none for a header that neither sticks nor has an image to read", () => {
    expect(needsMotionCode(header(false, null, "auto"))).toBe(false);
    expect(needsMotionCode(header(false, "/media/header.jpg", "dark"))).toBe(false);
  });
});
