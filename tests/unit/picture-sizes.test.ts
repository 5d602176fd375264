import { describe, expect, it } from "vitest";
import { hasWidths, isMediaWidth, MEDIA_WIDTHS, mediaSrcSet, widthCopyKey } from "@commerce/rules/media-widths";
import { pictureWidths } from "~/domain/picture-sizes";

// ADR 0057: a shop's bitmaps are offered at the widths the core API makes; SVGs and other sites' pictures are not.
describe("pictures' widths", () => {
  it("offers a shop bitmap at every offered width up to the widest its layout needs", () => {
    expect(mediaSrcSet("/media/noordzee/products/jurk.jpg", 640)).toBe(
      "/media/noordzee/products/jurk.jpg?w=320 320w, /media/noordzee/products/jurk.jpg?w=480 480w, /media/noordzee/products/jurk.jpg?w=640 640w",
    );
    expect(mediaSrcSet("/media/noordzee/banners/hero.webp", 1600)?.split(", ")).toHaveLength(MEDIA_WIDTHS.length);
    expect(pictureWidths("/media/noordzee/banners/hero.png", "wide")).toEqual({
      srcSet: expect.stringContaining("hero.png?w=1600 1600w"),
      sizes: "(min-width: 1280px) 1248px, calc(100vw - 2rem)",
    });
  });

  it("gives an SVG, a GIF, a copy, another site's picture or a url with a query only its src", () => {
    for (const url of [
      "/media/noordzee/products/jurk.svg",
      "/media/noordzee/banners/beweegt.gif",
      "/media/noordzee/products/jurk.jpg.w640.webp",
      "https://cdn.example.com/jurk.jpg",
      "/media/noordzee/products/jurk.jpg?v=2",
    ]) {
      expect(pictureWidths(url, "card"), url).toEqual({});
    }
  });

  it("names a copy beside its picture, and knows the offered widths", () => {
    expect(widthCopyKey("noordzee/products/jurk.jpg", 480)).toBe("noordzee/products/jurk.jpg.w480.webp");
    expect(hasWidths(widthCopyKey("noordzee/products/jurk.jpg", 480))).toBe(false);
    expect(hasWidths("noordzee/products/JURK.JPEG")).toBe(true);
    expect(isMediaWidth(640)).toBe(true);
    expect(isMediaWidth(641)).toBe(false);
  });
});
