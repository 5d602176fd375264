/**
 * Keeps `value` at `key` as the newest entry of `memo` and drops the oldest beyond `max`: the isolate's
 * memos of values worked out from a request's input (paths, settings) stay bounded, so made-up input
 * cannot grow them without end. Values only: never a load in progress (ADR 0058).
 */
export function keepNewest<K, V>(memo: Map<K, V>, key: K, value: V, max: number): void {
  memo.delete(key);
  memo.set(key, value);
  if (memo.size > max) memo.delete(memo.keys().next().value as K);
}
