// Types of the pure parts of cpu-profile.mjs for the unit test (tests/unit/bench-budgets.test.ts).
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  startTime?: number;
  endTime?: number;
};
export type ProfileSummary = {
  sampledMs: number;
  busyMs: number;
  idleMs: number;
  special: Record<string, { ms: number; pctOfBusy: number }>;
  topFunctions: { function: string; module: string; place: string; selfMs: number; pctOfBusy: number }[];
  topModules: { module: string; selfMs: number; pctOfBusy: number }[];
};
export declare function summariseProfile(
  profile: CpuProfile,
  options?: { moduleOf?: (url: string, line: number, column: number) => string; top?: number },
): ProfileSummary;
