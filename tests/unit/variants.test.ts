import type { ProductVariant } from "@commerce/contract/products";
import { describe, expect, it } from "vitest";
import { variantChoice } from "~/domain/variants";

// The buy form of a product page: the loader works out the colours, the chosen colour and its sizes
// (the page's JavaScript only renders them; a colour change is a navigation).
const variant = (id: number, colour: string, colourHex: string, size: string, stock: number): ProductVariant => ({
  id,
  sku: `SKU-${id}`,
  size,
  colour,
  colourHex,
  stock,
  unitPrice: 39.95,
  discountPrice: null,
});

const variants = [
  variant(1, "Zand", "#d8c8a8", "L", 3),
  variant(2, "Zand", "#d8c8a8", "S", 0),
  variant(3, "Zand", "#d8c8a8", "M", 8),
  variant(4, "Navy", "#1f2a44", "M", 0),
  variant(5, "Navy", "#1f2a44", "S", 0),
];

describe("variantChoice", () => {
  it("each colour once, in order; sold out when none of its sizes has stock", () => {
    const { colours } = variantChoice(variants, null);
    expect(colours).toEqual([
      { hex: "#d8c8a8", name: "Zand", soldOut: false },
      { hex: "#1f2a44", name: "Navy", soldOut: true },
    ]);
  });

  it("the asked colour (any case) with its sizes by size and their stock state; the first in stock is chosen", () => {
    const { colour, sizes, firstInStock } = variantChoice(variants, "#D8C8A8");
    expect(colour?.name).toBe("Zand");
    expect(sizes.map((s) => [s.size, s.state])).toEqual([
      ["S", "soldOut"],
      ["M", "inStock"],
      ["L", "low"],
    ]);
    expect(firstInStock?.id).toBe(3);
  });

  it("a sold-out colour that is asked for shows, with nothing to choose", () => {
    const { colour, firstInStock, sizes } = variantChoice(variants, "#1f2a44");
    expect(colour?.name).toBe("Navy");
    expect(sizes.every((s) => s.state === "soldOut")).toBe(true);
    expect(firstInStock).toBeNull();
  });

  it("an unknown or missing colour falls back to the first colour with stock", () => {
    expect(variantChoice(variants, "#000000").colour?.name).toBe("Zand");
    expect(variantChoice([...variants].reverse(), null).colour?.name).toBe("Zand");
  });

  it("a product without variants has no colour and no sizes", () => {
    expect(variantChoice([], null)).toEqual({ colours: [], colour: null, sizes: [], firstInStock: null });
  });
});
