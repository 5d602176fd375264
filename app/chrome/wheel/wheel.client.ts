// The wheel of fortune in the browser (ADR 0061), loaded by FortuneWheel.tsx after the page is
// interactive: asks for the shop's sticky wheels, shows a launcher, and opens the wheel in a modal
// <dialog> (the page behind it inert: focus stays inside; Esc closes). A spin asks the server, which
// draws the outcome and refuses a second; the wheel only turns to it (at once for reduced motion). A
// won code goes in the bag through the cart's own form (intent apply-coupon). Any failure is a
// console warning only (spec §8): the page goes on as it was.
import type { FortuneWheel as Wheel } from "@commerce/contract/fortune-wheels";
import type { Language } from "~/domain/languages";
import { href } from "~/domain/paths";
import { fill, SPIN_MS, type SpinResult, stopRotation, type WheelsAnswer, type WheelTexts } from "./wheel";
import * as css from "./wheel.css";

const SVG = "http://www.w3.org/2000/svg";

/** What takes the wheel on the page off again (a language switch shows the wheel in the new language). */
let shown: (() => void) | null = null;
let started = false;

/**
 * Loads the sticky wheels in the page's language and shows the first; again, in the new language,
 * when a language switch changes the document's (a client navigation keeps this code running).
 */
export function startWheels(): void {
  if (started) {
    for (const launcher of document.querySelectorAll<HTMLElement>("[data-wheel-launcher]")) launcher.hidden = false;
    return;
  }
  started = true;
  let language = document.documentElement.lang;
  new MutationObserver(() => {
    if (document.documentElement.lang === language) return;
    language = document.documentElement.lang;
    void showWheel(language as Language);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  void showWheel(language as Language);
}

/** Hides the launcher (and closes the wheel) on a page without it; startWheels shows it again. */
export function hideWheels(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-wheel]")) dialog.close();
  for (const launcher of document.querySelectorAll<HTMLElement>("[data-wheel-launcher]")) launcher.hidden = true;
}

/** Shows the shop's first sticky wheel (instead of the one shown before, if any). */
async function showWheel(language: Language): Promise<void> {
  shown?.();
  shown = null;
  const url = href("/:lang/wheel", { lang: language });
  let answer: WheelsAnswer;
  try {
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    answer = (await response.json()) as WheelsAnswer;
  } catch (error) {
    console.warn("wheel of fortune: not loaded", error);
    return;
  }
  const wheel = answer.wheels[0];
  if (!wheel) return;
  const parts = build(wheel, answer.texts, language, url);
  document.body.appendChild(parts.launcher);
  document.body.appendChild(parts.dialog);
  shown = () => {
    parts.dialog.close();
    parts.launcher.remove();
    parts.dialog.remove();
  };
}

function build(wheel: Wheel, texts: WheelTexts, language: Language, url: string) {
  const launcher = element("button", { type: "button", class: css.launcher, "aria-haspopup": "dialog", "data-wheel-launcher": "" }, [wheelIcon(), texts.open]);
  const titleId = `wheel-title-${wheel.id}`;
  const closeButton = element("button", { type: "button", class: css.close, "aria-label": texts.close }, ["×"]);
  const picture = wheelPicture(wheel);
  const status = element("p", { class: css.status, role: "status" }, []);
  const spin = element("button", { type: "button", class: css.action, "data-wheel-spin": "" }, [texts.spin]);
  const result = element("div", {}, []);
  const dialog = element("dialog", { class: css.dialog, "aria-labelledby": titleId, "data-wheel": String(wheel.id) }, [
    closeButton,
    element("h2", { id: titleId }, [wheel.title]),
    element("div", { class: css.stage }, [picture, pointer()]),
    status,
    spin,
    result,
  ]);

  let rotation = 0;
  launcher.addEventListener("click", () => {
    dialog.showModal();
    (spin.isConnected && !spin.hidden ? spin : closeButton).focus();
  });
  closeButton.addEventListener("click", () => dialog.close());
  // The modal dialog makes the page behind it inert; Tab and Shift+Tab also go round within it.
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>("button, [href], input:not([type=hidden])")].filter(
      (e) => !e.closest("[hidden]") && !e.hasAttribute("disabled"),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener("close", () => launcher.focus());
  spin.addEventListener("click", async () => {
    spin.disabled = true;
    status.textContent = texts.spinning;
    const answer = await askForSpin(url, wheel.id);
    if (!answer) {
      // Spec §8: a warning only (askForSpin wrote it); the shopper may simply try again.
      status.textContent = "";
      spin.disabled = false;
      return;
    }
    if (!answer.ok) {
      spin.hidden = true;
      status.textContent = texts.already;
      closeButton.focus();
      return;
    }
    const { outcome } = answer;
    rotation = stopRotation(outcome.segmentIndex, wheel.segments.length, rotation);
    picture.style.transform = `rotate(${rotation}deg)`;
    if (!matchMedia("(prefers-reduced-motion: reduce)").matches) await wait(SPIN_MS);
    spin.hidden = true;
    if (outcome.couponCode) {
      status.textContent = fill(texts.won, { prize: outcome.label });
      result.replaceChildren(
        element("p", {}, [fill(texts.code, { code: "" }), element("strong", { class: css.code, "data-wheel-code": "" }, [outcome.couponCode])]),
        cartForm(language, outcome.couponCode, texts.apply),
      );
      result.querySelector("button")?.focus();
    } else {
      status.textContent = fill(texts.lost, { prize: outcome.label });
      closeButton.focus();
    }
  });
  return { launcher, dialog };
}

/** POST the spin; null after a failure (warned), the refusal or the outcome otherwise. */
async function askForSpin(url: string, wheelId: number): Promise<SpinResult | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams({ wheel: String(wheelId) }),
    });
    const answer = (await response.json().catch(() => null)) as SpinResult | null;
    if (answer?.ok || (answer && response.status === 409 && answer.reason === "already-spun")) return answer;
    console.warn(`wheel of fortune: the spin failed (${response.status})`, answer);
    return null;
  } catch (error) {
    console.warn("wheel of fortune: the spin failed", error);
    return null;
  }
}

