import { describe, expect, it } from "vitest";
import { nextUsp, shuffled, USP_ROTATE_MAX_MS, USP_ROTATE_MIN_MS, USP_TRANSITION_MS, uspDelayMs } from "~/chrome/widgets/usps";

/** A fixed sequence of "random" numbers, for predictable shuffles. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe("USP strip (chrome §4, §9)", () => {
  it("shuffles a copy, keeping every selling point once", () => {
    const list = ["a", "b", "c", "d"];
    const result = shuffled(list, sequence(0, 0, 0));
    expect(result).toEqual(["b", "c", "d", "a"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
    expect([...shuffled(list, Math.random)].sort()).toEqual(list);
    expect(shuffled([], Math.random)).toEqual([]);
  });

  it("every order can come out", () => {
    const orders = new Set<string>();
    for (let i = 0; i < 400; i++) orders.add(shuffled(["a", "b", "c"], Math.random).join(""));
    expect(orders.size).toBe(6);
  });

  it("rotates every 7000 to 8000 ms with a 1000 ms transition", () => {
    expect([USP_ROTATE_MIN_MS, USP_ROTATE_MAX_MS, USP_TRANSITION_MS]).toEqual([7000, 8000, 1000]);
    expect(uspDelayMs(() => 0)).toBe(7000);
    expect(uspDelayMs(() => 0.999999)).toBe(8000);
    expect(uspDelayMs(() => 0.5)).toBe(7500);
  });

  it("goes round", () => {
    expect(nextUsp(0, 3)).toBe(1);
    expect(nextUsp(2, 3)).toBe(0);
    expect(nextUsp(0, 0)).toBe(0);
  });
});
