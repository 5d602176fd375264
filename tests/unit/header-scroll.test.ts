import { describe, expect, it } from "vitest";
import { HEADER_HEIGHTS } from "~/chrome/header/rules/height";
import {
  headerOpacity,
  heroFrame,
  sizesAt,
  headerSizes,
  INITIAL_SHRINK,
  linkColor,
  logoOverlap,
  logoVariant,
  promoBarHidden,
  type ShrinkState,
  scrollThreshold,
  shrinkReducer,
} from "~/chrome/header/rules/scroll";

describe("the scroll threshold: 350 px over a hero, else the promo bar's height, else 50", () => {
  it("is 350 over a hero", () => {
    expect(scrollThreshold(true)).toBe(350);
    expect(scrollThreshold(true, 64)).toBe(350);
  });
  it("is the promo bar's height when known", () => {
    expect(scrollThreshold(false, 64)).toBe(64);
  });
  it("is 50 when the promo bar's height is unknown", () => {
    expect(scrollThreshold(false)).toBe(50);
    expect(scrollThreshold(false, null)).toBe(50);
    expect(scrollThreshold(false, 0)).toBe(50);
    expect(scrollThreshold(false, Number.NaN)).toBe(50);
  });
});

describe("the transparent header over a hero (threshold 350)", () => {
  it("is fully transparent until the threshold", () => {
    expect(headerOpacity(0, 350)).toBe(0);
    expect(headerOpacity(350, 350)).toBe(0);
  });
  it("fades in linearly to full colour at twice the threshold", () => {
    expect(headerOpacity(437.5, 350)).toBe(0.25);
    expect(headerOpacity(525, 350)).toBe(0.5);
    expect(headerOpacity(700, 350)).toBe(1);
    expect(headerOpacity(2000, 350)).toBe(1);
  });
  it("fades the links from white to dark between the threshold and twice it", () => {
    expect(linkColor(100, 350)).toBe("#ffffff");
    expect(linkColor(700, 350)).toBe("#1d1d1d");
    expect(linkColor(525, 350, "#000000")).toBe("#808080");
  });
  it("shows the white logo while mostly transparent and the normal one from half way", () => {
    expect(logoVariant(0, 350)).toBe("white");
    expect(logoVariant(500, 350)).toBe("white");
    expect(logoVariant(525, 350)).toBe("normal");
  });
});

describe("the shrink interpolations, from maximum at the top to minimum at the threshold", () => {
  const normal = { mode: "normal" as const, ...HEADER_HEIGHTS.normal };

  it("are at their maxima at the top: height 70, icons 1.5 rem, logo 50, links 14 px, top margin 22", () => {
    expect(headerSizes(0, 50, normal)).toEqual({ heightPx: 70, iconRem: 1.5, logoPx: 50, linkFontPx: 14, topMarginPx: 22 });
  });
  it("are at their minima from the threshold on: height 40, icons 1.1 rem, logo 30, links 12 px, top margin 0", () => {
    const sizes = headerSizes(50, 50, normal);
    expect(sizes).toEqual({ heightPx: 40, iconRem: expect.closeTo(1.1, 10), logoPx: 30, linkFontPx: 12, topMarginPx: 0 });
    expect(headerSizes(400, 50, normal)).toEqual(sizes);
  });
  it("are linear in between", () => {
    const half = headerSizes(25, 50, normal);
    expect(half).toEqual({ heightPx: 55, iconRem: expect.closeTo(1.3, 10), logoPx: 40, linkFontPx: 13, topMarginPx: 11 });
  });
  it("follow the header height setting (large 84 → 52)", () => {
    const large = { mode: "large" as const, ...HEADER_HEIGHTS.large };
    expect(headerSizes(0, 50, large).heightPx).toBe(84);
    expect(headerSizes(50, 50, large).heightPx).toBe(52);
  });
});

