import { type Lightness, LIGHT_ITEMS, LIGHTNESS_SAMPLE_PX, itemsColor, lightness } from "~/chrome/header/rules/lightness";
import {
  HERO_SCROLL_THRESHOLD_PX,
  heroFrame,
  heroVars,
  INITIAL_SHRINK,
  SHRINK,
  type ShrinkState,
  scrollThreshold,
  shrinkReducer,
} from "~/chrome/header/rules/scroll";
import type { ShellData } from "~/chrome/shell";

/**
 * All of the header's browser code for scrolling (chrome spec §4, §5, §9), loaded by the header with a
 * dynamic import() after hydration, and only on a page that needs it: a sticky header, a background
 * image whose lightness decides the items' colour, or the home's hero (data-hero, home.tsx). The rules
 * are pure (app/chrome/header/rules/); this file reads the scroll position and the image's pixels and writes
 * the results as custom properties through the CSSOM (the CSP allows no style attributes) and as data
 * attributes that header.css.ts reads. Without JavaScript none of it runs: the header is solid.
 *
 * - data-motion="hero" on the header: it lies over the hero, transparent until the threshold and
 *   shrinking over it (the vars --etalage-fade, --etalage-header-h, --etalage-logo, --etalage-icon,
 *   --etalage-link, --etalage-top and the items' colour --etalage-items, written every frame).
 * - data-motion="sticky": the shrink of a sticky header (shrinkReducer: the promo bar's height or 50,
 *   + 10, hysteresis 40, 300 ms).
 * - data-shrunk on <html> once the header has shrunk (either way): the promo bar (built in another
 *   issue) hides by it, e.g. `:root[data-shrunk] .promoBar { display: none }`.
 */

/** The breakpoint of the CMS blocks' visibility (cms.css.ts): which block is at the top of the page. */
const WIDE = "(min-width: 768px)";
const REDUCED = "(prefers-reduced-motion: reduce)";
const VARS = [
  "--etalage-fade",
  "--etalage-header-h",
  "--etalage-logo",
  "--etalage-icon",
  "--etalage-link",
  "--etalage-top",
  "--etalage-items",
  "--etalage-pull",
  "--etalage-overlap",
];

