// Small helpers for `npm run bench`. Stdout is reserved for the one JSON document: everything else
// (progress, child-process output) goes to stderr.
import { spawn } from "node:child_process";

export const log = (...parts) => console.error("[bench]", ...parts);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Rounds to `digits` decimals (null stays null). */
export function round(value, digits = 2) {
  if (value == null || !Number.isFinite(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const ratio = (a, b) => (a == null || b == null || b === 0 ? null : a / b);

/**
 * Runs a command; its stdout and stderr both go to our stderr. Resolves with nothing, rejects when it
 * fails. `track` receives the child so that a signal handler can stop it.
 */
export function runToStderr(command, args, { env = {}, track } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", 2, 2], env: { ...process.env, ...env } });
    track?.(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`))));
  });
}

/** Runs a command and collects its stdout (stderr is passed through to ours). */
export function capture(command, args, { env = {}, track } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", 2], env: { ...process.env, ...env } });
    track?.(child);
    let out = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`))));
  });
}
