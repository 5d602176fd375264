// Types of budgets.mjs for the unit test (tests/unit/bench-budgets.test.ts).
type LoadEntry = { rpsMedian: number | null; errors: number; vsFloor?: { rpsRatioOfMedians: number | null; rpsPairedRatioMedian: number | null } };
export type Budget = { name: string; target: string; value: unknown; pass: boolean; detail?: Record<string, unknown>; page?: string; note?: string };
export declare const RPS_GOALS: { uncached: Record<string, number>; cached: Record<string, number> };
export declare const ADD_TO_CART_LATENCY_GOAL: number;
export declare const PRODUCT_JS_GZIP_GOAL: number;
export declare function budgetsOf(input: {
  load: Record<string, LoadEntry>;
  pagePaths: string[];
  addToCart: { latencyMsMedian: number; floorMsMedian: number; vsFloor: { latencyRatio: number | null } } | null;
  bytes: Record<string, { js: { gzipBytes: number } }>;
  productPath: string | null;
  checkoutPath: string | null;
  signedInProductPath?: string | null;
}): Budget[];
export declare const LIGHTHOUSE_GOALS: { performance: number; accessibility: number; "best-practices": number; seo: number; cls: number };
export declare function lighthouseBudgetsOf(
  lighthouse: Record<string, { scores: Record<string, number | null>; metrics: Record<string, number | null>; errors?: string[] }>,
): Budget[];
