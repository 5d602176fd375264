import type { Page } from "@playwright/test";

// Geometry checks that look at a page the way a shopper does: by where the browser drew things, not
// by what the markup says. Each answers a list of findings (empty: nothing wrong), in words a person
// can act on; tests/e2e/look.spec.ts proves that each one finds a deliberately broken page.
// The functions passed to page.evaluate run in the page (also with JavaScript off: Playwright's
// evaluate does not need the page's own scripts), so they may use nothing from this module.

/**
 * Allow-list for the clipped-text check: an element (or an ancestor) with this attribute may cut its
 * text off by design (an ellipsis on one line, a line clamp), e.g. `<span data-look-clips>`.
 * Use it only where the full text is available another way (a title attribute, the detail page).
 */
export const MAY_CLIP = "data-look-clips";

/** Pixels of overlap, overflow or clipping that do not count (subpixel layout, antialiasing, descenders). */
export const TOLERANCE = 2;

/** The site's own chrome, by the attributes and elements the app renders (app/root.tsx). */
export const CHROME = {
  header: "body > header",
  promoRows: "[data-promo-bar], [data-banner]",
  firstHeading: "main h1",
  floating: "[data-sticky-help], a[data-launcher], [data-wheel-launcher], [data-consent-banner]",
  /** What a shopper reads or operates in the main content. */
  controls: 'main :is(input:not([type="hidden"]), select, textarea, label, button, a[href], summary)',
} as const;

export type Overlap = { above: string; below: string; area: number };

/**
 * Visible elements matching `top` whose boxes overlap visible elements matching `under` by more than
 * the tolerance in both directions (boxes as drawn, in the current viewport and scroll position).
 * `withinViewport`: only count elements of `under` that are (partly) on screen, as a shopper sees them.
 */
export async function overlaps(page: Page, top: string, under: string, options: { withinViewport?: boolean } = {}): Promise<Overlap[]> {
  return page.evaluate(
    ({ top, under, tolerance, withinViewport }) => {
      const describe = (el: Element) => {
        const text = (el.getAttribute("aria-label") || (el as HTMLElement).innerText || el.getAttribute("alt") || "").trim().replace(/\s+/g, " ");
        const attrs = [...el.attributes]
          .filter((a) => a.name === "id" || a.name.startsWith("data-") || a.name === "for" || a.name === "name")
          .map((a) => (a.value ? `${a.name}="${a.value.slice(0, 20)}"` : a.name));
        return `<${el.tagName.toLowerCase()}${attrs.length ? ` ${attrs.join(" ")}` : ""}>${text ? ` "${text.slice(0, 40)}"` : ""}`;
      };
      const shown = (el: Element) => {
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) return null;
        if (withinViewport && (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth)) return null;
        return r;
      };
      const found: { above: string; below: string; area: number }[] = [];
      const tops = [...document.querySelectorAll(top)];
      for (const a of tops) {
        const ra = shown(a);
        if (!ra) continue;
        for (const b of document.querySelectorAll(under)) {
          // An element never overlaps what it contains or what contains it.
          if (a === b || a.contains(b) || b.contains(a)) continue;
          const rb = shown(b);
          if (!rb) continue;
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (w > tolerance && h > tolerance) found.push({ above: describe(a), below: describe(b), area: Math.round(w * h) });
        }
      }
      return found;
    },
    { top, under, tolerance: TOLERANCE, withinViewport: options.withinViewport ?? false },
  );
}

export type Wide = { scrollWidth: number; innerWidth: number; elements: string[] };

/**
 * What is wider than the viewport: the document's scroll width, and each visible element that starts
 * on screen and ends beyond its right edge (or starts before its left edge), except inside a container
 * that scrolls or clips horizontally on purpose (a carousel): only the outermost such element is named.
 */
