// The wheel of fortune (spec §1, §3 is_sticky, §7, §8; ADR 0061). The shop's wheels are public; a spin
// is drawn here from the segments' weights (never by the browser) and stored once per shopper per
// wheel: the table's primary key refuses a second, even two spins at the same moment.
import type { FortuneWheel, FortuneWheels, SpinOutcome } from "@commerce/contract/fortune-wheels";
import { SPIN_REFUSED } from "@commerce/contract/fortune-wheels";
import { drawSegment, spinShopper, unitInterval } from "@commerce/rules/fortune-wheel";
import { optionalCustomer } from "../auth/customer";
import { mayUseCart } from "../cart/queries";
import { HttpError, json } from "../http";
import { localized } from "../localized";
import type { Handler } from "../router";

type WheelRow = { id: number; title: string; is_sticky: number };
type SegmentRow = { id: number; wheel_id: number; label: string; colour: string; weight: number; code: string | null };

/** Switched on and inside its dates (`now` is bound as ?2). */
const ACTIVE_NOW = `w.is_active = 1 AND (w.starts_at IS NULL OR w.starts_at <= ?2) AND (w.ends_at IS NULL OR w.ends_at >= ?2)`;

/** A segment's coupon: only an active one within its dates is a prize (else the segment wins nothing). */
const SEGMENTS = `SELECT s.id, s.wheel_id, s.label, s.colour, s.weight,
       (SELECT c.code FROM coupons c WHERE c.id = s.coupon_id AND c.tenant_id = s.tenant_id AND c.is_active = 1
           AND (c.valid_from IS NULL OR c.valid_from <= ?2) AND (c.valid_until IS NULL OR c.valid_until >= ?2)) AS code
  FROM fortune_wheel_segments s`;

/** GET ecommerce/fortune-wheels: the shop's active wheels (sticky=1: the sticky ones), each with its segments. */
export const fortuneWheels: Handler<"promo.wheels"> = async ({ env, tenantId, lang, input }) => {
  const { query } = await input();
  const now = new Date().toISOString();
  const sticky = query.sticky ? " AND w.is_sticky = 1" : "";
  const [wheels, segments] = await env.DB.batch([
    env.DB.prepare(`SELECT w.id, w.title, w.is_sticky FROM fortune_wheels w WHERE w.tenant_id = ?1 AND ${ACTIVE_NOW}${sticky} ORDER BY w.id`).bind(
      tenantId,
      now,
    ),
    env.DB.prepare(
      `${SEGMENTS} JOIN fortune_wheels w ON w.id = s.wheel_id AND w.tenant_id = ?1 WHERE s.tenant_id = ?1 AND ${ACTIVE_NOW}${sticky} ORDER BY s.sort_index, s.id`,
    ).bind(tenantId, now),
  ]);
  const byWheel = Map.groupBy((segments?.results ?? []) as SegmentRow[], (s) => s.wheel_id);
  const items: FortuneWheel[] = ((wheels?.results ?? []) as WheelRow[])
    .map((w) => ({
      id: w.id,
      title: localized(w.title, lang) ?? "",
      isSticky: w.is_sticky === 1,
      segments: (byWheel.get(w.id) ?? []).map((s) => ({ label: localized(s.label, lang) ?? "", colour: s.colour })),
    }))
    // A wheel needs two segments to turn at all.
    .filter((w) => w.segments.length >= 2);
  return json({ items } satisfies FortuneWheels);
};

/**
 * POST ecommerce/fortune-wheels/{wheelId}/spins: the shopper's one spin of an active wheel of this shop.
 * The shopper is the signed-in customer, else the cart (which must be theirs). A second spin is a 409
 * (details.reason 'already-spun'); another shop's wheel, an inactive or unknown one is a 404.
 */
export const spinWheel: Handler<"promo.spin"> = async (ctx) => {
  const { env, tenantId, lang } = ctx;
  const { params, body } = await ctx.input();
  const signedIn = await optionalCustomer(ctx);
  const customerId = signedIn?.customer.id ?? null;
  const now = new Date().toISOString();
  const [wheel, cart, segmentRows] = await env.DB.batch([
    env.DB.prepare(`SELECT w.id FROM fortune_wheels w WHERE w.tenant_id = ?1 AND w.id = ?3 AND ${ACTIVE_NOW}`).bind(tenantId, now, params.wheelId),
    env.DB.prepare("SELECT id, customer_id FROM carts WHERE id = ?1 AND tenant_id = ?2").bind(body.cartId, tenantId),
    env.DB.prepare(`${SEGMENTS} WHERE s.tenant_id = ?1 AND s.wheel_id = ?3 ORDER BY s.sort_index, s.id`).bind(tenantId, now, params.wheelId),
  ]);
  if (!wheel?.results.length) throw new HttpError("not_found", "No such active wheel.");
  const cartRow = cart?.results[0] as { customer_id: number | null } | undefined;
  if (!cartRow || !mayUseCart(cartRow, customerId)) throw new HttpError("not_found", "No such cart.");
  const segments = (segmentRows?.results ?? []) as SegmentRow[];
  const drawn = drawSegment(
    segments.map((s) => s.weight),
    unitInterval(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0),
  );
  const segment = drawn === null ? undefined : segments[drawn];
  if (drawn === null || !segment) throw new HttpError("unavailable", "This wheel has no segment that can be drawn.");
  const shopper = spinShopper({ customerId, cartId: body.cartId });
  // The primary key (wheel, shopper) keeps the first spin; a second inserts nothing.
  const stored = await env.DB.prepare(
    "INSERT INTO fortune_wheel_spins (tenant_id, wheel_id, shopper, segment_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING",
  )
    .bind(tenantId, params.wheelId, shopper, segment.id, now)
    .run();
  if (stored.meta.changes === 0) throw new HttpError("conflict", "This shopper has spun this wheel already.", undefined, { reason: SPIN_REFUSED });
  const outcome: SpinOutcome = { segmentIndex: drawn, label: localized(segment.label, lang) ?? "", couponCode: segment.code };
  return json(outcome, { status: 201 });
};
