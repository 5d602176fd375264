// Deterministic randomness: a seeded PRNG per key, so each image, product and id has its own stable
// stream and a run never depends on the clock.

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** A PRNG seeded from a string, so each image / product gets its own stable stream. */
export const rngFor = (key: string): (() => number) => mulberry32(hashString(key));

/** A uuid (version 4 layout) from a key: deterministic, unguessable enough for demo urls. */
export function uuidFor(key: string): string {
  const rnd = rngFor(`uuid:${key}`);
  const hex = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(rnd() * 4)] as string;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
