// What moves on a CMS page (cart spec §2 Home, §9; chrome spec §9 for the banner carousel's numbers),
// imported by CmsBlocks only on a page with a carousel or a hero video, after hydration. Without it the
// server's markup is whole: a row of banners to swipe or scroll with numbered links, a video's poster with
// the player's controls.
//
// - The banners' carousel turns every 4000 ms in a 3000 ms slide, only while it may: not with reduced
//   motion, not while the page is hidden, not while the pointer is over it or the focus in it, and not
//   once its pause button is pressed (WCAG 2.2.2). Whether it may is checked again at 0 and 1000 ms after
//   it starts (Home's recheck), on every visibility change and on a change of the motion preference.
//   Previous, pause and next are buttons it adds; the numbered links move it without changing the url.
// - A hero video plays muted and inline by itself, unless reduced motion is asked for; it pauses while the
//   page is hidden. Its controls stay: it can always be paused.
import { AUTOPLAY_RECHECKS_MS, type AutoplayState, autoplayRuns, CMS_CAROUSEL, nextSlide } from "~/domain/cms";
import * as css from "./cms.css";

const REDUCED = "(prefers-reduced-motion: reduce)";

/** The controls' pictures (our own markup, no text from anywhere). */
const ICONS = {
  previous: '<path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
  next: '<path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
  pause: '<rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor"/><rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor"/>',
  play: '<path d="M7 5v14l12-7z" fill="currentColor"/>',
};

