import { describe, expect, it } from "vitest";
import { drawSegment, spinShopper, unitInterval } from "../../commerce/rules/fortune-wheel";
import { fill, stopRotation } from "../../app/chrome/wheel/wheel";

// The wheel of fortune's rules (ADR 0061): the server draws by weight, once per shopper per wheel.

describe("drawSegment", () => {
  it("each segment's share of [0, 1) is its weight over the total", () => {
    const weights = [3, 1, 0, 4];
    // Total 8: [0, 3/8) → 0, [3/8, 4/8) → 1, weight 0 never, [4/8, 1) → 3.
    expect(drawSegment(weights, 0)).toBe(0);
    expect(drawSegment(weights, 0.374)).toBe(0);
    expect(drawSegment(weights, 0.375)).toBe(1);
    expect(drawSegment(weights, 0.4999)).toBe(1);
    expect(drawSegment(weights, 0.5)).toBe(3);
    expect(drawSegment(weights, 0.999999)).toBe(3);
  });

  it("draws every drawable segment about as often as its weight says", () => {
    const weights = [3, 1, 3, 1];
    const counts = [0, 0, 0, 0];
    const steps = 8000;
    for (let i = 0; i < steps; i++) counts[drawSegment(weights, i / steps)!]! += 1;
    expect(counts).toEqual([3000, 1000, 3000, 1000]);
  });

  it("never draws a segment of weight 0, not even at the very end of the range", () => {
    expect(drawSegment([1, 0], 0.9999999999)).toBe(0);
    expect(drawSegment([0, 2, 0], 0)).toBe(1);
  });

  it.each([
    ["no segments", [], 0.5],
    ["only weight 0", [0, 0], 0.5],
    ["a negative weight", [2, -1], 0.1],
    ["a weight that is not whole", [1.5, 1], 0.1],
    ["a random number of 1", [1, 1], 1],
    ["a negative random number", [1, 1], -0.1],
    ["NaN", [1, 1], Number.NaN],
  ])("draws nothing from %s", (_, weights, random) => {
    expect(drawSegment(weights as number[], random as number)).toBeNull();
  });

  it("turns 32 random bits into [0, 1)", () => {
    expect(unitInterval(0)).toBe(0);
    expect(unitInterval(0xffffffff)).toBeLessThan(1);
    expect(unitInterval(0x80000000)).toBe(0.5);
  });
});

describe("spinShopper: who 'once per shopper' counts", () => {
  it("is the signed-in customer, whatever cart they spin with", () => {
    expect(spinShopper({ customerId: 7, cartId: "a" })).toBe("customer:7");
    expect(spinShopper({ customerId: 7, cartId: "b" })).toBe("customer:7");
  });
  it("is the cart for a shopper who is not signed in", () => {
    expect(spinShopper({ customerId: null, cartId: "c0ffee" })).toBe("cart:c0ffee");
  });
});

describe("stopRotation: the wheel turns to the server's outcome", () => {
  /** The segment under the pointer at the top for a rotation (clockwise, degrees). */
  const underPointer = (rotation: number, count: number) => Math.floor((((360 - (rotation % 360)) % 360) / 360) * count);

  it.each([0, 1, 2, 3])("brings the middle of segment %i of 4 under the pointer, after five full turns", (index) => {
    const rotation = stopRotation(index, 4);
    expect(underPointer(rotation, 4)).toBe(index);
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    expect(((rotation % 90) + 90) % 90).toBe(45);
  });

  it("turns on from where the wheel stands, always forward", () => {
    const first = stopRotation(1, 6);
    const second = stopRotation(4, 6, first);
    expect(second).toBeGreaterThan(first);
    expect(underPointer(second, 6)).toBe(4);
  });
});

describe("fill", () => {
  it("fills the server's placeholders and leaves unknown ones", () => {
    expect(fill("Je wint: {{prize}}.", { prize: "10% korting" })).toBe("Je wint: 10% korting.");
    expect(fill("{{ code }} {{other}}", { code: "RAD5" })).toBe("RAD5 {{other}}");
  });
});
