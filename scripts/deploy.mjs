// npm run deploy [-- --dry-run] [--settings FILE] [--out DIR]: the production deploy (ADR 0043).
//
//   1. reads the operator's settings (etalage.production.json; refuses placeholders, says which),
//   2. builds with CLOUDFLARE_ENV=production into build-production/ (the Vite plugin applies the
//      wrangler environment at build time: `wrangler deploy --env production` on another build would
//      ship development's config),
//   3. checks both built wrangler.json files: production names, the CORE_API binding, D1 and R2, the
//      vars, the declared secrets, and no development value or placeholder anywhere,
//   4. applies the D1 migrations to the remote database, deploys the core API, then the storefront
//      (its CORE_API binding needs the core API to exist). wrangler deploy itself refuses while a secret
//      of secrets.required is not set on the Worker.
// With --dry-run: steps 1–3, then `wrangler deploy --dry-run` of both Workers; nothing remote changes.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildEnv, buildPaths, PRODUCTION_BUILD_DIR } from "./build-dir.mjs";
import { QUIET_ENV, run } from "./lib.mjs";

await import("./ts-imports.mjs");
const { PRODUCTION_SETTINGS_ENV, productionBuildProblems, productionSettingsFile, readProductionSettings } = await import("./production.ts");

const HELP = `npm run deploy [-- --dry-run] [--settings FILE] [--out DIR]

Builds both Workers for production, checks the build, applies the D1 migrations to the remote
database, deploys the core API, then the storefront.
  --dry-run        build and check, then wrangler deploy --dry-run for both; nothing remote changes
  --settings FILE  the production settings (default: $${PRODUCTION_SETTINGS_ENV} or etalage.production.json)
  --out DIR        the build folder (default: ${PRODUCTION_BUILD_DIR})`;

const { values } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    settings: { type: "string" },
    out: { type: "string", default: PRODUCTION_BUILD_DIR },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(HELP);
  process.exit(0);
}

function fail(message) {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

const dryRun = values["dry-run"];
const settingsFile = values.settings ?? productionSettingsFile();
const out = buildPaths(values.out);

// 1. The settings: every placeholder is named before anything is built.
try {
  readProductionSettings(settingsFile);
} catch (error) {
  fail(error.message);
}

// 2. The production build, in a folder of its own (a stale file of an earlier build never ships).
console.log(`▶ building for production into ${out.dir}/ (settings: ${settingsFile})`);
fs.rmSync(out.dir, { recursive: true, force: true });
await run("react-router", ["build"], {
  env: { ...buildEnv(out.dir), CLOUDFLARE_ENV: "production", [PRODUCTION_SETTINGS_ENV]: settingsFile, ...QUIET_ENV },
}).catch((error) => fail(error.message));

// 3. What would ship: both built configs, checked.
const read = (file) => JSON.parse(fs.readFileSync(path.resolve(file), "utf8"));
const problems = productionBuildProblems({ storefront: read(out.serverConfig), coreApi: read(out.coreApiConfig) });
if (problems.length > 0) fail(`The production build is not safe to deploy:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
console.log("✓ the production build has production's names, bindings and vars, and no development value");

// 4. Deploy (or its dry run).
const wrangler = (...args) => run("wrangler", args, { env: QUIET_ENV });
try {
  if (dryRun) {
    await wrangler("deploy", "--dry-run", "-c", out.coreApiConfig);
    await wrangler("deploy", "--dry-run", "-c", out.serverConfig);
    console.log("\n✓ dry run: both Workers build and bundle for production; nothing was deployed or migrated.");
  } else {
    await wrangler("d1", "migrations", "apply", "DB", "--remote", "-c", out.coreApiConfig);
    await wrangler("deploy", "-c", out.coreApiConfig);
    await wrangler("deploy", "-c", out.serverConfig);
    console.log("\n✓ deployed: the core API, then the storefront.");
  }
} catch (error) {
  fail(error.message);
}
