import type { HeroUnderHeader, Screen } from "./rules/hero";
import { LIGHT_ITEMS, itemsColor } from "./rules/lightness";
import { HERO_SCROLL_THRESHOLD_PX, heroFrame, heroVars } from "./rules/scroll";
import type { HeaderWhole } from "~/chrome/shell";
import type { LogoSize } from "./rules/logo-size";

// The header over the home's hero from the page's first frame (chrome spec §4; issue 21: CLS 0).
//
// The scroll code (header-motion.client.ts) lays the header over the hero after hydration: until then
// the header stood solid above the hero, and the page's content jumped up by the header's height, with
// the selling points moving above the header, after a shopper had seen it (a layout shift of 0.10–0.22
// on Stapvast's and Stadsbazaar's home). This script, at the end of the header's HTML, does the scroll
// code's first frame while the page is parsed, before anything below the header is: on the screens where
// the spec's rule lays the header over the hero (rules/hero.ts, which the home page's loader applied), the
// same frame (heroFrame at the top, written by heroVars) and the same light logo. The scroll code takes over
// from there. Without JavaScript neither runs, and the header stays solid above the hero.

/** The breakpoint of the CMS blocks' visibility (cms.css.ts), as header-motion.client.ts reads it. */
const WIDE = "(min-width: 768px)";

/** What the first frame is made of: the header's settings and colours, the shop's light logo and its size, the home's heroes. */
export type HeroStart = {
  header: Pick<HeaderWhole, "settings" | "colors">;
  heroLogoUrl: string | null;
  /** The light logo's own width and height (ADR 0085), when its file was read: its room until it loads. */
  heroLogoSize: LogoSize | null;
  heroes: Record<Screen, HeroUnderHeader | null>;
};

/**
 * The script's text, or null on a page without a hero under the header. It runs as the header's last
 * child, on the header. Its values are JSON with `<` escaped, so nothing in them can end the script.
 */
export function heroStartScript({ header, heroLogoUrl, heroLogoSize, heroes }: HeroStart): string | null {
  if (!heroes.desktop && !heroes.mobile) return null;
  const { settings, colors } = header;
  const frame = heroFrame(0, HERO_SCROLL_THRESHOLD_PX, settings.headerHeight, false, settings.logoOverlapHero ? settings.logoOverlapScale : 1);
  // Over the hero the items start white (the hero's lightness is read later), or as the setting says.
  const start = itemsColor(colors.itemsColorMode, "unknown", LIGHT_ITEMS);
  // The logo at the top: the shop's light one, else the normal one whitened by CSS (""); none over dark items.
  const white = frame.logo === "white" && start === LIGHT_ITEMS ? (heroLogoUrl ?? "") : null;
  // The light logo takes its own proportions before it is asked for: the normal logo's width and height
  // would hold its place until it loads, and a light logo of other proportions would then move the items beside it.
  const size = white && heroLogoSize ? [heroLogoSize.width, heroLogoSize.height] : null;
  const values = JSON.stringify([heroVars(frame, start, start), settings.logoOverlapHero, white, size, WIDE, Boolean(heroes.desktop), Boolean(heroes.mobile)]);
  return `(function(v,o,w,s,q,d,m){var h=document.currentScript.parentElement,l=h.querySelector("[data-i=logo] img");if(!(matchMedia(q).matches?d:m))return;h.dataset.motion="hero";for(var k in v)h.style.setProperty(k,v[k]);h.toggleAttribute("data-overlap",o);if(w&&l){l.dataset.src=l.getAttribute("src");if(s){l.width=s[0];l.height=s[1]}l.src=w}else if(w==="")h.setAttribute("data-white-logo","");h.style.setProperty("--etalage-pull",h.offsetHeight+"px")}).apply(null,${values.replaceAll("<", "\\u003c")})`;
}
