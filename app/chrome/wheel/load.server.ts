import { FortuneWheels, SPIN_REFUSED, type SpinOutcome } from "@commerce/contract/fortune-wheels";
import type { Language } from "~/domain/languages";
import type { TFunction } from "~/i18n";
import type { AppContext } from "~/server/context";
import { CoreApiError } from "~/server/core-api.server";
import { CONFIG_CACHE, cachedPublic } from "~/server/public-cache.server";
import { type WheelTexts, WHEEL_TEXT_KEYS, type WheelsAnswer } from "./wheel";

/**
 * The shop's sticky wheels (GET ecommerce/fortune-wheels?sticky=1) with the wheel's texts in the page's
 * language: what the browser's wheel code asks for once the page is interactive. Cached per shop and
 * language; a failing call is the caller's to report (the browser only warns).
 */
export async function loadStickyWheels(app: AppContext, language: Language, t: TFunction): Promise<WheelsAnswer> {
  const { items } = await cachedPublic(app, language, "wheels:sticky", CONFIG_CACHE, FortuneWheels, () => app.promo.wheels({ query: { sticky: "1" } }));
  const texts = Object.fromEntries(WHEEL_TEXT_KEYS.map((key) => [key, t(`wheel.${key}`)])) as WheelTexts;
  return { wheels: items, texts };
}

export type SpinAnswer = { ok: true; outcome: SpinOutcome } | { ok: false; reason: "already-spun" | "not-found" | "failed"; status: number };

/**
 * One spin for this shopper. The core API draws and refuses a second spin; the shopper is the
 * signed-in customer or else their cart, which is started (empty) for a shopper who has none yet, so
 * that "once" holds across pages and the won code has a cart to go in (ADR 0061).
 */
export async function spinWheel(app: AppContext, wheelId: number): Promise<SpinAnswer> {
  try {
    const cartId = await shopperCart(app);
    const outcome = await app.promo.spin({ params: { wheelId }, body: { cartId } });
    return { ok: true, outcome };
  } catch (error) {
    if (!(error instanceof CoreApiError)) throw error;
    const details = error.body?.error.details as { reason?: string } | undefined;
    if (error.status === 409 && details?.reason === SPIN_REFUSED) return { ok: false, reason: "already-spun", status: 409 };
    if (error.notFound || error.status === 400) return { ok: false, reason: "not-found", status: 404 };
    app.log.warn("wheel.spin-failed", { wheelId, status: error.status });
    return { ok: false, reason: "failed", status: 502 };
  }
}

/** The session's cart id; a new, empty cart when it has none (or its cart is gone). */
async function shopperCart(app: AppContext): Promise<string> {
  const known = app.session.get("cartId");
  if (known) {
    try {
      return (await app.cart.get({ params: { cartId: known } })).id;
    } catch (error) {
      if (!(error instanceof CoreApiError && (error.notFound || error.status === 400))) throw error;
    }
  }
  const cart = await app.cart.create();
  app.session.set("cartId", cart.id);
  return cart.id;
}
