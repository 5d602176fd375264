import type { FortuneWheel, SpinOutcome } from "@commerce/contract/fortune-wheels";

// What the browser's wheel code reads (GET /{lang}/wheel) and gets back from a spin (POST), and the
// pure rules of its turning. No I/O, no DOM.

/** The wheel's texts, translated by the server: the browser's wheel code carries none of its own. */
export const WHEEL_TEXT_KEYS = ["open", "dialog", "spin", "spinning", "won", "code", "apply", "lost", "already", "close"] as const;
export type WheelTexts = Record<(typeof WHEEL_TEXT_KEYS)[number], string>;
export type WheelsAnswer = { wheels: FortuneWheel[]; texts: WheelTexts };

/** POST /{lang}/wheel's answer: the outcome, or why there is none. */
export type SpinResult = { ok: true; outcome: SpinOutcome } | { ok: false; reason: "already-spun" | "not-found" | "failed" | "invalid" };

/** Full turns before the wheel stops (with motion); without motion it shows the outcome at once. */
export const SPIN_TURNS = 5;
export const SPIN_MS = 4000;

/**
 * The wheel's rotation (degrees, clockwise) that brings the middle of segment `index` under the pointer
 * at the top, after `turns` full turns from `from` (the wheel's current rotation). Segment 0 starts at
 * the top and the segments follow clockwise.
 */
export function stopRotation(index: number, count: number, from = 0, turns = SPIN_TURNS): number {
  const size = 360 / count;
  const middle = index * size + size / 2;
  // Where the wheel must stand: the segment's middle turned back to 0°.
  const target = (360 - middle) % 360;
  const base = from - (from % 360);
  return base + turns * 360 + target;
}

/** Fills `{{name}}` in a translated text (the server's texts carry their placeholders). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all);
}
