// npm test: every check on a fresh machine — types, lint and format (Biome), the production deploy's
// dry run, unit (Node), integration (both Workers inside workerd on local D1) and end-to-end (Chromium,
// JavaScript on and off). Stops at the first failing stage.
import { seedAuthAccounts, startAuthEmulator } from "./auth-emulator.mjs";
import { BUILD_DIR_ENV, DEPLOY_CHECK_BUILD_DIR, TEST_BUILD_DIR } from "./build-dir.mjs";
import { run } from "./lib.mjs";

// Every stage builds and tests build-test/ (unless ETALAGE_BUILD_DIR names another folder): the
// build/ a running `npm start` serves is never replaced by a test run.
process.env[BUILD_DIR_ENV] ||= TEST_BUILD_DIR;

// The Auth emulator boots slowly (~20 s of CPU): it starts once, beside the typecheck, and serves
// the integration and end-to-end stages.
const emulator = startAuthEmulator().then(async (started) => {
  await seedAuthAccounts();
  return started;
});
emulator.catch(() => {});

const stages = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npm", ["run", "-s", "lint"]],
  ["build", "react-router", ["build"]],
  // What `npm run deploy` would ship, built for production with example settings and dry-run deployed
  // (~25 s); the vitest project "deploy" then checks it (ADR 0043).
  ["deploy dry run", "node", ["scripts/deploy.mjs", "--dry-run", "--settings", "tests/deploy/production.settings.json", "--out", DEPLOY_CHECK_BUILD_DIR]],
  ["auth emulator", null, () => emulator],
  ["unit + integration", "vitest", ["run"]],
  ["chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["end-to-end", "playwright", ["test"]],
];

const started = Date.now();
for (const [name, command, args] of stages) {
  const stageStart = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await (command ? run(command, args) : args());
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error.message}`);
    await stopEmulator();
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - stageStart) / 1000).toFixed(1)} s)`);
}
await stopEmulator();
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

async function stopEmulator() {
  const started = await emulator.catch(() => null);
  await started?.stop();
}
