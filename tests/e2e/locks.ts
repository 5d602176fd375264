import fs from "node:fs";
import path from "node:path";

// Locks between Playwright's workers (separate processes) for the little state that journeys cannot
// make their own: a seeded demo customer's cart, wishlist and order history, and the operator command's
// writes to the run's D1 state. A lock is a file in .wrangler/e2e-locks/ that holds its owner's pid;
// global-setup.ts empties the folder before the workers start. ADR 0047 has the rules.

const root = path.resolve(import.meta.dirname, "../..");
export const LOCKS = path.join(root, ".wrangler/e2e-locks");
const POLL_MS = 50;

function lockFile(name: string): string {
  return path.join(LOCKS, `${name.replace(/[^\w.-]/g, "_")}.lock`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** One try: true when this process now holds `name`. A lock whose owner died is cleared for the next try. */
function tryTake(name: string): boolean {
  const file = lockFile(name);
  fs.mkdirSync(LOCKS, { recursive: true });
  try {
    fs.writeFileSync(file, String(process.pid), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const owner = Number(readOr(file, ""));
  // An empty file is being written by its owner right now; a live owner keeps it.
  if (!owner || alive(owner)) return false;
  // The owner died holding it (a crashed worker). Move it aside and look again: if another process took
  // the lock in between, what was moved is theirs, and it goes back.
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return false;
  }
  if (Number(readOr(aside, "")) !== owner) fs.linkSync(aside, file);
  fs.rmSync(aside, { force: true });
  return false;
}

function readOr(file: string, fallback: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return fallback;
  }
}

function release(name: string) {
  const file = lockFile(name);
  if (Number(readOr(file, "")) === process.pid) fs.rmSync(file, { force: true });
}

/** Waits (without blocking the worker) until `name` is ours; answers how long it waited and the release. */
export async function acquire(name: string): Promise<{ waitedMs: number; release: () => void }> {
  const started = Date.now();
  while (!tryTake(name)) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  return { waitedMs: Date.now() - started, release: () => release(name) };
}

/** For synchronous callers (the operator command runs with execFileSync): holds `name` around `run`. */
export function withLockSync<T>(name: string, run: () => T): T {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!tryTake(name)) Atomics.wait(pause, 0, 0, POLL_MS);
  try {
    return run();
  } finally {
    release(name);
  }
}
