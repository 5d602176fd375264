// Types of the pure part of lighthouse.mjs for the unit test (tests/unit/bench-budgets.test.ts).
export type LighthouseRun = {
  scores: Record<string, number | null>;
  metrics: Record<string, number | null>;
  lcpElement: string | null;
  missed: string[];
};
export declare function readRun(lhr: unknown): LighthouseRun;
