import type { Cart } from "@commerce/contract/cart";
import { useEffect, useId, useState } from "react";
import { useShopForm } from "~/components/forms/useShopForm";
import type { CartExtra } from "~/forms/cart";
import { type MessageKey, useT } from "~/i18n";
import { useHydrated } from "../useHydrated";
import { CartForm } from "./CartForm";
import * as css from "./cart.css";

/**
 * 'Kortingscode? Klik hier' opens the field (a <details>: no JavaScript needed). Empty is not
 * submitted (required), apply is disabled while empty or loading, Enter submits; on success the
 * field closes and clears (spec §4, §5).
 */
export function CouponForm({ cart }: { cart: Cart }) {
  const t = useT();
  const hydrated = useHydrated();
  // The bag page and the mini cart may both be on screen: ids and answers are per form.
  const id = useId();
  const target = `coupon${id}`;
  // The same keyed fetcher as the CartForm below: its answer closes the field or shows why not.
  const { answer, busy } = useShopForm<CartExtra>("cart", target);
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);
  // Success hides the field and clears it.
  useEffect(() => {
    if (answer?.ok) {
      setCode("");
      setRound((r) => r + 1);
    }
  }, [answer]);
  const applied = [...cart.couponsCreated.map((c) => c.cardCode), ...cart.promocodes.map((p) => p.code)];
  const failed = answer && !answer.ok ? answer.message : null;
  return (
    <div>
      {applied.map((applied) => (
        <CartForm key={applied} intent="remove-coupon" fields={{ code: applied }}>
          <p className={css.meta}>
            {t("miniCart.couponLabel")}: <strong>{applied}</strong>{" "}
            <button type="submit" className={css.linkButton} aria-label={t("miniCart.couponRemove", { code: applied })}>
              {t("cart.removeShort")}
            </button>
          </p>
        </CartForm>
      ))}
      <details key={round}>
        <summary className={css.linkButton}>{t("miniCart.couponToggle")}</summary>
        <CartForm intent="apply-coupon" inputs={["code"]} target={target} className={css.coupon}>
          <label htmlFor={`${id}-code`} className="sr-only">
            {t("miniCart.couponLabel")}
          </label>
          <input
            id={`${id}-code`}
            className={css.input}
            name="code"
            required
            maxLength={64}
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? `${id}-error` : undefined}
          />
          {/* Disabled while empty or loading, but only once JavaScript runs: without it the form posts. */}
          <button type="submit" className={css.applyButton} disabled={hydrated && (busy || code.trim() === "")}>
            {t("miniCart.couponApply")}
          </button>
        </CartForm>
        {failed ? (
          <p id={`${id}-error`} role="alert" className={css.error}>
            {t(failed.key as MessageKey, failed.values)}
          </p>
        ) : null}
      </details>
    </div>
  );
}
