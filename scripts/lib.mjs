// Small helpers shared by the operator scripts. Run them through npm (npm run …), so the project's
// own Node 24 and the node_modules/.bin tools are on PATH.
import { spawn, spawnSync } from "node:child_process";

/** Runs a command with inherited output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`))));
  });
}

/** Runs a command and returns its stdout (throws when it fails). */
export function output(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

export const CORE_API_CONFIG = "workers/core-api/wrangler.jsonc";
export const DEFAULT_STATE = ".wrangler/state";

/**
 * wrangler's telemetry makes no sense on these offline machines. (Not WRANGLER_LOG=warn: it also
 * silences the --json output of `d1 execute`.)
 */
export const QUIET_ENV = { WRANGLER_SEND_METRICS: "false" };
