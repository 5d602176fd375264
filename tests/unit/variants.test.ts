import type { ProductVariant } from "@commerce/contract/products";
import { describe, expect, it } from "vitest";
import { variantPricePerKg } from "@commerce/rules/price-per-kg";
import { compareSizes, variantChoice } from "~/domain/variants";

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
    const { colour, sizes, selected } = variantChoice(variants, "#D8C8A8");
    expect(colour?.name).toBe("Zand");
    expect(sizes.map((s) => [s.size, s.state])).toEqual([
      ["S", "soldOut"],
      ["M", "inStock"],
      ["L", "low"],
    ]);
    expect(selected?.id).toBe(3);
  });

  it("a sold-out colour that is asked for shows its first size, sold out, with nothing to choose", () => {
    const { colour, selected, sizes } = variantChoice(variants, "#1f2a44");
    expect(colour?.name).toBe("Navy");
    expect(sizes.every((s) => s.state === "soldOut")).toBe(true);
    expect(selected?.state).toBe("soldOut");
  });

  it("an unknown or missing colour falls back to the first colour with stock", () => {
    expect(variantChoice(variants, "#000000").colour?.name).toBe("Zand");
    expect(variantChoice([...variants].reverse(), null).colour?.name).toBe("Zand");
  });

  it("a product without variants has no colour and no sizes", () => {
    expect(variantChoice([], null)).toEqual({ colours: [], colour: null, sizes: [], selected: null });
  });

  it("the asked variant (?variant=) is the one shown and bought, and brings its own colour", () => {
    expect(variantChoice(variants, null, 1).selected?.id).toBe(1);
    expect(variantChoice(variants, "#1f2a44", 1).colour?.name).toBe("Zand");
  });

  it("an unknown, sold-out or other product's variant id shows the default", () => {
    expect(variantChoice(variants, null, 999).selected?.id).toBe(3);
    expect(variantChoice(variants, null, 2).selected?.id).toBe(3);
    expect(variantChoice(variants, null, null).selected?.id).toBe(3);
  });
});

describe("weights", () => {
  // Stadsbazaar's coffee: 500 g at the product's € 12,95 (€ 25,90 per kg), 1 kg at its own € 23,95.
  const coffee = [
    { ...variant(10, "kraft", "#b48a5a", "500 g", 9), unitPrice: 1295 },
    { ...variant(11, "kraft", "#b48a5a", "1 kg", 4), unitPrice: 2395 },
  ];
  const product = { unitPrice: 1295, pricePerUnit: 2590 };

  it("sorts by weight: 500 g before 1 kg, so the default is the product's own size", () => {
    expect(["1 kg", "500 g", "250 g"].sort(compareSizes)).toEqual(["250 g", "500 g", "1 kg"]);
    expect(variantChoice(coffee, null).selected?.size).toBe("500 g");
  });

  it("gives each size its own price and price per kg", () => {
    const big = variantChoice(coffee, null, 11).selected!;
    expect(big.unitPrice).toBe(2395);
    expect(variantPricePerKg(big, product)).toBe(2395);
    expect(variantPricePerKg(coffee[0]!, product)).toBe(2590);
  });

  it("per kg of a sale price; none when the shop shows none or a size is no weight at another price", () => {
    expect(variantPricePerKg({ size: "500 g", unitPrice: 1295, discountPrice: 995 }, product)).toBe(1990);
    expect(variantPricePerKg({ size: "500 g", unitPrice: 1295, discountPrice: null }, { unitPrice: 1295, pricePerUnit: null })).toBeNull();
    expect(variantPricePerKg({ size: "zak", unitPrice: 1295, discountPrice: null }, product)).toBe(2590);
    expect(variantPricePerKg({ size: "groot", unitPrice: 2395, discountPrice: null }, product)).toBeNull();
  });
});