export async function tooWide(page: Page): Promise<Wide> {
  return page.evaluate((tolerance) => {
    const width = document.documentElement.clientWidth || innerWidth;
    const describe = (el: Element) => {
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : "";
      const data = [...el.attributes].find((a) => a.name.startsWith("data-"));
      const text = ((el as HTMLElement).innerText || "").trim().replace(/\s+/g, " ").slice(0, 40);
      const r = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}${cls}${data ? ` ${data.name}` : ""}> ${Math.round(r.left)}–${Math.round(r.right)} px${text ? ` "${text}"` : ""}`;
    };
    /** Inside something that scrolls or clips sideways (not the page itself), or fixed to the screen. */
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== "visible" && p.getBoundingClientRect().right <= width + tolerance) return true;
      }
      return false;
    };
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) continue;
      // Off-canvas (a closed drawer beside the screen) is not wider: it starts outside.
      const beyondRight = r.left < width && r.right > width + tolerance;
      const beyondLeft = r.right > 0 && r.left < -tolerance;
      if (!beyondRight && !beyondLeft) continue;
      if (contained(el)) continue;
      if (offenders.some((o) => o.contains(el))) continue;
      offenders.push(el);
    }
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: width,
      elements: offenders.slice(0, 10).map(describe),
    };
  }, TOLERANCE);
}

/** A page wider than its viewport, as findings (empty: it fits). */
export function wideFindings(wide: Wide): string[] {
  const findings = wide.elements.map((e) => `beyond the viewport (${wide.innerWidth} px): ${e}`);
  if (wide.scrollWidth > wide.innerWidth) findings.unshift(`the page scrolls sideways: scrollWidth ${wide.scrollWidth} > ${wide.innerWidth} px`);
  return findings;
}

/**
 * Text cut off by a box that hides its overflow (overflow hidden or clip): a text node of which a part
 * is drawn inside the box and a part outside it (by more than the tolerance). Text wholly outside (a
 * carousel's other slide, a closed panel) is hidden, not clipped. Elements under `[data-look-clips]`
 * and visually hidden ones (1 px boxes, clip) are left out.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ tolerance, allow }) => {
      const found: string[] = [];
      const clips = (s: CSSStyleDeclaration) => ["hidden", "clip"].includes(s.overflowX) || ["hidden", "clip"].includes(s.overflowY);
      const scrolls = (s: CSSStyleDeclaration) => ["auto", "scroll"].includes(s.overflowX) || ["auto", "scroll"].includes(s.overflowY);
      for (const box of document.body.querySelectorAll<HTMLElement>("*")) {
        const style = getComputedStyle(box);
        if (!clips(style) || box.closest(`[${allow}]`)) continue;
        if (box.scrollWidth <= box.clientWidth + tolerance && box.scrollHeight <= box.clientHeight + tolerance) {
          // Nothing overflows the box's content area; text might still poke out of a child box into the
          // padding only, which is drawn. Cheap exit for almost every element.
          continue;
        }
        if (!box.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const r = box.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2 || style.clip !== "auto" || (style.clipPath && style.clipPath !== "none")) continue;
        const left = r.left + box.clientLeft;
        const top = r.top + box.clientTop;
        const right = left + box.clientWidth;
        const bottom = top + box.clientHeight;
        const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent || parent.closest(`[${allow}]`)) continue;
          if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          // Text inside a scroller or a fixed element between it and the box is not clipped by the box.
          let between = false;
          for (let p: HTMLElement | null = parent; p && p !== box; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (scrolls(s) || s.position === "fixed" || (p !== parent && clips(s))) between = true;
          }
          if (between) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((q) => q.width > 0 && q.height > 0);
          const inside = (q: DOMRect) => q.right > left && q.left < right && q.bottom > top && q.top < bottom;
          const out = (q: DOMRect) => q.left < left - tolerance || q.right > right + tolerance || q.top < top - tolerance || q.bottom > bottom + tolerance;
          const partly = rects.some(inside) && rects.some(out);
          if (partly) {
            const name = `<${box.tagName.toLowerCase()}${typeof box.className === "string" && box.className ? `.${box.className.trim().split(/\s+/)[0]}` : ""}>`;
            found.push(`${name} ${Math.round(box.clientWidth)}×${Math.round(box.clientHeight)} px cuts off "${text.replace(/\s+/g, " ").slice(0, 50)}"`);
            break;
          }
        }
      }
      return found;
    },
    { tolerance: TOLERANCE, allow: MAY_CLIP },
  );
}

/** Overlaps as findings. */
export function overlapFindings(list: Overlap[], verb = "covers"): string[] {
  return list.map((o) => `${o.above} ${verb} ${o.below} (${o.area} px²)`);
}

/**
 * Visible elements matching `selector` that are not wholly on screen sideways (a menu's items run
 * off the screen even when their panel scrolls or clips them: tooWide leaves those out on purpose).
 */
export async function offScreen(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, tolerance }) => {
      const width = document.documentElement.clientWidth || innerWidth;
      return [...document.querySelectorAll(selector)]
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width >= 1 && r.height >= 1 && (r.left < -tolerance || r.right > width + tolerance))
        .map(
          ({ el, r }) =>
            `<${el.tagName.toLowerCase()}> ${Math.round(r.left)}–${Math.round(r.right)} px "${((el as HTMLElement).innerText || "").trim().slice(0, 30)}"`,
        );
    },
    { selector, tolerance: TOLERANCE },
  );
}

/**
 * Items drawn side by side with (almost) no space between them: they read as one word ("SALEKLEDING").
 * Pairs of visible elements matching `selector`, on one line, less than `gap` px apart.
 */
export async function runTogether(page: Page, selector: string, gap = 4): Promise<string[]> {
  return page.evaluate(
    ({ selector, gap }) => {
      const items = [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.width >= 1 && r.height >= 1);
      const found: string[] = [];
      for (const a of items) {
        for (const b of items) {
          if (a === b || a.el.contains(b.el) || b.el.contains(a.el) || a.r.left > b.r.left) continue;
          const sameLine = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > Math.min(a.r.height, b.r.height) / 2;
          const space = b.r.left - a.r.right;
          if (sameLine && space > -1 && space < gap)
            found.push(`"${a.el.innerText.trim().slice(0, 30)}" and "${b.el.innerText.trim().slice(0, 30)}" ${Math.round(space)} px apart`);
        }
      }
      return found;
    },
    { selector, gap },
  );
}