export function startCmsMotion(root: HTMLElement): () => void {
  const stops = [
    ...[...root.querySelectorAll<HTMLElement>("[data-carousel]")].map(startCarousel),
    ...[...root.querySelectorAll<HTMLVideoElement>("video[data-autoplay]")].map(startVideo),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

type Labels = { previous: string; next: string; pause: string };

function startCarousel(carousel: HTMLElement): () => void {
  const row = carousel.querySelector<HTMLElement>("[data-slides]");
  const nav = carousel.querySelector<HTMLElement>("[data-carousel-controls]");
  if (!row || !nav) return () => {};
  const slides = [...row.children] as HTMLElement[];
  const links = [...nav.querySelectorAll<HTMLAnchorElement>("[data-slide-link]")];
  const labels = JSON.parse(carousel.dataset.labels ?? "{}") as Labels;
  const reduced = matchMedia(REDUCED);
  const state: AutoplayState = {
    slides: slides.length,
    reducedMotion: reduced.matches,
    hidden: document.hidden,
    paused: false,
    hovered: false,
    focused: false,
  };
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let frame = 0;
  const rechecks: ReturnType<typeof setTimeout>[] = [];
  const abort = new AbortController();
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) => target.addEventListener(type, listener, { signal: abort.signal });

  const button = (label: string, icon: string) => {
    const element = document.createElement("button");
    element.type = "button";
    element.className = css.control;
    element.setAttribute("aria-label", label);
    element.innerHTML = `<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon}</svg>`;
    return element;
  };
  const previous = button(labels.previous, ICONS.previous);
  const next = button(labels.next, ICONS.next);
  const pause = button(labels.pause, ICONS.pause);
  pause.setAttribute("aria-pressed", "false");
  nav.insertBefore(pause, nav.firstChild);
  nav.insertBefore(previous, pause);
  nav.appendChild(next);
  carousel.dataset.carouselReady = "";

  /** Marks the current slide: its dot, and the others out of the tab order and the reading order. */
  const mark = () => {
    for (const [position, link] of links.entries()) link.setAttribute("aria-current", String(position === index));
    for (const [position, slide] of slides.entries()) slide.inert = position !== index;
  };

  /** Moves the row to a slide: over speedMs, or at once with reduced motion. */
  const go = (target: number) => {
    index = target;
    mark();
    cancelAnimationFrame(frame);
    const to = slides[index]?.offsetLeft ?? 0;
    const from = row.scrollLeft;
    if (reduced.matches || from === to) {
      row.scrollLeft = to;
      return;
    }
    const started = performance.now();
    row.dataset.moving = "";
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / CMS_CAROUSEL.speedMs);
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      row.scrollLeft = from + (to - from) * eased;
      if (progress < 1) frame = requestAnimationFrame(step);
      else delete row.dataset.moving;
    };
    frame = requestAnimationFrame(step);
  };

  /** Starts or stops the autoplay as the state says (checked again on every change). */
  const check = () => {
    state.reducedMotion = reduced.matches;
    state.hidden = document.hidden;
    const runs = autoplayRuns(state) && carousel.isConnected;
    carousel.toggleAttribute("data-autoplay", runs);
    if (runs && !timer) timer = setInterval(() => go(nextSlide(index, slides.length)), CMS_CAROUSEL.autoplayMs);
    if (!runs && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  /** A step by the shopper: the autoplay counts its 4000 ms again from here. */
  const stepTo = (target: number) => {
    clearInterval(timer);
    timer = undefined;
    go(target);
    check();
  };

  on(previous, "click", () => stepTo(nextSlide(index, slides.length, -1)));
  on(next, "click", () => stepTo(nextSlide(index, slides.length, 1)));
  on(pause, "click", () => {
    state.paused = !state.paused;
    pause.setAttribute("aria-pressed", String(state.paused));
    // Its name stays "pause" (a toggle's state is aria-pressed); its picture shows what a press does next.
    pause.querySelector("svg")!.innerHTML = state.paused ? ICONS.play : ICONS.pause;
    check();
  });
  for (const [position, link] of links.entries()) {
    on(link, "click", (event) => {
      event.preventDefault();
      stepTo(position);
    });
  }
  // A swipe or a scroll by hand: the slide it rests on is the current one.
  on(row, "scrollend", () => {
    if (row.dataset.moving !== undefined) return;
    const resting = Math.round(row.scrollLeft / Math.max(1, row.clientWidth));
    if (resting !== index && slides[resting]) {
      index = resting;
      mark();
    }
  });
  on(carousel, "mouseenter", () => {
    state.hovered = true;
    check();
  });
  on(carousel, "mouseleave", () => {
    state.hovered = false;
    check();
  });
  on(carousel, "focusin", () => {
    state.focused = true;
    check();
  });
  on(carousel, "focusout", (event) => {
    state.focused = carousel.contains((event as FocusEvent).relatedTarget as Node | null);
    check();
  });
  on(document, "visibilitychange", check);
  on(reduced, "change", check);
  for (const delay of AUTOPLAY_RECHECKS_MS) rechecks.push(setTimeout(check, delay));
  mark();

  return () => {
    abort.abort();
    clearInterval(timer);
    for (const recheck of rechecks) clearTimeout(recheck);
    cancelAnimationFrame(frame);
    // Back to the server's markup: a later start adds its own controls.
    for (const control of [previous, pause, next]) control.remove();
    for (const slide of slides) slide.inert = false;
    delete carousel.dataset.carouselReady;
    carousel.removeAttribute("data-autoplay");
  };
}

function startVideo(video: HTMLVideoElement): () => void {
  const reduced = matchMedia(REDUCED);
  const abort = new AbortController();
  // The muted property, not only the attribute: browsers let only a muted video play by itself.
  video.muted = true;
  video.playsInline = true;
  const check = () => {
    if (document.hidden || reduced.matches) {
      if (!video.paused && document.hidden) video.pause();
      return;
    }
    // Only a video nobody paused by hand plays again (a hidden page paused it, or it never started).
    if (video.paused && video.dataset.userPaused === undefined) video.play().catch(() => {});
  };
  video.addEventListener(
    "pause",
    () => {
      if (!document.hidden) video.dataset.userPaused = "";
    },
    { signal: abort.signal },
  );
  video.addEventListener("play", () => delete video.dataset.userPaused, { signal: abort.signal });
  document.addEventListener("visibilitychange", check, { signal: abort.signal });
  reduced.addEventListener("change", check, { signal: abort.signal });
  const rechecks = AUTOPLAY_RECHECKS_MS.map((delay) => setTimeout(check, delay));
  return () => {
    abort.abort();
    for (const recheck of rechecks) clearTimeout(recheck);
  };
}
