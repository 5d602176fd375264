import { useEffect } from "react";
import { useLanguage } from "~/i18n";
import "./wheel.css";

/** How long the page may stay busy before the wheel loads anyway (ms). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * The sticky wheels of fortune (spec §1 "Sticky wheel-of-fortune promotions are loaded in the browser";
 * ADR 0061). Nothing on the server and nothing without JavaScript: once the page is interactive and
 * the browser is idle, the wheel's code (wheel.client.ts, not in the first paint's JavaScript) asks
 * for the shop's sticky wheels and shows a launcher when there is one. A failure is a warning in the
 * console only (spec §8).
 */
export function FortuneWheel() {
  const language = useLanguage();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    const start = () =>
      import("./wheel.client").then(
        async (m) => {
          const started = await m.startWheels(language);
          if (live) stop = started;
          else started();
        },
        (error: unknown) => console.warn("wheel of fortune: its code did not load", error),
      );
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start, 1);
    return () => {
      live = false;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle as number);
      clearTimeout(idle as ReturnType<typeof setTimeout>);
      stop?.();
    };
  }, [language]);
  return null;
}
