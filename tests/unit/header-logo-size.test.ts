import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LOGO_SIZE, isOwnMedia, logoSizeOf } from "~/chrome/header/rules/logo-size";
import { pngHeader } from "../support/picture-bytes";

// The header's logo keeps its own proportions in its width and height (ADR 0085): read from the file.

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the logo's size from its file", () => {
  it("an SVG's width and height: the demo shops' logos are 340–400 × 110", () => {
    expect(logoSizeOf(readFileSync("workers/core-api/seed/media/noordzee/logo/logo.svg"))).toEqual({ width: 340, height: 110 });
    expect(logoSizeOf(readFileSync("workers/core-api/seed/media/stapvast/logo/logo.svg"))).toEqual({ width: 400, height: 110 });
  });

  it("an SVG with a viewBox only: its proportions", () => {
    expect(logoSizeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle r="50"/></svg>'))).toEqual({ width: 120, height: 120 });
  });

  it("a bitmap's pixels (a square PNG: the case the default 160 × 50 got wrong by three times)", () => {
    expect(logoSizeOf(pngHeader(64, 64))).toEqual({ width: 64, height: 64 });
    expect(logoSizeOf(pngHeader(1200, 300))).toEqual({ width: 1200, height: 300 });
  });

  it("a file that is no picture, or says no size, has none: the header keeps 160 × 50", () => {
    expect(logoSizeOf(bytes("not a picture"))).toBeNull();
    expect(logoSizeOf(new Uint8Array(0))).toBeNull();
    expect(logoSizeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>'))).toBeNull();
    expect(logoSizeOf(pngHeader(0, 50))).toBeNull();
    expect(DEFAULT_LOGO_SIZE).toEqual({ width: 160, height: 50 });
  });

  it("only the shop's own media are read; an https logo elsewhere is not fetched", () => {
    expect(isOwnMedia("/media/noordzee/logo/logo.svg")).toBe(true);
    expect(isOwnMedia("https://cdn.example.com/logo.png")).toBe(false);
    expect(isOwnMedia(null)).toBe(false);
    expect(isOwnMedia(undefined)).toBe(false);
  });
});
