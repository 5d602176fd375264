import { useEffect } from "react";
import "./wheel.css";

type WheelCode = typeof import("./wheel.client");
/** The wheel's code once loaded (it stays loaded across client navigations). */
let code: WheelCode | undefined;

/**
 * The sticky wheel of fortune on a browsing page (home, overview, CMS page, campaign; ADR 0061): no
 * markup from the server and nothing without JavaScript. After hydration, once the browser is idle,
 * the wheel's code (wheel.client.ts, not in the first paint's JavaScript) asks for the shop's sticky
 * wheels and shows a launcher when there is one; leaving for a page without it (a product, the bag,
 * the checkout) hides the launcher again. A failure is a console warning only (spec §8). Only the
 * browsing pages carry even this hook: the product page and the checkout keep their JavaScript budget.
 */
export function useStickyWheel() {
  useEffect(() => {
    let here = true;
    const show = () =>
      import("./wheel.client").then((m) => {
        code = m;
        if (here) m.startWheels();
      }, console.warn);
    (self.requestIdleCallback || setTimeout)(show);
    return () => {
      here = false;
      code?.hideWheels();
    };
  }, []);
}
