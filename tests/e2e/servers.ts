// One server per Playwright worker (ADR 0047): each worker's journeys run against their own server (the
// build's two Workers in one Miniflare, scripts/serve-build.mjs, ADR 0068) on their own port, with their
// own copy of the seeded state (D1 and R2, in wrangler's layout), so two workers never share a demo
// customer's cart, the stock of a size, a shop's settings or the operator command's database. A plain
// module: playwright.config.ts, the specs and the helpers read it.

/** Workers of the run: `E2E_WORKERS` (2 by default; 1 when testing a server of your own, E2E_BASE_URL). */
export function workerCount(env = process.env): number {
  if (env.E2E_BASE_URL) return 1;
  return Math.max(1, Number(env.E2E_WORKERS ?? 2));
}

/** The storefront's port of worker `index`: `E2E_PORT` (8790) for the first, the next ones after it. */
export function serverPort(index: number, env = process.env): number {
  return Number(env.E2E_PORT ?? 8790) + index;
}

/** Where the seeded state is made once per run, before each worker's server copies it. */
export const SEED_STATE = ".wrangler/e2e-state/seed";

/** Worker `index`'s own state, which its server and its operator commands use. */
export function workerState(index: number): string {
  return `.wrangler/e2e-state/worker-${index}`;
}

/**
 * The worker this code runs in (Playwright's parallel index, 0 … workers − 1, kept by a worker that
 * replaces a failed one); 0 in the runner itself. playwright.config.ts is evaluated again in every
 * worker, so the config's baseURL is the worker's own server.
 */
export function currentWorker(env = process.env): number {
  return Number(env.TEST_PARALLEL_INDEX ?? 0);
}

/** The state the current worker's server uses (for the operator command). */
export function currentState(): string {
  return workerState(currentWorker());
}