export function headerMotion(header: HTMLElement, data: ShellData): () => void {
  const root = document.documentElement;
  const hero = document.querySelector<HTMLElement>("[data-hero]");
  const wide = matchMedia(WIDE);
  const reduced = matchMedia(REDUCED);
  const { settings, colors } = data.header;
  const auto = colors.itemsColorMode === "auto";
  const logo = header.querySelector<HTMLImageElement>("[data-i=logo] img");
  // The shop's own logo: the page's first frame may have shown the light one already (hero-start.ts).
  const logoSrc = logo?.dataset.src ?? logo?.getAttribute("src");
  const sampled = new Map<string, Lightness>();
  let frame = 0;
  let shrink: ShrinkState = INITIAL_SHRINK;
  // The promo bar's height, read while it shows (once shrunk it is hidden, and 0 would move the threshold).
  const promoBar = document.querySelector<HTMLElement>("[data-promo-bar]");
  let promoBarHeight = promoBar?.offsetHeight ?? 0;
  let recheck: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };

  /** An image's lightness once read (unknown until then, and when it cannot be read). */
  const lightnessOf = (url: string | null | undefined): Lightness => {
    if (!url || !auto) return "unknown";
    const known = sampled.get(url);
    if (known) return known;
    sampled.set(url, "unknown");
    void readLightness(url).then((read) => {
      sampled.set(url, read);
      schedule();
    });
    return "unknown";
  };

  function update() {
    frame = 0;
    // The hero's image on this screen; undefined when the header is solid on it, and when the hero's
    // picture does not start at its top (a block with a title above its banners): the header would lie
    // over that text, not over a picture (issue 19).
    const heroImage = hero && mediaOnTop(hero) ? hero.dataset[wide.matches ? "heroDesktop" : "heroMobile"] : undefined;
    const themeItems = getComputedStyle(root).getPropertyValue("--etalage-header-text").trim() || LIGHT_ITEMS;
    const items = itemsColor(colors.itemsColorMode, lightnessOf(colors.backgroundImage), themeItems);
    let shrunk = false;
    if (heroImage !== undefined) {
      const f = heroFrame(scrollY, HERO_SCROLL_THRESHOLD_PX, settings.headerHeight, reduced.matches, settings.logoOverlapHero ? settings.logoOverlapScale : 1);
      // Over the hero the items start white (or dark over a light hero, or as the setting says).
      const start = itemsColor(colors.itemsColorMode, lightnessOf(heroImage), LIGHT_ITEMS);
      header.dataset.motion = "hero";
      for (const [name, value] of Object.entries(heroVars(f, start, items))) set(name, value);
      // The logo hanging over the hero (logoOverlapHero; header.css.ts draws it on a desktop only).
      header.toggleAttribute("data-overlap", settings.logoOverlapHero);
      showWhiteLogo(f.logo === "white" && start === LIGHT_ITEMS);
      // The header's height, taken back from the page's flow (header.css.ts): the hero lies under it.
      set("--etalage-pull", `${header.offsetHeight}px`);
      shrunk = f.shrunk;
    } else {
      for (const name of VARS) header.style.removeProperty(name);
      header.removeAttribute("data-overlap");
      showWhiteLogo(false);
      if (auto && colors.backgroundImage) set("--etalage-items", items);
      if (settings.stickyHeader) {
        if (!shrink.shrunk && promoBar) promoBarHeight = promoBar.offsetHeight;
        const next = shrinkReducer(shrink, { scrollY, now: performance.now(), thresholdPx: scrollThreshold(false, promoBarHeight) });
        if (next !== shrink) {
          // A change starts the cooldown: look again when it ends, in case the scrolling stopped in it.
          clearTimeout(recheck);
          recheck = setTimeout(schedule, SHRINK.cooldownMs + 20);
        }
        shrink = next;
        header.dataset.motion = "sticky";
        shrunk = shrink.shrunk;
      } else {
        delete header.dataset.motion;
      }
    }
    root.toggleAttribute("data-shrunk", shrunk);
  }

  function set(name: string, value: string) {
    header.style.setProperty(name, value);
  }

  /** The white logo: the shop's light variant when it has one, else the normal one whitened by CSS. */
  function showWhiteLogo(white: boolean) {
    header.toggleAttribute("data-white-logo", white && !data.heroLogoUrl);
    const src = white && data.heroLogoUrl ? data.heroLogoUrl : logoSrc;
    if (logo && src && logo.getAttribute("src") !== src) logo.src = src;
  }

  addEventListener("scroll", schedule, { passive: true });
  wide.addEventListener("change", schedule);
  reduced.addEventListener("change", schedule);
  update();

  return () => {
    removeEventListener("scroll", schedule);
    wide.removeEventListener("change", schedule);
    reduced.removeEventListener("change", schedule);
    cancelAnimationFrame(frame);
    clearTimeout(recheck);
    for (const name of VARS) header.style.removeProperty(name);
    showWhiteLogo(false);
    delete header.dataset.motion;
    header.removeAttribute("data-overlap");
    root.removeAttribute("data-shrunk");
  };
}

/** Whether the hero's first picture (or video) starts at the hero's top edge, where the header lies. */
function mediaOnTop(hero: HTMLElement): boolean {
  const media = hero.querySelector("img, video, picture");
  return media !== null && media.getBoundingClientRect().top - hero.getBoundingClientRect().top < 1;
}

/**
 * An image's lightness from its pixels on a 16×16 canvas; unknown when it cannot be loaded or read
 * (another origin without CORS taints the canvas, a broken file does not decode).
 */
function readLightness(url: string): Promise<Lightness> {
  return new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.onload = () => {
      try {
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = LIGHTNESS_SAMPLE_PX;
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) return resolve("unknown");
        context.drawImage(image, 0, 0, LIGHTNESS_SAMPLE_PX, LIGHTNESS_SAMPLE_PX);
        resolve(lightness(context.getImageData(0, 0, LIGHTNESS_SAMPLE_PX, LIGHTNESS_SAMPLE_PX).data));
      } catch {
        resolve("unknown");
      }
    };
    image.onerror = () => resolve("unknown");
    image.src = url;
  });
}
