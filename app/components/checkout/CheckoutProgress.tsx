import { useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { href } from "~/domain/paths";
import { CHECKOUT_FLASH_DELAY_MS, CHECKOUT_FLASH_DURATION_MS, stepStates } from "@commerce/rules/checkout-steps";
import type { CheckoutStep } from "@commerce/rules/checkout-steps";
import { useLanguage, useT } from "~/i18n";
import type { ShellData } from "~/chrome/shell";
import * as css from "./checkout.css";

/**
 * The bar above the step: data, address, shipping, (payment,) summary. Only earlier steps are links
 * (backward only via the bar). Without JavaScript it simply shows where the shopper is; with it a
 * finished step flashes its check mark after 300 ms for 1000 ms and the shop's marker slides along
 * (both still under prefers-reduced-motion).
 */
export function CheckoutProgress({ steps, current }: { steps: readonly CheckoutStep[]; current: CheckoutStep }) {
  const t = useT();
  const language = useLanguage();
  const logoUrl = useRouteLoaderData<ShellData>("root")?.store.logoUrl ?? null;
  const flashing = useFinishedStepFlash(steps, current);
  const place = `${Math.max(0, steps.indexOf(current))}/${steps.length - 1}`;
  const states = stepStates(steps, current);
  const at = steps.indexOf(current);
  return (
    <nav className={css.progress} aria-label={t("checkout.progress")}>
      <p className="sr-only">{t("checkout.stepOf", { step: at + 1, steps: steps.length, name: t(`checkout.steps.${current}`) })}</p>
      <ol className={css.progressList}>
        {states.map(({ step, state }, index) => {
          const name = t(`checkout.steps.${step}`);
          const bullet = (
            <span
              className={[css.bullet, state === "done" ? css.bulletDone : "", flashing === step ? css.bulletFlash : ""].join(" ")}
              data-flash={flashing === step ? "" : undefined}
              aria-hidden="true"
            >
              {state === "done" ? "✓" : index + 1}
            </span>
          );
          return (
            <li
              key={step}
              className={[css.progressStep, state === "current" ? css.progressCurrent : "", state === "done" ? css.progressDone : ""].join(" ")}
              aria-current={state === "current" ? "step" : undefined}
            >
              {bullet}
              {state === "done" ? (
                <Link className={css.progressLink} to={href("/:lang/checkout/:step", { lang: language, step })}>
                  {name}
                  <span className="sr-only"> ({t("checkout.stepDone", { name })})</span>
                </Link>
              ) : (
                <span>{name}</span>
              )}
            </li>
          );
        })}
      </ol>
      <div className={css.track} aria-hidden="true">
        <span className={`${css.trackFill} ${css.fillTo[place] ?? ""}`} />
        <span className={`${css.marker} ${css.markerAt[place] ?? ""}`} data-testid="checkout-marker">
          {logoUrl ? <img className={css.markerImage} src={logoUrl} alt="" /> : null}
        </span>
      </div>
    </nav>
  );
}

/** The step just finished (the bar moved forward), from 300 ms after the move for 1000 ms; else null. */
function useFinishedStepFlash(steps: readonly CheckoutStep[], current: CheckoutStep): CheckoutStep | null {
  const previous = useRef(current);
  const [flashing, setFlashing] = useState<CheckoutStep | null>(null);
  const order = steps.join(",");
  useEffect(() => {
    const steps = order.split(",");
    const from = previous.current;
    previous.current = current;
    if (steps.indexOf(current) <= steps.indexOf(from)) return;
    const start = setTimeout(() => setFlashing(from), CHECKOUT_FLASH_DELAY_MS);
    const stop = setTimeout(() => setFlashing(null), CHECKOUT_FLASH_DELAY_MS + CHECKOUT_FLASH_DURATION_MS);
    return () => {
      clearTimeout(start);
      clearTimeout(stop);
      setFlashing(null);
    };
  }, [current, order]);
  return flashing;
}
