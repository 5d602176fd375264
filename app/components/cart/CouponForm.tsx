import type { Cart } from "@commerce/contract/cart";
import { useEffect, useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { FormAnswer } from "~/forms/form";
import { type MessageKey, useLanguage, useT } from "~/i18n";
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
  const language = useLanguage();
  const location = useLocation();
  const fetcher = useFetcher<FormAnswer>();
  const hydrated = useHydrated();
  // The bag page and the mini cart may both be on screen: ids and results are per form.
  const id = useId();
  const [code, setCode] = useState("");
  const [round, setRound] = useState(0);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  // Success hides the field and clears it.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      setCode("");
      setRound((r) => r + 1);
    }
  }, [fetcher.state, fetcher.data]);
  const applied = [...cart.couponsCreated.map((c) => c.cardCode), ...cart.promocodes.map((p) => p.code)];
  const failed = result && !result.ok && fetcher.state === "idle" ? result.message : null;
  return (
    <div>
      {applied.map((applied) => (
        <CartForm key={applied} intent="remove-coupon">
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
        <fetcher.Form method="post" action={`/${language}/cart`} className={css.coupon}>
          <input type="hidden" name="intent" value="apply-coupon" />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
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
        </fetcher.Form>
        {failed ? (
          <p id={`${id}-error`} role="alert" className={css.error}>
            {t(failed.key as MessageKey, failed.values)}
          </p>
        ) : null}
      </details>
    </div>
  );
}
