import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoData, seedFiles } from "../../scripts/seed/demo-data";

// The committed demo data is exactly what the generator makes (npm run seed:generate): a hand edit of
// demo.sql, or a generator change whose output was not regenerated, fails here.
const SEED_DIR = path.resolve(import.meta.dirname, "../../workers/core-api/seed");
const { seed } = demoData();

describe("the demo seed", () => {
  it.each(Object.entries(seedFiles(seed)))("%s is what the generator writes", (name, text) => {
    expect(readFileSync(path.join(SEED_DIR, name), "utf8") === text, `${name} differs: run npm run seed:generate`).toBe(true);
  });

  it("every image is what the generator draws", () => {
    const differing = [...seed.media].filter(([key, svg]) => readFileSync(path.join(SEED_DIR, "media", key), "utf8") !== svg).map(([key]) => key);
    expect(differing).toEqual([]);
    expect(seed.media.size).toBeGreaterThan(150);
  });
});
