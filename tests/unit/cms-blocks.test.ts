import { describe, expect, it } from "vitest";
import type { CmsBlock } from "@commerce/contract/cms";
import {
  AUTOPLAY_RECHECKS_MS,
  type AutoplayState,
  autoplayRuns,
  blockScreens,
  CMS_CAROUSEL,
  heroVideo,
  homeFallback,
  isCarousel,
  nextSlide,
  orderedBlocks,
  shownBlocks,
} from "~/domain/cms";

let nextId = 1;
function block(template: CmsBlock["template"], sortIndex: number, extra: Partial<CmsBlock> = {}): CmsBlock {
  return { id: nextId++, template, text: null, subtitle: null, medias: [], showOnDesktop: true, showOnMobile: true, sortIndex, ...extra };
}
const media = (url: string) => ({ url });

describe("the blocks a CMS page shows (spec §3)", () => {
  it("in sort-index order, whatever order they come in", () => {
    const blocks = [block("TEXT_BLOCK", 3), block("HERO_IMAGE", 0), block("GRID", 1)];
    expect(orderedBlocks(blocks).map((b) => b.sortIndex)).toEqual([0, 1, 3]);
  });

  it("leaves out a block that shows on neither screen; keeps one that shows on one", () => {
    const blocks = [
      block("HERO_IMAGE", 0, { showOnDesktop: false, showOnMobile: false }),
      block("GRID", 1, { showOnMobile: false }),
      block("BANNERS", 2, { showOnDesktop: false }),
    ];
    expect(shownBlocks(blocks).map((b) => b.sortIndex)).toEqual([1, 2]);
  });

  it("says on which screens a block shows", () => {
    expect(blockScreens(block("GRID", 0))).toBe("both");
    expect(blockScreens(block("GRID", 0, { showOnMobile: false }))).toBe("desktop");
    expect(blockScreens(block("GRID", 0, { showOnDesktop: false }))).toBe("mobile");
  });
});

describe("the banners' carousel", () => {
  it("is BANNERS with two or more pictures; one picture is one banner; another template never", () => {
    expect(isCarousel(block("BANNERS", 0, { medias: [media("/a.jpg"), media("/b.jpg")] }))).toBe(true);
    expect(isCarousel(block("BANNERS", 0, { medias: [media("/a.jpg")] }))).toBe(false);
    expect(isCarousel(block("GRID", 0, { medias: [media("/a.jpg"), media("/b.jpg")] }))).toBe(false);
  });

  it("has the banner carousel's numbers (chrome §9) and home's rechecks at 0 and 1000 ms (cart §9)", () => {
    expect(CMS_CAROUSEL).toEqual({ autoplayMs: 4000, speedMs: 3000 });
    expect(AUTOPLAY_RECHECKS_MS).toEqual([0, 1000]);
  });

  const still: AutoplayState = { slides: 3, reducedMotion: false, hidden: false, paused: false, hovered: false, focused: false };
  it("turns by itself only while nothing holds it", () => {
    expect(autoplayRuns(still)).toBe(true);
    for (const hold of ["reducedMotion", "hidden", "paused", "hovered", "focused"] as const) {
      expect(autoplayRuns({ ...still, [hold]: true }), hold).toBe(false);
    }
    expect(autoplayRuns({ ...still, slides: 1 })).toBe(false);
  });

  it("goes round the end both ways", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3, -1)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });
});

describe("a hero video's parts", () => {
  it("the video is its first media that is not a picture, the poster its first picture", () => {
    const parts = heroVideo(block("HERO_VIDEO", 0, { medias: [{ url: "/media/x/zee.mp4", alt: "Golven" }, media("/media/x/poster.webp?w=800")] }));
    expect(parts).toEqual({ video: "/media/x/zee.mp4", poster: "/media/x/poster.webp?w=800", alt: "Golven" });
  });

  it("without a video it has only its poster; without either, nothing", () => {
    expect(heroVideo(block("HERO_VIDEO", 0, { medias: [media("/media/x/poster.svg")] }))).toEqual({ video: null, poster: "/media/x/poster.svg", alt: null });
    expect(heroVideo(block("HERO_VIDEO", 0))).toEqual({ video: null, poster: null, alt: null });
  });
});

describe("the generic home (spec §8)", () => {
  it("is titled Home and welcomes to the shop by name", () => {
    expect(homeFallback("Noordzee Mode")).toEqual({
      title: "home.title",
      description: { key: "home.descriptionWithStore", values: { store: "Noordzee Mode" } },
    });
  });
  it("welcomes to 'our website' when the shop has no name", () => {
    for (const name of [null, undefined, "", "   "]) expect(homeFallback(name).description).toEqual({ key: "home.description" });
  });
});
