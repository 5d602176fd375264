// npm run db:reset [-- --state DIR] [-- --if-empty]
// Restores the local core-API database and media to the demo data: migrations, then the
// deterministic seed (workers/core-api/seed/demo.sql), then the seed images into local R2.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CORE_API_CONFIG, DEFAULT_STATE, QUIET_ENV, output, run } from "./lib.mjs";

const args = process.argv.slice(2);
const state = args.includes("--state") ? args[args.indexOf("--state") + 1] : DEFAULT_STATE;
const onlyIfEmpty = args.includes("--if-empty");
const wranglerLocal = ["--local", "-c", CORE_API_CONFIG, "--persist-to", state];

export async function migrate() {
  await run("wrangler", ["d1", "migrations", "apply", "DB", ...wranglerLocal], { env: { ...QUIET_ENV, CI: "true" } });
}

function tenantCount() {
  const json = output("wrangler", ["d1", "execute", "DB", ...wranglerLocal, "--json", "--command", "SELECT count(*) AS n FROM tenants"], {
    env: QUIET_ENV,
  });
  return JSON.parse(json)[0].results[0].n;
}

async function seed() {
  await run("wrangler", ["d1", "execute", "DB", ...wranglerLocal, "--file", "workers/core-api/seed/demo.sql", "-y"], {
    env: QUIET_ENV,
  });
  const manifest = JSON.parse(readFileSync("workers/core-api/seed/media-manifest.json", "utf8"));
  const dir = mkdtempSync(path.join(tmpdir(), "etalage-media-"));
  const list = path.join(dir, "media.json");
  writeFileSync(list, JSON.stringify(manifest.map(({ key, file }) => ({ key, file: path.resolve(file) }))));
  try {
    await run(
      "wrangler",
      ["r2", "bulk", "put", "etalage-media", ...wranglerLocal, "--ct", "image/svg+xml", "--cc", "public, max-age=31536000, immutable", "-f", list, "-y"],
      { env: QUIET_ENV },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Which demo data a database was seeded with: a database seeded with older demo data (before a
// migration or a seed change) is restored by `npm start` too, or its demo logins would not work.
const seedFile = path.join(state, "seed-version");
const seedVersion = createHash("sha256")
  .update(readFileSync("workers/core-api/seed/demo.sql"))
  .update(readFileSync("workers/core-api/seed/auth-accounts.json"))
  .digest("hex");
const outdated = existsSync(path.join(state, "v3/d1")) && (!existsSync(seedFile) || readFileSync(seedFile, "utf8") !== seedVersion);
const fresh = !onlyIfEmpty || outdated;
if (fresh) {
  // A reset starts from nothing: drop the local database and media, keep nothing half-seeded.
  if (outdated && onlyIfEmpty) console.log(`The demo data changed since ${state} was seeded: restoring it.`);
  for (const part of ["v3/d1", "v3/r2"]) rmSync(path.join(state, part), { recursive: true, force: true });
}
await migrate();
if (fresh || !existsSync(path.join(state, "v3/d1")) || tenantCount() === 0) {
  await seed();
  writeFileSync(seedFile, seedVersion);
  console.log(`Demo data restored in ${state}.`);
} else {
  console.log(`Demo data already present in ${state}; migrations applied.`);
}
