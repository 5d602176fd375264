import { nextUsp, USP_TRANSITION_MS, uspDelayMs } from "~/chrome/widgets/usps";

const REDUCED = "(prefers-reduced-motion: reduce)";

/**
 * The USP strip's rotation (chrome spec §4, §9), loaded lazily by UspStrip after hydration: one selling
 * point at a time, the next after 7000–8000 ms, sliding out and in over 1000 ms. It pauses while the
 * pointer or focus is on the strip; with reduced motion it does not start (the static list stays).
 * Returns the stop function.
 */
export function rotateUsps(strip: HTMLElement): () => void {
  const items = [...strip.querySelectorAll<HTMLElement>("li")];
  if (items.length < 2 || matchMedia(REDUCED).matches) return () => {};
  let current = 0;
  let paused = false;
  let timer: ReturnType<typeof setTimeout>;
  strip.setAttribute("data-rotating", "");
  items[0]!.setAttribute("data-state", "in");
  // The one shown is the one read: the others are hidden from assistive tech too.
  const mark = () => {
    for (const [i, item] of items.entries()) item.setAttribute("aria-hidden", String(i !== current));
  };
  mark();
  const step = () => {
    if (!paused) {
      const leaving = items[current]!;
      current = nextUsp(current, items.length);
      leaving.setAttribute("data-state", "out");
      items[current]!.setAttribute("data-state", "in");
      mark();
      // Once out of sight, the leaving one goes back below, ready to slide in again.
      setTimeout(() => leaving.getAttribute("data-state") === "out" && leaving.removeAttribute("data-state"), USP_TRANSITION_MS);
    }
    timer = setTimeout(step, uspDelayMs(Math.random));
  };
  timer = setTimeout(step, uspDelayMs(Math.random));
  const pause = () => (paused = true);
  const resume = () => (paused = false);
  strip.addEventListener("mouseenter", pause);
  strip.addEventListener("mouseleave", resume);
  strip.addEventListener("focusin", pause);
  strip.addEventListener("focusout", resume);
  return () => {
    clearTimeout(timer);
    strip.removeAttribute("data-rotating");
    for (const item of items) {
      item.removeAttribute("data-state");
      item.removeAttribute("aria-hidden");
    }
    strip.removeEventListener("mouseenter", pause);
    strip.removeEventListener("mouseleave", resume);
    strip.removeEventListener("focusin", pause);
    strip.removeEventListener("focusout", resume);
  };
}
