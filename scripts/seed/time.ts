// The seed's clock: fixed dates, never the time of the run.

export const FIXED_TIME = "2026-01-05T09:00:00.000Z";

/** An ISO timestamp: [year, month, day] plus some days, at an hour (UTC). */
export function isoDay(base: readonly [number, number, number], addDays: number, hour = 9): string {
  const t = Date.UTC(base[0], base[1] - 1, base[2], hour) + addDays * 86400000;
  return new Date(t).toISOString();
}

export const dateOnly = (iso: string): string => iso.slice(0, 10);