/** The cart's own coupon form (POST /{lang}/cart, intent apply-coupon), back to this page afterwards. */
function cartForm(language: Language, code: string, label: string): HTMLFormElement {
  const hidden = (name: string, value: string) => element("input", { type: "hidden", name, value }, []);
  return element("form", { method: "post", action: href("/:lang/cart", { lang: language }) }, [
    hidden("intent", "apply-coupon"),
    hidden("code", code),
    hidden("redirectTo", `${location.pathname}${location.search}`),
    element("button", { type: "submit", class: css.action }, [label]),
  ]);
}

/** The wheel: one slice per segment from the top, clockwise, each with its label. */
function wheelPicture(wheel: Wheel): SVGSVGElement {
  const count = wheel.segments.length;
  const size = 360 / count;
  const r = 48;
  const at = (degrees: number, radius: number) => {
    const a = (degrees * Math.PI) / 180;
    return `${(radius * Math.sin(a)).toFixed(3)} ${(-radius * Math.cos(a)).toFixed(3)}`;
  };
  const svg = svgElement("svg", { viewBox: "-50 -50 100 100", class: css.wheel, role: "img", "aria-label": wheel.segments.map((s) => s.label).join(", ") });
  wheel.segments.forEach((segment, i) => {
    const from = i * size;
    const to = from + size;
    svg.appendChild(svgElement("path", { d: `M0 0L${at(from, r)}A${r} ${r} 0 ${size > 180 ? 1 : 0} 1 ${at(to, r)}Z`, fill: segment.colour }));
    const label = svgElement("text", { transform: `rotate(${from + size / 2}) translate(0 -28)`, "text-anchor": "middle", "dominant-baseline": "middle" });
    label.textContent = segment.label;
    svg.appendChild(label);
  });
  svg.appendChild(svgElement("circle", { r: "6", fill: "#ffffff" }));
  return svg as SVGSVGElement;
}

function pointer(): SVGElement {
  const svg = svgElement("svg", { viewBox: "0 0 20 24", class: css.pointer, "aria-hidden": "true" });
  svg.appendChild(svgElement("path", { d: "M10 24 0 4a10 4 0 0 1 20 0z", fill: "#1d1d1d", stroke: "#ffffff", "stroke-width": "1.5" }));
  return svg;
}

function wheelIcon(): SVGElement {
  const svg = svgElement("svg", {
    viewBox: "0 0 24 24",
    width: "22",
    height: "22",
    "aria-hidden": "true",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "1.8",
  });
  svg.appendChild(svgElement("circle", { cx: "12", cy: "12", r: "9" }));
  svg.appendChild(svgElement("path", { d: "M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4" }));
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>, children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  return node;
}

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node as SVGElement;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
