/** A number held within min..max (no imports: the browser's scroll code uses it too). */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
