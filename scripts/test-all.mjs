// npm test: every check on a fresh machine — types, lint and format (Biome), the production deploy's
// dry run, unit (Node), integration (both Workers inside workerd on local D1) and end-to-end (Chromium,
// JavaScript on and off, two workers: ADR 0047). Stops at the first failing stage.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { seedAuthAccounts, startAuthEmulator } from "./auth-emulator.mjs";
import { BUILD_DIR_ENV, DEPLOY_CHECK_BUILD_DIR, TEST_BUILD_DIR } from "./build-dir.mjs";
import { run } from "./lib.mjs";

await import("./ts-imports.mjs");
const { SEED_STATE } = await import("../tests/e2e/servers.ts");

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

// Debian's Chromium for the end-to-end stage: a fresh machine installs it (apt, mostly waiting on the
// network) while the first stages run; the end-to-end stage waits for it.
const chromium = runHeld("chromium", "node", ["scripts/ensure-chromium.mjs"]);
chromium.catch(() => {});

// The end-to-end run's demo state (ADR 0047), made ahead by `--seed-only` under this run's E2E_RUN,
// which Playwright's config keeps: its first server then finds the seed ready (ADR 0070). It needs no
// build (db-reset, one Miniflare, ~6 s of one core) and signs nobody in at the Auth emulator, so it is
// made as soon as the typecheck ends, while the build and the deploy's dry run still hold the first
// stage (ADR 0076): made after the first vitest run, as it was, the other run now ends as soon and the
// end-to-end stage waited for it; made at the very start, beside the typecheck, it slowed the stage.
process.env.E2E_RUN ||= `${process.pid}-${Date.now()}`;
let endToEndSeed = null;
function seedEndToEnd() {
  endToEndSeed ??= runHeld("end-to-end demo state", "node", ["scripts/e2e-state.mjs", "--seed-only", "--seed", SEED_STATE]);
  endToEndSeed.catch(() => {});
  return endToEndSeed;
}

// The typecheck (TypeScript 7's native tsc, ~11 s; TypeScript 6's took ~22 s of one core) with lint,
// the build and then the deploy's dry run beside it, each one's output held and shown when it ends, so
// their lines never mix. The builds write only their own folders, the typecheck only its generated
// types: neither reads what the other writes.
const stages = [
  [
    "typecheck, lint, build, deploy dry run",
    null,
    () =>
      allOrFirstError([
        runHeld("typecheck", "npm", ["run", "-s", "typecheck"]).then(() => void seedEndToEnd()),
        runHeld("lint", "npm", ["run", "-s", "lint"]),
        // Then what `npm run deploy` would ship, built for production with example settings and
        // dry-run deployed (~10 s; its own folder); the vitest project "deploy" checks it (ADR 0043).
        // After the build, not beside it: two builds at once would share Vite's and React Router's
        // working files.
        runHeld("build", "react-router", ["build"]).then(() =>
          runHeld("deploy dry run", "node", [
            "scripts/deploy.mjs",
            "--dry-run",
            "--settings",
            "tests/deploy/production.settings.json",
            "--out",
            DEPLOY_CHECK_BUILD_DIR,
          ]),
        ),
      ]),
  ],
  ["auth emulator", null, () => emulator],
  // vitest runs one file at a time on two cores (its default is one core less than the machine has),
  // and its projects cannot run files side by side safely (algolia-sync and algolia-search reset their
  // project's fake Algolia). Two vitest runs side by side, each with its own fakes, keep both cores busy:
  // the storefront's (its files that need a fresh isolate, and the rest in one shared runtime) and every
  // other project ("!": a new project is never left out), among them the storefront's files that need no
  // demo account nor fake (the malformed-url probes and the core API's deadlines), the url-mode pair of
  // servers and the JS budget (vitest.config.ts; ADR 0070, 0075).
  [
    "unit + integration",
    null,
    () =>
      allOrFirstError([
        runHeld("vitest: storefront", "vitest", ["run", "--project", "storefront", "--project", "storefront-shared"]),
        runHeld("vitest: every other project", "vitest", ["run", "--project", "!storefront", "--project", "!storefront-shared"]),
      ]),
  ],
  ["chromium, end-to-end demo state", null, () => allOrFirstError([chromium, seedEndToEnd()])],
  ["end-to-end", "playwright", ["test"]],
];

const started = Date.now();
const startedCpu = childrenCpuSeconds();
for (const [name, command, args] of stages) {
  const stageStart = Date.now();
  const stageCpu = childrenCpuSeconds();
  console.log(`\n▶ ${name}`);
  try {
    await (command ? run(command, args) : args());
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error.message}`);
    await stopEmulator();
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - stageStart) / 1000).toFixed(1)} s${cpuSince(stageCpu)})`);
}
await stopEmulator();
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s${cpuSince(startedCpu)}.`);

/**
 * CPU seconds of the processes this run started and waited for (Linux: /proc/self/stat's cutime and
 * cstime), or null elsewhere. A stage's share is the difference: on a shared machine its wall time
 * says little, its CPU seconds say what it costs (ADR 0047). The Auth emulator, running throughout,
 * is counted when it stops, in the total only.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function cpuSince(before) {
  const now = childrenCpuSeconds();
  return before === null || now === null ? "" : `, ${(now - before).toFixed(0)} CPU-s`;
}

/** Waits for every one (each shows its own output and failure), then fails with the first failure. */
async function allOrFirstError(promises) {
  const failed = (await Promise.allSettled(promises)).find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** Runs a command with its output held, then shows it with the time it took; rejects when it fails. */
function runHeld(name, command, args) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" } });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      process.stdout.write(Buffer.concat(chunks));
      if (code !== 0) return reject(new Error(`${name}: ${command} ${args.join(" ")} failed (${signal ?? code})`));
      console.log(`  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve();
    });
  });
}

async function stopEmulator() {
  const started = await emulator.catch(() => null);
  await started?.stop();
}
