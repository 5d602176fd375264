// npm run db:reset [-- --state DIR] [-- --if-empty]
// Restores the local core-API database and media to the demo data: migrations, then the
// deterministic seed (workers/core-api/seed/demo.sql), then the seed images into local R2.
//
// In one Miniflare over DIR/v3, the files `wrangler dev --persist-to DIR` and `wrangler d1 execute
// --local --persist-to DIR` use: the database and bucket named as wrangler names them, and each
// migration applied as `wrangler d1 migrations apply --local` applies it (its statements and its row
// in the migrations table, in one batch), so wrangler later sees the same migrations applied. Through
// wrangler's commands the same took ~15 s: each migration, the seed and the upload started a Miniflare
// of their own.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig, unstable_splitSqlQuery } from "wrangler";
import { CORE_API_CONFIG, DEFAULT_STATE } from "./lib.mjs";
import { seedStatements } from "./seed-statements.mjs";

const args = process.argv.slice(2);
const state = args.includes("--state") ? args[args.indexOf("--state") + 1] : DEFAULT_STATE;
const onlyIfEmpty = args.includes("--if-empty");

// wrangler's Miniflare (as scripts/serve-build.mjs): the storage layout its commands use.
const { Miniflare, convertV4MiniflareOptions } = createRequire(fileURLToPath(import.meta.resolve("wrangler")))("miniflare");

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

const config = unstable_readConfig({ config: CORE_API_CONFIG });
const database = config.d1_databases.find((d) => d.binding === "DB");
const bucket = config.r2_buckets.find((b) => b.binding === "MEDIA");
if (!database || !bucket) throw new Error(`${CORE_API_CONFIG}: no DB database or MEDIA bucket`);
const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
const mf = new Miniflare(
  convertV4MiniflareOptions({
    resourcePersistencePath: path.resolve(state, "v3"),
    workers: [{ name: "db-reset", modules: true, script: "export default {}", d1Databases: workerOptions.d1Databases, r2Buckets: workerOptions.r2Buckets }],
  }),
);
try {
  const db = await mf.getD1Database("DB");
  const migrations = path.resolve(path.dirname(CORE_API_CONFIG), database.migrations_dir ?? "migrations");
  await again(() => migrate(db, migrations, database.migrations_table ?? "d1_migrations"));
  const tenants = async () => (await db.prepare("SELECT count(*) AS n FROM tenants").first()).n;
  if (fresh || (await again(tenants)) === 0) {
    // One batch, one transaction: all of the seed or none of it, so a try again starts from nothing.
    await again(async () => {
      if ((await tenants()) === 0) await db.batch(seedStatements().map((statement) => db.prepare(statement)));
    });
    await putMedia(await mf.getR2Bucket("MEDIA"));
    writeFileSync(seedFile, seedVersion);
    console.log(`Demo data restored in ${state}.`);
  } else {
    console.log(`Demo data already present in ${state}; migrations applied.`);
  }
} finally {
  await mf.dispose();
}

/**
 * A step tried again when Miniflare's proxy loses its connection to workerd ("other side closed": it
 * reuses a kept-alive connection that workerd may close just then; seen on a loaded machine, about one
 * run in three). Each step here can run again: the migrations apply what the table does not list yet,
 * the seed is one transaction put in only where there is none, a picture's put replaces it.
 */
async function again(step) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt === 5 || error?.cause?.code !== "UND_ERR_SOCKET") throw error;
    }
  }
}

/** The migrations not applied yet, each with its row in the migrations table, as wrangler applies them. */
async function migrate(db, dir, table) {
  const name = `"${table.replace(/"/g, '""')}"`;
  // wrangler's own statement, to the letter (the schema then reads the same as one wrangler made).
  await db
    .prepare(`CREATE TABLE IF NOT EXISTS ${name}(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`)
    .run();
  const applied = new Set((await db.prepare(`SELECT name FROM ${name}`).all()).results.map((row) => row.name));
  for (const file of readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    if (applied.has(file)) continue;
    const sql = `${readFileSync(path.join(dir, file), "utf8")}\nINSERT INTO ${name} (name) values ('${file.replace(/'/g, "''")}');`;
    await db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));
  }
}

/** The seed's pictures, with the type and the year-long caching the shop serves them with. */
async function putMedia(media) {
  const manifest = JSON.parse(readFileSync("workers/core-api/seed/media-manifest.json", "utf8"));
  for (const { key, file, contentType } of manifest) {
    const httpMetadata = { contentType: contentType ?? "image/svg+xml", cacheControl: "public, max-age=31536000, immutable" };
    await again(() => media.put(key, readFileSync(file), { httpMetadata }));
  }
}
