// The promo banners' motion (chrome spec §2, §9), loaded only after hydration and only on a page with
// something to rotate: the banners rotate every 4000 ms in a 3000 ms slide; on a phone a SECTIONS
// banner's sections rotate every 3500 ms in a 600 ms slide. Without JavaScript, or with reduced
// motion, everything stays as the server rendered it (stacked). Hover or focus pauses a carousel.

export const BANNER_CAROUSEL = { autoplayMs: 4000, speedMs: 3000 } as const;
export const SECTIONS_CAROUSEL = { autoplayMs: 3500, speedMs: 600 } as const;
const MOBILE = "(max-width: 767.98px)";

export function startPromoMotion(root: HTMLElement) {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const element of root.querySelectorAll<HTMLElement>("[data-rotate]:not([data-rotating])")) {
    if (element.dataset.rotate === "banners") rotate(element, BANNER_CAROUSEL);
    else if (matchMedia(MOBILE).matches) rotate(element, SECTIONS_CAROUSEL);
  }
}

function rotate(element: HTMLElement, timing: { autoplayMs: number; speedMs: number }) {
  // The candidates this page shows (the others are hidden: another page's, Promotions.tsx).
  const slides = ([...element.children] as HTMLElement[]).filter((slide) => !slide.hidden);
  if (slides.length < 2) return;
  element.dataset.rotating = "";
  let index = 0;
  let paused = false;
  element.addEventListener("mouseenter", () => (paused = true));
  element.addEventListener("mouseleave", () => (paused = false));
  element.addEventListener("focusin", () => (paused = true));
  element.addEventListener("focusout", () => (paused = false));
  // Set through the CSSOM (allowed by the CSP, unlike style attributes in the markup).
  for (const slide of slides) slide.style.transition = `transform ${timing.speedMs}ms ease`;
  const show = () => {
    for (const [position, slide] of slides.entries()) {
      slide.style.transform = `translateX(-${index * 100}%)`;
      slide.inert = position !== index;
    }
  };
  show();
  const timer = setInterval(() => {
    // A banner gone with a navigation or its close button stops its carousel.
    if (!element.isConnected) return clearInterval(timer);
    if (paused) return;
    index = (index + 1) % slides.length;
    show();
  }, timing.autoplayMs);
}
