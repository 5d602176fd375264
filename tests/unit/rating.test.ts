import { describe, expect, it } from "vitest";
import { RATING_ANIMATION_MS, RATING_DISPLAY_DELAY_MS, RATING_MAX_STARS, ratingSize, starRating, starsText } from "~/domain/rating";

describe("star rating (chrome §3, §5, §9)", () => {
  it("rounds to the nearest half star, counted in halves (the doubled value)", () => {
    expect(starRating(4.5)).toEqual({ stars: 4.5, halves: 9, size: 1 });
    expect(starRating(4.26)).toMatchObject({ stars: 4.5, halves: 9 });
    expect(starRating(4.24)).toMatchObject({ stars: 4, halves: 8 });
    expect(starRating(3.75)).toMatchObject({ stars: 4, halves: 8 });
    expect(starRating(3.7)).toMatchObject({ stars: 3.5, halves: 7 });
    expect(starRating(0)).toMatchObject({ stars: 0, halves: 0 });
    expect(starRating(5)).toMatchObject({ stars: 5, halves: 10 });
  });

  it("has a whole-star mode", () => {
    expect(starRating(4.5, { wholeStars: true })).toMatchObject({ stars: 5, halves: 10 });
    expect(starRating(4.4, { wholeStars: true })).toMatchObject({ stars: 4, halves: 8 });
  });

  it("shows at most 5 stars and nothing without a rating", () => {
    expect(RATING_MAX_STARS).toBe(5);
    expect(starRating(7)).toMatchObject({ stars: 5, halves: 10 });
    expect(starRating(-1)).toMatchObject({ stars: 0, halves: 0 });
    expect(starRating(null)).toBeNull();
    expect(starRating(undefined)).toBeNull();
    expect(starRating(Number.NaN)).toBeNull();
  });

  it("size: an integer 1 to 5, otherwise 1", () => {
    for (const size of [1, 2, 3, 4, 5]) expect(ratingSize(size)).toBe(size);
    for (const size of [0, 6, 2.5, -1, "3", null, undefined, Number.NaN]) expect(ratingSize(size)).toBe(1);
    expect(starRating(4, { size: 3 })?.size).toBe(3);
    expect(starRating(4, { size: 9 })?.size).toBe(1);
  });

  it("shows after 1000 ms, animating over 100 ms", () => {
    expect(RATING_DISPLAY_DELAY_MS).toBe(1000);
    expect(RATING_ANIMATION_MS).toBe(100);
  });
});

describe("the stars in the label", () => {
  it("are written as the language writes a number: 4,5 in Dutch, 4.5 in English; whole stars without decimals", () => {
    expect(starsText(4.5, "nl")).toBe("4,5");
    expect(starsText(4.5, "en")).toBe("4.5");
    expect(starsText(4, "nl")).toBe("4");
    expect(starsText(0.5, "nl")).toBe("0,5");
  });
});
