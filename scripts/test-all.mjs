// npm test: every test on a fresh machine — unit (Node), integration (both Workers inside workerd on
// local D1) and end-to-end (Chromium, JavaScript on and off). Stops at the first failing stage.
import { run } from "./lib.mjs";

const stages = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["build", "react-router", ["build"]],
  ["unit + integration", "vitest", ["run"]],
  ["chromium", "node", ["scripts/ensure-chromium.mjs"]],
  ["end-to-end", "playwright", ["test"]],
];

const started = Date.now();
for (const [name, command, args] of stages) {
  const stageStart = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    await run(command, args);
  } catch (error) {
    console.error(`\n✗ ${name} failed: ${error.message}`);
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - stageStart) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
