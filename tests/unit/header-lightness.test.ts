import { describe, expect, it } from "vitest";
import { DARK_ITEMS, itemsColor, LIGHT_ITEMS, lightness, meanLuminance, pixelLuminance } from "~/chrome/header/rules/lightness";

/** n pixels of one RGBA colour, as a canvas's ImageData holds them. */
const pixels = (n: number, rgba: [number, number, number, number]) => Array.from({ length: n }, () => rgba).flat();

describe("the background's lightness, sampled on 16×16 pixels: light above 0.5", () => {
  it("measures relative luminance: black 0, white 1", () => {
    expect(pixelLuminance(0, 0, 0)).toBe(0);
    expect(pixelLuminance(255, 255, 255)).toBeCloseTo(1, 10);
  });

  it("calls white light and black dark", () => {
    expect(lightness(pixels(256, [255, 255, 255, 255]))).toBe("light");
    expect(lightness(pixels(256, [0, 0, 0, 255]))).toBe("dark");
  });

  it("draws the line at 0.5: a grey just above is light, one just below dark", () => {
    // sRGB 188 is luminance 0.503, 187 is 0.497.
    expect(lightness(pixels(256, [188, 188, 188, 255]))).toBe("light");
    expect(lightness(pixels(256, [187, 187, 187, 255]))).toBe("dark");
  });

  it("averages the pixels: half white, half black is dark (mean 0.5 is not above)", () => {
    expect(meanLuminance([...pixels(128, [255, 255, 255, 255]), ...pixels(128, [0, 0, 0, 255])])).toBeCloseTo(0.5, 10);
    expect(lightness([...pixels(128, [255, 255, 255, 255]), ...pixels(128, [0, 0, 0, 255])])).toBe("dark");
  });

  it("leaves out transparent pixels", () => {
    expect(lightness([...pixels(200, [0, 0, 0, 0]), ...pixels(56, [255, 255, 255, 255])])).toBe("light");
  });

  it("is unknown when the sampling failed or saw nothing opaque", () => {
    expect(lightness(null)).toBe("unknown");
    expect(lightness([])).toBe("unknown");
    expect(lightness(pixels(256, [255, 255, 255, 0]))).toBe("unknown");
  });
});

describe("the items' colour from the mode and the lightness", () => {
  it("auto: dark items on a light background, white on a dark one, the theme's when unknown", () => {
    expect(itemsColor("auto", "light", "#abcdef")).toBe(DARK_ITEMS);
    expect(itemsColor("auto", "dark", "#abcdef")).toBe(LIGHT_ITEMS);
    expect(itemsColor("auto", "unknown", "#abcdef")).toBe("#abcdef");
  });
  it("light and dark hold whatever the background", () => {
    expect(itemsColor("light", "light", "#abcdef")).toBe(LIGHT_ITEMS);
    expect(itemsColor("dark", "dark", "#abcdef")).toBe(DARK_ITEMS);
  });
});
