import { z } from "zod";
import { CartId } from "./cart";
import { decimalId } from "./fields";

// The wheel of fortune (spec §1 "Sticky wheel-of-fortune promotions are loaded in the browser", §3
// is_sticky, §7, §8; ADR 0061). The server draws the outcome; the browser only turns to it.

/** A segment as the wheel shows it: its label and colour, in the wheel's order. Weights stay on the server. */
export const WheelSegment = z.object({ label: z.string(), colour: z.string().regex(/^#[0-9a-fA-F]{6}$/) });
export const FortuneWheel = z.object({
  id: z.number().int(),
  title: z.string(),
  isSticky: z.boolean(),
  segments: z.array(WheelSegment).min(2),
});
export type FortuneWheel = z.infer<typeof FortuneWheel>;

/** GET ecommerce/fortune-wheels?sticky=1: the shop's wheels that are active now (the sticky ones only, with sticky=1). */
export const FortuneWheelsQuery = z.object({ sticky: z.literal("1").optional() });
export const FortuneWheels = z.object({ items: z.array(FortuneWheel) });
export type FortuneWheels = z.infer<typeof FortuneWheels>;

/**
 * POST ecommerce/fortune-wheels/{wheelId}/spins: one spin for the shopper, who is the signed-in
 * customer (Bearer) or else the cart (its id, a secret the storefront keeps in its session).
 */
export const WheelParams = z.object({ wheelId: decimalId() });
export const SpinRequest = z.object({ cartId: CartId });
/** A second spin of the same shopper is refused: 409 conflict, details { reason: "already-spun" }. */
export const SPIN_REFUSED = "already-spun";
/** The outcome: the segment the wheel stops at, and its coupon's code when it wins one. */
export const SpinOutcome = z.object({
  segmentIndex: z.number().int().min(0),
  label: z.string(),
  couponCode: z.string().nullable(),
});
export type SpinOutcome = z.infer<typeof SpinOutcome>;
