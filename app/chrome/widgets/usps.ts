// The USP strip (chrome spec §2 "Other strips", §4, §9): the shop's selling points, shuffled, rotating
// every 7000 to 8000 ms with a 1000 ms slide out and in. Pure: the randomness is passed in.

/** §9: the next selling point comes after 7000 to 8000 ms … */
export const USP_ROTATE_MIN_MS = 7000;
export const USP_ROTATE_MAX_MS = 8000;
/** … sliding out and in over 1000 ms. */
export const USP_TRANSITION_MS = 1000;

type Random = () => number;

/** A shuffled copy (Fisher–Yates): every order equally likely; the list itself is left as it is. */
export function shuffled<T>(list: readonly T[], random: Random): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** How long the current selling point stays: somewhere in 7000–8000 ms, anew each time. */
export function uspDelayMs(random: Random): number {
  return USP_ROTATE_MIN_MS + Math.floor(random() * (USP_ROTATE_MAX_MS - USP_ROTATE_MIN_MS + 1));
}

/** The next selling point's index, round and round. */
export function nextUsp(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}
