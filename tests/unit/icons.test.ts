import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The icons are <use> references into one sprite (app/components/icons.svg): a name without its symbol
// draws nothing, without any error. Every icon the components name must be a symbol of the sprite.
const dir = path.resolve(import.meta.dirname, "../../app/components");
const sprite = readFileSync(path.join(dir, "icons.svg"), "utf8");
const components = readFileSync(path.join(dir, "icons.tsx"), "utf8");

describe("the icon sprite", () => {
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"/g)].map((m) => m[1]);
  const named = [...components.matchAll(/<Icon name="([^"]+)"/g)].map((m) => m[1]);

  it("has a 24×24 symbol for every icon the components draw", () => {
    expect(named.length).toBeGreaterThan(0);
    expect(symbols).toEqual(expect.arrayContaining(named));
  });

  it("draws in the text colour, so an icon follows its link's colour and the header's items colour", () => {
    for (const symbol of sprite.match(/<symbol[^>]*>/g) ?? []) expect(symbol).toContain('stroke="currentColor"');
  });
});
