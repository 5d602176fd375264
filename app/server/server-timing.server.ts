// Server-Timing tells whoever reads it how long the core API took for this request: for a newsletter
// signup that was enough to tell a known address from a new one (issue 19). So the public never gets
// it: the access log keeps every request's timings, and only a developer's request in development —
// one that carries DEVELOPER_TIMING_HEADER — gets the header (the bench sends it). In production no
// header a shopper can set turns it on.

/** The header a developer's request sends (any value) to get `Server-Timing` in development. */
export const DEVELOPER_TIMING_HEADER = "x-etalage-timing";

/** Whether this answer may carry `Server-Timing`: a marked request, and never in production. */
export function showsServerTiming(request: Request, environment: string | undefined): boolean {
  return environment === "development" && request.headers.has(DEVELOPER_TIMING_HEADER);
}

/** The header's value: the whole request, the core API's share of it, and what the page cache did (ADR 0051). */
export function serverTiming(totalMs: number, coreMs: number, coreCalls: number, pageCache: string | null = null): string {
  return [`total;dur=${totalMs}`, `core;dur=${coreMs};desc="core API (${coreCalls} calls)"`, ...(pageCache ? [`page-cache;desc="${pageCache}"`] : [])].join(
    ", ",
  );
}
