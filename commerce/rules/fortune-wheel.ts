// The wheel of fortune's rules (ADR 0061): the server draws, once per shopper per wheel.

/**
 * The segment a spin stops at: each segment's chance is its weight over the total. `random` is a
 * number in [0, 1) (crypto-strong on the server). A segment of weight 0 is never drawn; a wheel
 * whose weights add up to nothing (or are not whole, non-negative numbers) draws nothing: null.
 */
export function drawSegment(weights: readonly number[], random: number): number | null {
  if (!(random >= 0 && random < 1)) return null;
  if (weights.some((w) => !Number.isInteger(w) || w < 0)) return null;
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return null;
  let point = random * total;
  for (const [index, weight] of weights.entries()) {
    if (point < weight) return index;
    point -= weight;
  }
  // Rounding at the very end of the range: the last segment that can be drawn.
  return weights.findLastIndex((w) => w > 0);
}

/**
 * Who "one spin per shopper" counts: the signed-in customer (whatever cart they use), else the cart
 * (a random id the storefront keeps in the shopper's session cookie).
 */
export function spinShopper(who: { customerId: number | null; cartId: string }): string {
  return who.customerId !== null ? `customer:${who.customerId}` : `cart:${who.cartId}`;
}

/** A uniform number in [0, 1) from 32 random bits (crypto.getRandomValues on the server). */
export function unitInterval(bits: number): number {
  return (bits >>> 0) / 2 ** 32;
}
