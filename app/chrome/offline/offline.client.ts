// Offline use and updates in the page (ADR 0065; storefront-cart-checkout-routing.md §4, §9), imported
// after hydration (../after-hydration.client.ts, from the header), never part of a page's first JavaScript. It registers the
// service worker once the app is stable plus 30000 ms, checks for a newer version, lets a ready one take
// over and reloads the page — on the next navigation instead while the shopper is filling a form.
// (Offline, a client navigation becomes a document load by the worker's answer: ./service-worker.ts.)

import workerCode from "./service-worker.ts?worker&url";
import { type FormField, inputKind, isFillingForm, REGISTER_DELAY_MS, SERVICE_WORKER_PATH } from "./rules";

/** A new version took over while a form was being filled: the next navigation loads it as a document. */
let reloadOnNavigation = false;

if ("serviceWorker" in navigator) {
  addEventListener("click", followAsDocument, true);
  addEventListener("submit", submitAsDocument, true);
  addEventListener("popstate", () => {
    if (reloadOnNavigation) location.reload();
  });
  void whenStable().then(() => setTimeout(() => void register().catch(() => undefined), REGISTER_DELAY_MS));
}

/** Stable: the page has loaded (hydrated, its files fetched) and the browser is idle. */
function whenStable(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0));
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  });
}

/** Registers the worker of this build (a new deploy is a new script) and checks for a newer version. */
async function register(): Promise<void> {
  const { serviceWorker } = navigator;
  const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? "";
  const script = `${SERVICE_WORKER_PATH}?${new URLSearchParams({ v: version, worker: workerCode })}`;
  // The page came from a worker already: a change of worker is a new version (else the first one, which claims the page).
  let updating = serviceWorker.controller !== null;
  serviceWorker.addEventListener("controllerchange", () => {
    if (updating) reloadWhenSafe();
    updating = true;
  });
  const registration = await serviceWorker.register(script, { scope: "/", updateViaCache: "none" });
  takeOverWhenReady(registration);
  await registration.update();
}

/** A version that is installed and waiting is told to take over (it then claims every open page). */
function takeOverWhenReady(registration: ServiceWorkerRegistration): void {
  const activate = () => registration.waiting?.postMessage({ type: "activate" });
  activate();
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") activate();
    });
  });
}

/** Reloads into the new version, unless the shopper is filling a form: then on the next navigation. */
function reloadWhenSafe(): void {
  if (isFillingForm(pageFields())) reloadOnNavigation = true;
  else location.reload();
}

/** Every field of the page as the dirty-form rule reads it. */
function pageFields(): FormField[] {
  return [...document.querySelectorAll("input, textarea, select")].map((element): FormField => {
    if (element instanceof HTMLSelectElement) {
      return {
        kind: "select",
        multiple: element.multiple,
        options: [...element.options].map((o) => ({ selected: o.selected, defaultSelected: o.defaultSelected })),
      };
    }
    if (element instanceof HTMLTextAreaElement) return { kind: "text", value: element.value, defaultValue: element.defaultValue };
    const input = element as HTMLInputElement;
    const kind = inputKind(input.type);
    if (kind === "check") return { kind, checked: input.checked, defaultChecked: input.defaultChecked };
    return kind === "text" ? { kind, value: input.value, defaultValue: input.defaultValue } : { kind };
  });
}

/**
 * After a new version took over while a form was filled, a link of this origin is followed as a document
 * rather than by React Router: the new version loads. Its click never reaches React's listener.
 */
function followAsDocument(event: MouseEvent): void {
  if (!reloadOnNavigation) return;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || (link.target && link.target !== "_self") || link.hasAttribute("download"))
    return;
  event.stopPropagation();
}

/** After a new version took over, a form's submission goes as a document too (what was typed goes with it). */
function submitAsDocument(event: SubmitEvent): void {
  if (reloadOnNavigation) event.stopPropagation();
}
