import type { z } from "zod";
import type { CouponCheck } from "@commerce/contract/cart";
import { json } from "../http";
import type { Handler } from "../router";
import { couponCode, promoCode } from "../cart/assemble";
import { codeProblem } from "@commerce/rules/pricing";
import { findCoupon, findPromoCode } from "../cart/queries";

/**
 * POST coupon/universal/check {code}: is this a coupon or promo code of this shop that can be used now?
 * A code that does not exist or cannot be used is { valid: false } (200). The cart's minimum order total
 * is checked when the code is applied to a cart (apply-coupon), not here.
 */
export const checkCoupon: Handler<"cart.checkCoupon"> = async ({ env, tenantId, input }) => {
  const { code } = (await input()).body;
  const [coupon, promo] = await Promise.all([findCoupon(env.DB, tenantId, code), findPromoCode(env.DB, tenantId, code)]);
  const now = new Date();
  let body: z.infer<typeof CouponCheck> = { valid: false };
  const couponRow = coupon ? couponCode(coupon) : null;
  const promoRow = promo ? promoCode(promo) : null;
  if (couponRow && codeProblem(couponRow, now) === null) {
    body = { valid: true, coupon: { cardCode: couponRow.code, type: couponRow.type, amount: couponRow.amount } };
  } else if (!couponRow && promoRow && codeProblem(promoRow, now) === null) {
    body = { valid: true, promocode: { code: promoRow.code, type: promoRow.type, amount: promoRow.amount } };
  }
  return json(body);
};
