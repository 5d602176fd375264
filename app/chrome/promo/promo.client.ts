// The promo banners' motion (chrome spec §2, §9), loaded only after hydration and only on a page with
// something to rotate: the banners rotate every 4000 ms in a 3000 ms slide; on a phone a SECTIONS
// banner's sections rotate every 3500 ms in a 600 ms slide. Without JavaScript, or with reduced
// motion, everything stays as the server rendered it (stacked, every banner readable). A carousel
// stands still while the pointer is over it or focus is in it, and the banners' carousel has a pause
// button that holds it until pressed again (WCAG 2.2.2: content that moves by itself can be paused).

export const BANNER_CAROUSEL = { autoplayMs: 4000, speedMs: 3000 } as const;
export const SECTIONS_CAROUSEL = { autoplayMs: 3500, speedMs: 600 } as const;
const MOBILE = "(max-width: 767.98px)";

export function startPromoMotion(root: HTMLElement) {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const element of root.querySelectorAll<HTMLElement>("[data-rotate]:not([data-rotating])")) {
    if (element.dataset.rotate === "banners") rotate(element, BANNER_CAROUSEL, element.querySelector<HTMLElement>("[data-pause]")?.dataset.pause);
    else if (matchMedia(MOBILE).matches) rotate(element, SECTIONS_CAROUSEL);
  }
}

function rotate(element: HTMLElement, timing: { autoplayMs: number; speedMs: number }, pauseLabel?: string) {
  // The candidates this page shows (the others are hidden: another page's, Promotions.tsx).
  const slides = ([...element.children] as HTMLElement[]).filter((slide) => !slide.hidden);
  if (slides.length < 2) return;
  element.dataset.rotating = "";
  let index = 0;
  let hovered = false;
  let focused = false;
  let held = false;
  element.addEventListener("mouseenter", () => (hovered = true));
  element.addEventListener("mouseleave", () => (hovered = false));
  element.addEventListener("focusin", () => (focused = true));
  element.addEventListener("focusout", () => (focused = false));
  if (pauseLabel) {
    // A toggle: pressed, the carousel holds until it is pressed again (its name stays, its state is aria-pressed).
    const pause = document.createElement("button");
    pause.type = "button";
    pause.dataset.carouselPause = "";
    pause.setAttribute("aria-label", pauseLabel);
    pause.setAttribute("aria-pressed", "false");
    pause.addEventListener("click", () => {
      held = !held;
      pause.setAttribute("aria-pressed", String(held));
    });
    element.insertBefore(pause, element.firstChild);
  }
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
    if (hovered || focused || held) return;
    index = (index + 1) % slides.length;
    show();
  }, timing.autoplayMs);
}