describe("the shrink state machine: threshold 50, extra 10 on shrink, hysteresis 40, cooldown 300 ms", () => {
  const run = (events: [number, number][], from: ShrinkState = INITIAL_SHRINK) =>
    events.reduce((state, [scrollY, now]) => shrinkReducer(state, { scrollY, now }), from);

  it("shrinks only past 60 px (50 + 10)", () => {
    expect(run([[60, 1000]]).shrunk).toBe(false);
    expect(run([[61, 1000]])).toEqual({ shrunk: true, changedAt: 1000 });
  });
  it("grows again only below 10 px (50 − 40)", () => {
    const shrunk = run([[200, 1000]]);
    expect(run([[10, 2000]], shrunk).shrunk).toBe(true);
    expect(run([[30, 2000]], shrunk).shrunk).toBe(true);
    expect(run([[9, 2000]], shrunk)).toEqual({ shrunk: false, changedAt: 2000 });
  });
  it("changes at most once per 300 ms", () => {
    const shrunk = run([[200, 1000]]);
    expect(run([[0, 1299]], shrunk).shrunk).toBe(true);
    expect(run([[0, 1300]], shrunk).shrunk).toBe(false);
  });
  it("takes the promo bar's height as the threshold when the page has one (§9)", () => {
    const withBar = (events: [number, number][], from: ShrinkState = INITIAL_SHRINK) =>
      events.reduce((state, [scrollY, now]) => shrinkReducer(state, { scrollY, now, thresholdPx: scrollThreshold(false, 64) }), from);
    expect(withBar([[74, 1000]]).shrunk).toBe(false);
    const shrunk = withBar([[75, 1000]]);
    expect(shrunk.shrunk).toBe(true);
    expect(withBar([[24, 2000]], shrunk).shrunk).toBe(true);
    expect(withBar([[23, 2000]], shrunk).shrunk).toBe(false);
    // A bar lower than the hysteresis: the header grows again at the very top.
    const low = (events: [number, number][], from: ShrinkState = INITIAL_SHRINK) =>
      events.reduce((state, [scrollY, now]) => shrinkReducer(state, { scrollY, now, thresholdPx: scrollThreshold(false, 32) }), from);
    const lowShrunk = low([[43, 1000]]);
    expect(lowShrunk.shrunk).toBe(true);
    expect(low([[1, 2000]], lowShrunk).shrunk).toBe(true);
    expect(low([[0, 2000]], lowShrunk).shrunk).toBe(false);
    // No bar: 50.
    expect(scrollThreshold(false, 0)).toBe(50);
    expect(scrollThreshold(false, null)).toBe(50);
  });
  it("hides the promo bar once shrunk", () => {
    expect(promoBarHidden(INITIAL_SHRINK)).toBe(false);
    expect(promoBarHidden(run([[200, 1000]]))).toBe(true);
  });
});

describe("one frame of the transparent header (threshold 350, header large 84/52)", () => {
  const large = HEADER_HEIGHTS.large;
  it("is transparent, tall and with the white logo at the top", () => {
    expect(heroFrame(0, 350, large, false)).toEqual({ fade: 0, sizes: sizesAt(0, large), logo: "white", shrunk: false, logoScale: 1 });
  });
  it("has shrunk at the threshold but not faded in yet", () => {
    const frame = heroFrame(350, 350, large, false);
    expect(frame).toMatchObject({ fade: 0, logo: "white", shrunk: true });
    expect(frame.sizes.heightPx).toBe(52);
  });
  it("fades in between the threshold and twice it, the normal logo from half way", () => {
    expect(heroFrame(525, 350, large, false)).toMatchObject({ fade: 0.5, logo: "normal" });
    expect(heroFrame(700, 350, large, false)).toMatchObject({ fade: 1, logo: "normal", shrunk: true });
  });
  it("with reduced motion has only the end states, switching at the threshold", () => {
    expect(heroFrame(175, 350, large, true)).toEqual({ fade: 0, sizes: sizesAt(0, large), logo: "white", shrunk: false, logoScale: 1 });
    expect(heroFrame(351, 350, large, true)).toEqual({ fade: 1, sizes: sizesAt(1, large), logo: "normal", shrunk: true, logoScale: 1 });
  });
});

describe("the logo over the hero (logoOverlapHero, logoOverlapScale 1..3)", () => {
  const large = HEADER_HEIGHTS.large;
  it("is the scale at the top and its own size once shrunk, linear between", () => {
    expect(logoOverlap(1.6, 0)).toBe(1.6);
    expect(logoOverlap(1.6, 0.5)).toBeCloseTo(1.3);
    expect(logoOverlap(1.6, 1)).toBe(1);
    expect(logoOverlap(1, 0)).toBe(1);
  });
  it("follows the shrink of the frame: the scale at the top, half way at half the threshold, 1 from the threshold", () => {
    expect(heroFrame(0, 350, large, false, 2).logoScale).toBe(2);
    expect(heroFrame(175, 350, large, false, 2).logoScale).toBe(1.5);
    expect(heroFrame(350, 350, large, false, 2).logoScale).toBe(1);
  });
  it("has only its end states with reduced motion, and is 1 when the setting is off", () => {
    expect(heroFrame(349, 350, large, true, 2).logoScale).toBe(2);
    expect(heroFrame(351, 350, large, true, 2).logoScale).toBe(1);
    expect(heroFrame(0, 350, large, false).logoScale).toBe(1);
  });
});
