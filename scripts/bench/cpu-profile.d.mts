// Types of the parts of cpu-profile.mjs the unit test uses (tests/unit/bench-budgets.test.ts).
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
/** A minimal CDP session; a call unanswered for `timeoutMs` (60 s) rejects, naming the method. */
export type CdpSession = { send(method: string, params?: Record<string, unknown>, timeoutMs?: number): Promise<unknown>; close(): void };
export declare function cdpSession(webSocketUrl: string): Promise<CdpSession>;
