// Etalage demo-data generator: `npm run seed:generate` (node scripts/generate-seed.mjs runs this).
//
// Writes, deterministically (a seeded PRNG, no clock, no network):
//   workers/core-api/seed/demo.sql            DELETEs for every table, then one INSERT per line
//   workers/core-api/seed/media/**.svg        product, bundle, banner and logo illustrations
//   workers/core-api/seed/media-manifest.json [{key, file, contentType}] for every image
//   workers/core-api/seed/auth-accounts.json  the demo customers' sign-in accounts (Auth emulator)
//
// Running it twice gives byte-identical output. The modules beside this one: tenants/ (one file per
// shop: its catalogue, content and customers' history), rows/ (the rows of each kind of data), art/
// (the SVG illustrations), and the shared rules of commerce/ for the orders' VAT. Node runs the
// TypeScript itself (type stripping); scripts/ts-imports.mjs resolves imports the way the bundler does.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { demoData, seedFiles } from "./demo-data";

const ROOT = resolve(import.meta.dirname, "../..");
const SEED_DIR = join(ROOT, "workers/core-api/seed");
const MEDIA_DIR = join(SEED_DIR, "media");

function main(): void {
  const { seed, summaries } = demoData();

  rmSync(MEDIA_DIR, { recursive: true, force: true });
  let bytes = 0;
  for (const [key, svg] of seed.media) {
    const file = join(MEDIA_DIR, key);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
  }
  for (const [name, text] of Object.entries(seedFiles(seed))) writeFileSync(join(SEED_DIR, name), text);

  const out: string[] = [];
  out.push(`wrote ${relative(ROOT, join(SEED_DIR, "demo.sql"))} (${seed.sql.length} lines)`);
  out.push(`wrote ${seed.media.size} images (${(bytes / 1024).toFixed(0)} KiB) and ${relative(ROOT, join(SEED_DIR, "media-manifest.json"))}`);
  for (const [T, s] of summaries) {
    out.push(
      `${T.name}: ${Object.entries(s.counts)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}`,
    );
    out.push(
      `  first product with a sold-out variant: ${s.firstSoldOutVariant}; fully sold out: ${s.fullySoldOut.join(", ")}; first discounted: ${s.firstDiscounted}`,
    );
    out.push(`  bundles: ${s.bundles.join(", ")}; coupons: ${s.coupons.join(", ")}; promo code: ${s.promo}`);
  }
  console.log(out.join("\n"));
}

main();
