import type { PreviewShell } from "../shell";
import { acceptedThemeEvent, withThemeCache } from "./preview";

// The editor's theme events (storefront-cart-checkout-routing.md §4, ADR 0060), loaded only on a page in
// preview mode with previewTransport=pm (a module script of its own, ~/chrome/preview/render.server.tsx):
// never in a shopper's JavaScript. An accepted
// event re-applies the theme without a reload: a client navigation to the page itself (with the event's
// theme preview cache, if it names one) brings the root's data again — the header's theme, colours and
// logos (root.tsx's shouldRevalidate) — then the theme's style and the fragments come from the page's HTML.

/** The router React Router's HydratedRouter keeps on the window (the one the page's links navigate with). */
type Router = { navigate: (to: string, options: { replace: boolean; preventScrollReset: boolean }) => Promise<void> };

/** The selector of the script that loads the listener, with the page's preview (render.server.tsx). */
export const LISTENER_SCRIPT = "script[data-preview-listener]";

let listening = false;

/** Starts the listener with the preview the page's script names (once per document); nothing without one. */
export function startThemePreviewListener(): void {
  const json = document.querySelector<HTMLScriptElement>(LISTENER_SCRIPT)?.dataset.previewListener;
  if (listening || !json) return;
  listening = true;
  listenForThemeEvents(JSON.parse(json) as PreviewShell);
}

/** Listens for the editor's events as long as the page lives (the document's preview; a reload starts anew). */
export function listenForThemeEvents(preview: PreviewShell): void {
  window.addEventListener("message", (event) => {
    // After a link took the editor to a page that is no preview, the events are that page's no more.
    if (new URLSearchParams(location.search).get("previewSession") !== preview.session) return;
    const accepted = acceptedThemeEvent({ origin: event.origin, data: event.data }, preview);
    if (accepted) void applyAgain(withThemeCache(window.location, accepted.themeCache));
  });
}

async function applyAgain(url: string) {
  const router = (window as { __reactRouterDataRouter?: Router }).__reactRouterDataRouter;
  // Without the router (it never should be), the page loads again with the theme.
  if (!router) return location.replace(url);
  await router.navigate(url, { replace: true, preventScrollReset: true });
  const filled = await import("../fragments.client").then((m) => m.refillFragments(url, { theme: true })).catch(() => false);
  if (!filled) return location.replace(url);
  // Applied: a mark for the editor's tooling and the tests (the cache id now shown, "" for none).
  document.documentElement.dataset.previewApplied = new URLSearchParams(url.split("?")[1]).get("previewThemeCache") ?? "";
}
